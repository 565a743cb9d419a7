import { useEffect, useState, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';
import { text as messages } from './ui.messages.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  /** What the action needs besides the yes (a reason to give, say), below the text. */
  children?: ReactNode;
  primaryText?: string;
  secondaryText?: string;
  /** Reports its own errors; a rejection enables the primary button again. */
  // biome-ignore lint/suspicious/noConfusingVoidType: the action may be synchronous (void) or a promise the dialog waits for.
  onPrimary: () => void | Promise<unknown>;
  onSecondary: () => void;
  danger?: boolean;
}

/** The primary button shows 'Loading...' and disables itself after a click, until the dialog closes. */
export function ConfirmDialog({
  open,
  title,
  text,
  children,
  primaryText = messages.confirm,
  secondaryText = messages.cancel,
  onPrimary,
  onSecondary,
  danger = false,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) setBusy(false);
  }, [open]);

  const confirm = () => {
    setBusy(true);
    Promise.resolve()
      .then(onPrimary)
      .catch(() => setBusy(false));
  };

  const footer = (
    <>
      <Button onClick={onSecondary}>{secondaryText}</Button>
      <Button variant={danger ? 'danger' : 'primary'} disabled={busy} aria-busy={busy} onClick={confirm}>
        {busy ? messages.loadingButton : primaryText}
      </Button>
    </>
  );

  return (
    <Modal open={open} title={title} onClose={onSecondary} footer={footer}>
      {text ? <p className="pc-confirm__text">{text}</p> : null}
      {children}
    </Modal>
  );
}
