import {
  applyEmploymentStatus,
  isUnemployed,
  PRIVATE_INFO_CHOICES,
  type PrivateInfo,
  type PrivateInfoErrors,
  type PrivateInfoField,
  REQUIRED_PRIVATE_FIELDS,
} from '@pathcraft/sdk';
import type { ReactNode } from 'react';
import { ChoiceGroup, FormField } from '../ui/FormField.tsx';
import { SsnInput } from './SsnInput.tsx';
import { choiceLabel, text } from './user-profiles.messages.ts';

export interface PrivateTabProps {
  form: PrivateInfo;
  errors: PrivateInfoErrors;
  /** The masked SSN on file, if any. */
  ssnOnFile: string | null;
  /** Fields another purpose requires (the agreement's city), marked like the form's own. */
  alsoRequired?: readonly string[];
  onChange: (form: PrivateInfo) => void;
}

/** The private reporting fields (docs/rules.md#private-information), every value from the sdk's choices. */
export function PrivateTab({ form, errors, ssnOnFile, alsoRequired = [], onChange }: PrivateTabProps) {
  const required = (f: PrivateInfoField) =>
    REQUIRED_PRIVATE_FIELDS.includes(f) || f === 'employmentStatusDate' || alsoRequired.includes(f);
  const set = (field: PrivateInfoField, value: string) => onChange({ ...form, [field]: value });

  const field = (
    name: Exclude<PrivateInfoField, 'races'>,
    control: 'text' | 'date' | 'select',
    extra: { autoComplete?: string; hint?: ReactNode; wide?: boolean } = {},
  ) => (
    <FormField
      key={name}
      label={text.private.labels[name]}
      required={required(name)}
      error={errors[name]}
      hint={extra.hint}
      className={extra.wide ? 'pc-form-grid--wide' : undefined}
    >
      {(p) =>
        control === 'select' ? (
          <select
            {...p}
            name={name}
            value={form[name] ?? ''}
            onChange={(e) =>
              name === 'employmentStatus'
                ? onChange(applyEmploymentStatus(form, e.currentTarget.value))
                : set(name, e.currentTarget.value)
            }
          >
            <option value="">{text.private.choose}</option>
            {PRIVATE_INFO_CHOICES[name]!.map((c) => (
              <option key={c.value} value={c.value}>
                {choiceLabel(name, c)}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...p}
            name={name}
            type={control}
            autoComplete={extra.autoComplete ?? 'off'}
            maxLength={200}
            value={form[name] ?? ''}
            onChange={(e) => set(name, e.currentTarget.value)}
          />
        )
      }
    </FormField>
  );

  const races = form.races ?? [];
  return (
    <div className="pc-form-grid">
      <FormField
        label={text.private.labels.ssn}
        required
        error={errors.ssn}
        hint={ssnOnFile ? text.private.ssnOnFile : undefined}
      >
        {(p) => (
          <SsnInput
            control={p}
            value={form.ssn ?? ''}
            onFile={ssnOnFile}
            onChange={(ssn) => onChange({ ...form, ssn })}
          />
        )}
      </FormField>
      {field('dob', 'date', { autoComplete: 'bday' })}
      {field('gender', 'select')}
      {field('ethnicity', 'select')}
      <ChoiceGroup
        legend={text.private.labels.races}
        required
        error={errors.races}
        className="pc-form-grid--wide pc-choice-group--columns"
      >
        {(describedBy) =>
          PRIVATE_INFO_CHOICES.races!.map((c) => (
            <label key={c.value}>
              <input
                type="checkbox"
                name="races"
                value={c.value}
                aria-describedby={describedBy}
                checked={races.includes(c.value)}
                onChange={(e) =>
                  onChange({
                    ...form,
                    races: e.currentTarget.checked ? [...races, c.value] : races.filter((r) => r !== c.value),
                  })
                }
              />
              {choiceLabel('races', c)}
            </label>
          ))
        }
      </ChoiceGroup>
      {field('veteranStatus', 'select')}
      {field('disability', 'select')}
      {field('educationLevel', 'select')}
      {field('orgReferral', 'select')}
      {field('citizenStatus', 'select')}
      {field('criminalBkg', 'select', { hint: text.private.criminalBkgHint })}
      {field('employmentStatus', 'select')}
      {isUnemployed(form.employmentStatus) ? field('employmentStatusDate', 'date') : null}
      {field('newOrExistingEmployee', 'select', { hint: text.private.newOrExistingEmployeeHint })}
      {field('addressLine1', 'text', { autoComplete: 'address-line1', wide: true })}
      {field('addressLine2', 'text', { autoComplete: 'address-line2', wide: true })}
      {field('addressCity', 'text', { autoComplete: 'address-level2' })}
      {field('addressState', 'select')}
      {field('addressPostalCode', 'text', { autoComplete: 'postal-code' })}
      {field('addressCountry', 'select')}
    </div>
  );
}
