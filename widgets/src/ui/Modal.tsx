import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import { activeElementOf, focusables, trapTab } from './focusable.ts';
import { text } from './ui.messages.ts';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
  size?: 'md' | 'lg';
}

/** A dialog that keeps focus inside while open, closes on Escape and gives focus back when closed. */
export function Modal({ open, title, onClose, children, footer, closeLabel = text.close, size = 'md' }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    const previous = activeElementOf(node) as HTMLElement | null;
    (focusables(node)[0] ?? node).focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (dialog.current) trapTab(event, dialog.current);
  };

  return (
    <div className="pc-modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('pc-modal', size === 'lg' && 'pc-modal--lg')}
        onKeyDown={onKeyDown}
      >
        <div className="pc-modal__header">
          <h2 id={titleId} className="pc-modal__title">
            {title}
          </h2>
          <button type="button" className="pc-modal__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="pc-modal__body">{children}</div>
        {footer ? <div className="pc-modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
