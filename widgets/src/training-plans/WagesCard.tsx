import { formatMoney, type WageInfo } from '@pathcraft/sdk';
import { text } from './training-plans.messages.ts';

const dollars = (value: number | null | undefined, digits: number) =>
  typeof value === 'number' ? formatMoney(value, digits) : text.wages.notPublished;

/** The median wage where the plan is, labelled with its area (metro, state or national) and survey year. */
export function WagesCard({ wages }: { wages: WageInfo | null }) {
  return (
    <section className="pc-tp-card pc-tp-wages" aria-label={text.wages.title}>
      <h4 className="pc-tp-panel__title">{text.wages.title}</h4>
      {wages ? (
        <>
          <dl className="pc-tp-counts">
            <div>
              <dt>{text.wages.hourly}</dt>
              <dd data-wage="hourly">{dollars(wages.Hourly.Median, 2)}</dd>
            </div>
            <div>
              <dt>{text.wages.annual}</dt>
              <dd data-wage="annual">{dollars(wages.Annual.Median, 0)}</dd>
            </div>
          </dl>
          <p className="pc-tp-muted" data-wage="area">
            {wages.AreaName} · {wages.Year}
            {wages.Source ? ` · ${wages.Source}` : ''}
          </p>
        </>
      ) : (
        <p className="pc-tp-muted">{text.wages.none}</p>
      )}
    </section>
  );
}
