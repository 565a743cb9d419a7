import { formatWage, WAGE_TABLE_COLUMNS, wageSteps, wageTableCaption } from '@pathcraft/sdk';
import type { WageScheduleView } from '../invites/invite-types.ts';

/** A schedule's periods: number, percent of the journeyworker wage, dollar amount and duration (docs/rules.md#agreements). */
export function WageTable({ schedule }: { schedule: WageScheduleView }) {
  return (
    <table className="agreement-table">
      <caption>{wageTableCaption(schedule)}</caption>
      <thead>
        <tr>
          {WAGE_TABLE_COLUMNS.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {wageSteps(schedule).map((s) => (
          <tr key={s.period}>
            <td>{s.period}</td>
            <td>{s.percent}%</td>
            <td>{formatWage(s.wageAmount)}</td>
            <td>{s.duration}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
