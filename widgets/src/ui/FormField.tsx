import { useId, type ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import { localizeMessage } from '@pathcraft/sdk';

/** What a control inside a FormField spreads on itself: its id and the links to its hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** The control, given its ids: `{(p) => <input {...p} />}`. */
  children: (control: ControlProps) => ReactNode;
}

/** A label, a control, an optional hint and the error under it, tied with aria-describedby. */
export function FormField({ label, error, hint, required, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('pc-form-field', className)}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <span id={hintId} className="pc-form-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="pc-form-field__error">
          {localizeMessage(error)}
        </span>
      ) : null}
    </div>
  );
}

/** A group of checkboxes or radios with one legend and one error. */
export function ChoiceGroup({
  legend,
  error,
  required,
  className,
  children,
}: {
  legend: ReactNode;
  error?: string | undefined;
  required?: boolean;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={cx('pc-form-field pc-choice-group', className)}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {children(errorId)}
      {error ? (
        <span id={errorId} className="pc-form-field__error">
          {localizeMessage(error)}
        </span>
      ) : null}
    </fieldset>
  );
}

/** Focuses the first control marked invalid inside `root`, after the errors rendered. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  setTimeout(
    () =>
      root
        ?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset), fieldset[aria-invalid="true"] input')
        ?.focus(),
    0,
  );
}
