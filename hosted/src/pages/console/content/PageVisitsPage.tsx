import { formatNumber, getAnalyticsVisits, type VisitSeries } from '@pathcraft/sdk';
import { useState } from 'react';
import { api } from '../../../session.ts';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import { useRead } from '../parts/use-read.ts';
import { DataTable } from '../parts/DataTable.tsx';
import { OrgSelect } from '../parts/org-picker.tsx';
import { useList } from '../parts/use-list.ts';

interface Visits {
  items: VisitSeries[];
  days: string[];
}

const PERIODS = [7, 30, 90] as const;

/** /page-visits: visits and unique visits per public page and page link, per day (docs/rules.md#public-pages). */
export default function PageVisitsPage() {
  return <ConsoleShell title={text.pageVisits.title}>{() => <PageVisits />}</ConsoleShell>;
}

function PageVisits() {
  const orgs = useList<{ id: string; name: string }>('organizations', {
    select: ['name'],
    limit: 500,
    order: [{ field: 'name', direction: 'asc' }],
  });
  const [orgId, setOrgId] = useState('');
  const [days, setDays] = useState<number>(30);
  const visits = useRead(
    ['pageVisits', orgId, days],
    () => getAnalyticsVisits(api, { query: { orgId: orgId || undefined, days } }),
    { keepPrevious: true },
  );
  const state = { data: (visits.data as Visits | undefined) ?? null, error: visits.error, loading: visits.loading };

  return (
    <>
      <div className="console__toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 8 }}>
        <OrgSelect
          orgs={orgs.data?.items ?? []}
          value={orgId}
          onChange={setOrgId}
          anyLabel={text.common.allOrganizations}
        />
        <label className="pc-field pc-field--inline">
          <span>{text.pageVisits.period}</span>
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {PERIODS.map((d) => (
              <option key={d} value={d}>
                {text.pageVisits.lastDays(d)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        caption={text.pageVisits.caption}
        rows={state.data?.items.map((s) => ({ ...s, id: `${s.refTable}:${s.refId}` }))}
        loading={state.loading}
        error={state.error}
        empty={text.pageVisits.empty}
        columns={[
          { header: text.pageVisits.pageOrLink, cell: (s) => s.title },
          {
            header: text.pageVisits.kind,
            cell: (s) => (s.refTable === 'pages' ? text.pageVisits.page : text.pageVisits.pageLink),
          },
          { header: text.pageVisits.visits, cell: (s) => formatNumber(s.visits), csv: (s) => s.visits },
          { header: text.pageVisits.unique, cell: (s) => formatNumber(s.unique), csv: (s) => s.unique },
          { header: text.pageVisits.perDay, cell: (s) => <VisitChart series={s} /> },
        ]}
      />
      <p className="muted">{text.pageVisits.legend}</p>
    </>
  );
}

const W = 180;
const H = 40;

/** Two lines over the period: every visit and unique visits; the label says the numbers for screen readers. */
function VisitChart({ series }: { series: VisitSeries }) {
  const max = Math.max(1, ...series.daily.map((d) => d.visits));
  const step = series.daily.length > 1 ? W / (series.daily.length - 1) : W;
  const line = (key: 'visits' | 'unique') =>
    series.daily.map((d, i) => `${(i * step).toFixed(1)},${(H - 2 - (d[key] / max) * (H - 4)).toFixed(1)}`).join(' ');
  const busiest = series.daily.reduce((a, b) => (b.visits > a.visits ? b : a), series.daily[0]!);
  return (
    <svg
      className="visits-chart"
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={text.pageVisits.chartLabel(series.visits, series.unique, busiest.day, busiest.visits)}
    >
      <polyline points={line('visits')} fill="none" stroke="#1d4ed8" strokeWidth="2" />
      <polyline points={line('unique')} fill="none" stroke="#15803d" strokeWidth="2" strokeDasharray="4 3" />
    </svg>
  );
}
