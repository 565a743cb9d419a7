import { Button, ConfirmDialog, useToast } from '@pathcraft/widgets/ui';
import { type ReactNode, useState } from 'react';
import { api } from '../../session.ts';
import { orgText } from './org.messages.ts';

interface Archivable {
  id: string;
  title: string | null;
  archived?: boolean | null;
}

/**
 * Archive and restore for a list of classes or cohorts (the `archived` field, through the data API
 * as any other change, so the same staff may): archiving asks first and says what it does,
 * restoring does not. `button(row)` is the row's action, `dialog` the question, rendered once.
 */
export function useArchiving<T extends Archivable>(
  table: 'courses' | 'cohorts',
  readOnly: boolean,
  onChanged: () => void,
): { button: (row: T) => ReactNode; badge: (row: T) => ReactNode; dialog: ReactNode } {
  const toast = useToast();
  const [asking, setAsking] = useState<T | null>(null);
  const setArchived = async (row: T, archived: boolean) => {
    const title = row.title ?? '';
    try {
      await api.update(table, { id: row.id, archived });
      toast.success(archived ? orgText.archive.archivedNamed(title) : orgText.archive.restoredNamed(title));
      onChanged();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  const button = (row: T) =>
    row.archived ? (
      <Button
        variant="link"
        aria-label={orgText.archive.restoreNamed(row.title ?? '')}
        disabled={readOnly}
        onClick={() => void setArchived(row, false)}
      >
        {orgText.archive.restore}
      </Button>
    ) : (
      <Button
        variant="link"
        aria-label={orgText.archive.archiveNamed(row.title ?? '')}
        disabled={readOnly}
        onClick={() => setAsking(row)}
      >
        {orgText.archive.archive}
      </Button>
    );
  const badge = (row: T) => (row.archived ? <span className="badge">{orgText.archive.archived}</span> : null);
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={orgText.archive.archiveTitle(asking?.title ?? '')}
      text={table === 'courses' ? orgText.archive.archiveCourseText : orgText.archive.archiveCohortText}
      primaryText={orgText.archive.archive}
      onPrimary={async () => {
        if (asking) await setArchived(asking, true);
        setAsking(null);
      }}
      onSecondary={() => setAsking(null)}
    />
  );
  return { button, badge, dialog };
}

/** The 'Show archived' box above a list of classes or cohorts. */
export function ShowArchived({ checked, onChange }: { checked: boolean; onChange: (show: boolean) => void }) {
  return (
    <label className="pc-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      {orgText.archive.showArchived}
    </label>
  );
}
