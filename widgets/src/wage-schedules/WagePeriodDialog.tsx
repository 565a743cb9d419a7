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
  const label = `${ordinal(index + 1)} Period`;

  return (
    <Modal
      open
      title={mode === 'add' ? `Add ${label}` : `Edit ${label}`}
      onClose={onCancel}
      footer={
        <>
          {mode === 'edit' && canDeletePeriod(rates.length) ? (
            <Button variant="danger" className="pc-ws-footer-start" onClick={onDelete}>
              Delete
            </Button>
          ) : null}
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="primary" disabled={problems.length > 0} onClick={() => onSave(candidate)}>
            Save
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
          label="Wage (dollars per hour)"
          required
          error={wageError}
          hint={Number.isFinite(candidate.wageAmount) ? `${percentOfEntryWage(candidate.wageAmount, entryWage)}% of the journeyworker wage` : undefined}
        >
          {(p) => <input {...p} name="wageAmount" type="number" inputMode="decimal" step="0.01" min={FEDERAL_MIN_WAGE} value={wage} onChange={(e) => setWage(e.currentTarget.value)} />}
        </FormField>
        <FormField label="Duration (hours)" required error={hoursError} hint={ojtHours ? `Whole hours, 1 to ${ojtHours}.` : 'Whole hours.'}>
          {(p) => <input {...p} name="duration" type="number" inputMode="numeric" step="1" min={1} max={ojtHours ?? undefined} value={hours} onChange={(e) => setHours(e.currentTarget.value)} />}
        </FormField>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
