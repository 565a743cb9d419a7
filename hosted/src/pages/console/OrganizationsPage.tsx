import { type Filter, orgVocabulary } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { useState } from 'react';
import { ConsoleShell } from './ConsoleShell.tsx';
import { DataTable } from './DataTable.tsx';
import { OrganizationForm } from './OrganizationForm.tsx';
import { ORG_TYPE_LABELS } from './organization-form.ts';
import { count } from './count.ts';
import { useList } from './use-list.ts';

interface OrgRow {
  id: string;
  name: string;
  slug: string;
  orgType: string;
  plan: string;
  orgLogo: string | null;
}

export default function OrganizationsPage() {
  return <ConsoleShell>{() => <Organizations />}</ConsoleShell>;
}

function Organizations() {
  const [search, setSearch] = useState('');
  // null: no form; 'new': creating; else the id being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const filters: Filter[] = search.trim() ? [{ field: 'name', op: 'ilike', value: search.trim() }] : [];
  const orgs = useList<OrgRow>('organizations', { filters, select: ['id', 'name', 'slug', 'orgType', 'plan', 'orgLogo'] });
  return (
    <>
      <div className="toolbar">
        <label className="pc-field pc-field--inline">
          <span>Search organizations</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <span className="muted" role="status">
          {orgs.data ? count(orgs.data.total, 'organization') : ''}
        </span>
        <Button variant="primary" className="toolbar__end" onClick={() => setEditing('new')}>
          New organization
        </Button>
      </div>
      <DataTable
        caption="Organizations"
        rows={orgs.data?.items}
        list={orgs}
        loading={orgs.loading}
        error={orgs.error}
        empty={search.trim() ? 'No organizations match.' : 'No organizations yet.'}
        columns={[
          { header: 'Logo', cell: (o) => (o.orgLogo ? <img className="org-logo-thumb" src={o.orgLogo} alt={`${o.name} logo`} /> : null) },
          { header: 'Name', cell: (o) => o.name },
          { header: 'Slug', cell: (o) => <code>{o.slug}</code> },
          { header: 'Type', cell: (o) => ORG_TYPE_LABELS[o.orgType as keyof typeof ORG_TYPE_LABELS] ?? o.orgType },
          { header: 'Calls its people', cell: (o) => Object.values(orgVocabulary(o.orgType)).join(', ') },
          { header: 'Plan', cell: (o) => (o.plan === 'pro' ? 'Pro' : 'Free') },
          {
            header: 'Actions',
            className: 'row-actions',
            cell: (o) => (
              <Button variant="link" aria-label={`Edit ${o.name}`} onClick={() => setEditing(o.id)}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <OrganizationForm
          key={editing}
          orgId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            orgs.reload();
          }}
        />
      ) : null}
    </>
  );
}
