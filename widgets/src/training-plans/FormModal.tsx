import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { isValid, type FieldErrors } from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Field, focusFirstError, type FieldProps } from './Field.tsx';
import { text } from './training-plans.messages.ts';

/** What a field says beside its value, error and name: its kind, limits and hints. */
export type FieldOptions = Omit<FieldProps, 'label' | 'value' | 'onChange' | 'error' | 'name'>;

/**
 * The values and errors of a form of text fields: `field(key, label, options)` is the Field of
 * one key, `check(errors)` shows a check's errors and focuses the first (true when there is none).
 */
export function useFieldForm<K extends string>(initial: Record<K, string>) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const field = (key: K, label: string, options: FieldOptions = {}) => (
    <Field
      label={label}
      name={key}
      value={values[key]}
      onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
      error={errors[key]}
      {...options}
    />
  );
  const check = (found: FieldErrors<K>) => {
    setErrors(found);
    if (isValid(found)) return true;
    requestAnimationFrame(() => focusFirstError(form.current));
    return false;
  };
  return { form, values, field, check };
}

export interface FormModalProps {
  title: string;
  form: RefObject<HTMLFormElement | null>;
  /** Runs on the primary button and on Enter in a field. */
  onSubmit: () => void;
  onClose: () => void;
  /** The primary button's label (Save unless said). */
  submitLabel?: string;
  /** While the form is being sent: the primary button is disabled and says so. */
  busy?: boolean;
  size?: 'md' | 'lg';
  /** Extra class on the form (e.g. two columns). */
  className?: string;
  children: ReactNode;
}

/** A dialog holding one form: Cancel and a primary button that submits it (Enter does too). */
export function FormModal({
  title,
  form,
  onSubmit,
  onClose,
  submitLabel = text.save,
  busy = false,
  size,
  className,
  children,
}: FormModalProps) {
  /**
   * Set by a submit until the form renders again: `busy` (or the dialog closing) only stops what
   * comes after that render, so a second click or Enter in the same moment would send it twice.
   */
  const submitted = useRef(false);
  useEffect(() => {
    submitted.current = false;
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || submitted.current) return;
    submitted.current = true;
    onSubmit();
  };
  const footer = (
    <>
      <Button onClick={onClose}>{text.cancel}</Button>
      <Button variant="primary" disabled={busy} aria-busy={busy} onClick={() => submit()}>
        {submitLabel}
      </Button>
    </>
  );
  return (
    <Modal open title={title} onClose={onClose} footer={footer} size={size}>
      <form ref={form} className={className ? `pc-tp-form ${className}` : 'pc-tp-form'} onSubmit={submit} noValidate>
        {children}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
