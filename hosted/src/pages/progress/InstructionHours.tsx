import {
  type ApprenticeProgressView,
  formatDay,
  formatNumber,
  getProgressApprenticeshipsByApprenticeshipIdApprenticesByUserIdInstructionHours as getEntries,
  type InstructionHoursEntry,
  instructionHoursProblem,
  localDayOf,
  localizeMessage,
  postProgressApprenticeshipsByApprenticeshipIdApprenticesByUserIdInstructionHours as postEntry,
  typedHours,
} from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../../session.ts';
import { ignoreRepeatClick, useSubmitOnce } from '../console/parts/use-submit-once.ts';
import { text } from './progress.messages.ts';

const t = text.instruction;

/**
 * Related-instruction hours the instruction provider reported, recorded for one apprentice: the list
 * (read when shown) for those who see the apprentice's progress, and above it the sponsor's form
 * (`canRecord`: the server's rti.canRecord, so nobody is shown a form it would refuse). A recording
 * reads the list again and calls `onRecorded`, which reads the totals again.
 */
export function InstructionHours({
  progress: p,
  canRecord,
  onRecorded,
  named = false,
}: {
  progress: ApprenticeProgressView;
  canRecord: boolean;
  onRecorded?: () => void;
  /** Says whose hours they are (in a list of apprentices). */
  named?: boolean;
}) {
  const [entries, setEntries] = useState<InstructionHoursEntry[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { apprenticeshipId, userId } = p;
  const load = useCallback(() => {
    getEntries(api, { apprenticeshipId, userId }).then(
      (a) => setEntries(a.items),
      (err: Error) => setLoadError(err.message),
    );
  }, [apprenticeshipId, userId]);
  useEffect(load, [load]);
  return (
    <div className="progress-rti">
      {named ? <p className="progress-rti__heading">{t.of(p.name)}</p> : null}
      {canRecord ? (
        <RecordForm
          name={p.name}
          target={{ apprenticeshipId, userId }}
          onRecorded={() => {
            load();
            onRecorded?.();
          }}
        />
      ) : null}
      <p className="progress-rti__heading">{t.entries}</p>
      {loadError ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {loadError}
        </p>
      ) : entries === null ? (
        <p className="muted">{t.loading}</p>
      ) : entries.length ? (
        <ul className="progress-rti__entries" data-testid="instruction-entries">
          {entries.map((e) => (
            <li key={e.id}>
              <strong>{t.entry(formatDay(e.date), formatNumber(e.hours))}</strong>
              {e.note ? ` · ${e.note}` : ''}
              {e.recordedBy ? <span className="muted"> · {t.by(e.recordedBy)}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t.none}</p>
      )}
    </div>
  );
}

/** The entries to read under the apprentice's own bars (/account), read once opened. */
export function InstructionHoursDetails({ progress }: { progress: ApprenticeProgressView }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{t.recorded}</summary>
      {open ? <InstructionHours progress={progress} canRecord={false} /> : null}
    </details>
  );
}

function RecordForm({
  name,
  target,
  onRecorded,
}: {
  name: string;
  target: { apprenticeshipId: string; userId: string };
  onRecorded: () => void;
}) {
  // Today where the sponsor is: the box offers no day to come (the server refuses one, in the same words).
  const today = localDayOf(new Date());
  const [date, setDate] = useState(today);
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // A ref-guarded run and a repeat-click guard: a double click records the hours once.
  const { busy, run } = useSubmitOnce();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      setError(null);
      // A new try is not yet recorded: a refusal must not stand beside the last "Recorded.".
      setDone(false);
      const body = { date, hours: typedHours(hours), note: note.trim() || null };
      const problem = instructionHoursProblem(body, today);
      if (problem) {
        setError(localizeMessage(problem));
        return;
      }
      try {
        await postEntry(api, target, { body });
        setHours('');
        setNote('');
        setDone(true);
        onRecorded();
      } catch (err) {
        setError((err as Error).message);
      }
    });
  };
  return (
    <form className="progress-form progress-rti__form" onSubmit={submit} aria-label={t.formName(name)} noValidate>
      <label className="pc-field">
        <span className="pc-field__label">{t.day}</span>
        <input
          type="date"
          className="pc-input"
          value={date}
          max={today}
          onChange={(e) => setDate(e.target.value)}
          required
        />
      </label>
      <label className="pc-field">
        <span className="pc-field__label">{t.hours}</span>
        {/* Text, not a number box: Chromium's en-US number box read '2,5' as 25. typedHours reads both. */}
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="pc-input"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          required
        />
      </label>
      <label className="pc-field">
        <span className="pc-field__label">{t.note}</span>
        <textarea
          className="pc-input"
          rows={2}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      {/* One outcome at a time: a refusal, or "Recorded." (a new try clears both). */}
      {error !== null || done ? (
        <p
          key={error === null ? 'done' : 'error'}
          className={error === null ? 'pc-notice' : 'pc-alert pc-alert--error'}
          role={error === null ? 'status' : 'alert'}
        >
          {error ?? t.done}
        </p>
      ) : null}
      <div className="progress-actions">
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy} onClick={ignoreRepeatClick}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
