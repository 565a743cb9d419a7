import { canDeleteSchedule, formatWage } from '@pathcraft/sdk';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useToast } from '../ui/Toast.tsx';
import { LoadingOverlay } from '../ui/Spinner.tsx';
import type { ApprenticeshipSummary, WageSchedule, WageSchedulesApi } from './wage-schedules.api.ts';
import { WageScheduleDialog } from './WageScheduleDialog.tsx';
import { text } from './wage-schedules.messages.ts';

export interface WageSchedulesProps {
  api: WageSchedulesApi;
  apprenticeshipId: string;
  /** Told once the apprenticeship and its schedules loaded (true) or failed (false). */
  onReady?: (ok: boolean) => void;
  /** Staff (the console): show and edit each schedule's agency identifier (RAPIDS ID). */
  agencyIds?: boolean;
}

type Loaded = { apprenticeship: ApprenticeshipSummary; schedules: WageSchedule[] };

/** An apprenticeship's wage schedules with New and Edit, each opening the wage schedule dialog. */
export function WageSchedules({ api, apprenticeshipId, onReady, agencyIds }: WageSchedulesProps) {
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ schedule: WageSchedule | null } | null>(null);
  const [removing, setRemoving] = useState<WageSchedule | null>(null);
  const toast = useToast();

  const load = useCallback(async () => {
    try {
      const [apprenticeship, schedules] = await Promise.all([
        api.getApprenticeship(apprenticeshipId),
        api.list(apprenticeshipId),
      ]);
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

  if (error)
    return (
      <p className="pc-notice pc-notice--error" role="alert">
        {error}
      </p>
    );
  if (!data) return <LoadingOverlay mode="inline" text={text.list.loading} />;

  return (
    <section className="pc-ws" aria-label={text.list.label}>
      <div className="pc-ws-toolbar">
        <p>
          {data.apprenticeship.title}
          {data.apprenticeship.ojtHours ? text.list.ojtHours(data.apprenticeship.ojtHours) : ''}
        </p>
        <Button variant="primary" onClick={() => setEditing({ schedule: null })}>
          {text.list.newSchedule}
        </Button>
      </div>
      {data.schedules.length ? (
        <table className="pc-ws-table">
          <caption className="pc-visually-hidden">{text.list.label}</caption>
          <thead>
            <tr>
              <th scope="col">{text.list.title}</th>
              <th scope="col">{text.list.entryWage}</th>
              <th scope="col">{text.list.periods}</th>
              {agencyIds ? <th scope="col">{text.dialog.rapidsIdField}</th> : null}
              <th scope="col">
                <span className="pc-visually-hidden">{text.list.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.schedules.map((s) => (
              <tr key={s.id}>
                <th scope="row">{s.title}</th>
                <td>{formatWage(s.entryWage)}</td>
                <td>{s.wageRates.map((r) => formatWage(r.wageAmount)).join(', ')}</td>
                {agencyIds ? <td>{s.rapidsId || text.dialog.notSet}</td> : null}
                <td className="pc-ws-actions">
                  <Button
                    variant="link"
                    aria-label={text.list.editSchedule(s.title)}
                    onClick={() => setEditing({ schedule: s })}
                  >
                    {text.list.edit}
                  </Button>
                  {api.remove && canDeleteSchedule(s.wageRates.length) ? (
                    <Button
                      variant="link"
                      aria-label={text.list.deleteSchedule(s.title)}
                      onClick={() => setRemoving(s)}
                    >
                      {text.list.delete}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="pc-ws-empty">{text.list.empty}</p>
      )}
      {editing ? (
        <WageScheduleDialog
          key={editing.schedule?.id ?? 'new'}
          apprenticeship={data.apprenticeship}
          schedule={editing.schedule}
          api={api}
          agencyIds={agencyIds}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={text.list.deleteTitle(removing?.title ?? '')}
        text={text.list.deleteText}
        primaryText={text.list.delete}
        danger
        onPrimary={async () => {
          if (!removing || !api.remove) return;
          try {
            await api.remove(removing.id);
            toast.success(text.list.deleted);
            setRemoving(null);
            await load();
          } catch (err) {
            toast.error((err as Error).message || text.list.deleteFailed);
            throw err;
          }
        }}
        onSecondary={() => setRemoving(null)}
      />
    </section>
  );
}
