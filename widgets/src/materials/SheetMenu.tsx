import { useId } from 'react';
import { useMenu } from './use-menu.ts';
import { text as T } from './materials.messages.ts';

export interface SheetMenuProps {
  /** 'Material Resource' when the material belongs to the assistant's resources, else 'Material'. */
  heading: string;
  /** Only for readers who may edit, and not while editing. */
  onEdit: (() => void) | null;
  onClose: () => void;
}

/** The header's menu (docs/rules.md#materials-and-files): a button that shows a short list under its heading; Escape or leaving it closes the list. */
export function SheetMenu({ heading, onEdit, onClose }: SheetMenuProps) {
  const { open, setOpen, toggle, onKeyDown, onBlur } = useMenu();
  const id = useId();

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <div className="pc-msheet__menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        className="pc-msheet__menu-button"
        aria-label={T.menuButton}
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <circle cx="12" cy="5" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="12" cy="19" r="2" />
        </svg>
      </button>
      {open ? (
        <div id={`${id}-menu`} className="pc-msheet__menu-list">
          <p className="pc-msheet__menu-heading" id={`${id}-heading`}>
            {heading}
          </p>
          <ul aria-labelledby={`${id}-heading`}>
            {onEdit ? (
              <li>
                <button type="button" onClick={() => choose(onEdit)}>
                  {T.edit}
                </button>
              </li>
            ) : null}
            <li>
              <button type="button" onClick={() => choose(onClose)}>
                {T.close}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
