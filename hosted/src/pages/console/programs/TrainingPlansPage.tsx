import { formatDate } from '@pathcraft/sdk';
import { useState } from 'react';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import { DataTable } from '../parts/DataTable.tsx';
import { OrgSelect } from '../parts/org-picker.tsx';
import { useList } from '../parts/use-list.ts';

interface TrainingPlanRow {
  id: string;
  orgId: string | null;
  OnetTitle: string;
  OnetCode: string;
  location: string | null;
  isExternal: boolean;
  createdAt: string;
}

export default function TrainingPlansPage() {
  return <ConsoleShell>{() => <JobProfiles />}</ConsoleShell>;
}

/** Saved training plans (job profiles) by organization, newest first; each opens its read-only external page. */
function JobProfiles() {
  const orgs = useList<{ id: string; name: string }>('organizations', { select: ['id', 'name'] });
  const [orgId, setOrgId] = useState('');
  const profiles = useList<TrainingPlanRow>('jobProfiles', {
    orgId: orgId || undefined,
    select: ['id', 'orgId', 'OnetTitle', 'OnetCode', 'location', 'isExternal', 'createdAt'],
    order: [{ field: 'createdAt', direction: 'desc' }],
    limit: 200,
  });
  const orgName = (id: string | null) =>
    id ? (orgs.data?.items.find((o) => o.id === id)?.name ?? '—') : text.jobProfiles.noOrganization;
  return (
    <>
      <div className="toolbar">
        <OrgSelect
          orgs={orgs.data?.items ?? []}
          value={orgId}
          onChange={setOrgId}
          anyLabel={text.common.allOrganizations}
        />
        <span className="muted" role="status">
          {profiles.data ? text.jobProfiles.count(profiles.data.total) : ''}
        </span>
      </div>
      <DataTable
        caption={text.jobProfiles.caption}
        rows={profiles.data?.items}
        list={profiles}
        loading={profiles.loading}
        error={profiles.error}
        empty={text.jobProfiles.empty}
        columns={[
          { header: text.common.occupation, cell: (p) => p.OnetTitle },
          { header: text.jobProfiles.onetCode, cell: (p) => <code>{p.OnetCode}</code> },
          { header: text.common.location, cell: (p) => p.location ?? '—' },
          { header: text.common.organization, cell: (p) => orgName(p.orgId) },
          {
            header: text.jobProfiles.savedBy,
            cell: (p) => (p.isExternal ? text.jobProfiles.visitor : text.jobProfiles.member),
          },
          { header: text.jobProfiles.saved, cell: (p) => formatDate(p.createdAt) },
          {
            header: text.common.actions,
            className: 'row-actions',
            cell: (p) => (
              <a
                href={`/external/job-profiles/${encodeURIComponent(p.id)}`}
                target="_blank"
                rel="noopener"
                aria-label={text.jobProfiles.openInNewTab(p.OnetTitle)}
              >
                {text.common.open}
              </a>
            ),
          },
        ]}
      />
    </>
  );
}
