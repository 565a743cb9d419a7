/**
 * Invitation and agreement rules (docs/rules.md#agreements): the access-code shape, the
 * apprentice agreement's ordered required-field checks, the Pennsylvania
 * apprentice-to-journeyworker ratio, the employer agreement's wage figures,
 * the workforce form's checks and whether an agreement invite may be sent.
 * No zod here: the hosted pages and the server share these.
 */
import {
  ACCESS_CODE_INVITE_TYPES,
  EMPLOYMENT_STATUS_UNEMPLOYED,
  type InviteType,
} from '../apprenticeships/apprenticeships.enums.ts';
import type { WageFloor } from '../wage-schedules/minimum-wages.ts';
import {
  checkWageSchedule,
  formatWage,
  percentOfEntryWage,
  type WageScheduleDraft,
} from '../wage-schedules/wage-schedules.rules.ts';

export const ACCESS_CODE_LENGTH = 6;

/** Agreements and their PDFs are in US English whatever the page's language (issue 28), their dates too. */
export const AGREEMENT_LOCALE = 'en-US';

export const ACCESS_CODE_MESSAGES = {
  documentIdRequired: 'Document ID is required',
  tableRequired: 'Table is required',
  accessCodeRequired: 'Access Code is required',
  /** Wrong code, unknown document or a code of the wrong shape: one answer, no hint which part was wrong. */
  invalid: 'The access code is not valid for this invitation.',
  otherFailure: 'Error occurred, try again.',
  footer: 'Enter the access code associated with this invitation.',
} as const;

/** The lock-out message, with how long it lasts ('15 minutes'). */
export const accessCodeLockedMessage = (wait: string) =>
  `Too many incorrect access codes. This invitation is locked for ${wait}.`;

/** Tables whose documents may carry an access code. */
export const ACCESS_CODE_TABLES = ['invites', 'pageLinks'] as const;
export type AccessCodeTable = (typeof ACCESS_CODE_TABLES)[number];

/**
 * The code as compared: a number (the old clients send one) becomes its
 * digits, padded back to 6 when leading zeros were lost; letters are upper case.
 */
export function normalizeAccessCode(code: unknown): string {
  if (typeof code === 'number' && Number.isInteger(code) && code >= 0)
    return String(code).padStart(ACCESS_CODE_LENGTH, '0');
  return typeof code === 'string' ? code.trim().toUpperCase() : '';
}

/** Continue is enabled, and a code acted on, only at exactly 6 characters. */
export const isAccessCodeComplete = (code: string) => code.trim().length === ACCESS_CODE_LENGTH;

/** What the code field keeps while typing: no spaces, at most 6 characters, upper case. */
export const accessCodeInput = (raw: string) => raw.replace(/\s/g, '').slice(0, ACCESS_CODE_LENGTH).toUpperCase();

/** Invite types whose page is behind the access-code screen (docs/rules.md#invitations-and-access-codes). */
export const inviteNeedsAccessCode = (type: string) => (ACCESS_CODE_INVITE_TYPES as readonly string[]).includes(type);

// ---------------------------------------------------------------------------
// Apprentice agreement

/** The Section A values the checks read (clear values; the SSN may be masked). */
export interface ApprenticeAgreementFields {
  signerName?: string | null;
  name?: string | null;
  signerEmail?: string | null;
  signerPhone?: string | null;
  employmentStatus?: string | null;
  employmentStatusDate?: string | null;
  ssn?: string | null;
  /** True when an SSN is on file even though the value is not sent. */
  hasSsn?: boolean;
  gender?: string | null;
  dob?: string | null;
  hasDob?: boolean;
  ethnicity?: string | null;
  races?: readonly string[] | null;
  veteranStatus?: string | null;
  disability?: string | null;
  educationLevel?: string | null;
  orgReferral?: string | null;
  citizenStatus?: string | null;
  addressLine1?: string | null;
  addressCity?: string | null;
  addressState?: string | null;
  addressPostalCode?: string | null;
  criminalBkg?: string | null;
}

const filled = (v: unknown) =>
  typeof v === 'string' ? v.trim().length > 0 : Array.isArray(v) ? v.length > 0 : v != null;

interface AgreementCheck {
  field: keyof ApprenticeAgreementFields;
  message: string;
  ok: (a: ApprenticeAgreementFields) => boolean;
}

/** Section A's 20 checks, in their order and words (docs/rules.md#agreements). */
export const APPRENTICE_AGREEMENT_CHECKS: readonly AgreementCheck[] = [
  { field: 'signerName', message: 'Name required!', ok: (a) => filled(a.signerName) || filled(a.name) },
  { field: 'signerEmail', message: 'Email required!', ok: (a) => filled(a.signerEmail) },
  { field: 'signerPhone', message: 'Phone required!', ok: (a) => filled(a.signerPhone) },
  { field: 'employmentStatus', message: 'Employment Status required!', ok: (a) => filled(a.employmentStatus) },
  {
    field: 'employmentStatusDate',
    message: 'Date of Last Employment required!',
    ok: (a) => a.employmentStatus !== EMPLOYMENT_STATUS_UNEMPLOYED || filled(a.employmentStatusDate),
  },
  { field: 'ssn', message: 'Social Security Number required!', ok: (a) => filled(a.ssn) || a.hasSsn === true },
  { field: 'gender', message: 'Gender required!', ok: (a) => filled(a.gender) },
  { field: 'dob', message: 'Date of Birth required!', ok: (a) => filled(a.dob) || a.hasDob === true },
  { field: 'ethnicity', message: 'Ethnicity required!', ok: (a) => filled(a.ethnicity) },
  { field: 'races', message: 'Race required!', ok: (a) => filled(a.races) },
  { field: 'veteranStatus', message: 'Veteran Status required!', ok: (a) => filled(a.veteranStatus) },
  { field: 'disability', message: 'Disability Status required!', ok: (a) => filled(a.disability) },
  { field: 'educationLevel', message: 'Education Level required!', ok: (a) => filled(a.educationLevel) },
  { field: 'orgReferral', message: 'Referral information required!', ok: (a) => filled(a.orgReferral) },
  { field: 'citizenStatus', message: 'Citizenship Status required!', ok: (a) => filled(a.citizenStatus) },
  { field: 'addressLine1', message: 'Street Address required!', ok: (a) => filled(a.addressLine1) },
  { field: 'addressCity', message: 'City required!', ok: (a) => filled(a.addressCity) },
  { field: 'addressState', message: 'State required!', ok: (a) => filled(a.addressState) },
  { field: 'addressPostalCode', message: 'Zip Code required!', ok: (a) => filled(a.addressPostalCode) },
  { field: 'criminalBkg', message: 'Criminal Background required!', ok: (a) => filled(a.criminalBkg) },
];

/** Every missing field's message, in the order of Section A's checks. */
export function missingAgreementFields(a: ApprenticeAgreementFields): string[] {
  return APPRENTICE_AGREEMENT_CHECKS.filter((c) => !c.ok(a)).map((c) => c.message);
}

/** The first missing field's message, or null when Section A is complete. */
export function firstMissingAgreementField(a: ApprenticeAgreementFields): string | null {
  return APPRENTICE_AGREEMENT_CHECKS.find((c) => !c.ok(a))?.message ?? null;
}

/** Section A's values filled in on the dialog's General tab (the e-mail and the stored flags are not editable there); every other one is the Private tab's field of the same name. */
const GENERAL_TAB_FIELDS: Partial<Record<keyof ApprenticeAgreementFields, string | null>> = {
  signerName: 'firstName',
  signerPhone: 'phone',
  signerEmail: null,
  name: null,
  hasSsn: null,
  hasDob: null,
};

/** Where a Section A check is filled in the personal-information dialog: its tab and field, or null when not there. */
export function agreementProfileField(
  field: keyof ApprenticeAgreementFields,
): { tab: 'profile' | 'privateInfo'; field: string } | null {
  if (!(field in GENERAL_TAB_FIELDS)) return { tab: 'privateInfo', field };
  const general = GENERAL_TAB_FIELDS[field];
  return general ? { tab: 'profile', field: general } : null;
}

/** The fields of a dialog tab that signing requires (docs/rules.md#agreements), so the form marks them required: Phone and City among them. */
export const agreementRequiredFields = (tab: 'profile' | 'privateInfo'): string[] =>
  APPRENTICE_AGREEMENT_CHECKS.map((c) => agreementProfileField(c.field))
    .filter((f): f is { tab: 'profile' | 'privateInfo'; field: string } => f?.tab === tab)
    .map((f) => f.field);

/**
 * Section A's checks on what the personal-information dialog is about to
 * save, each message on its form field: `{ phone: 'Phone required!' }` for
 * the General tab, `{ addressCity: 'City required!' }` for the Private tab.
 * The apprentice's dialog shows these before saving, and the invitee's
 * save routes refuse with them, so nothing the agreement needs is cleared
 * without a word.
 */
export function agreementProfileProblems(
  tab: 'profile' | 'privateInfo',
  values: object,
  { ssnOnFile = false } = {},
): Record<string, string> {
  const form = values as Record<string, unknown>;
  const fields: ApprenticeAgreementFields =
    tab === 'profile'
      ? {
          signerName: [form.firstName, form.lastName].filter((v) => typeof v === 'string' && v.trim()).join(' '),
          signerPhone: form.phone as string | null,
        }
      : { ...(form as ApprenticeAgreementFields), hasSsn: ssnOnFile };
  const errors: Record<string, string> = {};
  for (const check of APPRENTICE_AGREEMENT_CHECKS) {
    const target = agreementProfileField(check.field);
    if (target?.tab === tab && !errors[target.field] && !check.ok(fields)) errors[target.field] = check.message;
  }
  return errors;
}

export const AGREEMENT_MESSAGES = {
  apprenticeSignatureRequired: 'Signature required!',
  employerSignatureRequired: 'A signature is required.',
  signing: 'Signing Document...',
  employerSigned: 'Employer Agreement Signed & Accepted!',
  employerSignedHistory: 'Employer Agreement Signed',
  saving: 'Saving Agreement...',
  apprenticeSigned: 'Apprentice Agreement Accepted & Signed!',
  documentSigned: 'Document signed successfully!',
  refreshAndTryAgain: 'Something went wrong, please refresh and try again',
  alreadySigned: 'This agreement is signed and can no longer be changed.',
  bestExperience: 'For the best experience, use a laptop or desktop.',
  reviewPersonalInformation: 'Review Personal Information',
  reviewAndSign: 'Review & Sign the Apprentice Agreement in SECTION A',
  revision: 'Rev. March 2023',
  ombExpiry: '03/31/2023',
} as const;

/** The apprentice signs only through an invite ('invite' data type) and only when Section A is complete (docs/rules.md#agreements). */
export function canApprenticeSign(
  dataType: 'invite' | 'doc',
  a: ApprenticeAgreementFields,
  signedAt: string | null | undefined,
): boolean {
  return dataType === 'invite' && !signedAt && firstMissingAgreementField(a) === null;
}

/**
 * Whole years between a YYYY-MM-DD birth date and `today` (its UTC calendar day); null when unknown.
 * Someone born on 29 February has their birthday on 1 March in other years.
 */
export function ageOn(dob: string | null | undefined, today: Date): number | null {
  const m = dob ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d)) age--;
  return age;
}

/**
 * What still keeps the apprentice from signing: the first of Section A's checks (docs/rules.md#agreements), then,
 * for an apprentice under 18, the parent or guardian who co-signs (name and e-mail).
 */
export function apprenticeSigningProblem(
  a: ApprenticeAgreementFields & { guardianName?: string | null; guardianEmail?: string | null },
  needsGuardian: boolean,
): string | null {
  const missing = firstMissingAgreementField(a);
  if (missing) return missing;
  return needsGuardian && !(a.guardianName?.trim() && a.guardianEmail?.trim()) ? GUARDIAN_MESSAGES.required : null;
}

/** The age of majority for signing an apprentice agreement alone. */
export const GUARDIAN_AGE_LIMIT = 18;

/**
 * An apprentice under 18 on the signing day needs a parent or guardian to co-sign.
 * `signingDay` is when the apprentice signed, or today while nobody has.
 */
export const needsGuardianSignature = (dob: string | null | undefined, signingDay: Date) => {
  const age = ageOn(dob, signingDay);
  return age !== null && age < GUARDIAN_AGE_LIMIT;
};

/**
 * Where an apprentice agreement's signatures stand: nobody signed; the apprentice signed and the
 * guardian's signature is awaited (a minor's agreement); or signed (by everyone it needs).
 */
export type AgreementSignatureState = 'unsigned' | 'awaitingGuardian' | 'signed';
export function agreementSignatureState(a: {
  signedAt?: string | null;
  apprenticeSignedAt?: string | null;
}): AgreementSignatureState {
  if (a.signedAt) return 'signed';
  return a.apprenticeSignedAt ? 'awaitingGuardian' : 'unsigned';
}

export const GUARDIAN_MESSAGES = {
  required: 'Parent or guardian required!',
  nameRequired: 'Parent or guardian name required!',
  emailRequired: 'Parent or guardian e-mail required!',
  notNeeded: 'The apprentice is 18 or older: no parent or guardian signature is needed.',
  notApprentice: "The parent or guardian can't also be the apprentice: enter the parent's or guardian's own e-mail.",
  alreadySigned: 'The parent or guardian has signed: they can no longer be changed.',
  apprenticeFirst: 'The apprentice signs first.',
  onlyGuardian: 'Only the invited parent or guardian can add this signature.',
  saved: 'Parent or guardian saved.',
  signed: 'Parent or guardian signature added!',
  waiting: (name: string, email: string) =>
    `Signed by the apprentice. Waiting for the signature of the parent or guardian, ${name} (${email}): an invitation was e-mailed to them.`,
} as const;

/** Maximum credits for previous training (docs/rules.md#agreements): job training as a percentage, instruction in hours. */
export const CREDIT_LIMITS = { prevJobPercent: 80, prevInstructionHours: 100 } as const;
export const CREDIT_LABELS = {
  creditPrevJob: `Credit for previous job training (max ${CREDIT_LIMITS.prevJobPercent}%)`,
  creditPrevRTIHrs: `Credit for previous instruction (max ${CREDIT_LIMITS.prevInstructionHours} hours)`,
} as const;

// ---------------------------------------------------------------------------
// Employer agreement

/**
 * The Pennsylvania ratio (docs/rules.md#agreements): 1 apprentice for 1-4 journeyworkers, 2 for
 * 5-9, 3 for 10-14, and each additional apprentice needs 5 more journeyworkers.
 */
export function apprenticesAllowed(journeyworkers: number): number {
  if (!Number.isFinite(journeyworkers) || journeyworkers < 1) return 0;
  return Math.floor(journeyworkers / 5) + 1;
}

/** Journeyworkers needed for `apprentices` apprentices under the same rule. */
export function journeyworkersNeeded(apprentices: number): number {
  if (!Number.isFinite(apprentices) || apprentices < 1) return 0;
  return (Math.ceil(apprentices) - 1) * 5 || 1;
}

export const meetsRatio = (apprentices: number, journeyworkers: number) =>
  apprentices <= apprenticesAllowed(journeyworkers);

export const RATIO_TEXT =
  'The ratio of apprentices to journeyworkers is 1 apprentice for 1 to 4 journeyworkers, 2 apprentices for 5 to 9 journeyworkers, 3 apprentices for 10 to 14 journeyworkers; each additional apprentice requires 5 more journeyworkers.';

export const AFFIRMATIVE_ACTION_THRESHOLD = 5;
/** An affirmative action plan is required with 5 or more active apprentices (docs/rules.md#agreements). */
export const affirmativeActionPlanRequired = (activeApprentices: number) =>
  activeApprentices >= AFFIRMATIVE_ACTION_THRESHOLD;

export interface ScheduleLike {
  entryWage: number;
  wageRates?: readonly { wageAmount: number; duration: number }[] | null;
}

/** The entry wage the agreement states: the lowest entryWage among the schedules (null without any). */
export function agreementEntryWage(schedules: readonly ScheduleLike[]): number | null {
  const wages = schedules.map((s) => s.entryWage).filter((w) => Number.isFinite(w));
  return wages.length ? Math.min(...wages) : null;
}

export interface WageStep {
  period: number;
  percent: number;
  wageAmount: number;
  duration: number;
}

/** Each period as a step: its number, its percent of the journeyworker wage, the dollar amount and hours. */
export function wageSteps(schedule: ScheduleLike): WageStep[] {
  return (schedule.wageRates ?? []).map((r, i) => ({
    period: i + 1,
    percent: percentOfEntryWage(r.wageAmount, schedule.entryWage),
    wageAmount: r.wageAmount,
    duration: r.duration,
  }));
}

/** The PDF form holds at most 6 wage steps (docs/rules.md#agreements). */
export const PDF_WAGE_STEPS = 6;

/** The employer agreement's words (docs/rules.md#agreements): the page and the signed PDF print the same text. */
export const EMPLOYER_AGREEMENT_TEXT = {
  title: 'Employer Agreement',
  sections: [
    '1. Employer Information',
    '2. Workforce Numbers',
    '3. Apprenticeship Wage Schedule',
    '4. Equal Employment/Affirmative Action',
    '5. Ratio of Apprentices to Journeyworkers',
    '6. Acceptance of Standards',
  ],
  approval: 'Employer Management Approval',
  equalEmployment:
    'The employer will not discriminate against apprenticeship applicants or apprentices based on race, color, religion, national origin, sex (including pregnancy and gender identity), sexual orientation, genetic information, or because they are an individual with a disability or a person 40 years old or older.',
  acceptance:
    'The employer accepts the apprenticeship standards of the program sponsor and agrees to train, employ and pay apprentices under them.',
} as const;

/** Section 3's opening sentence: the occupation, its hours and the instruction provider. */
export const agreementProgramText = (p: {
  occupationName?: string | null;
  title?: string | null;
  ojtHours?: number | null;
  instructionHours?: number | null;
  provider?: string | null;
}) =>
  `Occupation: ${p.occupationName ?? p.title ?? ''}; ${p.ojtHours ?? ''} hours of on-the-job training and ${p.instructionHours ?? ''} hours of related instruction${p.provider ? ` with ${p.provider}` : ''}.`;

/** Section 3's entry wage line. */
export const entryWageText = (entry: number | null) =>
  `Journeyworker entry wage: ${entry != null ? formatWage(entry) : 'Not set'}`;

/** A wage schedule's table: its caption and columns (a row is a wage step). */
export const wageTableCaption = (s: { title: string; entryWage: number }) =>
  `${s.title} (journeyworker wage ${formatWage(s.entryWage)})`;
export const WAGE_TABLE_COLUMNS = ['Period', '% of journeyworker wage', 'Wage', 'Duration (hours)'] as const;

/** Section 4's sentence: whether a written plan is required with this many active apprentices. */
export const affirmativeActionText = (activeApprentices: number) =>
  affirmativeActionPlanRequired(activeApprentices)
    ? `With ${activeApprentices} active apprentices, a written affirmative action plan is required.`
    : `An affirmative action plan is required with ${AFFIRMATIVE_ACTION_THRESHOLD} or more active apprentices (now ${activeApprentices}).`;

/** Section 5's sentence: how many apprentices these journeyworkers allow. */
export const ratioText = (journeyworkers: number) => {
  const allowed = apprenticesAllowed(journeyworkers);
  return `With ${journeyworkers} journeyworkers, up to ${allowed} apprentice${allowed === 1 ? '' : 's'} may be employed.`;
};

/** The journeyworkers the ratio counts: the employer's reported total, else the program's active journeyworkers. */
export const agreementJourneyworkers = (reported: number | null | undefined, active: number | null | undefined) =>
  reported ?? active ?? 0;

// ---------------------------------------------------------------------------
// Workforce form

export interface WorkforceFields {
  ein?: string | null;
  naicsCode?: string | null;
  totalEmployees?: number | null;
  totalEmployeesFemale?: number | null;
  totalEmployeesColor?: number | null;
  totalJourneyWorkers?: number | null;
  totalJourneyWorkersFemale?: number | null;
  totalJourneyWorkersColor?: number | null;
}
export type WorkforceField = keyof WorkforceFields;

export const EIN_HINT = 'XX-XXXXXXX';
export const WORKFORCE_MESSAGES = {
  einRequired: 'EIN is required.',
  einFormat: `Enter an EIN as ${EIN_HINT}.`,
  /** NAICS is optional; given, it is a code of 2 (the sector) to 6 digits (the industry). */
  naicsFormat: 'Enter a NAICS code of 2 to 6 digits.',
  wageScheduleRequired: 'At least one Wage Schedule is required.',
  saving: 'Saving...',
  noTrainingProgram: 'No Training Program data available.',
  dataSubmitted: 'Data Submitted',
} as const;

/**
 * An employer's NAICS code, wherever it is written (the workforce form, the data API): optional, and
 * when given 2 digits (the sector) to 6 (the industry). The message, or null when it is fine.
 */
export function naicsCodeProblem(value: string | null | undefined): string | null {
  const code = value?.trim() ?? '';
  return code && !/^\d{2,6}$/.test(code) ? WORKFORCE_MESSAGES.naicsFormat : null;
}

export const WORKFORCE_LABELS: Record<WorkforceField, string> = {
  ein: 'Employer Identification Number (EIN)',
  naicsCode: 'NAICS code',
  totalEmployees: 'Total employees',
  totalEmployeesFemale: 'Female employees',
  totalEmployeesColor: 'Employees of color',
  totalJourneyWorkers: 'Total journeyworkers',
  totalJourneyWorkersFemale: 'Female journeyworkers',
  totalJourneyWorkersColor: 'Journeyworkers of color',
};

const COUNT_FIELDS: readonly WorkforceField[] = [
  'totalEmployees',
  'totalEmployeesFemale',
  'totalEmployeesColor',
  'totalJourneyWorkers',
  'totalJourneyWorkersFemale',
  'totalJourneyWorkersColor',
];

/**
 * Counts that are part of another count: each group's women and people of
 * color are among its total, and the journeyworkers are employees, so each
 * journeyworker count is at most the matching employee count. Checked in
 * this order; a count is named by its first broken bound.
 */
export const WORKFORCE_COUNT_BOUNDS: readonly [part: WorkforceField, whole: WorkforceField][] = [
  ['totalEmployeesFemale', 'totalEmployees'],
  ['totalEmployeesColor', 'totalEmployees'],
  ['totalJourneyWorkers', 'totalEmployees'],
  ['totalJourneyWorkersFemale', 'totalJourneyWorkers'],
  ['totalJourneyWorkersFemale', 'totalEmployeesFemale'],
  ['totalJourneyWorkersColor', 'totalJourneyWorkers'],
  ['totalJourneyWorkersColor', 'totalEmployeesColor'],
];

const wholeCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** 'Female employees (50) can not be more than total employees (10).' */
export const workforceCountMessage = (
  part: WorkforceField,
  partValue: number,
  whole: WorkforceField,
  wholeValue: number,
) =>
  `${WORKFORCE_LABELS[part]} (${partValue}) can not be more than ${WORKFORCE_LABELS[whole].toLowerCase()} (${wholeValue}).`;

/** The counts that contradict each other (50 female employees of 10), each on the count that is too large. */
export function workforceCountProblems(form: WorkforceFields): Partial<Record<WorkforceField, string>> {
  const errors: Partial<Record<WorkforceField, string>> = {};
  for (const [part, whole] of WORKFORCE_COUNT_BOUNDS) {
    const p = form[part];
    const w = form[whole];
    if (errors[part] || !wholeCount(p) || !wholeCount(w) || p <= w) continue;
    errors[part] = workforceCountMessage(part, p, whole, w);
  }
  return errors;
}

/**
 * Every field's problem (docs/rules.md#workforce-form): EIN required as XX-XXXXXXX, NAICS optional (2 to 6 digits),
 * total employees at least 1, every other count required and at least 0,
 * and no count larger than the one it is part of.
 */
export function checkWorkforceForm(form: WorkforceFields): Partial<Record<WorkforceField, string>> {
  const errors: Partial<Record<WorkforceField, string>> = {};
  const ein = form.ein?.trim() ?? '';
  if (!ein) errors.ein = WORKFORCE_MESSAGES.einRequired;
  else if (!/^\d{2}-\d{7}$/.test(ein)) errors.ein = WORKFORCE_MESSAGES.einFormat;
  const naics = naicsCodeProblem(form.naicsCode);
  if (naics) errors.naicsCode = naics;
  for (const field of COUNT_FIELDS) {
    const v = form[field];
    const min = field === 'totalEmployees' ? 1 : 0;
    if (typeof v !== 'number' || !Number.isFinite(v)) errors[field] = `${WORKFORCE_LABELS[field]} is required.`;
    else if (!Number.isInteger(v) || v < min)
      errors[field] = `${WORKFORCE_LABELS[field]} must be a whole number of at least ${min}.`;
  }
  // Only counts that are themselves valid are compared.
  const valid = Object.fromEntries(COUNT_FIELDS.map((f) => [f, errors[f] ? null : form[f]])) as WorkforceFields;
  Object.assign(errors, workforceCountProblems(valid));
  return errors;
}

/**
 * What the signature gate lists before the form may be submitted: each
 * field problem, then the wage-schedule requirement.
 */
export function workforceMissing(form: WorkforceFields, wageScheduleCount: number): string[] {
  const out = Object.values(checkWorkforceForm(form)) as string[];
  if (wageScheduleCount < 1) out.push(WORKFORCE_MESSAGES.wageScheduleRequired);
  return out;
}

// ---------------------------------------------------------------------------
// Sending an invite

export interface InviteSendCheck {
  inviteType: InviteType | string;
  /** Each schedule with the minimum wage in force at its place (wageFloorOn). */
  schedules: readonly (WageScheduleDraft & { title?: string | null; floor: WageFloor })[];
  ojtHours: number | null | undefined;
}

/**
 * Why an agreement invite can't be sent yet: the program needs a wage
 * schedule and each schedule must pass the records issue's rules (periods
 * ascending, hours equal to the OJT term, every rate at or above the
 * minimum). Each message names the schedule so the sender knows what to fix.
 */
export function inviteSendProblems({ inviteType, schedules, ojtHours }: InviteSendCheck): string[] {
  if (inviteType !== 'employerAgreement' && inviteType !== 'apprenticeAgreement') return [];
  if (!schedules.length) return [WORKFORCE_MESSAGES.wageScheduleRequired];
  return schedules.flatMap((s) =>
    checkWageSchedule(s, ojtHours, s.floor).map((p) => `${s.title?.trim() || 'Wage schedule'}: ${p.message}`),
  );
}

// ---------------------------------------------------------------------------
// Message page

export const INVITE_MESSAGE_PAGES = {
  success: { title: 'Thank you', text: 'Your information was submitted.' },
  error: { title: 'Invalid Invitation', text: 'This invitation is no longer valid.' },
} as const;
export const INVITE_MESSAGE_FOOTER = 'A new invitation will be sent if further information is needed.';
