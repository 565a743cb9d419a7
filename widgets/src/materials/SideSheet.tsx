import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import { activeElementOf, focusables, trapTab } from '../ui/focusable.ts';

/** The spec's opening steps (docs/rules.md#materials-and-files): mount, then start the transition 50 ms later; it lasts 250 ms. */
export const SHEET_OPEN_DELAY_MS = 50;
export const SHEET_TRANSITION_MS = 250;
export const SHEET_BODY_CLASS = 'pc-side-sheet-open';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Sheets open at once, the top one last (a sheet over a sheet): the body class goes when the last one closes. */
const openSheets: HTMLElement[] = [];

export interface SideSheetProps {
  open: boolean;
  onClose: () => void;
  /** The id of the title element inside, which names the dialog. */
  labelledBy: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A right-hand panel over a dimmed backdrop (docs/rules.md#materials-and-files): the
 * backdrop and Escape close it, focus stays inside while open and goes back to
 * the opener on close. Full-screen at phone width; no animation when the reader
 * prefers reduced motion.
 */
export function SideSheet({ open, onClose, labelledBy, children, className }: SideSheetProps) {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const reduced = reducedMotion();
    if (open) {
      setMounted(true);
      const timer = setTimeout(() => setShown(true), reduced ? 0 : SHEET_OPEN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), reduced ? 0 : SHEET_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    const node = panel.current;
    if (!open || !node) return;
    openSheets.push(node);
    document.body.classList.add(SHEET_BODY_CLASS);
    // Focus can drop to the page when what held it goes (a deleted row): Escape still closes the top sheet.
    const onDocumentKey = (event: KeyboardEvent) => {
      const active = activeElementOf(node);
      if (
        event.key === 'Escape' &&
        !event.defaultPrevented &&
        openSheets[openSheets.length - 1] === node &&
        (!active || active === document.body)
      )
        close.current();
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      openSheets.splice(openSheets.indexOf(node), 1);
      if (!openSheets.length) document.body.classList.remove(SHEET_BODY_CLASS);
    };
  }, [open, mounted]);

  useEffect(() => {
    const node = panel.current;
    if (!open || !node) return;
    const opener = activeElementOf(node) as HTMLElement | null;
    (focusables(node)[0] ?? node).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open, mounted]);

  if (!mounted) return null;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    // A dialog opened inside (a confirm, the editor's) handles its own keys.
    if (event.defaultPrevented || (event.target as Element).closest?.('[role="dialog"]') !== panel.current) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panel.current) trapTab(event, panel.current);
  };

  return (
    <div className={cx('pc-sheet', shown && 'pc-sheet--open', className)}>
      <div className="pc-sheet__backdrop" aria-hidden="true" onMouseDown={onClose} />
      <div
        ref={panel}
        className="pc-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
