import {
  INDUSTRY_CODES,
  type ProgramDetailErrors,
  type ProgramDetailField,
  type ProgramDetailsForm,
} from '@pathcraft/sdk';
import { Button, type ControlProps, FormField } from '@pathcraft/widgets/ui';
import type { ReactNode } from 'react';
import { ignoreRepeatClick } from '../console/parts/use-submit-once.ts';
import { text } from './program-import.messages.ts';
import { useCodeLookup } from './use-code-lookup.ts';

interface DetailsStepProps {
  details: ProgramDetailsForm;
  errors: ProgramDetailErrors;
  notes: string[];
  /** Says which program of the organization these codes repeat; null when none does. */
  duplicate: string | null;
  busy: boolean;
  onChange: (update: (details: ProgramDetailsForm) => ProgramDetailsForm) => void;
  onNext: () => void;
  /** Back to the upload, to read another file. */
  onBack: () => void;
}

/** '1. Review Details': every field of the program, as the parser read it, editable. */
export function DetailsStep({ details, errors, notes, duplicate, busy, onChange, onNext, onBack }: DetailsStepProps) {
  const { rapidsTitle, suggestedOnetCode } = useCodeLookup(details, onChange);
  const set = (field: ProgramDetailField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    onChange((d) => ({ ...d, [field]: value }));
  };
  const field = (
    name: ProgramDetailField,
    control: (p: ControlProps) => ReactNode,
    opts: { wide?: boolean; hint?: ReactNode } = {},
  ) => (
    <FormField
      label={text.fields[name]}
      error={errors[name]}
      hint={opts.hint}
      required
      className={opts.wide ? 'pc-form-grid--wide' : undefined}
    >
      {control}
    </FormField>
  );
  const textInput =
    (name: ProgramDetailField, extra: { inputMode?: 'numeric' } = {}) =>
    (p: ControlProps) => <input {...p} {...extra} type="text" value={details[name]} onChange={set(name)} />;

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
          <h3 id="program-notes-title">{text.notes}</h3>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="pc-form-grid">
        {field('title', textInput('title'), { wide: true })}
        {field(
          'description',
          (p) => (
            <textarea {...p} rows={4} value={details.description} onChange={set('description')} />
          ),
          { wide: true },
        )}
        {field('industryCode', (p) => (
          <select {...p} value={details.industryCode} onChange={set('industryCode')}>
            <option value="">{text.chooseIndustry}</option>
            {INDUSTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code} {text.industries[code]}
              </option>
            ))}
          </select>
        ))}
        {field('type', (p) => (
          <select {...p} value={details.type} onChange={set('type')}>
            <option value="">{text.chooseType}</option>
            {text.types.map((t) => (
              <option key={t.value} value={t.value}>
                {t.value} {t.label}
              </option>
            ))}
          </select>
        ))}
        {field('estimatedLength', textInput('estimatedLength'))}
        {field('instructionHours', textInput('instructionHours', { inputMode: 'numeric' }))}
        {field('ojtHours', textInput('ojtHours', { inputMode: 'numeric' }))}
        {field('occupationName', textInput('occupationName'))}
        {field('rapidsCode', textInput('rapidsCode'), {
          hint: rapidsTitle ? `${text.rapidsTitle} ${rapidsTitle}` : undefined,
        })}
        <div className="onet-field">
          {field('occupationONetCode', textInput('occupationONetCode'))}
          {suggestedOnetCode ? (
            <Button variant="link" onClick={() => onChange((d) => ({ ...d, occupationONetCode: suggestedOnetCode }))}>
              {text.offerOnetCode(suggestedOnetCode)}
            </Button>
          ) : null}
        </div>
      </div>
      {duplicate ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {duplicate}
        </p>
      ) : null}
      <div className="form-actions">
        <Button onClick={onBack} disabled={busy}>
          {text.back}
        </Button>
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy} onClick={ignoreRepeatClick}>
          {text.next}
        </Button>
      </div>
    </form>
  );
}
