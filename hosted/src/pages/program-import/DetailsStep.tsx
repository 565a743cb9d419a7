import {
  INDUSTRY_CODES,
  INDUSTRY_LABELS,
  PROGRAM_FIELD_LABELS,
  PROGRAM_IMPORT_TEXT,
  PROGRAM_TYPES,
  type ProgramDetailErrors,
  type ProgramDetailField,
  type ProgramDetailsForm,
} from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { type ControlProps, FormField } from '@pathcraft/widgets/ui/FormField.tsx';
import type { ReactNode } from 'react';
import { useCodeLookup } from './use-code-lookup.ts';

interface DetailsStepProps {
  details: ProgramDetailsForm;
  errors: ProgramDetailErrors;
  notes: string[];
  busy: boolean;
  onChange: (update: (details: ProgramDetailsForm) => ProgramDetailsForm) => void;
  onNext: () => void;
  /** Back to the upload, to read another file. */
  onBack: () => void;
}

/** '1. Review Details': every field of the program, as the parser read it, editable. */
export function DetailsStep({ details, errors, notes, busy, onChange, onNext, onBack }: DetailsStepProps) {
  const { rapidsTitle, suggestedOnetCode } = useCodeLookup(details, onChange);
  const set = (field: ProgramDetailField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    onChange((d) => ({ ...d, [field]: value }));
  };
  const field = (name: ProgramDetailField, control: (p: ControlProps) => ReactNode, opts: { wide?: boolean; hint?: ReactNode } = {}) => (
    <FormField label={PROGRAM_FIELD_LABELS[name]} error={errors[name]} hint={opts.hint} required className={opts.wide ? 'pc-form-grid--wide' : undefined}>
      {control}
    </FormField>
  );
  const text = (name: ProgramDetailField, extra: { inputMode?: 'numeric' } = {}) => (p: ControlProps) => (
    <input {...p} {...extra} type="text" value={details[name]} onChange={set(name)} />
  );

  return (
    <form
      className="console-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      {notes.length ? (
        <section className="program-notes" aria-labelledby="program-notes-title">
          <h3 id="program-notes-title">{PROGRAM_IMPORT_TEXT.notes}</h3>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="pc-form-grid">
        {field('title', text('title'), { wide: true })}
        {field('description', (p) => <textarea {...p} rows={4} value={details.description} onChange={set('description')} />, { wide: true })}
        {field('industryCode', (p) => (
          <select {...p} value={details.industryCode} onChange={set('industryCode')}>
            <option value="">{PROGRAM_IMPORT_TEXT.chooseIndustry}</option>
            {INDUSTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code} {INDUSTRY_LABELS[code]}
              </option>
            ))}
          </select>
        ))}
        {field('type', (p) => (
          <select {...p} value={details.type} onChange={set('type')}>
            <option value="">{PROGRAM_IMPORT_TEXT.chooseType}</option>
            {PROGRAM_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.value} {t.label}
              </option>
            ))}
          </select>
        ))}
        {field('estimatedLength', text('estimatedLength'))}
        {field('instructionHours', text('instructionHours', { inputMode: 'numeric' }))}
        {field('ojtHours', text('ojtHours', { inputMode: 'numeric' }))}
        {field('occupationName', text('occupationName'))}
        {field('rapidsCode', text('rapidsCode'), { hint: rapidsTitle ? `${PROGRAM_IMPORT_TEXT.rapidsTitle} ${rapidsTitle}` : undefined })}
        <div className="onet-field">
          {field('occupationONetCode', text('occupationONetCode'))}
          {suggestedOnetCode ? (
            <Button variant="link" onClick={() => onChange((d) => ({ ...d, occupationONetCode: suggestedOnetCode }))}>
              {PROGRAM_IMPORT_TEXT.offerOnetCode(suggestedOnetCode)}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="form-actions">
        <Button onClick={onBack} disabled={busy}>
          {PROGRAM_IMPORT_TEXT.back}
        </Button>
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
          {PROGRAM_IMPORT_TEXT.next}
        </Button>
      </div>
    </form>
  );
}
