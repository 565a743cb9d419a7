import { FormField } from '@pathcraft/widgets/ui';

/** A labelled one-line text input (200 characters unless said), with its error under it. */
export function TextField({
  label,
  value,
  onChange,
  required,
  error,
  maxLength = 200,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  maxLength?: number;
}) {
  return (
    <FormField label={label} required={required} error={error}>
      {(p) => <input {...p} value={value} maxLength={maxLength} onChange={(e) => onChange(e.currentTarget.value)} />}
    </FormField>
  );
}
