import type { Filter } from '@pathcraft/sdk';
import { LazyMaterialSheet } from '@pathcraft/widgets/material/LazyMaterialSheet.tsx';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { useCallback, useMemo, useState } from 'react';
import { sessionStore, type SignedIn } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { ConsoleShell } from './ConsoleShell.tsx';
import { count } from './count.ts';
import { DataTable } from './DataTable.tsx';
import { ForChosenOrg, OrgSelect, type PickedOrg } from './org-picker.tsx';
import { useList } from './use-list.ts';

interface MaterialRow {
  id: string;
  title: string;
  isDraft: boolean;
  resourceId: string | null;
  updatedAt: string;
}

const addSheetCss = (css: string) => adoptCss(css, css);

/** Learning materials (002 §2 'Material side sheet'), opened and written in the side sheet: super admins for any organization, staff for theirs. */
export default function MaterialsPage() {
  return <ConsoleShell audience="staff">{(signedIn) => (signedIn.user.isSuperAdmin ? <ForAnyOrg /> : <ForOwnOrg signedIn={signedIn} />)}</ConsoleShell>;
}

function ForAnyOrg() {
  return <ForChosenOrg>{({ orgs, org, choose }) => <Materials orgId={org.id} picker={{ orgs, choose }} />}</ForChosenOrg>;
}

function ForOwnOrg({ signedIn }: { signedIn: SignedIn }) {
  const orgId = signedIn.organization?.id ?? signedIn.user.orgId;
  return orgId ? <Materials orgId={orgId} /> : null;
}

function Materials({ orgId, picker }: { orgId: string; picker?: { orgs: PickedOrg[]; choose: (id: string) => void } }) {
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const filters: Filter[] = search.trim() ? [{ field: 'title', op: 'ilike', value: search.trim() }] : [];
  const list = useList<MaterialRow>('materials', { orgId, filters, select: ['id', 'title', 'isDraft', 'resourceId', 'updatedAt'], limit: 100 });
  const { reload } = list;
  const newIn = useMemo(() => (creating ? { orgId } : null), [creating, orgId]);
  // The list shows what the sheet saved (a new title, a draft published) once it closes.
  const close = useCallback(() => {
    setOpenId(null);
    setCreating(false);
    reload();
  }, [reload]);

  return (
    <>
      <div className="toolbar">
        {picker ? <OrgSelect orgs={picker.orgs} value={orgId} onChange={picker.choose} /> : null}
        <label className="pc-field pc-field--inline">
          <span>Search materials</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <span className="muted" role="status">
          {list.data ? count(list.data.total, 'material') : ''}
        </span>
        <Button variant="primary" className="toolbar__end" onClick={() => setCreating(true)}>
          New material
        </Button>
      </div>
      <DataTable
        caption="Materials"
        rows={list.data?.items}
        list={list}
        loading={list.loading}
        error={list.error}
        empty={search.trim() ? 'No materials match.' : 'No materials yet.'}
        columns={[
          {
            header: 'Title',
            cell: (m) => (
              <>
                {m.title} {m.isDraft ? <span className="badge">Draft</span> : null}
              </>
            ),
            csv: (m) => m.title,
          },
          { header: 'Assistant', cell: (m) => (m.resourceId ? 'In its resources' : '—'), csv: (m) => (m.resourceId ? 'yes' : 'no') },
          { header: 'Updated', cell: (m) => new Date(m.updatedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }), csv: (m) => m.updatedAt },
          {
            header: 'Actions',
            className: 'row-actions',
            cell: (m) => (
              <Button variant="link" aria-label={`Open ${m.title}`} onClick={() => setOpenId(m.id)}>
                Open
              </Button>
            ),
          },
        ]}
      />
      <LazyMaterialSheet materialId={openId} newIn={newIn} onClose={close} addStyles={addSheetCss} base="" session={sessionStore} />
    </>
  );
}
