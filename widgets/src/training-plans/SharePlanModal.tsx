import { useRef, useState, type FormEvent } from 'react';
import { FORM_MAX, isValid, sharePlanFormErrors, type FieldErrors, type SharePlanFormInput } from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Field, focusFirstError } from './Field.tsx';
import { text } from './training-plans.messages.ts';

export interface SharePlanModalProps {
  /** Saves if needed and sends; resolves false on failure (the hook shows the message), and the form can be sent again. */
  onShare: (form: SharePlanFormInput) => Promise<boolean>;
  onClose: () => void;
}

/** pathwaysPrint (docs/rules.md#training-plans): who to send the plan to; every field is required. */
export function SharePlanModal({ onShare, onClose }: SharePlanModalProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SharePlanFormInput>({ name: '', companyName: '', phone: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof SharePlanFormInput>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof SharePlanFormInput) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const found = sharePlanFormErrors(values);
    setErrors(found);
    if (!isValid(found)) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setBusy(true);
    const sent = await onShare({
      name: values.name.trim(),
      companyName: values.companyName.trim(),
      phone: values.phone.trim(),
      email: values.email,
    });
    // On success the dialog is gone; on failure the loading state resets (docs/rules.md#training-plans).
    if (!sent) setBusy(false);
  };

  const footer = (
    <>
      <Button onClick={onClose}>{text.cancel}</Button>
      <Button variant="primary" disabled={busy} aria-busy={busy} onClick={() => void submit()}>
        {busy ? text.sharePlan.sending : text.sharePlan.send}
      </Button>
    </>
  );
  return (
    <Modal open title={text.sharePlan.title} onClose={onClose} footer={footer}>
      <form ref={form} className="pc-tp-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="pc-tp-muted">{text.sharePlan.intro}</p>
        <Field
          label={text.sharePlan.name}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          maxLength={FORM_MAX.shareName}
        />
        <Field
          label={text.sharePlan.companyName}
          name="companyName"
          autoComplete="organization"
          value={values.companyName}
          onChange={set('companyName')}
          error={errors.companyName}
          maxLength={FORM_MAX.companyName}
        />
        <Field
          label={text.sharePlan.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          maxLength={FORM_MAX.phone}
        />
        <Field
          label={text.sharePlan.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          maxLength={FORM_MAX.email}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
