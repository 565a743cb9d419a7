import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { text as T } from './editor.messages.ts';

export interface FormDialogProps {
  title: string;
  /** The submit button; none for the PDF dialog, which acts when a file is chosen. */
  submit?: { text: string; onSubmit: () => void };
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
}

/**
 * A toolbar dialog with Cancel and a submit button. Not a <form>: the editor
 * sits inside the side sheet's form, and forms do not nest; Enter in a field
 * submits this dialog and must not reach (and save) the sheet.
 */
export function FormDialog({ title, submit, onClose, busy = false, children }: FormDialogProps) {
  const run = () => {
    if (!busy) submit?.onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (
      event.key !== 'Enter' ||
      target.tagName !== 'INPUT' ||
      ['checkbox', 'radio', 'file'].includes((target as HTMLInputElement).type)
    )
      return;
    event.preventDefault();
    run();
  };
  const footer = (
    <>
      <Button onClick={onClose}>{T.cancel}</Button>
      {submit ? (
        <Button variant="primary" disabled={busy} aria-busy={busy} onClick={run}>
          {submit.text}
        </Button>
      ) : null}
    </>
  );
  return (
    <Modal open title={title} onClose={onClose} footer={footer}>
      <div className="pc-editor-dialog" onKeyDown={onKeyDown}>
        {children}
      </div>
    </Modal>
  );
}
