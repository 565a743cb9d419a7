import {
  checkWageSchedule,
  defaultEntryWage,
  defaultWageRates,
  defaultWageScheduleTitle,
  PathcraftError,
  isRapidsIdOrEmpty,
  RAPIDS_ID_MESSAGE,
  wageFloorOn,
  type WagePeriod,
} from '@pathcraft/sdk';
import { useMemo, useRef, useState } from 'react';
import { focusFirstInvalid } from '../ui/FormField.tsx';
import { useToast } from '../ui/Toast.tsx';
import { text } from './wage-schedules.messages.ts';
import type { ApprenticeshipSummary, WageSchedule, WageSchedulesApi } from './wage-schedules.api.ts';

const TOAST_ID = 'wage-schedule-save';

export interface WageScheduleDialogOptions {
  apprenticeship: ApprenticeshipSummary;
  /** The schedule to edit; none to create one. */
  schedule?: WageSchedule | null;
  api: Pick<WageSchedulesApi, 'create' | 'update'>;
  /** After a save; the caller reloads its list and closes the dialog. */
  onSaved: (id: string) => void;
  now?: Date;
  /** Staff see and write the agency's identifier of the schedule (RAPIDS ID). */
  agencyIds?: boolean;
}

/** The period dialog's target: 'add' appends at `index` (= rates.length), 'edit' changes the one there. */
export type PeriodTarget = { mode: 'add' | 'edit'; index: number };

/**
 * The wage schedule dialog's state: step 0 (title, entry wage) checked by the sdk rules before
 * step 1 (the periods, which follow the entry wage until edited), and the save.
 */
export function useWageScheduleDialog({
  apprenticeship,
  schedule,
  api,
  onSaved,
  now,
  agencyIds,
}: WageScheduleDialogOptions) {
  const toast = useToast();
  const ojtHours = apprenticeship.ojtHours;
  // The minimum wage in force today where the program is (the server checks the same).
  const floor = useMemo(
    () => wageFloorOn(now ?? new Date(), apprenticeship.addressState),
    [now, apprenticeship.addressState],
  );
  const [step, setStep] = useState<0 | 1>(0);
  const [title, setTitle] = useState(schedule?.title ?? defaultWageScheduleTitle(apprenticeship.occupationName, now));
  const [entry, setEntry] = useState((schedule?.entryWage ?? defaultEntryWage(floor)).toFixed(2));
  const [rates, setRates] = useState<WagePeriod[]>(schedule?.wageRates ?? []);
  // Until the periods are edited they follow the entry wage (the defaults).
  const [edited, setEdited] = useState(Boolean(schedule));
  const [rapidsId, setRapidsId] = useState(schedule?.rapidsId ?? '');
  const [errors, setErrors] = useState<{ title?: string; entryWage?: string; rapidsId?: string }>({});
  const [period, setPeriod] = useState<PeriodTarget | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const step0 = useRef<HTMLFormElement>(null);
  const entryWage = entry.trim() === '' ? Number.NaN : Number(entry);

  const next = () => {
    const problems = checkWageSchedule(
      { title, entryWage, wageRates: [{ wageAmount: floor.amount, duration: 1 }] },
      null,
      floor,
    );
    const found = {
      title: problems.find((p) => p.field === 'title')?.message,
      entryWage: problems.find((p) => p.field === 'entryWage')?.message,
      rapidsId: isRapidsIdOrEmpty(rapidsId.trim()) ? undefined : RAPIDS_ID_MESSAGE,
    };
    setErrors(found);
    if (found.title || found.entryWage || found.rapidsId) return focusFirstInvalid(step0.current);
    if (!edited) setRates(defaultWageRates(entryWage, ojtHours));
    setStep(1);
  };

  const change = (list: WagePeriod[]) => {
    setRates(list);
    setEdited(true);
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    toast.info(text.dialog.savingToast, { id: TOAST_ID, persistent: true });
    const input = {
      title: title.trim(),
      entryWage,
      wageRates: rates,
      apprenticeshipId: apprenticeship.id,
      ...(agencyIds ? { rapidsId: rapidsId.trim() || null } : {}),
    };
    try {
      const id = schedule ? await api.update(schedule.id, input).then(() => schedule.id) : await api.create(input);
      toast.success(schedule ? text.dialog.updated : text.dialog.created, { id: TOAST_ID });
      onSaved(id);
    } catch (err) {
      toast.error(text.dialog.failed, { id: TOAST_ID });
      // A refused rule comes back with the same message the dialog uses.
      setFailure(err instanceof PathcraftError && err.code === 'bad_request' ? err.message : null);
      setSaving(false);
    }
  };

  return {
    step,
    title,
    setTitle,
    rapidsId: agencyIds ? rapidsId : null,
    setRapidsId,
    entry,
    setEntry,
    entryWage,
    ojtHours,
    floor,
    rates,
    errors,
    problems: step === 1 ? checkWageSchedule({ title, entryWage, wageRates: rates }, ojtHours, floor) : [],
    saving,
    failure,
    step0,
    next,
    back: () => setStep(0),
    save,
    period,
    openPeriod: setPeriod,
    closePeriod: () => setPeriod(null),
    removePeriod: (index: number) => change(rates.filter((_, j) => j !== index)),
    /** The period dialog saved: append it or replace the edited one. */
    savePeriod: (target: PeriodTarget, saved: WagePeriod) =>
      change(target.mode === 'add' ? [...rates, saved] : rates.map((r, j) => (j === target.index ? saved : r))),
  };
}
