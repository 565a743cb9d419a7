import { composeFullName, type UserDetailsErrors, type UserDetailsInput } from '@pathcraft/sdk';
import { FormField } from '../ui/FormField.tsx';
import { text } from './user-profiles.messages.ts';

export interface GeneralTabProps {
  form: UserDetailsInput;
  email: string | null;
  errors: UserDetailsErrors;
  /** Fields another purpose requires (the agreement's phone), marked like the form's own. */
  alsoRequired?: readonly string[];
  onChange: (form: UserDetailsInput) => void;
}

type TextField = keyof UserDetailsInput;
const FIELDS: {
  field: TextField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  { field: 'firstName', label: text.general.firstName, required: true, autoComplete: 'given-name', maxLength: 100 },
  { field: 'middleName', label: text.general.middleName, autoComplete: 'additional-name', maxLength: 100 },
  { field: 'lastName', label: text.general.lastName, required: true, autoComplete: 'family-name', maxLength: 100 },
  { field: 'suffix', label: text.general.suffix, autoComplete: 'honorific-suffix', maxLength: 20 },
  { field: 'phone', label: text.general.phone, type: 'tel', autoComplete: 'tel', maxLength: 40 },
  { field: 'phoneExt', label: text.general.phoneExt, autoComplete: 'tel-extension', maxLength: 10 },
  { field: 'mobilePhone', label: text.general.mobilePhone, type: 'tel', autoComplete: 'tel', maxLength: 40 },
];

/** Names and phones; the full name (composed) and the e-mail are shown read-only. */
export function GeneralTab({ form, email, errors, alsoRequired = [], onChange }: GeneralTabProps) {
  return (
    <div className="pc-form-grid">
      <FormField label={text.general.name} hint={text.general.nameHint}>
        {(p) => <input {...p} readOnly value={composeFullName(form)} />}
      </FormField>
      <FormField label={text.general.email}>
        {(p) => <input {...p} readOnly type="email" value={email ?? ''} />}
      </FormField>
      {FIELDS.map(({ field, label, required, type = 'text', autoComplete, maxLength }) => (
        <FormField key={field} label={label} required={required || alsoRequired.includes(field)} error={errors[field]}>
          {(p) => (
            <input
              {...p}
              name={field}
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              value={form[field] ?? ''}
              onChange={(e) => onChange({ ...form, [field]: e.currentTarget.value })}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
