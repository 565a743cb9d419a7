import { formatDate, type RosterEntry } from '@pathcraft/sdk';
import { useCallback, useState } from 'react';
import { api } from '../../session.ts';
import { text } from '../console/parts/console.messages.ts';
import { DataTable } from '../console/parts/DataTable.tsx';
import { Panel } from '../console/parts/Panel.tsx';
import { useRead } from '../console/parts/use-read.ts';
import { orgText } from './org.messages.ts';
import { EmailAddress } from '../../components/EmailAddress.tsx';

const PAGE_SIZE = 200;

/**
 * A class's roster: its learners by name, with e-mail, cohorts, status and enrolment date, page by
 * page (GET /v1/courses/:courseId/roster, for the staff of the class's organization). Nothing private is in it.
 */
export function RosterPanel({ courseId }: { courseId: string }) {
  const [page, setPage] = useState(1);
  const roster = useRead(['roster', courseId, page], () => api.courses.roster(courseId, { page, limit: PAGE_SIZE }), {
    keepPrevious: true,
  });
  const state = { data: roster.data ?? null, error: roster.error, loading: roster.loading };
  const loadAll = useCallback(async () => {
    const all: RosterEntry[] = [];
    for (let p = 1; ; p++) {
      const result = await api.courses.roster(courseId, { page: p, limit: 1000 });
      all.push(...result.items);
      if (result.items.length < 1000 || all.length >= result.total) return all;
    }
  }, [courseId]);
  return (
    <Panel
      id="class-roster"
      title={orgText.roster.heading}
      tools={
        <span className="muted" role="status" data-testid="roster-count">
          {state.data ? orgText.roster.count(state.data.total) : ''}
        </span>
      }
    >
      <DataTable
        caption={orgText.roster.caption}
        rows={state.data?.items}
        list={{ data: state.data, page, setPage, loadAll }}
        loading={state.loading}
        error={state.error}
        empty={orgText.roster.empty}
        columns={[
          { header: orgText.roster.learner, cell: (r) => r.name ?? '—' },
          {
            header: text.common.email,
            cell: (r) => (r.email ? <EmailAddress address={r.email} /> : '—'),
            csv: (r) => r.email ?? '—',
          },
          { header: orgText.roster.cohorts, cell: (r) => r.cohorts.join(', ') || '—' },
          { header: orgText.roster.status, cell: (r) => orgText.roster.statuses[r.status] },
          {
            header: orgText.roster.enrolled,
            cell: (r) => (r.enrolledAt ? formatDate(r.enrolledAt) : '—'),
            csv: (r) => r.enrolledAt,
          },
        ]}
      />
    </Panel>
  );
}
