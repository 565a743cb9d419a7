import {
  CERTIFICATE_TYPES,
  createCertificateErrors,
  FORM_MAX,
  type Certificate,
  type CreateCertificateInput,
  webAddressInput,
} from '@pathcraft/sdk';
import { FormModal, useFieldForm } from './FormModal.tsx';
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
  const { form, values, field, check } = useFieldForm(EMPTY);

  const submit = () => {
    const typed = {
      ...values,
      Url: webAddressInput(values.Url),
      OrganizationUrl: webAddressInput(values.OrganizationUrl),
    };
    if (!check(createCertificateErrors(typed))) return;
    const trimmed = Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, v.trim()])) as CreateCertificateInput;
    onCreate(trimmed as Omit<Certificate, 'Id' | 'CertDetailList'>);
  };

  return (
    <FormModal
      title={text.createCertificate.title}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
      className="pc-tp-form--two"
    >
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
    </FormModal>
  );
}
