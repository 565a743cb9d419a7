import { useState } from 'react';
import { ConsoleShell } from './ConsoleShell.tsx';
import { count } from './count.ts';
import { DataTable } from './DataTable.tsx';
import { useList } from './use-list.ts';

interface JobProfileRow {
  id: string;
  orgId: string | null;
  OnetTitle: string;
  OnetCode: string;
  location: string | null;
  isExternal: boolean;
  createdAt: string;
}

export default function JobProfilesPage() {
  return <ConsoleShell>{() => <JobProfiles />}</ConsoleShell>;
}

/** Saved training plans (job profiles) by organization, newest first; each opens its read-only external page. */
function JobProfiles() {
  const orgs = useList<{ id: string; name: string }>('organizations', { select: ['id', 'name'] });
  const [orgId, setOrgId] = useState('');
  const profiles = useList<JobProfileRow>('jobProfiles', { orgId: orgId || undefined, select: ['id', 'orgId', 'OnetTitle', 'OnetCode', 'location', 'isExternal', 'createdAt'], order: [{ field: 'createdAt', direction: 'desc' }], limit: 200 });
  const orgName = (id: string | null) => (id ? (orgs.data?.items.find((o) => o.id === id)?.name ?? '—') : 'No organization');
  return (
    <>
      <div className="toolbar">
        <label className="pc-field pc-field--inline">
          <span>Organization</span>
          <select value={orgId} onChange={(e) => setOrgId(e.currentTarget.value)}>
            <option value="">All organizations</option>
            {orgs.data?.items.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <span className="muted" role="status">
          {profiles.data ? count(profiles.data.total, 'job profile') : ''}
        </span>
      </div>
      <DataTable
        caption="Job profiles"
        rows={profiles.data?.items}
        list={profiles}
        loading={profiles.loading}
        error={profiles.error}
        empty="No job profiles yet."
        columns={[
          { header: 'Occupation', cell: (p) => p.OnetTitle },
          { header: 'O*NET code', cell: (p) => <code>{p.OnetCode}</code> },
          { header: 'Location', cell: (p) => p.location ?? '—' },
          { header: 'Organization', cell: (p) => orgName(p.orgId) },
          { header: 'Saved by', cell: (p) => (p.isExternal ? 'Visitor' : 'Member') },
          { header: 'Saved', cell: (p) => new Date(p.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) },
          {
            header: 'Actions',
            className: 'row-actions',
            cell: (p) => (
              <a href={`/external/job-profiles/${encodeURIComponent(p.id)}`} target="_blank" rel="noopener" aria-label={`Open ${p.OnetTitle} (opens in a new tab)`}>
                Open
              </a>
            ),
          },
        ]}
      />
    </>
  );
}
