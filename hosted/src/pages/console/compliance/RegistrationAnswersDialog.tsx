import {
  type ApprenticeRegistration,
  OJT_FUNDING_SOURCES_MAX,
  RAPIDS_CAREER_CONNECTIONS,
  RAPIDS_CAREER_LINKAGES,
  RAPIDS_STUDENT_STATUSES,
  RAPIDS_WIOA_TYPES,
  type RapidsCompletenessItem,
  wioaTypeProblem,
  ZApprenticeRegistration,
} from '@pathcraft/sdk';
import { Button, FormField, Modal, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../../session.ts';
import { fieldErrorsOf } from '../parts/field-errors.ts';
import { useRead } from '../parts/use-read.ts';
import { text } from './compliance.messages.ts';

type Answers = Required<ApprenticeRegistration>;
const FIELDS = [
  'studentStatus',
  'careerConnection',
  'wioaParticipant',
  'wioaType',
  'careerLinkage',
  'taaParticipant',
  'ojtFundingSources',
] as const satisfies readonly (keyof Answers)[];

/** The form's values: '' is "not answered"; yes/no questions as 'yes' | 'no' | ''. */
type Form = Record<(typeof FIELDS)[number], string>;

const yesNo = (value: boolean | null | undefined) => (value === true ? 'yes' : value === false ? 'no' : '');
const formOf = (a: Partial<Answers>): Form => ({
  studentStatus: a.studentStatus ?? '',
  careerConnection: a.careerConnection ?? '',
  wioaParticipant: yesNo(a.wioaParticipant),
  wioaType: a.wioaType ?? '',
  careerLinkage: a.careerLinkage ?? '',
  taaParticipant: yesNo(a.taaParticipant),
  ojtFundingSources: a.ojtFundingSources ?? '',
});
const answersOf = (f: Form) => ({
  studentStatus: f.studentStatus || null,
  careerConnection: f.careerConnection || null,
  wioaParticipant: f.wioaParticipant ? f.wioaParticipant === 'yes' : null,
  // A type belongs to a WIOA participant: choosing "no" clears it.
  wioaType: f.wioaParticipant === 'yes' ? f.wioaType || null : null,
  careerLinkage: f.careerLinkage || null,
  taaParticipant: f.taaParticipant ? f.taaParticipant === 'yes' : null,
  ojtFundingSources: f.ojtFundingSources.trim() || null,
});

/**
 * The registration agency's questions about one apprentice that the apprentice agreement does not
 * ask (how they came to the apprenticeship, public programs that fund them; in Virginia, the
 * Student Status), answered by the sponsor's staff. Each is read anew when the dialog opens, and
 * only what changed is sent.
 */
export function RegistrationAnswersDialog({
  apprentice,
  onClose,
  onSaved,
}: {
  apprentice: RapidsCompletenessItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const words = text.registration;
  const stored = useRead(
    ['apprenticeRegistration', apprentice.id],
    async () =>
      (
        await api.list<Partial<Answers> & { id: string }>('apprenticeshipUsers', {
          ids: [apprentice.id],
          select: ['id', ...FIELDS],
          filters: [],
        })
      ).items[0] ?? null,
    { fresh: true },
  );
  return (
    <Modal open title={words.title(apprentice.name)} onClose={onClose}>
      {stored.error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {stored.error}
        </p>
      ) : stored.data === undefined ? (
        <p role="status">{text.loading}</p>
      ) : (
        <AnswersForm apprentice={apprentice} initial={formOf(stored.data ?? {})} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function AnswersForm({
  apprentice,
  initial,
  onClose,
  onSaved,
}: {
  apprentice: RapidsCompletenessItem;
  initial: Form;
  onClose: () => void;
  onSaved: () => void;
}) {
  const words = text.registration;
  const toast = useToast();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const answers = answersOf(form);
    const parsed = ZApprenticeRegistration.safeParse(answers);
    const found: Partial<Record<keyof Form, string>> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as keyof Form] ??= issue.message;
    const wioa = parsed.success ? wioaTypeProblem(parsed.data) : null;
    if (wioa) found.wioaType ??= wioa;
    setErrors(found);
    if (Object.keys(found).length) return;
    const was = answersOf(initial);
    const changes = Object.fromEntries(Object.entries(answers).filter(([k, v]) => was[k as keyof typeof was] !== v));
    if (!Object.keys(changes).length) return onClose();
    setBusy(true);
    setProblem(null);
    try {
      await api.update('apprenticeshipUsers', { id: apprentice.id, ...changes });
      toast.success(words.saved(apprentice.name));
      onSaved();
    } catch (err) {
      const { fields, rest } = fieldErrorsOf(err, FIELDS);
      setErrors(fields);
      setProblem(rest);
      setBusy(false);
    }
  };

  const select = (key: keyof Form, label: string, options: readonly (readonly [string, string])[], hint?: string) => (
    <FormField label={label} error={errors[key]} hint={hint}>
      {(p) => (
        <select {...p} value={form[key]} onChange={(e) => set(key, e.currentTarget.value)}>
          <option value="">{words.notAnswered}</option>
          {options.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const coded = <T extends string>(codes: readonly T[], names: Record<T, string>) =>
    codes.map((c) => [c, words.coded(names[c], c)] as const);
  const yesNoOptions = [
    ['yes', words.yes],
    ['no', words.no],
  ] as const;

  return (
    <form className="pc-form registration-answers" onSubmit={(e) => void save(e)} noValidate>
      <p className="muted">{words.intro}</p>
      {apprentice.asksStudentStatus
        ? select(
            'studentStatus',
            words.studentStatus,
            coded(RAPIDS_STUDENT_STATUSES, words.studentStatuses),
            words.studentStatusHint,
          )
        : null}
      {select('careerConnection', words.careerConnection, coded(RAPIDS_CAREER_CONNECTIONS, words.careerConnections))}
      {select('careerLinkage', words.careerLinkage, coded(RAPIDS_CAREER_LINKAGES, words.careerLinkages))}
      {select('wioaParticipant', words.wioaParticipant, yesNoOptions)}
      {form.wioaParticipant === 'yes'
        ? select('wioaType', words.wioaType, coded(RAPIDS_WIOA_TYPES, words.wioaTypes))
        : null}
      {select('taaParticipant', words.taaParticipant, yesNoOptions)}
      <FormField label={words.fundingSources} error={errors.ojtFundingSources}>
        {(p) => (
          <input
            {...p}
            value={form.ojtFundingSources}
            maxLength={OJT_FUNDING_SOURCES_MAX}
            onChange={(e) => set('ojtFundingSources', e.currentTarget.value)}
          />
        )}
      </FormField>
      {problem ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="registration-answers__actions">
        <Button type="button" onClick={onClose}>
          {words.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
          {busy ? words.saving : words.save}
        </Button>
      </div>
    </form>
  );
}
