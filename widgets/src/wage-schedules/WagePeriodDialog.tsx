import {
  canDeletePeriod,
  checkWagePeriod,
  newWagePeriod,
  normalizeWagePeriod,
  ordinal,
  percentOfEntryWage,
  previousBlocksPeriod,
  type WageFloor,
  type WagePeriod,
} from '@pathcraft/sdk';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Modal } from '../ui/Modal.tsx';
import { text } from './wage-schedules.messages.ts';

export interface WagePeriodDialogProps {
  /** 'add' appends a period at `index` (= rates.length); 'edit' changes the one there. */
  mode: 'add' | 'edit';
  index: number;
  rates: readonly WagePeriod[];
  entryWage: number;
  ojtHours: number | null;
  /** The minimum wage in force where the program is. */
  floor: WageFloor;
  onSave: (period: WagePeriod) => void;
  onDelete: () => void;
  onCancel: () => void;
}

const toNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/**
 * Adds or edits one wage period; the sdk rules guide the wage and hours and
 * decide whether Save is allowed. A field's problem shows once it was
 * changed or Save was tried, never on a dialog nobody has typed in yet.
 */
export function WagePeriodDialog({
  mode,
  index,
  rates,
  entryWage,
  ojtHours,
  floor,
  onSave,
  onDelete,
  onCancel,
}: WagePeriodDialogProps) {
  const initial = mode === 'add' ? newWagePeriod(rates, entryWage, ojtHours, floor) : rates[index]!;
  const [wage, setWage] = useState(initial.wageAmount.toFixed(2));
  // No hours left to give: the field starts empty rather than at an invalid 0.
  const [hours, setHours] = useState(initial.duration > 0 ? String(initial.duration) : '');
  const [touched, setTouched] = useState({ wage: false, hours: false });
  const [tried, setTried] = useState(false);
  const candidate = normalizeWagePeriod({ wageAmount: toNumber(wage), duration: toNumber(hours) });
  const list = mode === 'add' ? [...rates, candidate] : rates.map((r, i) => (i === index ? candidate : r));
  const blocked = previousBlocksPeriod(list, index, entryWage);
  const problems = checkWagePeriod(list, index, entryWage, ojtHours, floor);
  const wageError =
    blocked || !(touched.wage || tried) ? undefined : problems.find((p) => p.field === 'wageAmount')?.message;
  const hoursError = touched.hours || tried ? problems.find((p) => p.field === 'duration')?.message : undefined;
  const nth = ordinal(index + 1);
  const submit = () => {
    setTried(true);
    if (!problems.length) onSave(candidate);
  };

  return (
    <Modal
      open
      title={mode === 'add' ? text.period.add(nth) : text.period.edit(nth)}
      onClose={onCancel}
      footer={
        <>
          {mode === 'edit' && canDeletePeriod(rates.length) ? (
            <Button variant="danger" className="pc-ws-footer-start" onClick={onDelete}>
              {text.period.delete}
            </Button>
          ) : null}
          <Button onClick={onCancel}>{text.period.cancel}</Button>
          <Button variant="primary" disabled={blocked || Boolean(wageError || hoursError)} onClick={submit}>
            {text.period.save}
          </Button>
        </>
      }
    >
      <form
        className="pc-ws-period"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {blocked ? (
          <p className="pc-notice pc-notice--error" role="alert">
            {problems[0]?.message}
          </p>
        ) : null}
        <FormField
          label={text.period.wage}
          required
          error={wageError}
          hint={
            Number.isFinite(candidate.wageAmount)
              ? text.period.percentHint(percentOfEntryWage(candidate.wageAmount, entryWage))
              : undefined
          }
        >
          {(p) => (
            <input
              {...p}
              name="wageAmount"
              type="number"
              inputMode="decimal"
              step="0.01"
              min={floor.amount}
              value={wage}
              onChange={(e) => {
                setWage(e.currentTarget.value);
                setTouched((t) => ({ ...t, wage: true }));
              }}
            />
          )}
        </FormField>
        <FormField label={text.period.duration} required error={hoursError} hint={text.period.hoursHint(ojtHours)}>
          {(p) => (
            <input
              {...p}
              name="duration"
              type="number"
              inputMode="numeric"
              step="1"
              min={1}
              max={ojtHours ?? undefined}
              value={hours}
              onChange={(e) => {
                setHours(e.currentTarget.value);
                setTouched((t) => ({ ...t, hours: true }));
              }}
            />
          )}
        </FormField>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
