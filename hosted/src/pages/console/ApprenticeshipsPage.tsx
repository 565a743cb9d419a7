import type { Filter } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { Tabs } from '@pathcraft/widgets/ui/Tabs.tsx';
import { createWageSchedulesApi } from '@pathcraft/widgets/wage-schedules/wage-schedules.api.ts';
import wageSchedulesCss from '@pathcraft/widgets/wage-schedules/wage-schedules.css';
import { WageSchedules } from '@pathcraft/widgets/wage-schedules/WageSchedules.tsx';
import { useState } from 'react';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { type ApprenticeshipRecord, ApprenticeshipForm } from './ApprenticeshipForm.tsx';
import { ConsoleShell } from './ConsoleShell.tsx';
import programsCss from './console-programs.css';
import { count } from './count.ts';
import { DataTable } from './DataTable.tsx';
import { InvitesPanel } from './InvitesPanel.tsx';
import { OrgSelect, ForChosenOrg, type OrgScope } from './org-picker.tsx';
import { useList } from './use-list.ts';

adoptCss('console-programs', programsCss);
adoptCss('wage-schedules', wageSchedulesCss);
const wageApi = createWageSchedulesApi(api);

export default function ApprenticeshipsPage() {
  return <ConsoleShell>{() => <ForChosenOrg>{(scope) => <OrgApprenticeships {...scope} />}</ForChosenOrg>}</ConsoleShell>;
}

/** One organization's apprenticeships; the one opened shows its details, wage schedules and invitations below the list. */
function OrgApprenticeships({ orgs, org, choose }: OrgScope) {
  const [search, setSearch] = useState('');
  // null: nothing open; 'new': creating; else the id open.
  const [open, setOpen] = useState<string | null>(null);
  const [tab, setTab] = useState('details');
  const filters: Filter[] = search.trim() ? [{ field: 'title', op: 'ilike', value: search.trim() }] : [];
  const list = useList<ApprenticeshipRecord>('apprenticeships', { orgId: org.id, filters, limit: 300 });
  const current = open && open !== 'new' ? list.data?.items.find((a) => a.id === open) : null;

  const openOne = (id: string, nextTab = 'details') => {
    setOpen(id);
    setTab(nextTab);
  };

  return (
    <>
      <div className="toolbar">
        <OrgSelect orgs={orgs} value={org.id} onChange={choose} />
        <label className="pc-field pc-field--inline">
          <span>Search apprenticeships</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <span className="muted" role="status">
          {list.data ? count(list.data.total, 'apprenticeship') : ''}
        </span>
        <Button variant="primary" className="toolbar__end" onClick={() => openOne('new')}>
          New apprenticeship
        </Button>
      </div>
      <DataTable
        caption="Apprenticeships"
        rows={list.data?.items}
        list={list}
        loading={list.loading}
        error={list.error}
        empty={search.trim() ? 'No apprenticeships match.' : 'No apprenticeships yet.'}
        columns={[
          { header: 'Title', cell: (a) => a.title },
          { header: 'Occupation', cell: (a) => a.occupationName ?? '—', csv: (a) => a.occupationName },
          { header: 'O*NET', cell: (a) => a.occupationONetCode ?? '—', csv: (a) => a.occupationONetCode },
          { header: 'RAPIDS', cell: (a) => a.rapidsCode ?? '—', csv: (a) => a.rapidsCode },
          { header: 'OJT hours', cell: (a) => a.ojtHours ?? '—', csv: (a) => a.ojtHours },
          { header: 'Start', cell: (a) => a.startDate ?? '—', csv: (a) => a.startDate },
          { header: 'Expected end', cell: (a) => a.expectedEndDate ?? '—', csv: (a) => a.expectedEndDate },
          {
            header: 'Actions',
            className: 'row-actions',
            cell: (a) => (
              <Button variant="link" aria-label={`Open ${a.title}`} onClick={() => openOne(a.id)}>
                Open
              </Button>
            ),
          },
        ]}
      />
      {open === 'new' ? (
        <section className="side-panel" aria-label="New apprenticeship">
          <div className="side-panel__header">
            <h2>New apprenticeship</h2>
            <Button onClick={() => setOpen(null)}>Close</Button>
          </div>
          <ApprenticeshipForm
            orgId={org.id}
            apprenticeship={null}
            onSaved={(saved) => {
              list.reload();
              // Next: its wage schedules.
              openOne(saved.id, 'wage-schedules');
            }}
          />
        </section>
      ) : current ? (
        <section className="side-panel" aria-label={current.title}>
          <div className="side-panel__header">
            <h2>{current.title}</h2>
            <Button onClick={() => setOpen(null)}>Close</Button>
          </div>
          <Tabs
            label="Apprenticeship"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'details', label: 'Details', content: <ApprenticeshipForm key={current.id} orgId={org.id} apprenticeship={current} onSaved={() => list.reload()} /> },
              { id: 'wage-schedules', label: 'Wage schedules', content: <WageSchedules key={`${current.id}-${current.ojtHours}`} api={wageApi} apprenticeshipId={current.id} /> },
              { id: 'invitations', label: 'Invitations', content: <InvitesPanel key={current.id} apprenticeshipId={current.id} org={org} /> },
            ]}
          />
        </section>
      ) : null}
    </>
  );
}
