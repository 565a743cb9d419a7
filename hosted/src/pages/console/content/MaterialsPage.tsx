import { type Filter, formatDate } from '@pathcraft/sdk';
import { LazyMaterialSheet } from '@pathcraft/widgets/materials';
import { Button } from '@pathcraft/widgets/ui';
import { useCallback, useMemo, useState } from 'react';
import { sessionStore, type SignedIn } from '../../../session.ts';
import { adoptCss } from '../../../styles.ts';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import { DataTable } from '../parts/DataTable.tsx';
import { ForChosenOrg, OrgSelect, type PickedOrg } from '../parts/org-picker.tsx';
import { useList } from '../parts/use-list.ts';
import { RowButton } from '../parts/RowButton.tsx';

interface MaterialRow {
  id: string;
  title: string;
  isDraft: boolean;
  resourceId: string | null;
  updatedAt: string;
}

const addSheetCss = (css: string) => adoptCss(css, css);

/** Learning materials (docs/rules.md#materials-and-files), opened and written in the side sheet: super admins for any organization, staff for theirs. */
export default function MaterialsPage() {
  return (
    <ConsoleShell audience="staff">
      {(signedIn) => (signedIn.user.isSuperAdmin ? <ForAnyOrg /> : <ForOwnOrg signedIn={signedIn} />)}
    </ConsoleShell>
  );
}

function ForAnyOrg() {
  return (
    <ForChosenOrg>{({ orgs, org, choose }) => <Materials orgId={org.id} picker={{ orgs, choose }} />}</ForChosenOrg>
  );
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
  const list = useList<MaterialRow>('materials', {
    orgId,
    filters,
    select: ['id', 'title', 'isDraft', 'resourceId', 'updatedAt'],
    limit: 100,
  });
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
          <span>{text.materials.search}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <span className="muted" role="status">
          {list.data ? text.materials.count(list.data.total) : ''}
        </span>
        <Button variant="primary" className="toolbar__end" onClick={() => setCreating(true)}>
          {text.materials.newMaterial}
        </Button>
      </div>
      <DataTable
        caption={text.materials.caption}
        rows={list.data?.items}
        list={list}
        loading={list.loading}
        error={list.error}
        empty={search.trim() ? text.materials.noMatch : text.materials.empty}
        columns={[
          {
            header: text.common.title,
            cell: (m) => (
              <>
                {m.title} {m.isDraft ? <span className="badge">{text.materials.draft}</span> : null}
              </>
            ),
            csv: (m) => m.title,
          },
          {
            header: text.materials.assistant,
            cell: (m) => (m.resourceId ? text.materials.inResources : '—'),
            csv: (m) => (m.resourceId ? text.materials.csvYes : text.materials.csvNo),
          },
          { header: text.materials.updated, cell: (m) => formatDate(m.updatedAt), csv: (m) => m.updatedAt },
          {
            header: text.common.actions,
            className: 'row-actions',
            cell: (m) => (
              <RowButton label={text.common.openNamed(m.title)} onClick={() => setOpenId(m.id)}>
                {text.common.open}
              </RowButton>
            ),
          },
        ]}
      />
      <LazyMaterialSheet
        materialId={openId}
        newIn={newIn}
        onClose={close}
        addStyles={addSheetCss}
        base=""
        session={sessionStore}
      />
    </>
  );
}
