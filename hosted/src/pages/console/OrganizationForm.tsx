import { ORG_TYPES, orgVocabulary } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { ConfirmDialog } from '@pathcraft/widgets/ui/ConfirmDialog.tsx';
import { FormField, focusFirstInvalid } from '@pathcraft/widgets/ui/FormField.tsx';
import { Modal } from '@pathcraft/widgets/ui/Modal.tsx';
import { LoadingOverlay } from '@pathcraft/widgets/ui/Spinner.tsx';
import { useToast } from '@pathcraft/widgets/ui/Toast.tsx';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { api } from '../../session.ts';
import { AuditHistory } from './AuditHistory.tsx';
import { ImageField } from './ImageField.tsx';
import { checkOrgRecord, EMPTY_ORG_FORM, IMAGE_FIELDS, type ImageFieldName, ORG_TYPE_LABELS, orgChanges, type OrgForm, slugFromName, toOrgForm, toOrgRecord } from './organization-form.ts';
import { useSubmitOnce } from './use-submit-once.ts';

const IMAGE_LABELS: Record<ImageFieldName, string> = {
  orgLogo: 'Logo',
  appleTouchIcon: 'Apple touch icon',
  androidIconSmall: 'Android icon (small)',
  androidIconLarge: 'Android icon (large)',
};

const vocabularyText = (orgType: string) => {
  const v = orgVocabulary(orgType);
  return `${v.location}, ${v.teacher} and ${v.student}`;
};

/** Creates (orgId null) or edits an organization through the data-access API, in a modal. */
export function OrganizationForm({ orgId, onClose, onSaved }: { orgId: string | null; onClose: () => void; onSaved: () => void }) {
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

  const set = <K extends keyof OrgForm>(key: K, value: OrgForm[K]) => setForm((f) => ({ ...f, [key]: value, ...(key === 'name' && !slugTouched ? { slug: slugFromName(String(value)) } : {}) }));

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
        toast.success(orgId ? 'Organization saved.' : 'Organization created.');
        onSaved();
      } catch (err) {
        setProblem((err as Error).message);
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
      <Button onClick={onClose}>Cancel</Button>
      <Button variant="primary" type="submit" form={formId} disabled={busy || !loaded} aria-busy={busy}>
        {busy ? 'Saving...' : 'Save'}
      </Button>
    </>
  );

  return (
    <>
      <Modal open title={orgId ? 'Edit organization' : 'New organization'} onClose={onClose} footer={footer} size="lg">
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
              <FormField label="Name" required error={errors.name}>
                {(p) => <input {...p} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} maxLength={200} />}
              </FormField>
              <FormField label="Slug" required error={errors.slug} hint="In addresses: lower-case letters, digits and dashes.">
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
              <FormField label="Type" error={errors.orgType}>
                {(p) => (
                  <select {...p} value={form.orgType} onChange={(e) => set('orgType', e.currentTarget.value)}>
                    {ORG_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {ORG_TYPE_LABELS[t]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label="Plan" error={errors.plan}>
                {(p) => (
                  <select {...p} value={form.plan} onChange={(e) => set('plan', e.currentTarget.value)}>
                    <option value="free">Free</option>
                    <option value="pro">Pro</option>
                  </select>
                )}
              </FormField>
            </div>
            <p className="vocabulary" data-testid="org-vocabulary" aria-live="polite">
              People are called {vocabularyText(form.orgType)}.
            </p>
            <fieldset className="pc-form-grid">
              <label className="pc-check">
                <input type="checkbox" checked={form.showOrgName} onChange={(e) => set('showOrgName', e.currentTarget.checked)} />
                Show the organization name beside the logo
              </label>
              <label className="pc-check">
                <input type="checkbox" checked={form.restrictRegister} onChange={(e) => set('restrictRegister', e.currentTarget.checked)} />
                Restrict registration
              </label>
            </fieldset>
            <h3>Logo and icons</h3>
            {IMAGE_FIELDS.map((field) => (
              <ImageField
                key={field}
                label={IMAGE_LABELS[field]}
                url={form[field]}
                file={files[field] ?? null}
                error={errors[field]}
                onUrl={(url) => set(field, url)}
                onFile={(file) => setFiles((f) => ({ ...f, [field]: file ?? undefined }))}
              />
            ))}
            <h3>Courses and legal pages</h3>
            <div className="pc-form-grid">
              <FormField label="Course group ids" error={errors.courseGroupIds} hint="Separate ids with commas." className="pc-form-grid--wide">
                {(p) => <input {...p} value={form.courseGroupIds} onChange={(e) => set('courseGroupIds', e.currentTarget.value)} />}
              </FormField>
              <FormField label="Privacy policy link" error={errors.privacyPolicy}>
                {(p) => <input {...p} type="url" inputMode="url" value={form.privacyPolicy} onChange={(e) => set('privacyPolicy', e.currentTarget.value)} />}
              </FormField>
              <FormField label="Terms of service link" error={errors.tos}>
                {(p) => <input {...p} type="url" inputMode="url" value={form.tos} onChange={(e) => set('tos', e.currentTarget.value)} />}
              </FormField>
            </div>
          </form>
        )}
        {orgId && loaded ? <AuditHistory views={[{ label: 'Everything in this organization', query: { orgId, filters: [] } }]} /> : null}
      </Modal>
      <ConfirmDialog
        open={confirmType}
        title="Change the organization type?"
        text={`People in ${form.name || 'this organization'} will be called ${vocabularyText(form.orgType)} instead of ${vocabularyText(saved.current.form.orgType)}.`}
        primaryText="Change type"
        onPrimary={async () => {
          await save();
          setConfirmType(false);
        }}
        onSecondary={() => setConfirmType(false)}
      />
    </>
  );
}
