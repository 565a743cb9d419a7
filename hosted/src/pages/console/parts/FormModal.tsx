import { Button, LoadingOverlay, Modal } from '@pathcraft/widgets/ui';
import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { text } from './console.messages.ts';

interface FormModalProps {
  title: ReactNode;
  size?: 'md' | 'lg';
  onClose: () => void;
  /** While saving: Save shows 'Saving...' and is disabled, so a second click sends nothing. */
  busy: boolean;
  /** What went wrong with the last save, shown above the fields. */
  problem: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The loading slot: while the record is read the dialog shows a spinner, and Save is disabled. */
  loading?: boolean;
  /** Why the record could not be read: shown instead of the form. */
  loadError?: string | null;
  /** Shown below the form once loaded (an edit's history). */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * The console's create/edit dialog: a form with Cancel and Save in the footer, the save's error above
 * the fields, and a loading slot while an edit's record is read.
 */
export function FormModal({
  title,
  size,
  onClose,
  busy,
  problem,
  formRef,
  onSubmit,
  loading = false,
  loadError = null,
  after,
  children,
}: FormModalProps) {
  const formId = useId();
  const footer = (
    <>
      <Button onClick={onClose}>{text.common.cancel}</Button>
      <Button
        variant="primary"
        type="submit"
        form={formId}
        disabled={busy || loading || loadError !== null}
        aria-busy={busy}
      >
        {busy ? text.common.saving : text.common.save}
      </Button>
    </>
  );
  return (
    <Modal open title={title} onClose={onClose} footer={footer} size={size}>
      {loadError ? (
        <p className="pc-notice pc-notice--error" role="alert">
          {loadError}
        </p>
      ) : loading ? (
        <LoadingOverlay mode="inline" />
      ) : (
        <form id={formId} ref={formRef} className="console-form" onSubmit={onSubmit} noValidate>
          {problem ? (
            <p className="pc-notice pc-notice--error" role="alert">
              {problem}
            </p>
          ) : null}
          {children}
        </form>
      )}
      {loading || loadError ? null : after}
    </Modal>
  );
}
