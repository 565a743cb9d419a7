import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A button that shows a small list (the sheet's menu, the drafts' presets): Escape
 * closes the list, not the sheet, and gives focus back to the button; leaving it closes it.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return { open, setOpen, toggle, onKeyDown, onBlur };
}
