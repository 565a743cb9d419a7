import { Button } from '@pathcraft/widgets/ui';
import type { ReactNode } from 'react';

/**
 * One of a listed row's actions (Edit, Delete, Up...): a link-style button whose accessible name
 * says which row it acts on ("Edit cohort Spring"), since every row shows the same word.
 */
export function RowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  /** The accessible name: the action and the row. */
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="link" disabled={disabled} aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}
