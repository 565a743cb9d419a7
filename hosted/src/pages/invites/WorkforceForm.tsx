import {
  asSelected,
  checkWorkforceForm,
  getInvitesByIdWageSchedules,
  getInvitesByIdWorkforce,
  localizeMessage,
  type PathcraftClient,
  postInvitesByIdWageSchedules,
  putInvitesByIdWageSchedulesByScheduleId,
  putInvitesByIdWorkforce,
  untyped,
  workforceMissing,
  type WorkforceField,
  type WorkforceFields,
} from '@pathcraft/sdk';
import { Button, FormField, LoadingOverlay, useToast } from '@pathcraft/widgets/ui';
import { type WageSchedulesApi, type WageSchedule, WageSchedules } from '@pathcraft/widgets/wage-schedules';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { navigate } from '../../router.tsx';
import { isAccessRefused } from './invite-client.ts';
import type { EmployerView, Org, ProgramView } from './invite-types.ts';
import { text } from './invites.messages.ts';

interface Loaded {
  employerProfile: EmployerView | null;
  program: ProgramView | null;
  org: Org | null;
}

const COUNTS: [string, WorkforceField[]][] = [
  [text.workforce.employees, ['totalEmployees', 'totalEmployeesFemale', 'totalEmployeesColor']],
  [text.workforce.journeyworkers, ['totalJourneyWorkers', 'totalJourneyWorkersFemale', 'totalJourneyWorkersColor']],
];

const formOf = (e: EmployerView | null): WorkforceFields => ({
  ein: e?.ein ?? '',
  naicsCode: e?.naicsCode ?? '',
  totalEmployees: e?.totalEmployees ?? null,
  totalEmployeesFemale: e?.totalEmployeesFemale ?? null,
  totalEmployeesColor: e?.totalEmployeesColor ?? null,
  totalJourneyWorkers: e?.totalJourneyWorkers ?? null,
  totalJourneyWorkersFemale: e?.totalJourneyWorkersFemale ?? null,
  totalJourneyWorkersColor: e?.totalJourneyWorkersColor ?? null,
});

/** The program's schedules through the invite, counting them for the gate. */
function inviteWageApi(
  client: PathcraftClient,
  inviteId: string,
  program: ProgramView,
  onCount: (n: number) => void,
): WageSchedulesApi {
  return {
    getApprenticeship: async () => ({ ...program.apprenticeship, addressState: program.locationState }),
    list: async () => {
      const items = asSelected<WageSchedule[]>((await getInvitesByIdWageSchedules(client, { id: inviteId })).items);
      onCount(items.length);
      return items;
    },
    create: (input) => postInvitesByIdWageSchedules(client, { id: inviteId }, { body: input }).then((r) => r.docId),
    update: async (id, input) => {
      await putInvitesByIdWageSchedulesByScheduleId(client, { id: inviteId, scheduleId: id }, { body: input });
    },
  };
}

/**
 * The employer workforce form (docs/rules.md#workforce-form): company identification,
 * employees, journeyworkers and the training program's wage schedules;
 * what is still missing is listed before submitting.
 */
export function WorkforceForm({ client, inviteId }: { client: PathcraftClient; inviteId: string }) {
  const toast = useToast();
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<WorkforceFields>(formOf(null));
  const [touched, setTouched] = useState<Partial<Record<WorkforceField, boolean>>>({});
  const [scheduleCount, setScheduleCount] = useState(0);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  // Two clicks before the re-render would both send: the second was refused (409) behind the success page.
  const sending = useRef(false);

  useEffect(() => {
    getInvitesByIdWorkforce(client, { id: inviteId }).then(
      ({ item }) => {
        const r = { item: untyped<Loaded>(item) };
        setData(r.item);
        setForm(formOf(r.item.employerProfile));
        setScheduleCount(r.item.program?.wageSchedules.length ?? 0);
      },
      (err: Error) => setError(err.message),
    );
  }, [client, inviteId]);

  const program = data?.program ?? null;
  const wageApi = useMemo(
    () => (program ? inviteWageApi(client, inviteId, program, setScheduleCount) : null),
    [client, inviteId, program],
  );

  if (error)
    return (
      <p className="pc-alert pc-alert--error" role="alert">
        {error}
      </p>
    );
  if (!data) return <LoadingOverlay mode="inline" text={text.workforce.loading} />;
  const errors = checkWorkforceForm(form);
  const missing = workforceMissing(form, program ? scheduleCount : 1);
  const show = (f: WorkforceField) => (touched[f] || tried ? errors[f] : undefined);
  const setNumber = (f: WorkforceField, raw: string) => setForm({ ...form, [f]: raw === '' ? null : Number(raw) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (missing.length || sending.current) return;
    sending.current = true;
    setSaving(true);
    try {
      await putInvitesByIdWorkforce(client, { id: inviteId }, { body: { ...form, naicsCode: form.naicsCode || null } });
      navigate('/external/invite/msg/success', { replace: true });
    } catch (err) {
      // An expired access token: the page asks for the code again over the form, which keeps the answers.
      if (!isAccessRefused(err)) toast.error(text.workforce.saveFailed);
      sending.current = false;
      setSaving(false);
    }
  };

  return (
    <form className="agreement workforce" onSubmit={submit} noValidate data-testid="workforce-form">
      <header className="agreement__header">
        <h1>{text.workforce.title}</h1>
        <p className="muted">{data.employerProfile?.name ?? text.workforce.loadingEmployer}</p>
      </header>
      <fieldset disabled={saving}>
        <section aria-labelledby="wf-1">
          <h2 id="wf-1">{text.workforce.companyIdentification}</h2>
          <FormField label={text.workforce.labels.ein} required hint={text.workforce.einHint} error={show('ein')}>
            {(p) => (
              <input
                {...p}
                name="ein"
                value={form.ein ?? ''}
                placeholder={text.workforce.einHint}
                onChange={(e) => setForm({ ...form, ein: e.target.value })}
                onBlur={() => setTouched({ ...touched, ein: true })}
              />
            )}
          </FormField>
          <FormField label={text.workforce.labels.naicsCode} error={show('naicsCode')}>
            {(p) => (
              <input
                {...p}
                name="naicsCode"
                value={form.naicsCode ?? ''}
                inputMode="numeric"
                onChange={(e) => setForm({ ...form, naicsCode: e.target.value })}
                onBlur={() => setTouched({ ...touched, naicsCode: true })}
              />
            )}
          </FormField>
        </section>
        {COUNTS.map(([title, fields]) => (
          <section key={title} aria-label={title}>
            <h2>{title}</h2>
            {fields.map((f) => (
              <FormField key={f} label={text.workforce.labels[f]} required error={show(f)}>
                {(p) => (
                  <input
                    {...p}
                    name={f}
                    type="number"
                    min={f === 'totalEmployees' ? 1 : 0}
                    step={1}
                    value={form[f] ?? ''}
                    onChange={(e) => setNumber(f, e.target.value)}
                    onBlur={() => setTouched({ ...touched, [f]: true })}
                  />
                )}
              </FormField>
            ))}
          </section>
        ))}
      </fieldset>
      <section aria-labelledby="wf-program">
        <h2 id="wf-program">{text.workforce.trainingProgram}</h2>
        {program && wageApi ? (
          <>
            {/* The schedules' header already names the program and its OJT hours. */}
            {program.instructionProvider ? (
              <p>{text.workforce.relatedInstructionBy(program.instructionProvider.name)}</p>
            ) : null}
            <WageSchedules api={wageApi} apprenticeshipId={program.apprenticeship.id} />
          </>
        ) : (
          <p className="muted">{text.workforce.noTrainingProgram}</p>
        )}
      </section>
      {missing.length ? (
        <section
          className="pc-alert pc-alert--error workforce-gate"
          aria-label={text.workforce.missing}
          data-testid="workforce-missing"
        >
          <p>{text.workforce.completeFirst}</p>
          <ul>
            {missing.map((m) => (
              <li key={m}>{localizeMessage(m)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="agreement-actions">
        <Button type="submit" variant="primary" disabled={saving || (tried && missing.length > 0)}>
          {saving ? text.workforce.saving : text.workforce.submit}
        </Button>
      </div>
    </form>
  );
}
