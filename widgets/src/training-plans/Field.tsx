import { useId, type ReactNode } from 'react';
import { text } from './training-plans.messages.ts';

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number';
  multiline?: boolean;
  /** Options of a select; the first, empty one says 'Choose...'. */
  options?: readonly string[];
  maxLength?: number;
  min?: number;
  max?: number;
  autoComplete?: string;
  hint?: ReactNode;
}

/** A labelled input, textarea or select with its error under it (linked by aria-describedby). */
export function Field({
  label,
  value,
  onChange,
  error,
  name,
  type = 'text',
  multiline,
  options,
  maxLength,
  min,
  max,
  autoComplete,
  hint,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-field': name,
  } as const;
  let control: ReactNode;
  if (options)
    control = (
      <select {...common} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{text.chooseOption}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  else if (multiline)
    control = <textarea {...common} rows={3} maxLength={maxLength} onChange={(e) => onChange(e.currentTarget.value)} />;
  else
    control = (
      <input
        {...common}
        type={type}
        maxLength={maxLength}
        min={min}
        max={max}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  return (
    <div className="pc-tp-field">
      <label htmlFor={id}>{label}</label>
      {hint ? <span className="pc-tp-field__hint">{hint}</span> : null}
      {control}
      {error ? (
        <span id={errorId} className="pc-tp-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Focuses the first field with an error inside `form`. */
export function focusFirstError(form: HTMLElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
