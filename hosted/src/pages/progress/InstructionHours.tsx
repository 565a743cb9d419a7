import {
  type ApprenticeProgressView,
  deleteProgressApprenticeshipsByApprenticeshipIdApprenticesByUserIdInstructionHoursById as deleteEntry,
  formatDay,
  formatNumber,
  getProgressApprenticeshipsByApprenticeshipIdApprenticesByUserIdInstructionHours as getEntries,
  instructionChangeRefusal,
  type InstructionHoursEntry,
  instructionHoursProblem,
  localDayOf,
  localizeMessage,
  postProgressApprenticeshipsByApprenticeshipIdApprenticesByUserIdInstructionHours as postEntry,
  putProgressApprenticeshipsByApprenticeshipIdApprenticesByUserIdInstructionHoursById as putEntry,
  typedHours,
} from '@pathcraft/sdk';
import { Button, ConfirmDialog } from '@pathcraft/widgets/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../../session.ts';
import { ignoreRepeatClick, useSubmitOnce } from '../console/parts/use-submit-once.ts';
import { NoteField } from './NoteField.tsx';
import { text } from './progress.messages.ts';

const t = text.instruction;

/**
 * Related-instruction hours the instruction provider reported, recorded for one apprentice: the list
 * (read when shown) for those who see the apprentice's progress, and above it the sponsor's form
 * (`canRecord`: the server's rti.canRecord, so nobody is shown a form it would refuse). The sponsor
 * corrects or removes each entry too. Once the certificate of completion is issued none of it is
 * offered (it certifies the hours as they were; the server refuses after it: sdk
 * instructionChangeRefusal), and one line says why. A change reads the list again and calls
 * `onRecorded`, which reads the totals again.
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
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<InstructionHoursEntry | null>(null);
  const [outcome, setOutcome] = useState<{ error: boolean; text: string } | null>(null);
  // One outcome at a time: a change to an entry below clears the form's last "Recorded.".
  const [changes, setChanges] = useState(0);
  // A double click on Remove in the dialog removes once (its own guard re-renders too late).
  const { run } = useSubmitOnce();
  const { apprenticeshipId, userId } = p;
  const target = { apprenticeshipId, userId };
  const closed = canRecord ? instructionChangeRefusal('record', p.completion !== null) : null;
  const canChange = canRecord && !closed;
  const load = useCallback(() => {
    getEntries(api, { apprenticeshipId, userId }).then(
      (a) => setEntries(a.items),
      (err: Error) => setLoadError(err.message),
    );
  }, [apprenticeshipId, userId]);
  useEffect(load, [load]);
  const changed = (message: string) => {
    setOutcome({ error: false, text: message });
    setChanges((n) => n + 1);
    load();
    onRecorded?.();
  };
  const remove = (entry: InstructionHoursEntry) =>
    run(async () => {
      try {
        await deleteEntry(api, { ...target, id: entry.id });
        changed(t.removed);
      } catch (err) {
        setOutcome({ error: true, text: (err as Error).message });
      }
      setRemoving(null);
    });
  const entryText = (e: InstructionHoursEntry) => t.entry(formatDay(e.date), formatNumber(e.hours));
  return (
    <div className="progress-rti">
      {named ? <p className="progress-rti__heading">{t.of(p.name)}</p> : null}
      {closed ? (
        // A status: when the hours just recorded complete the program, this line replaces the form (and its "Recorded.").
        <p className="muted" data-testid="instruction-closed" role="status">
          {localizeMessage(closed)}
        </p>
      ) : canRecord ? (
        <EntryForm
          label={t.formName(p.name)}
          saveText={t.save}
          changes={changes}
          onSave={async (body) => {
            await postEntry(api, target, { body });
            setOutcome(null);
            load();
            onRecorded?.();
          }}
        />
      ) : null}
      <p className="progress-rti__heading">{t.entries}</p>
      {outcome ? (
        <p
          key={outcome.text}
          className={outcome.error ? 'pc-alert pc-alert--error' : 'pc-notice'}
          role={outcome.error ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      ) : null}
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
              {editing === e.id ? (
                <EntryForm
                  label={t.editName(entryText(e))}
                  saveText={t.saveChange}
                  initial={e}
                  onCancel={() => setEditing(null)}
                  onSave={async (body) => {
                    await putEntry(api, { ...target, id: e.id }, { body });
                    setEditing(null);
                    changed(t.changed);
                  }}
                />
              ) : (
                <>
                  <span className="progress-rti__entry">
                    <strong>{entryText(e)}</strong>
                    {e.note ? ` · ${e.note}` : ''}
                    {e.recordedBy ? <span className="muted"> · {t.by(e.recordedBy)}</span> : null}
                  </span>
                  {canChange ? (
                    <span className="progress-rti__entry-actions">
                      <Button
                        variant="secondary"
                        aria-label={`${t.edit}: ${entryText(e)}`}
                        onClick={() => {
                          setOutcome(null);
                          setEditing(e.id);
                        }}
                      >
                        {t.edit}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`${t.remove}: ${entryText(e)}`}
                        onClick={() => {
                          setOutcome(null);
                          setRemoving(e);
                        }}
                      >
                        {t.remove}
                      </Button>
                    </span>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t.none}</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        text={removing ? t.removeText(entryText(removing), p.name) : ''}
        primaryText={t.remove}
        danger
        onPrimary={() => (removing ? remove(removing) : undefined)}
        onSecondary={() => setRemoving(null)}
      />
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

/**
 * A day, its hours and a note: the sponsor's form to record an entry, or to correct one (`initial`,
 * with Cancel). What the server would refuse is refused here in the sdk rule's words, before sending.
 */
function EntryForm({
  label,
  saveText,
  initial,
  onSave,
  onCancel,
  changes = 0,
}: {
  label: string;
  saveText: string;
  initial?: InstructionHoursEntry;
  /** Sends the entry; a rejection is shown in the form. */
  onSave: (body: { date: string; hours: number; note: string | null }) => Promise<void>;
  onCancel?: () => void;
  /** Counts the changes made to entries elsewhere: each one clears this form's last "Recorded.". */
  changes?: number;
}) {
  // Today where the sponsor is: the box offers no day to come (the server refuses one, in the same words).
  const today = localDayOf(new Date());
  const [date, setDate] = useState(initial?.date ?? today);
  const [hours, setHours] = useState(initial ? formatNumber(initial.hours) : '');
  const [note, setNote] = useState(initial?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change elsewhere (the count) is what clears it.
  useEffect(() => setDone(false), [changes]);
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
        await onSave(body);
        if (initial) return;
        setHours('');
        setNote('');
        setDone(true);
      } catch (err) {
        setError((err as Error).message);
      }
    });
  };
  return (
    <form className="progress-form progress-rti__form" onSubmit={submit} aria-label={label} noValidate>
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
      <NoteField label={t.note} value={note} onChange={setNote} />
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
          {saveText}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
