import type { Filter } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui';
import { useState } from 'react';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { DataTable } from '../parts/DataTable.tsx';
import { OrganizationForm } from './OrganizationForm.tsx';
import { text } from '../parts/console.messages.ts';
import { useList } from '../parts/use-list.ts';
import { RowButton } from '../parts/RowButton.tsx';

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
  const orgs = useList<OrgRow>('organizations', {
    filters,
    select: ['id', 'name', 'slug', 'orgType', 'plan', 'orgLogo'],
  });
  return (
    <>
      <div className="toolbar">
        <label className="pc-field pc-field--inline">
          <span>{text.organizations.search}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <span className="muted" role="status">
          {orgs.data ? text.organizations.count(orgs.data.total) : ''}
        </span>
        <Button variant="primary" className="toolbar__end" onClick={() => setEditing('new')}>
          {text.organizations.newOrganization}
        </Button>
      </div>
      <DataTable
        caption={text.organizations.caption}
        rows={orgs.data?.items}
        list={orgs}
        loading={orgs.loading}
        error={orgs.error}
        empty={search.trim() ? text.organizations.noMatch : text.organizations.empty}
        columns={[
          // The logo beside the name, so every row (on a phone, every card) starts with the organization's
          // name; the name says what the logo would (alt=''), so a screen reader hears it once.
          {
            header: text.common.name,
            csv: (o) => o.name,
            cell: (o) => (
              <span className="org-name">
                {o.orgLogo ? <img className="org-logo-thumb" src={o.orgLogo} alt="" /> : null}
                {o.name}
              </span>
            ),
          },
          { header: text.organizations.slug, cell: (o) => <code>{o.slug}</code> },
          {
            header: text.organizations.type,
            cell: (o) => text.organizations.types[o.orgType as keyof typeof text.organizations.types] ?? o.orgType,
          },
          {
            header: text.organizations.callsItsPeople,
            cell: (o) =>
              (['location', 'teacher', 'student'] as const).map((w) => text.common.orgWord(w, o.orgType)).join(', '),
          },
          {
            header: text.organizations.plan,
            cell: (o) => (o.plan === 'pro' ? text.organizations.plans.pro : text.organizations.plans.free),
          },
          {
            header: text.common.actions,
            className: 'row-actions',
            cell: (o) => (
              <RowButton label={text.common.editNamed(o.name)} onClick={() => setEditing(o.id)}>
                {text.common.edit}
              </RowButton>
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
