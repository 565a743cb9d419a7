import { useRef, useState, type FormEvent } from 'react';
import { CERTIFICATE_TYPES, createCertificateErrors, FORM_MAX, isValid, type Certificate, type CreateCertificateInput, type FieldErrors } from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Field, focusFirstError } from './Field.tsx';

export const CREATE_CERTIFICATE_TITLE = 'Create Certificate';

export interface CreateCertificateModalProps {
  onCreate: (cert: Omit<Certificate, 'Id' | 'CertDetailList'>) => void;
  onClose: () => void;
}

const EMPTY: CreateCertificateInput = { Name: '', Acronym: '', Type: '', Description: '', Url: '', Organization: '', OrganizationUrl: '', OrganizationAddress: '' };

/** manageCertificate (001 §2, §5): every field is required, including the type. */
export function CreateCertificateModal({ onCreate, onClose }: CreateCertificateModalProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof CreateCertificateInput>>({});
  const field = (key: keyof CreateCertificateInput, label: string, extra: { maxLength?: number; type?: 'url'; multiline?: boolean; options?: readonly string[] } = {}) => (
    <Field label={label} name={key} value={values[key]} onChange={(value) => setValues((v) => ({ ...v, [key]: value }))} error={errors[key]} {...extra} />
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
      <Button onClick={onClose}>Cancel</Button>
      <Button variant="primary" onClick={() => submit()}>
        Save
      </Button>
    </>
  );
  return (
    <Modal open title={CREATE_CERTIFICATE_TITLE} onClose={onClose} footer={footer} size="lg">
      <form ref={form} className="pc-tp-form pc-tp-form--two" onSubmit={submit} noValidate>
        {field('Name', 'Name', { maxLength: FORM_MAX.certName })}
        {field('Acronym', 'Acronym', { maxLength: FORM_MAX.acronym })}
        {field('Type', 'Type', { options: CERTIFICATE_TYPES })}
        {field('Url', 'Web address', { type: 'url', maxLength: FORM_MAX.url })}
        {field('Description', 'Description', { multiline: true, maxLength: FORM_MAX.certDescription })}
        {field('Organization', 'Organization', { maxLength: FORM_MAX.organization })}
        {field('OrganizationUrl', 'Organization web address', { type: 'url', maxLength: FORM_MAX.url })}
        {field('OrganizationAddress', 'Organization address', { maxLength: FORM_MAX.organizationAddress })}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
