import { useState } from 'react';
import { FORM_MAX, sharePlanFormErrors, type SharePlanFormInput } from '@pathcraft/sdk';
import { FormModal, useFieldForm } from './FormModal.tsx';
import { text } from './training-plans.messages.ts';

export interface SharePlanModalProps {
  /** Saves if needed and sends; resolves false on failure (the hook shows the message), and the form can be sent again. */
  onShare: (form: SharePlanFormInput) => Promise<boolean>;
  onClose: () => void;
}

/** pathwaysPrint (docs/rules.md#training-plans): who to send the plan to; every field is required. */
export function SharePlanModal({ onShare, onClose }: SharePlanModalProps) {
  const { form, values, field, check } = useFieldForm<keyof SharePlanFormInput>({
    name: '',
    companyName: '',
    phone: '',
    email: '',
  });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!check(sharePlanFormErrors(values))) return;
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

  return (
    <FormModal
      title={text.sharePlan.title}
      form={form}
      onSubmit={() => void submit()}
      onClose={onClose}
      submitLabel={busy ? text.sharePlan.sending : text.sharePlan.send}
      busy={busy}
    >
      <p className="pc-tp-muted">{text.sharePlan.intro}</p>
      {field('name', text.sharePlan.name, { autoComplete: 'name', maxLength: FORM_MAX.shareName })}
      {field('companyName', text.sharePlan.companyName, {
        autoComplete: 'organization',
        maxLength: FORM_MAX.companyName,
      })}
      {field('phone', text.sharePlan.phone, { type: 'tel', autoComplete: 'tel', maxLength: FORM_MAX.phone })}
      {field('email', text.sharePlan.email, { type: 'email', autoComplete: 'email', maxLength: FORM_MAX.email })}
    </FormModal>
  );
}
