import { orgVocabulary } from '@pathcraft/sdk';
import { ConsoleShell } from './ConsoleShell.tsx';
import { DataTable } from './DataTable.tsx';
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
  return (
    <ConsoleShell>
      {() => {
        return <Organizations />;
      }}
    </ConsoleShell>
  );
}

function Organizations() {
  const orgs = useList<OrgRow>('organizations', {});
  return (
    <DataTable
      caption="Organizations"
      rows={orgs.data?.items}
      loading={orgs.loading}
      error={orgs.error}
      empty="No organizations yet."
      columns={[
        { header: 'Name', cell: (o) => o.name },
        { header: 'Slug', cell: (o) => <code>{o.slug}</code> },
        { header: 'Type', cell: (o) => o.orgType },
        { header: 'Calls its people', cell: (o) => Object.values(orgVocabulary(o.orgType)).join(', ') },
        { header: 'Plan', cell: (o) => o.plan },
      ]}
    />
  );
}
