import { formatWage } from '@pathcraft/sdk';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { LoadingOverlay } from '../ui/Spinner.tsx';
import type { ApprenticeshipSummary, WageSchedule, WageSchedulesApi } from './wage-schedules.api.ts';
import { WageScheduleDialog } from './WageScheduleDialog.tsx';

export interface WageSchedulesProps {
  api: WageSchedulesApi;
  apprenticeshipId: string;
  /** Told once the apprenticeship and its schedules loaded (true) or failed (false). */
  onReady?: (ok: boolean) => void;
}

type Loaded = { apprenticeship: ApprenticeshipSummary; schedules: WageSchedule[] };

/** An apprenticeship's wage schedules with New and Edit, each opening the wage schedule dialog. */
export function WageSchedules({ api, apprenticeshipId, onReady }: WageSchedulesProps) {
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ schedule: WageSchedule | null } | null>(null);

  const load = useCallback(async () => {
    try {
      const [apprenticeship, schedules] = await Promise.all([api.getApprenticeship(apprenticeshipId), api.list(apprenticeshipId)]);
      setData({ apprenticeship, schedules });
      setError(null);
      onReady?.(true);
    } catch (err) {
      setError((err as Error).message);
      onReady?.(false);
    }
  }, [api, apprenticeshipId, onReady]);

  useEffect(() => {
    void load();
  }, [load]);

  if (error) return <p className="pc-notice pc-notice--error" role="alert">{error}</p>;
  if (!data) return <LoadingOverlay mode="inline" text="Loading wage schedules" />;

  return (
    <section className="pc-ws" aria-label="Wage schedules">
      <div className="pc-ws-toolbar">
        <p>
          {data.apprenticeship.title}
          {data.apprenticeship.ojtHours ? ` · ${data.apprenticeship.ojtHours} OJT hours` : ''}
        </p>
        <Button variant="primary" onClick={() => setEditing({ schedule: null })}>
          New Wage Schedule
        </Button>
      </div>
      {data.schedules.length ? (
        <table className="pc-ws-table">
          <caption className="pc-visually-hidden">Wage schedules</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Entry wage</th>
              <th scope="col">Periods</th>
              <th scope="col">
                <span className="pc-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.schedules.map((s) => (
              <tr key={s.id}>
                <th scope="row">{s.title}</th>
                <td>{formatWage(s.entryWage)}</td>
                <td>{s.wageRates.map((r) => formatWage(r.wageAmount)).join(', ')}</td>
                <td className="pc-ws-actions">
                  <Button variant="link" aria-label={`Edit ${s.title}`} onClick={() => setEditing({ schedule: s })}>
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="pc-ws-empty">No wage schedules yet.</p>
      )}
      {editing ? (
        <WageScheduleDialog
          key={editing.schedule?.id ?? 'new'}
          apprenticeship={data.apprenticeship}
          schedule={editing.schedule}
          api={api}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      ) : null}
    </section>
  );
}
