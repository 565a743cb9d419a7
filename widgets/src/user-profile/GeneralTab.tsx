import { composeFullName, type UserDetailsErrors, type UserDetailsInput } from '@pathcraft/sdk';
import { FormField } from '../ui/FormField.tsx';

export interface GeneralTabProps {
  form: UserDetailsInput;
  email: string | null;
  errors: UserDetailsErrors;
  onChange: (form: UserDetailsInput) => void;
}

type TextField = keyof UserDetailsInput;
const FIELDS: { field: TextField; label: string; required?: boolean; type?: string; autoComplete: string; maxLength: number }[] = [
  { field: 'firstName', label: 'First name', required: true, autoComplete: 'given-name', maxLength: 100 },
  { field: 'middleName', label: 'Middle name', autoComplete: 'additional-name', maxLength: 100 },
  { field: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name', maxLength: 100 },
  { field: 'suffix', label: 'Suffix', autoComplete: 'honorific-suffix', maxLength: 20 },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
  { field: 'phoneExt', label: 'Extension', autoComplete: 'tel-extension', maxLength: 10 },
  { field: 'mobilePhone', label: 'Mobile phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
];

/** Names and phones; the full name (composed) and the e-mail are shown read-only. */
export function GeneralTab({ form, email, errors, onChange }: GeneralTabProps) {
  return (
    <div className="pc-form-grid">
      <FormField label="Name" hint="Composed from the names below.">
        {(p) => <input {...p} readOnly value={composeFullName(form)} />}
      </FormField>
      <FormField label="E-mail">{(p) => <input {...p} readOnly type="email" value={email ?? ''} />}</FormField>
      {FIELDS.map(({ field, label, required, type = 'text', autoComplete, maxLength }) => (
        <FormField key={field} label={label} required={required} error={errors[field]}>
          {(p) => <input {...p} name={field} type={type} autoComplete={autoComplete} maxLength={maxLength} value={form[field] ?? ''} onChange={(e) => onChange({ ...form, [field]: e.currentTarget.value })} />}
        </FormField>
      ))}
    </div>
  );
}
