import { Button, Modal } from '@pathcraft/widgets/ui';
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
  children: ReactNode;
}

/** The console's create/edit dialog: a form with Cancel and Save in the footer and the save's error above the fields. */
export function FormModal({ title, size, onClose, busy, problem, formRef, onSubmit, children }: FormModalProps) {
  const formId = useId();
  const footer = (
    <>
      <Button onClick={onClose}>{text.common.cancel}</Button>
      <Button variant="primary" type="submit" form={formId} disabled={busy} aria-busy={busy}>
        {busy ? text.common.saving : text.common.save}
      </Button>
    </>
  );
  return (
    <Modal open title={title} onClose={onClose} footer={footer} size={size}>
      <form id={formId} ref={formRef} className="console-form" onSubmit={onSubmit} noValidate>
        {problem ? (
          <p className="pc-notice pc-notice--error" role="alert">
            {problem}
          </p>
        ) : null}
        {children}
      </form>
    </Modal>
  );
}
