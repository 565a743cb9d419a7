import {
  canDeletePeriod,
  checkWagePeriod,
  FEDERAL_MIN_WAGE,
  newWagePeriod,
  normalizeWagePeriod,
  ordinal,
  percentOfEntryWage,
  previousBlocksPeriod,
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
  onSave: (period: WagePeriod) => void;
  onDelete: () => void;
  onCancel: () => void;
}

const toNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** Adds or edits one wage period; the sdk rules guide the wage and hours and decide whether Save is allowed. */
export function WagePeriodDialog({ mode, index, rates, entryWage, ojtHours, onSave, onDelete, onCancel }: WagePeriodDialogProps) {
  const initial = mode === 'add' ? newWagePeriod(rates, entryWage, ojtHours) : rates[index]!;
  const [wage, setWage] = useState(initial.wageAmount.toFixed(2));
  const [hours, setHours] = useState(String(initial.duration));
  const candidate = normalizeWagePeriod({ wageAmount: toNumber(wage), duration: toNumber(hours) });
  const list = mode === 'add' ? [...rates, candidate] : rates.map((r, i) => (i === index ? candidate : r));
  const blocked = previousBlocksPeriod(list, index, entryWage);
  const problems = checkWagePeriod(list, index, entryWage, ojtHours);
  const wageError = blocked ? undefined : problems.find((p) => p.field === 'wageAmount')?.message;
  const hoursError = problems.find((p) => p.field === 'duration')?.message;
  const nth = ordinal(index + 1);

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
          <Button variant="primary" disabled={problems.length > 0} onClick={() => onSave(candidate)}>
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
          if (!problems.length) onSave(candidate);
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
          hint={Number.isFinite(candidate.wageAmount) ? text.period.percentHint(percentOfEntryWage(candidate.wageAmount, entryWage)) : undefined}
        >
          {(p) => <input {...p} name="wageAmount" type="number" inputMode="decimal" step="0.01" min={FEDERAL_MIN_WAGE} value={wage} onChange={(e) => setWage(e.currentTarget.value)} />}
        </FormField>
        <FormField label={text.period.duration} required error={hoursError} hint={text.period.hoursHint(ojtHours)}>
          {(p) => <input {...p} name="duration" type="number" inputMode="numeric" step="1" min={1} max={ojtHours ?? undefined} value={hours} onChange={(e) => setHours(e.currentTarget.value)} />}
        </FormField>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
