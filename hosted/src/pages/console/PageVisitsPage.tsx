import type { VisitSeries } from '@pathcraft/sdk';
import { useEffect, useState } from 'react';
import { api } from '../../session.ts';
import { ConsoleShell } from './ConsoleShell.tsx';
import { DataTable } from './DataTable.tsx';
import { useList } from './use-list.ts';

interface Visits {
  items: VisitSeries[];
  days: string[];
}

const PERIODS = [7, 30, 90] as const;

/** /page-visits: visits and unique visits per public page and page link, per day (002 §4 'Page visit tracking'). */
export default function PageVisitsPage() {
  return <ConsoleShell title="Page visits">{() => <PageVisits />}</ConsoleShell>;
}

function PageVisits() {
  const orgs = useList<{ id: string; name: string }>('organizations', { select: ['name'], limit: 500, order: [{ field: 'name', direction: 'asc' }] });
  const [orgId, setOrgId] = useState('');
  const [days, setDays] = useState<number>(30);
  const [state, setState] = useState<{ data: Visits | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api
      .request<Visits>('GET', '/v1/analytics/visits', { query: { orgId: orgId || undefined, days } })
      .then((data) => live && setState({ data, error: null, loading: false }))
      .catch((err: Error) => live && setState({ data: null, error: err.message, loading: false }));
    return () => {
      live = false;
    };
  }, [orgId, days]);

  return (
    <>
      <div className="console__toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 8 }}>
        <label>
          Organization{' '}
          <select value={orgId} onChange={(e) => setOrgId(e.target.value)}>
            <option value="">All organizations</option>
            {orgs.data?.items.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Period{' '}
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {PERIODS.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        caption="Visits per page and page link"
        rows={state.data?.items.map((s) => ({ ...s, id: `${s.refTable}:${s.refId}` }))}
        loading={state.loading}
        error={state.error}
        empty="No visits in this period."
        columns={[
          { header: 'Page or link', cell: (s) => s.title },
          { header: 'Kind', cell: (s) => (s.refTable === 'pages' ? 'Page' : 'Page link') },
          { header: 'Visits', cell: (s) => s.visits },
          { header: 'Unique', cell: (s) => s.unique },
          { header: 'Per day', cell: (s) => <VisitChart series={s} /> },
        ]}
      />
      <p className="muted">
        Per day: the solid blue line is every visit, the dashed green line unique visits (the first of a browser session). Visits inside
        frames, with ?nt in the address or in dev mode are not counted.
      </p>
    </>
  );
}

const W = 180;
const H = 40;

/** Two lines over the period: every visit and unique visits; the label says the numbers for screen readers. */
function VisitChart({ series }: { series: VisitSeries }) {
  const max = Math.max(1, ...series.daily.map((d) => d.visits));
  const step = series.daily.length > 1 ? W / (series.daily.length - 1) : W;
  const line = (key: 'visits' | 'unique') => series.daily.map((d, i) => `${(i * step).toFixed(1)},${(H - 2 - (d[key] / max) * (H - 4)).toFixed(1)}`).join(' ');
  const busiest = series.daily.reduce((a, b) => (b.visits > a.visits ? b : a), series.daily[0]!);
  return (
    <svg className="visits-chart" width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${series.visits} visits, ${series.unique} unique; busiest day ${busiest.day} with ${busiest.visits}`}>
      <polyline points={line('visits')} fill="none" stroke="#1d4ed8" strokeWidth="2" />
      <polyline points={line('unique')} fill="none" stroke="#15803d" strokeWidth="2" strokeDasharray="4 3" />
    </svg>
  );
}
