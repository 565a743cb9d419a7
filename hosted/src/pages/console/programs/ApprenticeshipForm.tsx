import { apprenticeshipDatesProblem, ZApprenticeship } from '@pathcraft/sdk';
import { Button, FormField, focusFirstInvalid, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../../session.ts';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';
import { fieldErrorsOf } from '../parts/field-errors.ts';
import { useList } from '../parts/use-list.ts';
import { useSubmitOnce } from '../parts/use-submit-once.ts';

export interface ApprenticeshipRecord {
  id: string;
  orgId: string;
  title: string;
  occupationName: string | null;
  occupationONetCode: string | null;
  rapidsCode: string | null;
  ojtHours: number | null;
  instructionHours: number | null;
  startDate: string | null;
  expectedEndDate: string | null;
  instructionProviderId: string | null;
  employerProfileId: string | null;
  locationId: string | null;
  /** Edited in the Related instruction tab (InstructionClassesPanel), not by this form. */
  instructionClasses: { courseId: string; hours: number }[] | null;
}

type Form = Record<
  | 'title'
  | 'occupationName'
  | 'occupationONetCode'
  | 'rapidsCode'
  | 'ojtHours'
  | 'instructionHours'
  | 'startDate'
  | 'expectedEndDate'
  | 'instructionProviderId'
  | 'employerProfileId'
  | 'locationId',
  string
>;

const formOf = (a: ApprenticeshipRecord | null): Form => ({
  title: a?.title ?? '',
  occupationName: a?.occupationName ?? '',
  occupationONetCode: a?.occupationONetCode ?? '',
  rapidsCode: a?.rapidsCode ?? '',
  ojtHours: a?.ojtHours?.toString() ?? '',
  instructionHours: a?.instructionHours?.toString() ?? '',
  startDate: a?.startDate ?? '',
  expectedEndDate: a?.expectedEndDate ?? '',
  instructionProviderId: a?.instructionProviderId ?? '',
  employerProfileId: a?.employerProfileId ?? '',
  locationId: a?.locationId ?? '',
});

const HOURS = new Set(['ojtHours', 'instructionHours']);

/** The record the data API takes: blanks as null, hours as whole numbers (a non-number is left for the schema to refuse). */
function recordOf(form: Form): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(form).map(([k, v]) => {
      const trimmed = v.trim();
      if (!trimmed) return [k, k === 'title' ? '' : null];
      return [k, HOURS.has(k) ? (/^\d+$/.test(trimmed) ? Number(trimmed) : trimmed) : trimmed];
    }),
  );
}

/** Creates (apprenticeship null) or edits an apprenticeship; the sdk schema checks it before it is sent, the server again. */
export function ApprenticeshipForm({
  orgId,
  apprenticeship,
  onSaved,
}: {
  orgId: string;
  apprenticeship: ApprenticeshipRecord | null;
  onSaved: (saved: ApprenticeshipRecord, created: boolean) => void;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  // After a create, a second Save updates the record it made instead of making another.
  const saved = useRef<ApprenticeshipRecord | null>(apprenticeship);
  const [form, setForm] = useState<Form>(formOf(apprenticeship));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const providers = useList<{ id: string; name: string }>('instructionProviders', {
    orgId,
    select: ['id', 'name'],
    limit: 500,
  });
  const employers = useList<{ id: string; name: string }>('employerProfiles', {
    orgId,
    select: ['id', 'name'],
    limit: 500,
  });
  const locations = useList<{ id: string; name: string }>('locations', { orgId, select: ['id', 'name'], limit: 500 });
  const set = (key: keyof Form, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      const record = { orgId, ...recordOf(form) };
      const checked = ZApprenticeship.safeParse(record);
      const found: Partial<Record<keyof Form, string>> = {};
      for (const issue of checked.error?.issues ?? []) {
        const key = issue.path[0] as keyof Form;
        found[key] ??= HOURS.has(key) ? formText.apprenticeshipForm.wholeHours : issue.message;
      }
      const dates = apprenticeshipDatesProblem({
        startDate: form.startDate || null,
        expectedEndDate: form.expectedEndDate || null,
      });
      if (dates) found[dates.field] ??= dates.message;
      setErrors(found);
      if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
      try {
        const before = saved.current;
        let item: ApprenticeshipRecord;
        if (!before) item = (await api.create<ApprenticeshipRecord>('apprenticeships', record)).item;
        else {
          const was = recordOf(formOf(before));
          const changes = Object.fromEntries(
            Object.entries(recordOf(form)).filter(([k, v]) => JSON.stringify(was[k]) !== JSON.stringify(v)),
          );
          item = Object.keys(changes).length
            ? await api.update<ApprenticeshipRecord>('apprenticeships', { id: before.id, ...changes })
            : before;
        }
        saved.current = item;
        toast.success(before ? formText.apprenticeshipForm.saved : formText.apprenticeshipForm.created);
        onSaved(item, !before);
      } catch (err) {
        const { fields, rest } = fieldErrorsOf(err, Object.keys(form));
        setErrors(fields);
        setProblem(rest);
      }
    });
  };

  const options = (rows: { id: string; name: string }[] | undefined) =>
    [
      <option key="" value="">
        {text.common.none}
      </option>,
    ].concat(
      (rows ?? []).map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      )),
    );

  return (
    <form
      ref={formRef}
      className="console-form"
      onSubmit={submit}
      noValidate
      aria-label={apprenticeship ? formText.apprenticeshipForm.detailsLabel : formText.apprenticeshipForm.newLabel}
    >
      {problem ? (
        <p className="pc-notice pc-notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="pc-form-grid">
        <FormField label={text.common.title} required error={errors.title} className="pc-form-grid--wide">
          {(p) => (
            <input {...p} value={form.title} onChange={(e) => set('title', e.currentTarget.value)} maxLength={200} />
          )}
        </FormField>
        <FormField label={text.common.occupation} error={errors.occupationName}>
          {(p) => (
            <input
              {...p}
              value={form.occupationName}
              onChange={(e) => set('occupationName', e.currentTarget.value)}
              maxLength={200}
            />
          )}
        </FormField>
        <FormField
          label={formText.apprenticeshipForm.onetCode}
          error={errors.occupationONetCode}
          hint={formText.apprenticeshipForm.onetHint}
        >
          {(p) => (
            <input
              {...p}
              value={form.occupationONetCode}
              onChange={(e) => set('occupationONetCode', e.currentTarget.value)}
              maxLength={10}
            />
          )}
        </FormField>
        <FormField label={formText.apprenticeshipForm.rapidsCode} error={errors.rapidsCode}>
          {(p) => (
            <input
              {...p}
              value={form.rapidsCode}
              onChange={(e) => set('rapidsCode', e.currentTarget.value)}
              maxLength={20}
            />
          )}
        </FormField>
        <FormField label={formText.apprenticeshipForm.ojtHours} error={errors.ojtHours}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={form.ojtHours}
              onChange={(e) => set('ojtHours', e.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField label={formText.apprenticeshipForm.instructionHours} error={errors.instructionHours}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={form.instructionHours}
              onChange={(e) => set('instructionHours', e.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField label={formText.apprenticeshipForm.startDate} error={errors.startDate}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={form.startDate}
              onChange={(e) => set('startDate', e.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField label={formText.apprenticeshipForm.expectedEndDate} error={errors.expectedEndDate}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={form.expectedEndDate}
              onChange={(e) => set('expectedEndDate', e.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField label={formText.apprenticeshipForm.instructionProvider} error={errors.instructionProviderId}>
          {(p) => (
            <select
              {...p}
              value={form.instructionProviderId}
              onChange={(e) => set('instructionProviderId', e.currentTarget.value)}
            >
              {options(providers.data?.items)}
            </select>
          )}
        </FormField>
        <FormField label={formText.apprenticeshipForm.employerProfile} error={errors.employerProfileId}>
          {(p) => (
            <select
              {...p}
              value={form.employerProfileId}
              onChange={(e) => set('employerProfileId', e.currentTarget.value)}
            >
              {options(employers.data?.items)}
            </select>
          )}
        </FormField>
        <FormField label={text.common.location} error={errors.locationId}>
          {(p) => (
            <select {...p} value={form.locationId} onChange={(e) => set('locationId', e.currentTarget.value)}>
              {options(locations.data?.items)}
            </select>
          )}
        </FormField>
      </div>
      <div className="form-actions">
        <Button variant="primary" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? text.common.saving : text.common.save}
        </Button>
      </div>
    </form>
  );
}
