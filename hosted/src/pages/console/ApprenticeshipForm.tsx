import { ZApprenticeship } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { FormField, focusFirstInvalid } from '@pathcraft/widgets/ui/FormField.tsx';
import { useToast } from '@pathcraft/widgets/ui/Toast.tsx';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../session.ts';
import { useList } from './use-list.ts';
import { useSubmitOnce } from './use-submit-once.ts';

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
}

type Form = Record<'title' | 'occupationName' | 'occupationONetCode' | 'rapidsCode' | 'ojtHours' | 'instructionHours' | 'startDate' | 'expectedEndDate' | 'instructionProviderId' | 'employerProfileId' | 'locationId', string>;

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
      const text = v.trim();
      if (!text) return [k, k === 'title' ? '' : null];
      return [k, HOURS.has(k) ? (/^\d+$/.test(text) ? Number(text) : text) : text];
    }),
  );
}

/** Creates (apprenticeship null) or edits an apprenticeship; the sdk schema checks it before it is sent, the server again. */
export function ApprenticeshipForm({ orgId, apprenticeship, onSaved }: { orgId: string; apprenticeship: ApprenticeshipRecord | null; onSaved: (saved: ApprenticeshipRecord, created: boolean) => void }) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  // After a create, a second Save updates the record it made instead of making another.
  const saved = useRef<ApprenticeshipRecord | null>(apprenticeship);
  const [form, setForm] = useState<Form>(formOf(apprenticeship));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const providers = useList<{ id: string; name: string }>('instructionProviders', { orgId, select: ['id', 'name'], limit: 500 });
  const employers = useList<{ id: string; name: string }>('employerProfiles', { orgId, select: ['id', 'name'], limit: 500 });
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
        found[key] ??= HOURS.has(key) ? 'Enter a whole number of hours.' : issue.message;
      }
      setErrors(found);
      if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
      try {
        const before = saved.current;
        let item: ApprenticeshipRecord;
        if (!before) item = (await api.create<ApprenticeshipRecord>('apprenticeships', record)).item;
        else {
          const was = recordOf(formOf(before));
          const changes = Object.fromEntries(Object.entries(recordOf(form)).filter(([k, v]) => JSON.stringify(was[k]) !== JSON.stringify(v)));
          item = Object.keys(changes).length ? await api.update<ApprenticeshipRecord>('apprenticeships', { id: before.id, ...changes }) : before;
        }
        saved.current = item;
        toast.success(before ? 'Apprenticeship saved.' : 'Apprenticeship created.');
        onSaved(item, !before);
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  };

  const options = (rows: { id: string; name: string }[] | undefined) =>
    [<option key="" value="">None</option>].concat(
      (rows ?? []).map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      )),
    );

  return (
    <form ref={formRef} className="console-form" onSubmit={submit} noValidate aria-label={apprenticeship ? 'Apprenticeship details' : 'New apprenticeship'}>
      {problem ? (
        <p className="pc-notice pc-notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="pc-form-grid">
        <FormField label="Title" required error={errors.title} className="pc-form-grid--wide">
          {(p) => <input {...p} value={form.title} onChange={(e) => set('title', e.currentTarget.value)} maxLength={200} />}
        </FormField>
        <FormField label="Occupation" error={errors.occupationName}>
          {(p) => <input {...p} value={form.occupationName} onChange={(e) => set('occupationName', e.currentTarget.value)} maxLength={200} />}
        </FormField>
        <FormField label="O*NET code" error={errors.occupationONetCode} hint="For example 49-9041.00">
          {(p) => <input {...p} value={form.occupationONetCode} onChange={(e) => set('occupationONetCode', e.currentTarget.value)} maxLength={10} />}
        </FormField>
        <FormField label="RAPIDS code" error={errors.rapidsCode}>
          {(p) => <input {...p} value={form.rapidsCode} onChange={(e) => set('rapidsCode', e.currentTarget.value)} maxLength={20} />}
        </FormField>
        <FormField label="OJT hours" error={errors.ojtHours}>
          {(p) => <input {...p} inputMode="numeric" value={form.ojtHours} onChange={(e) => set('ojtHours', e.currentTarget.value)} />}
        </FormField>
        <FormField label="Instruction hours" error={errors.instructionHours}>
          {(p) => <input {...p} inputMode="numeric" value={form.instructionHours} onChange={(e) => set('instructionHours', e.currentTarget.value)} />}
        </FormField>
        <FormField label="Start date" error={errors.startDate}>
          {(p) => <input {...p} type="date" value={form.startDate} onChange={(e) => set('startDate', e.currentTarget.value)} />}
        </FormField>
        <FormField label="Expected end date" error={errors.expectedEndDate}>
          {(p) => <input {...p} type="date" value={form.expectedEndDate} onChange={(e) => set('expectedEndDate', e.currentTarget.value)} />}
        </FormField>
        <FormField label="Instruction provider" error={errors.instructionProviderId}>
          {(p) => (
            <select {...p} value={form.instructionProviderId} onChange={(e) => set('instructionProviderId', e.currentTarget.value)}>
              {options(providers.data?.items)}
            </select>
          )}
        </FormField>
        <FormField label="Employer profile" error={errors.employerProfileId}>
          {(p) => (
            <select {...p} value={form.employerProfileId} onChange={(e) => set('employerProfileId', e.currentTarget.value)}>
              {options(employers.data?.items)}
            </select>
          )}
        </FormField>
        <FormField label="Location" error={errors.locationId}>
          {(p) => (
            <select {...p} value={form.locationId} onChange={(e) => set('locationId', e.currentTarget.value)}>
              {options(locations.data?.items)}
            </select>
          )}
        </FormField>
      </div>
      <div className="form-actions">
        <Button variant="primary" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
