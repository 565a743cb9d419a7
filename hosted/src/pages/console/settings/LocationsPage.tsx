import { Button, ConfirmDialog, useToast } from '@pathcraft/widgets/ui';
import { useState } from 'react';
import { api } from '../../../session.ts';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import { DataTable } from '../parts/DataTable.tsx';
import { LocationForm, type LocationRow } from './LocationForm.tsx';
import { useList } from '../parts/use-list.ts';
import { OrgSelect } from '../parts/org-picker.tsx';
import type { OrgOption } from '../people/user-fields.tsx';
import { RowButton } from '../parts/RowButton.tsx';

export default function LocationsPage() {
  return <ConsoleShell>{() => <Locations />}</ConsoleShell>;
}

/**
 * An organization's locations, ordered by name (docs/rules.md#organizations-and-roles): managers, the default location; create,
 * edit and delete. The super admin picks the organization; its owners and admins (the /org area, `ownOrg`) have theirs.
 */
export function Locations({ ownOrg }: { ownOrg?: OrgOption }) {
  const toast = useToast();
  const orgs = useList<OrgOption>('organizations', ownOrg ? null : { select: ['id', 'name', 'orgType'] });
  const [orgId, setOrgId] = useState(ownOrg?.id ?? '');
  const orgList = ownOrg ? [ownOrg] : (orgs.data?.items ?? []);
  const chosen = orgId || orgList[0]?.id || '';
  const org = orgList.find((o) => o.id === chosen);
  const noun = text.common.orgWord('location', org?.orgType);
  const locations = useList<LocationRow>('locations', chosen ? { orgId: chosen, limit: 300 } : null);
  const people = useList<{ id: string; name: string | null; email: string | null }>(
    'users',
    chosen ? { orgId: chosen, select: ['id', 'name', 'email'], limit: 1000 } : null,
  );
  const nameOf = (id: string) => people.data?.items.find((p) => p.id === id)?.name ?? id;
  const [editing, setEditing] = useState<LocationRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<LocationRow | null>(null);

  return (
    <>
      <div className="toolbar">
        <OrgSelect orgs={orgList} value={chosen} onChange={setOrgId} />
        <span className="muted" role="status">
          {locations.data ? text.locations.count(locations.data.total) : ''}
        </span>
        <Button variant="primary" className="toolbar__end" disabled={!chosen} onClick={() => setEditing('new')}>
          {text.locations.newLocation}
        </Button>
      </div>
      {org && noun !== 'Location' ? <p className="muted">{text.locations.callsIts(org.name, noun)}</p> : null}
      <DataTable
        caption={text.locations.caption}
        rows={locations.data?.items}
        list={locations}
        loading={locations.loading || orgs.loading}
        error={locations.error ?? orgs.error}
        empty={text.locations.empty}
        columns={[
          {
            header: text.common.name,
            cell: (l) => (
              <>
                {l.name} {l.defaultLocation ? <span className="badge">{text.locations.default}</span> : null}
              </>
            ),
          },
          {
            header: text.locations.address,
            cell: (l) =>
              [l.addressLine1, l.addressCity, [l.addressState, l.addressPostalCode].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(', ') || '—',
          },
          {
            header: text.locations.managers,
            cell: (l) => (l.managerIds?.length ? l.managerIds.map(nameOf).join(', ') : '—'),
          },
          {
            header: text.common.actions,
            className: 'row-actions',
            cell: (l) => (
              <>
                <RowButton label={text.common.editNamed(l.name)} onClick={() => setEditing(l)}>
                  {text.common.edit}
                </RowButton>
                <RowButton label={text.common.deleteNamed(l.name)} onClick={() => setRemoving(l)}>
                  {text.common.delete}
                </RowButton>
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
        title={text.locations.deleteTitle(removing?.name)}
        text={text.locations.deleteText}
        primaryText={text.common.delete}
        danger
        onPrimary={async () => {
          if (!removing) return;
          try {
            await api.remove('locations', removing.id);
            toast.success(text.common.wasDeleted(removing.name));
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
