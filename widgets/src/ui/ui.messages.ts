import { messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  /** The primary button of a confirm dialog while its action runs. */
  loadingButton: 'Loading...',
  /** Spinners and loading screens without a text of their own. */
  loading: 'Loading',
  dismiss: 'Dismiss',
};

export type UiMessages = typeof en;
export const text: UiMessages = messagesFor({ en });
