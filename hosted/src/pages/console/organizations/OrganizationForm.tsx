import { ORG_TYPES } from '@pathcraft/sdk';
import { ConfirmDialog, FormField, focusFirstInvalid, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../../session.ts';
import { AuditHistory } from '../parts/AuditHistory.tsx';
import { Check } from '../parts/Check.tsx';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';
import { fieldErrorsOf } from '../parts/field-errors.ts';
import { FormModal } from '../parts/FormModal.tsx';
import { ImageField } from '../parts/ImageField.tsx';
import type { SaveSteps } from '../parts/save-record.ts';
import { useRecordForm } from '../parts/use-record-form.ts';
import { useSubmitOnce } from '../parts/use-submit-once.ts';
import {
  checkOrgRecord,
  EMPTY_ORG_FORM,
  IMAGE_FIELDS,
  type ImageFieldName,
  orgChanges,
  type OrgForm,
  slugFromName,
  toOrgForm,
  toOrgRecord,
} from './organization-form.ts';

type Files = Partial<Record<ImageFieldName, File>>;
type Errors = Partial<Record<keyof OrgForm, string>>;

const vocabularyText = (orgType: string) =>
  formText.organizationForm.vocabulary(
    text.common.orgWord('location', orgType),
    text.common.orgWord('teacher', orgType),
    text.common.orgWord('student', orgType),
  );

/**
 * How an organization is saved: created without the images still to upload, then the uploads'
 * addresses and the changed fields sent as one update.
 */
function organizationSaveSteps(files: Files): SaveSteps<OrgForm> {
  return {
    create: async (form) => {
      const record = toOrgRecord(form);
      const pending = Object.fromEntries(Object.entries(record).filter(([key]) => !files[key as ImageFieldName]));
      const created = await api.create<Record<string, unknown>>('organizations', pending);
      return { id: created.docId, form: toOrgForm(created.item) };
    },
    changes: async (base, form, justCreated) => {
      const changes = justCreated ? {} : orgChanges(base.form, form);
      for (const field of IMAGE_FIELDS) {
        const file = files[field];
        if (file) changes[field] = (await api.files.upload(file, { organizationId: base.id, prefix: 'public' })).url;
      }
      return changes;
    },
    update: async (id, changes) =>
      toOrgForm(await api.update<Record<string, unknown>>('organizations', { id, ...changes })),
    read: async (id) => toOrgForm(await api.organizations.lookup({ id })),
    diff: orgChanges,
  };
}

/** Creates (orgId null) or edits an organization through the data-access API, in a modal. */
export function OrganizationForm({
  orgId,
  onClose,
  onSaved,
}: {
  orgId: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  // After a create, `saved` is the created record, so a retry (say, the logo upload failed) updates it.
  const { form, setForm, saved, loaded, loadError, save } = useRecordForm({
    table: 'organizations',
    id: orgId,
    empty: EMPTY_ORG_FORM,
    load: (id) => api.organizations.lookup({ id }),
    toForm: toOrgForm,
  });
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [slugTouched, setSlugTouched] = useState(orgId !== null);
  const [confirmType, setConfirmType] = useState(false);

  const set = <K extends keyof OrgForm>(key: K, value: OrgForm[K]) =>
    setForm((f) => ({
      ...f,
      [key]: value,
      ...(key === 'name' && !slugTouched ? { slug: slugFromName(String(value)) } : {}),
    }));

  const saveNow = () =>
    run(async () => {
      setProblem(null);
      const found = checkOrgRecord(toOrgRecord(form));
      setErrors(found);
      if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
      try {
        await save(organizationSaveSteps(files), form);
        toast.success(orgId ? formText.organizationForm.saved : formText.organizationForm.created);
        onSaved();
      } catch (err) {
        // A slug already taken (409) is shown at the slug.
        const { fields, rest } = fieldErrorsOf(err, Object.keys(form));
        setErrors(fields);
        setProblem(rest);
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // A new type renames everyone in the organization: confirm it first.
    if (orgId && form.orgType !== saved.current.form.orgType) return setConfirmType(true);
    void saveNow();
  };

  return (
    <>
      <FormModal
        title={orgId ? formText.organizationForm.editTitle : formText.organizationForm.newTitle}
        size="lg"
        onClose={onClose}
        busy={busy}
        problem={problem}
        formRef={formRef}
        onSubmit={submit}
        loading={!loaded}
        loadError={loadError}
        after={
          orgId ? (
            <AuditHistory
              views={[{ label: formText.organizationForm.auditEverything, query: { orgId, filters: [] } }]}
            />
          ) : null
        }
      >
        <OrganizationFields
          form={form}
          set={set}
          errors={errors}
          files={files}
          setFiles={setFiles}
          onSlugTyped={() => setSlugTouched(true)}
        />
      </FormModal>
      <ConfirmDialog
        open={confirmType}
        title={formText.organizationForm.changeTypeTitle}
        text={formText.organizationForm.changeTypeText(
          form.name,
          vocabularyText(form.orgType),
          vocabularyText(saved.current.form.orgType),
        )}
        primaryText={formText.organizationForm.changeType}
        onPrimary={async () => {
          await saveNow();
          setConfirmType(false);
        }}
        onSecondary={() => setConfirmType(false)}
      />
    </>
  );
}

/** The organization dialog's fields. */
function OrganizationFields({
  form,
  set,
  errors,
  files,
  setFiles,
  onSlugTyped,
}: {
  form: OrgForm;
  set: <K extends keyof OrgForm>(key: K, value: OrgForm[K]) => void;
  errors: Errors;
  files: Files;
  setFiles: (change: (files: Files) => Files) => void;
  onSlugTyped: () => void;
}) {
  return (
    <>
      <div className="pc-form-grid">
        <FormField label={text.common.name} required error={errors.name}>
          {(p) => (
            <input {...p} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} maxLength={200} />
          )}
        </FormField>
        <FormField
          label={formText.organizationForm.slug}
          required
          error={errors.slug}
          hint={formText.organizationForm.slugHint}
        >
          {(p) => (
            <input
              {...p}
              value={form.slug}
              onChange={(e) => {
                onSlugTyped();
                set('slug', e.currentTarget.value);
              }}
              maxLength={64}
            />
          )}
        </FormField>
        <FormField label={formText.organizationForm.type} error={errors.orgType}>
          {(p) => (
            <select {...p} value={form.orgType} onChange={(e) => set('orgType', e.currentTarget.value)}>
              {ORG_TYPES.map((t) => (
                <option key={t} value={t}>
                  {text.organizations.types[t]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={formText.organizationForm.plan} error={errors.plan}>
          {(p) => (
            <select {...p} value={form.plan} onChange={(e) => set('plan', e.currentTarget.value)}>
              <option value="free">{text.organizations.plans.free}</option>
              <option value="pro">{text.organizations.plans.pro}</option>
            </select>
          )}
        </FormField>
      </div>
      <p className="vocabulary" data-testid="org-vocabulary" aria-live="polite">
        {formText.organizationForm.peopleCalled(vocabularyText(form.orgType))}
      </p>
      <fieldset className="pc-form-grid">
        <Check checked={form.showOrgName} onChange={(checked) => set('showOrgName', checked)}>
          {formText.organizationForm.showOrgName}
        </Check>
        <Check checked={form.restrictRegister} onChange={(checked) => set('restrictRegister', checked)}>
          {formText.organizationForm.restrictRegister}
        </Check>
      </fieldset>
      <h3>{formText.organizationForm.logoAndIcons}</h3>
      {IMAGE_FIELDS.map((field) => (
        <ImageField
          key={field}
          label={formText.organizationForm.imageLabels[field]}
          url={form[field]}
          file={files[field] ?? null}
          error={errors[field]}
          onUrl={(url) => set(field, url)}
          onFile={(file) => setFiles((f) => ({ ...f, [field]: file ?? undefined }))}
        />
      ))}
      <h3>{formText.organizationForm.coursesAndLegal}</h3>
      <div className="pc-form-grid">
        <FormField
          label={formText.organizationForm.courseGroupIds}
          error={errors.courseGroupIds}
          hint={text.common.separateIds}
          className="pc-form-grid--wide"
        >
          {(p) => (
            <input {...p} value={form.courseGroupIds} onChange={(e) => set('courseGroupIds', e.currentTarget.value)} />
          )}
        </FormField>
        <FormField label={formText.organizationForm.privacyPolicy} error={errors.privacyPolicy}>
          {(p) => (
            <input
              {...p}
              type="url"
              inputMode="url"
              value={form.privacyPolicy}
              onChange={(e) => set('privacyPolicy', e.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField label={formText.organizationForm.tos} error={errors.tos}>
          {(p) => (
            <input
              {...p}
              type="url"
              inputMode="url"
              value={form.tos}
              onChange={(e) => set('tos', e.currentTarget.value)}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
