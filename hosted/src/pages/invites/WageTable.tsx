import { formatWage, wageSteps } from '@pathcraft/sdk';
import type { WageScheduleView } from './invite-types.ts';

/** A schedule's periods: number, percent of the journeyworker wage, dollar amount and duration (002 §2). */
export function WageTable({ schedule }: { schedule: WageScheduleView }) {
  return (
    <table className="agreement-table">
      <caption>
        {schedule.title} (journeyworker wage {formatWage(schedule.entryWage)})
      </caption>
      <thead>
        <tr>
          <th scope="col">Period</th>
          <th scope="col">% of journeyworker wage</th>
          <th scope="col">Wage</th>
          <th scope="col">Duration (hours)</th>
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
