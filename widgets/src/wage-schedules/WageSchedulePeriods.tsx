import {
  canDeletePeriod,
  formatNumber,
  formatWage,
  ordinal,
  percentOfEntryWage,
  type WagePeriod,
  type WageProblem,
} from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';
import { text } from './wage-schedules.messages.ts';
import type { PeriodTarget } from './use-wage-schedule-dialog.ts';

const t = text.dialog;

export interface WageSchedulePeriodsProps {
  title: string;
  entryWage: number;
  ojtHours: number | null;
  rates: readonly WagePeriod[];
  problems: readonly WageProblem[];
  failure: string | null;
  /** The id of the problems region, which Save points at while it is disabled. */
  problemsId: string;
  onChange: () => void;
  onOpenPeriod: (target: PeriodTarget) => void;
  onRemovePeriod: (index: number) => void;
}

/** Step 1: the title and wage at a glance (Change goes back), the periods with Edit/Delete, Add Period, and the problems. */
export function WageSchedulePeriods({
  title,
  entryWage,
  ojtHours,
  rates,
  problems,
  failure,
  problemsId,
  onChange,
  onOpenPeriod,
  onRemovePeriod,
}: WageSchedulePeriodsProps) {
  return (
    <div className="pc-ws-step">
      <div className="pc-ws-summary">
        <dl>
          <div>
            <dt>{t.title}</dt>
            <dd>{title}</dd>
          </div>
          <div>
            <dt>{t.entryWage}</dt>
            <dd>{formatWage(entryWage)}</dd>
          </div>
          <div>
            <dt>{t.ojtHours}</dt>
            <dd>{ojtHours == null ? t.notSet : formatNumber(ojtHours)}</dd>
          </div>
        </dl>
        <Button variant="link" onClick={onChange}>
          {t.change}
        </Button>
      </div>
      <table className="pc-ws-table">
        <caption>{t.periodsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.period}</th>
            <th scope="col">{t.percent}</th>
            <th scope="col">{t.wage}</th>
            <th scope="col">{t.duration}</th>
            <th scope="col">
              <span className="pc-visually-hidden">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((r, i) => (
            <tr key={i} className={problems.some((p) => p.index === i) ? 'pc-ws-row--problem' : undefined}>
              <th scope="row">{ordinal(i + 1)}</th>
              <td>{percentOfEntryWage(r.wageAmount, entryWage)}%</td>
              <td>{formatWage(r.wageAmount)}</td>
              <td>{t.hours(r.duration)}</td>
              <td className="pc-ws-actions">
                <Button
                  variant="link"
                  aria-label={t.editPeriod(ordinal(i + 1))}
                  onClick={() => onOpenPeriod({ mode: 'edit', index: i })}
                >
                  {t.edit}
                </Button>
                {canDeletePeriod(rates.length) ? (
                  <Button variant="link" aria-label={t.deletePeriod(ordinal(i + 1))} onClick={() => onRemovePeriod(i)}>
                    {t.delete}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <Button onClick={() => onOpenPeriod({ mode: 'add', index: rates.length })}>{t.addPeriod}</Button>
      </div>
      <div id={problemsId} aria-live="polite">
        {problems.length ? (
          <div className="pc-notice pc-notice--error" data-testid="wage-problems">
            <ul>
              {problems.map((p, i) => (
                <li key={i}>{p.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {failure ? (
          <p className="pc-notice pc-notice--error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </div>
  );
}
