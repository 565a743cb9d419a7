import { useRef, useState, type FormEvent } from 'react';
import {
  CERTIFICATE_TYPES,
  createCertificateErrors,
  FORM_MAX,
  isValid,
  type Certificate,
  type CreateCertificateInput,
  type FieldErrors,
} from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Field, focusFirstError } from './Field.tsx';
import { text } from './training-plans.messages.ts';

export interface CreateCertificateModalProps {
  onCreate: (cert: Omit<Certificate, 'Id' | 'CertDetailList'>) => void;
  onClose: () => void;
}

const EMPTY: CreateCertificateInput = {
  Name: '',
  Acronym: '',
  Type: '',
  Description: '',
  Url: '',
  Organization: '',
  OrganizationUrl: '',
  OrganizationAddress: '',
};

/** manageCertificate (docs/rules.md#training-plans): every field is required, including the type. */
export function CreateCertificateModal({ onCreate, onClose }: CreateCertificateModalProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof CreateCertificateInput>>({});
  const field = (
    key: keyof CreateCertificateInput,
    label: string,
    extra: { maxLength?: number; type?: 'url'; multiline?: boolean; options?: readonly string[] } = {},
  ) => (
    <Field
      label={label}
      name={key}
      value={values[key]}
      onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
      error={errors[key]}
      {...extra}
    />
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const found = createCertificateErrors(values);
    setErrors(found);
    if (!isValid(found)) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as CreateCertificateInput;
    onCreate(trimmed as Omit<Certificate, 'Id' | 'CertDetailList'>);
  };

  const footer = (
    <>
      <Button onClick={onClose}>{text.cancel}</Button>
      <Button variant="primary" onClick={() => submit()}>
        {text.save}
      </Button>
    </>
  );
  return (
    <Modal open title={text.createCertificate.title} onClose={onClose} footer={footer} size="lg">
      <form ref={form} className="pc-tp-form pc-tp-form--two" onSubmit={submit} noValidate>
        {field('Name', text.createCertificate.name, { maxLength: FORM_MAX.certName })}
        {field('Acronym', text.createCertificate.acronym, { maxLength: FORM_MAX.acronym })}
        {field('Type', text.createCertificate.type, { options: CERTIFICATE_TYPES })}
        {field('Url', text.createCertificate.url, { type: 'url', maxLength: FORM_MAX.url })}
        {field('Description', text.createCertificate.description, {
          multiline: true,
          maxLength: FORM_MAX.certDescription,
        })}
        {field('Organization', text.createCertificate.organization, { maxLength: FORM_MAX.organization })}
        {field('OrganizationUrl', text.createCertificate.organizationUrl, { type: 'url', maxLength: FORM_MAX.url })}
        {field('OrganizationAddress', text.createCertificate.organizationAddress, {
          maxLength: FORM_MAX.organizationAddress,
        })}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
