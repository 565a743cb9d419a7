import { ORG_TYPES, orgVocabulary } from '@pathcraft/sdk';
import {
  Button,
  ConfirmDialog,
  FormField,
  focusFirstInvalid,
  Modal,
  LoadingOverlay,
  useToast,
} from '@pathcraft/widgets/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { api } from '../../../session.ts';
import { AuditHistory } from '../parts/AuditHistory.tsx';
import { text } from '../parts/console.messages.ts';
import { fieldErrorsOf } from '../parts/field-errors.ts';
import { ImageField } from '../parts/ImageField.tsx';
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
import { useSubmitOnce } from '../parts/use-submit-once.ts';

const vocabularyText = (orgType: string) => {
  const v = orgVocabulary(orgType);
  return text.organizationForm.vocabulary(v.location, v.teacher, v.student);
};

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
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(orgId === null);
  // What the server holds: the base of "what changed". After a create it is the created record,
  // so a retry (say, the logo upload failed) updates that record instead of creating another.
  const saved = useRef<{ id: string | null; form: OrgForm }>({ id: orgId, form: EMPTY_ORG_FORM });
  const [form, setForm] = useState<OrgForm>(EMPTY_ORG_FORM);
  const [files, setFiles] = useState<Partial<Record<ImageFieldName, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<keyof OrgForm, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [slugTouched, setSlugTouched] = useState(orgId !== null);
  const [confirmType, setConfirmType] = useState(false);

  useEffect(() => {
    if (!orgId) return;
    api.organizations
      .lookup({ id: orgId })
      .then((row) => {
        const loadedForm = toOrgForm(row);
        saved.current = { id: orgId, form: loadedForm };
        setForm(loadedForm);
        setLoaded(true);
      })
      .catch((err: Error) => setLoadError(err.message));
  }, [orgId]);

  const set = <K extends keyof OrgForm>(key: K, value: OrgForm[K]) =>
    setForm((f) => ({
      ...f,
      [key]: value,
      ...(key === 'name' && !slugTouched ? { slug: slugFromName(String(value)) } : {}),
    }));

  const save = () =>
    run(async () => {
      setProblem(null);
      const record = toOrgRecord(form);
      const found = checkOrgRecord(record);
      setErrors(found);
      if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
      try {
        let changes: Record<string, unknown>;
        if (!saved.current.id) {
          const pending = Object.fromEntries(Object.entries(record).filter(([key]) => !files[key as ImageFieldName]));
          const created = await api.create<Record<string, unknown>>('organizations', pending);
          saved.current = { id: created.docId, form: toOrgForm(created.item) };
          changes = {};
        } else changes = orgChanges(saved.current.form, form);
        const id = saved.current.id!;
        for (const field of IMAGE_FIELDS) {
          const file = files[field];
          if (file) changes[field] = (await api.files.upload(file, { organizationId: id, prefix: 'public' })).url;
        }
        if (Object.keys(changes).length) await api.update('organizations', { id, ...changes });
        toast.success(orgId ? text.organizationForm.saved : text.organizationForm.created);
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
    void save();
  };

  const footer = (
    <>
      <Button onClick={onClose}>{text.common.cancel}</Button>
      <Button variant="primary" type="submit" form={formId} disabled={busy || !loaded} aria-busy={busy}>
        {busy ? text.common.saving : text.common.save}
      </Button>
    </>
  );

  return (
    <>
      <Modal
        open
        title={orgId ? text.organizationForm.editTitle : text.organizationForm.newTitle}
        onClose={onClose}
        footer={footer}
        size="lg"
      >
        {loadError ? (
          <p className="pc-notice pc-notice--error" role="alert">
            {loadError}
          </p>
        ) : !loaded ? (
          <LoadingOverlay mode="inline" />
        ) : (
          <form id={formId} ref={formRef} className="console-form" onSubmit={submit} noValidate>
            {problem ? (
              <p className="pc-notice pc-notice--error" role="alert">
                {problem}
              </p>
            ) : null}
            <div className="pc-form-grid">
              <FormField label={text.common.name} required error={errors.name}>
                {(p) => (
                  <input
                    {...p}
                    value={form.name}
                    onChange={(e) => set('name', e.currentTarget.value)}
                    maxLength={200}
                  />
                )}
              </FormField>
              <FormField
                label={text.organizationForm.slug}
                required
                error={errors.slug}
                hint={text.organizationForm.slugHint}
              >
                {(p) => (
                  <input
                    {...p}
                    value={form.slug}
                    onChange={(e) => {
                      setSlugTouched(true);
                      set('slug', e.currentTarget.value);
                    }}
                    maxLength={64}
                  />
                )}
              </FormField>
              <FormField label={text.organizationForm.type} error={errors.orgType}>
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
              <FormField label={text.organizationForm.plan} error={errors.plan}>
                {(p) => (
                  <select {...p} value={form.plan} onChange={(e) => set('plan', e.currentTarget.value)}>
                    <option value="free">{text.organizations.plans.free}</option>
                    <option value="pro">{text.organizations.plans.pro}</option>
                  </select>
                )}
              </FormField>
            </div>
            <p className="vocabulary" data-testid="org-vocabulary" aria-live="polite">
              {text.organizationForm.peopleCalled(vocabularyText(form.orgType))}
            </p>
            <fieldset className="pc-form-grid">
              <label className="pc-check">
                <input
                  type="checkbox"
                  checked={form.showOrgName}
                  onChange={(e) => set('showOrgName', e.currentTarget.checked)}
                />
                {text.organizationForm.showOrgName}
              </label>
              <label className="pc-check">
                <input
                  type="checkbox"
                  checked={form.restrictRegister}
                  onChange={(e) => set('restrictRegister', e.currentTarget.checked)}
                />
                {text.organizationForm.restrictRegister}
              </label>
            </fieldset>
            <h3>{text.organizationForm.logoAndIcons}</h3>
            {IMAGE_FIELDS.map((field) => (
              <ImageField
                key={field}
                label={text.organizationForm.imageLabels[field]}
                url={form[field]}
                file={files[field] ?? null}
                error={errors[field]}
                onUrl={(url) => set(field, url)}
                onFile={(file) => setFiles((f) => ({ ...f, [field]: file ?? undefined }))}
              />
            ))}
            <h3>{text.organizationForm.coursesAndLegal}</h3>
            <div className="pc-form-grid">
              <FormField
                label={text.organizationForm.courseGroupIds}
                error={errors.courseGroupIds}
                hint={text.common.separateIds}
                className="pc-form-grid--wide"
              >
                {(p) => (
                  <input
                    {...p}
                    value={form.courseGroupIds}
                    onChange={(e) => set('courseGroupIds', e.currentTarget.value)}
                  />
                )}
              </FormField>
              <FormField label={text.organizationForm.privacyPolicy} error={errors.privacyPolicy}>
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
              <FormField label={text.organizationForm.tos} error={errors.tos}>
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
          </form>
        )}
        {orgId && loaded ? (
          <AuditHistory views={[{ label: text.organizationForm.auditEverything, query: { orgId, filters: [] } }]} />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={confirmType}
        title={text.organizationForm.changeTypeTitle}
        text={text.organizationForm.changeTypeText(
          form.name,
          vocabularyText(form.orgType),
          vocabularyText(saved.current.form.orgType),
        )}
        primaryText={text.organizationForm.changeType}
        onPrimary={async () => {
          await save();
          setConfirmType(false);
        }}
        onSecondary={() => setConfirmType(false)}
      />
    </>
  );
}
