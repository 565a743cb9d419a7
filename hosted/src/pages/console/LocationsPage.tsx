import { orgVocabulary } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { ConfirmDialog } from '@pathcraft/widgets/ui/ConfirmDialog.tsx';
import { useToast } from '@pathcraft/widgets/ui/Toast.tsx';
import { useState } from 'react';
import { api } from '../../session.ts';
import { ConsoleShell } from './ConsoleShell.tsx';
import { count } from './count.ts';
import { DataTable } from './DataTable.tsx';
import { LocationForm, type LocationRow } from './LocationForm.tsx';
import { useList } from './use-list.ts';
import type { OrgOption } from './user-fields.tsx';

export default function LocationsPage() {
  return <ConsoleShell>{() => <Locations />}</ConsoleShell>;
}

/** An organization's locations, ordered by name (000 §9): managers, the default location; create, edit and delete. */
function Locations() {
  const toast = useToast();
  const orgs = useList<OrgOption>('organizations', { select: ['id', 'name', 'orgType'] });
  const [orgId, setOrgId] = useState('');
  const orgList = orgs.data?.items ?? [];
  const chosen = orgId || orgList[0]?.id || '';
  const org = orgList.find((o) => o.id === chosen);
  const noun = orgVocabulary(org?.orgType).location;
  const locations = useList<LocationRow>('locations', chosen ? { orgId: chosen, limit: 300 } : null);
  const people = useList<{ id: string; name: string | null; email: string | null }>('users', chosen ? { orgId: chosen, select: ['id', 'name', 'email'], limit: 1000 } : null);
  const nameOf = (id: string) => people.data?.items.find((p) => p.id === id)?.name ?? id;
  const [editing, setEditing] = useState<LocationRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<LocationRow | null>(null);

  return (
    <>
      <div className="toolbar">
        <label className="pc-field pc-field--inline">
          <span>Organization</span>
          <select value={chosen} onChange={(e) => setOrgId(e.currentTarget.value)}>
            {orgList.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <span className="muted" role="status">
          {locations.data ? count(locations.data.total, 'location') : ''}
        </span>
        <Button variant="primary" className="toolbar__end" disabled={!chosen} onClick={() => setEditing('new')}>
          New location
        </Button>
      </div>
      {org && noun !== 'Location' ? <p className="muted">{org.name} calls its locations “{noun}”.</p> : null}
      <DataTable
        caption="Locations"
        rows={locations.data?.items}
        list={locations}
        loading={locations.loading || orgs.loading}
        error={locations.error ?? orgs.error}
        empty="No locations yet."
        columns={[
          {
            header: 'Name',
            cell: (l) => (
              <>
                {l.name} {l.defaultLocation ? <span className="badge">Default</span> : null}
              </>
            ),
          },
          { header: 'Address', cell: (l) => [l.addressLine1, l.addressCity, [l.addressState, l.addressPostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '—' },
          { header: 'Managers', cell: (l) => (l.managerIds?.length ? l.managerIds.map(nameOf).join(', ') : '—') },
          {
            header: 'Actions',
            className: 'row-actions',
            cell: (l) => (
              <>
                <Button variant="link" aria-label={`Edit ${l.name}`} onClick={() => setEditing(l)}>
                  Edit
                </Button>
                <Button variant="link" aria-label={`Delete ${l.name}`} onClick={() => setRemoving(l)}>
                  Delete
                </Button>
              </>
            ),
          },
        ]}
      />
      {editing && chosen ? (
        <LocationForm
          key={editing === 'new' ? 'new' : editing.id}
          orgId={chosen}
          location={editing === 'new' ? null : editing}
          people={people.data?.items ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            locations.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Delete ${removing?.name ?? 'this location'}?`}
        text="The location is removed for good. People still at it must be moved first."
        primaryText="Delete"
        danger
        onPrimary={async () => {
          if (!removing) return;
          try {
            await api.remove('locations', removing.id);
            toast.success(`${removing.name} was deleted.`);
            setRemoving(null);
            locations.reload();
          } catch (err) {
            toast.error((err as Error).message);
            throw err;
          }
        }}
        onSecondary={() => setRemoving(null)}
      />
    </>
  );
}
