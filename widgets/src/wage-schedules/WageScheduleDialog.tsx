import {
  canDeleteFromSchedule,
  checkWageSchedule,
  DEFAULT_ENTRY_WAGE,
  defaultWageRates,
  defaultWageScheduleTitle,
  FEDERAL_MIN_WAGE,
  formatWage,
  ordinal,
  PathcraftError,
  percentOfEntryWage,
  type WagePeriod,
} from '@pathcraft/sdk';
import { useId, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { FormField, focusFirstInvalid } from '../ui/FormField.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { ApprenticeshipSummary, WageSchedule, WageSchedulesApi } from './wage-schedules.api.ts';
import { WagePeriodDialog } from './WagePeriodDialog.tsx';

export interface WageScheduleDialogProps {
  apprenticeship: ApprenticeshipSummary;
  /** The schedule to edit; none to create one. */
  schedule?: WageSchedule | null;
  api: Pick<WageSchedulesApi, 'create' | 'update'>;
  onClose: () => void;
  /** After a save; the caller reloads its list and closes the dialog. */
  onSaved: (id: string) => void;
  now?: Date;
}

const TOAST_ID = 'wage-schedule-save';

/**
 * 'New Wage Schedule' / 'Edit Wage Schedule' (001 §2 manageWageSchedule):
 * step 0 the title and entry wage, step 1 the wage periods. Mount it to open it.
 */
export function WageScheduleDialog({ apprenticeship, schedule, api, onClose, onSaved, now }: WageScheduleDialogProps) {
  const toast = useToast();
  const ojtHours = apprenticeship.ojtHours;
  const [step, setStep] = useState<0 | 1>(0);
  const [title, setTitle] = useState(schedule?.title ?? defaultWageScheduleTitle(apprenticeship.occupationName, now));
  const [entry, setEntry] = useState((schedule?.entryWage ?? DEFAULT_ENTRY_WAGE).toFixed(2));
  const [rates, setRates] = useState<WagePeriod[]>(schedule?.wageRates ?? []);
  // Until the periods are edited they follow the entry wage (the defaults).
  const [edited, setEdited] = useState(Boolean(schedule));
  const [errors, setErrors] = useState<{ title?: string; entryWage?: string }>({});
  const [period, setPeriod] = useState<{ mode: 'add' | 'edit'; index: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const step0 = useRef<HTMLFormElement>(null);
  const problemsId = useId();
  const entryWage = entry.trim() === '' ? Number.NaN : Number(entry);

  const next = () => {
    const problems = checkWageSchedule({ title, entryWage, wageRates: [{ wageAmount: FEDERAL_MIN_WAGE, duration: 1 }] }, null);
    const found = { title: problems.find((p) => p.field === 'title')?.message, entryWage: problems.find((p) => p.field === 'entryWage')?.message };
    setErrors(found);
    if (found.title || found.entryWage) return focusFirstInvalid(step0.current);
    if (!edited) setRates(defaultWageRates(entryWage, ojtHours));
    setStep(1);
  };

  const problems = step === 1 ? checkWageSchedule({ title, entryWage, wageRates: rates }, ojtHours) : [];
  const change = (list: WagePeriod[]) => {
    setRates(list);
    setEdited(true);
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    toast.info('Saving Wage Schedule...', { id: TOAST_ID, persistent: true });
    const input = { title: title.trim(), entryWage, wageRates: rates, apprenticeshipId: apprenticeship.id };
    try {
      const id = schedule ? (await api.update(schedule.id, input), schedule.id) : await api.create(input);
      toast.success(schedule ? 'Wage Schedule updated!' : 'Wage Schedule created!', { id: TOAST_ID });
      onSaved(id);
    } catch (err) {
      toast.error('Something went wrong', { id: TOAST_ID });
      // A refused rule comes back with the same message the dialog uses.
      setFailure(err instanceof PathcraftError && err.code === 'bad_request' ? err.message : null);
      setSaving(false);
    }
  };

  const footer =
    step === 0 ? (
      <>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" onClick={next}>
          Next
        </Button>
      </>
    ) : (
      <>
        <Button onClick={() => setStep(0)} disabled={saving}>
          Back
        </Button>
        <Button variant="primary" onClick={save} disabled={saving || problems.length > 0} aria-describedby={problems.length ? problemsId : undefined}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </>
    );

  return (
    <>
      <Modal open title={schedule ? 'Edit Wage Schedule' : 'New Wage Schedule'} onClose={onClose} footer={footer} size="lg">
        {step === 0 ? (
          <form
            ref={step0}
            className="pc-ws-step"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              next();
            }}
          >
            <FormField label="Title" required error={errors.title}>
              {(p) => <input {...p} name="title" maxLength={200} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />}
            </FormField>
            <FormField label="Journeyworker entry wage (dollars per hour)" required error={errors.entryWage} hint={`At least the federal minimum wage, ${formatWage(FEDERAL_MIN_WAGE)}.`}>
              {(p) => <input {...p} name="entryWage" type="number" inputMode="decimal" step="0.01" min={FEDERAL_MIN_WAGE} value={entry} onChange={(e) => setEntry(e.currentTarget.value)} />}
            </FormField>
            <button type="submit" hidden />
          </form>
        ) : (
          <div className="pc-ws-step">
            <div className="pc-ws-summary">
              <dl>
                <div>
                  <dt>Title</dt>
                  <dd>{title}</dd>
                </div>
                <div>
                  <dt>Journeyworker entry wage</dt>
                  <dd>{formatWage(entryWage)}</dd>
                </div>
                <div>
                  <dt>OJT hours</dt>
                  <dd>{ojtHours ?? 'Not set'}</dd>
                </div>
              </dl>
              <Button variant="link" onClick={() => setStep(0)}>
                Change
              </Button>
            </div>
            <table className="pc-ws-table">
              <caption>Wage periods</caption>
              <thead>
                <tr>
                  <th scope="col">Period</th>
                  <th scope="col">% of journeyworker wage</th>
                  <th scope="col">Wage</th>
                  <th scope="col">Duration</th>
                  <th scope="col">
                    <span className="pc-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rates.map((r, i) => (
                  <tr key={i} className={problems.some((p) => p.index === i) ? 'pc-ws-row--problem' : undefined}>
                    <th scope="row">{ordinal(i + 1)}</th>
                    <td>{percentOfEntryWage(r.wageAmount, entryWage)}%</td>
                    <td>{formatWage(r.wageAmount)}</td>
                    <td>{r.duration} hours</td>
                    <td className="pc-ws-actions">
                      <Button variant="link" aria-label={`Edit ${ordinal(i + 1)} period`} onClick={() => setPeriod({ mode: 'edit', index: i })}>
                        Edit
                      </Button>
                      {canDeleteFromSchedule(rates.length) ? (
                        <Button variant="link" aria-label={`Delete ${ordinal(i + 1)} period`} onClick={() => change(rates.filter((_, j) => j !== i))}>
                          Delete
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div>
              <Button onClick={() => setPeriod({ mode: 'add', index: rates.length })}>Add Period</Button>
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
        )}
      </Modal>
      {period ? (
        <WagePeriodDialog
          mode={period.mode}
          index={period.index}
          rates={rates}
          entryWage={entryWage}
          ojtHours={ojtHours}
          onCancel={() => setPeriod(null)}
          onDelete={() => {
            change(rates.filter((_, j) => j !== period.index));
            setPeriod(null);
          }}
          onSave={(saved) => {
            change(period.mode === 'add' ? [...rates, saved] : rates.map((r, j) => (j === period.index ? saved : r)));
            setPeriod(null);
          }}
        />
      ) : null}
    </>
  );
}
