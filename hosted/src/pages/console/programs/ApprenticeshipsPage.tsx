import { type Filter, formatDay } from '@pathcraft/sdk';
import { Button, Tabs } from '@pathcraft/widgets/ui';
import { createWageSchedulesApi, wageSchedulesCss, WageSchedules } from '@pathcraft/widgets/wage-schedules';
import { useState } from 'react';
import { useUrlState } from '../parts/use-url-state.ts';
import { api } from '../../../session.ts';
import { adoptCss } from '../../../styles.ts';
import { type ApprenticeshipRecord, ApprenticeshipForm } from './ApprenticeshipForm.tsx';
import { InstructionClassesPanel } from './InstructionClassesPanel.tsx';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import programsCss from '../parts/console-programs.css';
import { DataTable } from '../parts/DataTable.tsx';
import { InvitesPanel } from '../people/InvitesPanel.tsx';
import { OrgSelect, ForChosenOrg, type OrgScope } from '../parts/org-picker.tsx';
import { useList } from '../parts/use-list.ts';
import { RowButton } from '../parts/RowButton.tsx';

adoptCss('console-programs', programsCss);
adoptCss('wage-schedules', wageSchedulesCss);
const wageApi = createWageSchedulesApi(api);

export default function ApprenticeshipsPage() {
  return (
    <ConsoleShell>{() => <ForChosenOrg>{(scope) => <OrgApprenticeships {...scope} />}</ForChosenOrg>}</ConsoleShell>
  );
}

const OPEN_KEYS = ['open', 'tab'] as const;
const FIRST_TAB = 'details';

/**
 * One organization's apprenticeships; the one opened shows its details, wage schedules and
 * invitations below the list. The open one and its tab are in the address: reload keeps them, and
 * Back closes what Open opened.
 */
export function OrgApprenticeships({ orgs, org, choose }: OrgScope) {
  const [search, setSearch] = useState('');
  const url = useUrlState(OPEN_KEYS);
  // null: nothing open; 'new': creating; else the id open.
  const open = url.values.open || null;
  const tab = url.values.tab || FIRST_TAB;
  const setOpen = (id: string | null) => url.assign({ open: id ?? '', tab: '' }, { push: true });
  const setTab = (next: string) => url.assign({ tab: next === FIRST_TAB ? '' : next });
  const filters: Filter[] = search.trim() ? [{ field: 'title', op: 'ilike', value: search.trim() }] : [];
  const list = useList<ApprenticeshipRecord>('apprenticeships', { orgId: org.id, filters, limit: 300 });
  const current = open && open !== 'new' ? list.data?.items.find((a) => a.id === open) : null;

  const openOne = (id: string, nextTab = FIRST_TAB) =>
    url.assign({ open: id, tab: nextTab === FIRST_TAB ? '' : nextTab }, { push: true });

  return (
    <>
      <div className="toolbar">
        <OrgSelect orgs={orgs} value={org.id} onChange={choose} />
        <label className="pc-field pc-field--inline">
          <span>{text.apprenticeships.search}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <span className="muted" role="status">
          {list.data ? text.apprenticeships.count(list.data.total) : ''}
        </span>
        <Button variant="primary" className="toolbar__end" onClick={() => openOne('new')}>
          {text.apprenticeships.newOne}
        </Button>
      </div>
      <DataTable
        caption={text.apprenticeships.caption}
        rows={list.data?.items}
        list={list}
        loading={list.loading}
        error={list.error}
        empty={search.trim() ? text.apprenticeships.noMatch : text.apprenticeships.empty}
        columns={[
          { header: text.common.title, cell: (a) => a.title },
          { header: text.common.occupation, cell: (a) => a.occupationName ?? '—', csv: (a) => a.occupationName },
          // Codes and dates never break at their hyphen ('49-/9041.00'): the title and occupation wrap instead.
          {
            header: text.apprenticeships.onet,
            className: 'nowrap',
            cell: (a) => a.occupationONetCode ?? '—',
            csv: (a) => a.occupationONetCode,
          },
          {
            header: text.apprenticeships.rapids,
            className: 'nowrap',
            cell: (a) => a.rapidsCode ?? '—',
            csv: (a) => a.rapidsCode,
          },
          { header: text.apprenticeships.ojtHours, cell: (a) => a.ojtHours ?? '—', csv: (a) => a.ojtHours },
          {
            header: text.apprenticeships.start,
            className: 'nowrap',
            cell: (a) => (a.startDate ? formatDay(a.startDate) : '—'),
            csv: (a) => a.startDate,
          },
          {
            header: text.apprenticeships.expectedEnd,
            className: 'nowrap',
            cell: (a) => (a.expectedEndDate ? formatDay(a.expectedEndDate) : '—'),
            csv: (a) => a.expectedEndDate,
          },
          {
            header: text.common.actions,
            className: 'row-actions',
            cell: (a) => (
              <RowButton label={text.common.openNamed(a.title)} onClick={() => openOne(a.id)}>
                {text.common.open}
              </RowButton>
            ),
          },
        ]}
      />
      {open === 'new' ? (
        <section className="side-panel" aria-label={text.apprenticeships.newOne}>
          <div className="side-panel__header">
            <h2>{text.apprenticeships.newOne}</h2>
            <Button onClick={() => setOpen(null)}>{text.common.close}</Button>
          </div>
          <ApprenticeshipForm
            orgId={org.id}
            apprenticeship={null}
            onSaved={(saved) => {
              list.reload();
              // Next: its wage schedules, in place of the new form (Back does not return to an empty one).
              url.assign({ open: saved.id, tab: 'wage-schedules' });
            }}
          />
        </section>
      ) : current ? (
        <section className="side-panel" aria-label={current.title}>
          <div className="side-panel__header">
            <h2>{current.title}</h2>
            <Button onClick={() => setOpen(null)}>{text.common.close}</Button>
          </div>
          <Tabs
            label={text.apprenticeships.tabsLabel}
            selected={tab}
            onSelect={setTab}
            tabs={[
              {
                id: 'details',
                label: text.apprenticeships.tabs.details,
                content: (
                  <ApprenticeshipForm
                    key={current.id}
                    orgId={org.id}
                    apprenticeship={current}
                    onSaved={() => list.reload()}
                  />
                ),
              },
              {
                id: 'instruction-classes',
                label: text.apprenticeships.tabs.instructionClasses,
                content: (
                  <InstructionClassesPanel key={current.id} apprenticeship={current} onSaved={() => list.reload()} />
                ),
              },
              {
                id: 'wage-schedules',
                label: text.apprenticeships.tabs.wageSchedules,
                content: (
                  <WageSchedules
                    key={`${current.id}-${current.ojtHours}`}
                    api={wageApi}
                    apprenticeshipId={current.id}
                    agencyIds
                  />
                ),
              },
              {
                id: 'invitations',
                label: text.apprenticeships.tabs.invitations,
                content: <InvitesPanel key={current.id} apprenticeshipId={current.id} org={org} />,
              },
            ]}
          />
        </section>
      ) : null}
    </>
  );
}
