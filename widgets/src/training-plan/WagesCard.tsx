import type { WageInfo } from '@pathcraft/sdk';

const dollars = (value: number | null | undefined, digits: number) =>
  typeof value === 'number' ? value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'Not published';

/** The median wage where the plan is, labelled with its area (metro, state or national) and survey year. */
export function WagesCard({ wages }: { wages: WageInfo | null }) {
  return (
    <section className="pc-tp-card pc-tp-wages" aria-label="Wages">
      <h4 className="pc-tp-panel__title">Wages</h4>
      {wages ? (
        <>
          <dl className="pc-tp-counts">
            <div>
              <dt>Median hourly</dt>
              <dd data-wage="hourly">{dollars(wages.Hourly.Median, 2)}</dd>
            </div>
            <div>
              <dt>Median annual</dt>
              <dd data-wage="annual">{dollars(wages.Annual.Median, 0)}</dd>
            </div>
          </dl>
          <p className="pc-tp-muted" data-wage="area">
            {wages.AreaName} · {wages.Year}
            {wages.Source ? ` · ${wages.Source}` : ''}
          </p>
        </>
      ) : (
        <p className="pc-tp-muted">No wages are published for this occupation here.</p>
      )}
    </section>
  );
}
