import buttonCss from './button.css';
import confirmDialogCss from './confirm-dialog.css';
import modalCss from './modal.css';
import spinnerCss from './spinner.css';
import tabsCss from './tabs.css';
import themeCss from './theme.css';
import toastCss from './toast.css';

export { Button, type ButtonProps, type ButtonVariant } from './Button.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { ChoiceGroup, type ControlProps, FormField, type FormFieldProps, focusFirstInvalid } from './FormField.tsx';
export { Modal, type ModalProps } from './Modal.tsx';
export { LoadingOverlay, LoadingScreen, Spinner, type LoadingOverlayProps } from './Spinner.tsx';
export { Tabs, type TabItem, type TabsProps } from './Tabs.tsx';
export {
  Toast,
  ToastProvider,
  ToastRegion,
  TOAST_AUTO_CLOSE_MS,
  useToast,
  type ToastApi,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './Toast.tsx';

/** Form fields' styles, kept apart: only pages with forms load them. */
export { default as formFieldCss } from './form-field.css';

/** Every building block's styles with the theme defaults: put in a shadow root, or in the page on hosted. */
export const uiCss = /* @__PURE__ */ [
  themeCss,
  buttonCss,
  spinnerCss,
  modalCss,
  confirmDialogCss,
  toastCss,
  tabsCss,
].join('\n');
