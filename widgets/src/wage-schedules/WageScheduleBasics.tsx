import { formatWage, RAPIDS_ID_MAX, type WageFloor } from '@pathcraft/sdk';
import type { Ref } from 'react';
import { FormField } from '../ui/FormField.tsx';
import { text } from './wage-schedules.messages.ts';

export interface WageScheduleBasicsProps {
  formRef: Ref<HTMLFormElement>;
  title: string;
  entry: string;
  /** The minimum wage in force where the program is. */
  floor: WageFloor;
  errors: { title?: string; entryWage?: string; rapidsId?: string };
  /** The agency's identifier, for staff; null hides the field. */
  rapidsId: string | null;
  onRapidsId: (value: string) => void;
  onTitle: (value: string) => void;
  onEntry: (value: string) => void;
  onNext: () => void;
}

/** Step 0: the title and the journeyworker entry wage; Enter goes on like Next. */
export function WageScheduleBasics({
  formRef,
  title,
  entry,
  floor,
  errors,
  rapidsId,
  onRapidsId,
  onTitle,
  onEntry,
  onNext,
}: WageScheduleBasicsProps) {
  return (
    <form
      ref={formRef}
      className="pc-ws-step"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      <FormField label={text.dialog.title} required error={errors.title}>
        {(p) => (
          <input {...p} name="title" maxLength={200} value={title} onChange={(e) => onTitle(e.currentTarget.value)} />
        )}
      </FormField>
      <FormField
        label={text.dialog.entryWageField}
        required
        error={errors.entryWage}
        hint={text.dialog.entryWageHint(floor.name, formatWage(floor.amount))}
      >
        {(p) => (
          <input
            {...p}
            name="entryWage"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={floor.amount}
            value={entry}
            onChange={(e) => onEntry(e.currentTarget.value)}
          />
        )}
      </FormField>
      {rapidsId === null ? null : (
        <FormField label={text.dialog.rapidsIdField} error={errors.rapidsId} hint={text.dialog.rapidsIdHint}>
          {(p) => (
            <input
              {...p}
              name="rapidsId"
              maxLength={RAPIDS_ID_MAX}
              value={rapidsId}
              onChange={(e) => onRapidsId(e.currentTarget.value)}
            />
          )}
        </FormField>
      )}
      <button type="submit" hidden />
    </form>
  );
}
