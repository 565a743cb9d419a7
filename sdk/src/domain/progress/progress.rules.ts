/**
 * Apprentice progress rules (docs/rules.md#progress-and-compliance): which weekly OJT logs are acceptable, and what the
 * approved hours mean (totals per work process, probation, the wage period and the next step,
 * completion). Pure functions used by the server, the hosted pages and <pathcraft-progress>;
 * no zod here, so the widget chunk stays small.
 */

/** A week holds at most 7 × 24 hours. */
export const MAX_WEEK_HOURS = 7 * 24;
/** A waiting week not reviewed this many days after it was sent is overdue. */
export const APPROVAL_DUE_DAYS = 7;
/** The one work process of a program that names none (all its hours count toward the OJT total). */
export const GENERAL_WORK_PROCESS = { id: 'ojt', description: 'On-the-job training' } as const;

export type HoursLogStatus = 'waiting' | 'approved' | 'returned';

export const PROGRESS_MESSAGES = {
  weekStart: 'Choose the Monday the week starts on.',
  noHours: 'Enter the hours of at least one work process.',
  badHours: 'Hours are a number from 0 to 168, in steps of a quarter hour.',
  tooManyHours: (total: number) => `A week has at most 168 hours (7 × 24); this week adds up to ${total}.`,
  futureWeek: 'That week has not started yet: log it once it begins.',
  beforeStart: (startDate: string) => `That week ends before the apprenticeship starts (${startDate}).`,
  unknownWorkProcess: (id: string) => `“${id}” is not a work process of this program.`,
  repeatedWorkProcess: (id: string) => `“${id}” is listed twice in this week; enter its hours once.`,
  duplicateWeek: (weekStart: string) => `The week of ${weekStart} is already logged: open it to change it.`,
  approvedLocked: 'This week is approved and locked.',
  completed: 'This apprenticeship is complete: no more weeks are logged.',
  completedLocked: 'This apprenticeship is complete: its weeks can no longer be changed.',
  completedReview: 'This apprenticeship is complete: its weeks can no longer be approved or returned.',
  completedInstructionLocked: 'This apprenticeship is complete: its instruction hours can no longer be changed.',
  completedInstruction: 'This apprenticeship is complete: no more instruction hours are recorded.',
  withdrawalReason: 'Say why the certificate is withdrawn.',
  withdrawalReasonLength: 'A reason has at most 1000 characters.',
  onlySponsorWithdraws: 'Only the sponsor withdraws a certificate of completion.',
  returnNeedsComment: 'Say what to fix when you return a week.',
  notWaiting: 'Only a week waiting for approval can be approved or returned.',
  noStepDue: 'There is no wage step waiting for confirmation.',
  notApprentice: 'You are not an apprentice of this apprenticeship.',
  notCompetency: (id: string) => `“${id}” is not a competency of this program.`,
  alreadySignedOff: 'This competency is already signed off.',
  onlyMentorSignsOff: 'Only a mentor or the sponsor signs off competencies.',
  onlySponsorRecordsInstruction: 'Only the sponsor records related-instruction hours.',
  instructionHours: 'Instruction hours are a number above 0 and at most 24 a day, in quarter hours.',
  instructionClassHours: 'The hours a class counts for are a number above 0 and at most 2000, in quarter hours.',
  repeatedInstructionClass: 'A class is listed once among the related-instruction classes.',
  instructionClassCourse: 'Choose a class or course of this organization.',
  futureDay: 'That day is still to come.',
  instructionDay: 'Choose the day.',
} as const;

/** A class of the program that counts toward related instruction, and the hours it counts for. */
export interface InstructionClass {
  courseId: string;
  hours: number;
}

/** The hours one class of the program counts for: above 0, at most 2000, in quarter hours. */
export const isInstructionClassHours = (hours: number) =>
  Number.isFinite(hours) && hours > 0 && hours <= 2000 && Number.isInteger(hours * 4);

export interface InstructionHours {
  /** The hours of the program's classes the apprentice completed. */
  fromClasses: number;
  /** The hours the sponsor recorded from the instruction provider. */
  recorded: number;
  total: number;
  /** Each class of the program, whether the apprentice completed it. */
  classes: { courseId: string; hours: number; completed: boolean }[];
}

/**
 * An apprentice's related-instruction (RTI) hours: the hours of each class of the program they
 * completed (a class listed twice counts once, with its first hours), plus the hours recorded for them.
 */
export function instructionHoursOf(
  programClasses: readonly InstructionClass[] | null | undefined,
  completedCourseIds: readonly string[] | null | undefined,
  recorded: number,
): InstructionHours {
  const completed = new Set(completedCourseIds ?? []);
  const seen = new Set<string>();
  const classes: InstructionHours['classes'] = [];
  for (const c of programClasses ?? []) {
    if (seen.has(c.courseId) || !isInstructionClassHours(c.hours)) continue;
    seen.add(c.courseId);
    classes.push({ courseId: c.courseId, hours: c.hours, completed: completed.has(c.courseId) });
  }
  const fromClasses = round2(classes.filter((c) => c.completed).reduce((sum, c) => sum + c.hours, 0));
  const recordedHours = round2(recorded);
  return { fromClasses, recorded: recordedHours, total: round2(fromClasses + recordedHours), classes };
}

/** Hours of related instruction recorded for one day: above 0, at most 24, in quarter hours. */
export const isInstructionDayHours = (hours: number) =>
  Number.isFinite(hours) && hours > 0 && hours <= 24 && Number.isInteger(hours * 4);

/**
 * What is wrong with related-instruction hours the sponsor records (a day, its hours), or null:
 * the one rule of the server's refusal and the page's message before sending. `today` is YYYY-MM-DD.
 */
export function instructionHoursProblem(draft: { date: string; hours: number }, today: string): string | null {
  // A real day of the calendar: 2026-02-31 looks like one and is not.
  if (dayNumber(draft.date) === null) return PROGRESS_MESSAGES.instructionDay;
  if (!isInstructionDayHours(draft.hours)) return PROGRESS_MESSAGES.instructionHours;
  if (draft.date > today) return PROGRESS_MESSAGES.futureDay;
  return null;
}

/** The program's work processes: its competencies, or one general process when it names none. */
export interface WorkProcess {
  id: string;
  description: string;
  totalHours?: number | null;
}

export function workProcessesOf(competencies: readonly WorkProcess[] | null | undefined): WorkProcess[] {
  const named = (competencies ?? []).filter((c) => c.id);
  return named.length ? named.map((c) => ({ ...c })) : [{ ...GENERAL_WORK_PROCESS }];
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(day: string): number | null {
  if (!ISO_DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return time / DAY_MS;
}

/** YYYY-MM-DD of a day number. */
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week a day (YYYY-MM-DD, or a Date read as its UTC day) falls in. */
export function mondayOf(day: string | Date): string {
  const text = typeof day === 'string' ? day : day.toISOString().slice(0, 10);
  const n = dayNumber(text);
  if (n === null) throw new RangeError(`Not a day: ${text}`);
  const weekday = (new Date(n * DAY_MS).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayText(n - weekday);
}

export const addDays = (day: string, days: number) => dayText(dayNumber(day)! + days);

/**
 * The day (YYYY-MM-DD) a moment falls on by the clock where this code runs: in a browser, the
 * apprentice's own. Sunday evening in the Americas is already Monday in UTC (mondayOf of a Date).
 */
export const localDayOf = (moment: Date) =>
  `${String(moment.getFullYear()).padStart(4, '0')}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')}`;

export interface WeekLogDraft {
  weekStart: string;
  entries: readonly { workProcessId: string; hours: number }[];
}

/** The earliest time zone there is (Kiribati's Line Islands, UTC+14): where a day begins first. */
export const EARLIEST_UTC_OFFSET_HOURS = 14;

/**
 * The latest day (YYYY-MM-DD) it is anywhere at this moment: the day at UTC+14. Organizations have
 * no time zone, so the server takes a week as begun once it has begun somewhere, and a day of
 * instruction as past once it is somewhere (a sponsor east of UTC may record their own today); the
 * forms offer the person's own day (localDayOf), which is never later than this.
 */
export const latestDayAt = (moment: Date) =>
  new Date(moment.getTime() + EARLIEST_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

export interface WeekLogContext {
  /** Now: a week may be logged once it has begun somewhere on Earth (latestDayAt). */
  now: Date;
  /** The apprentice's start date (agreement, else apprenticeship); null when none is set. */
  startDate: string | null;
  workProcessIds: readonly string[];
  /** Weeks already logged by this apprentice on this apprenticeship, the one being changed left out. */
  loggedWeeks: readonly string[];
}

export interface WeekProblem {
  field: 'weekStart' | 'entries';
  message: string;
}

/** Everything wrong with a week's log, each with its own message; empty when it can be saved. */
export function checkWeekLog(draft: WeekLogDraft, context: WeekLogContext): WeekProblem[] {
  const problems: WeekProblem[] = [];
  const week = dayNumber(draft.weekStart);
  if (week === null || mondayOf(draft.weekStart) !== draft.weekStart) {
    problems.push({ field: 'weekStart', message: PROGRESS_MESSAGES.weekStart });
  } else {
    if (draft.weekStart > mondayOf(latestDayAt(context.now)))
      problems.push({ field: 'weekStart', message: PROGRESS_MESSAGES.futureWeek });
    if (context.startDate && addDays(draft.weekStart, 6) < context.startDate)
      problems.push({ field: 'weekStart', message: PROGRESS_MESSAGES.beforeStart(context.startDate) });
    if (context.loggedWeeks.includes(draft.weekStart))
      problems.push({ field: 'weekStart', message: PROGRESS_MESSAGES.duplicateWeek(draft.weekStart) });
  }

  const seen = new Set<string>();
  for (const entry of draft.entries) {
    if (!context.workProcessIds.includes(entry.workProcessId))
      problems.push({ field: 'entries', message: PROGRESS_MESSAGES.unknownWorkProcess(entry.workProcessId) });
    else if (seen.has(entry.workProcessId))
      problems.push({ field: 'entries', message: PROGRESS_MESSAGES.repeatedWorkProcess(entry.workProcessId) });
    seen.add(entry.workProcessId);
  }
  const badHours = draft.entries.some(
    (e) => !Number.isFinite(e.hours) || e.hours < 0 || e.hours > MAX_WEEK_HOURS || !Number.isInteger(e.hours * 4),
  );
  if (badHours) problems.push({ field: 'entries', message: PROGRESS_MESSAGES.badHours });
  else {
    const total = weekTotal(draft.entries);
    if (total === 0) problems.push({ field: 'entries', message: PROGRESS_MESSAGES.noHours });
    else if (total > MAX_WEEK_HOURS)
      problems.push({ field: 'entries', message: PROGRESS_MESSAGES.tooManyHours(total) });
  }
  return problems;
}

/**
 * Hours as a person types them: digits with one decimal point or comma ('7.5', '7,5', ',25');
 * NaN for anything else (a sign, a unit, two separators), which checkWeekLog refuses as badHours.
 * A week never reaches a thousand hours, so a comma is a decimal one here (program-import parseHours
 * reads a program's whole hours, where it groups thousands).
 */
export function typedHours(typed: string): number {
  const text = typed.trim().replace(',', '.');
  return /^(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** The hours of a week's entries (quarter hours add exactly). */
export function weekTotal(entries: readonly { hours: number }[]): number {
  return entries.reduce((sum, e) => sum + Math.round(e.hours * 4), 0) / 4;
}

/** A waiting week is overdue once it has waited APPROVAL_DUE_DAYS days since it was sent. */
export function isApprovalOverdue(log: { status: HoursLogStatus; submittedAt: string }, now: Date): boolean {
  return log.status === 'waiting' && Date.parse(log.submittedAt) <= Date.parse(approvalOverdueCutoff(now));
}

/** The latest sending time (ISO) of an overdue waiting week: what a query compares `submittedAt` with. */
export const approvalOverdueCutoff = (now: Date) => new Date(now.getTime() - APPROVAL_DUE_DAYS * DAY_MS).toISOString();

/**
 * Why the apprentice may not change (fix and resend) one of their weeks, or null when they may: an
 * approved week is locked, and so is every week once their certificate of completion is issued
 * (`completed`): the record it certifies is closed, and a week changed after it would never count.
 */
export function weekChangeRefusal(status: HoursLogStatus, completed: boolean): string | null {
  if (status === 'approved') return PROGRESS_MESSAGES.approvedLocked;
  if (completed) return PROGRESS_MESSAGES.completedLocked;
  return null;
}

/**
 * Why the sponsor may not record related-instruction hours (`record`) or correct or remove an entry
 * (`change`), or null when they may: not once the apprentice's certificate of completion is issued
 * (`completed`), as with weeks (weekChangeRefusal): the certificate certifies the hours as they were,
 * and hours recorded after it would never count. The server refuses (409); the page offers no form.
 */
export function instructionChangeRefusal(change: 'record' | 'change', completed: boolean): string | null {
  if (!completed) return null;
  return change === 'record' ? PROGRESS_MESSAGES.completedInstruction : PROGRESS_MESSAGES.completedInstructionLocked;
}

/**
 * A week's review comment as a person should read it, or null when it has none. A comment comes with
 * a return (or an approval); a week waiting again was fixed and sent after it, so its comment is the
 * earlier one the apprentice answered, not a verdict on what waits now. It is kept (the mentor
 * checks the fix against what they asked) and shown as earlier, until the week is reviewed again.
 */
export function reviewCommentOf(log: {
  status: HoursLogStatus;
  reviewComment: string | null;
}): { text: string; earlier: boolean } | null {
  const text = log.reviewComment?.trim();
  return text ? { text, earlier: log.status === 'waiting' } : null;
}

/**
 * What the mentor may do with a week: approve it, or return it with a comment. Not once the
 * apprentice's certificate of completion is issued (`completed`): the certificate certifies the record
 * as it was, so a week approved after it would never count, and one returned could not be fixed.
 */
export function checkReview(
  status: HoursLogStatus,
  decision: 'approve' | 'return',
  comment: string | null | undefined,
  completed = false,
): string | null {
  if (status === 'approved') return PROGRESS_MESSAGES.approvedLocked;
  if (completed) return PROGRESS_MESSAGES.completedReview;
  if (status !== 'waiting') return PROGRESS_MESSAGES.notWaiting;
  if (decision === 'return' && !comment?.trim()) return PROGRESS_MESSAGES.returnNeedsComment;
  return null;
}

// ——— Wage periods ———

export interface WagePeriodRate {
  wageAmount: number;
  duration: number;
}

export interface WagePosition {
  /** 1-based period of the schedule the apprentice is paid in now; 0 when the schedule is empty. */
  period: number;
  wageAmount: number | null;
  /** The period after it, its wage and the approved OJT hours still needed to reach it. */
  next: { period: number; wageAmount: number; startsAtHours: number; hoursLeft: number } | null;
}

/** The hour a period starts at: the durations of the periods before it. */
function periodStarts(rates: readonly WagePeriodRate[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const rate of rates) {
    starts.push(at);
    at += Math.max(0, rate.duration);
  }
  return starts;
}

/** The wage period `approvedHours` fall in: a period starts the moment its first hour is reached. */
export function wagePosition(rates: readonly WagePeriodRate[], approvedHours: number): WagePosition {
  if (!rates.length) return { period: 0, wageAmount: null, next: null };
  const starts = periodStarts(rates);
  let index = 0;
  for (let i = 0; i < starts.length; i++) if (approvedHours >= starts[i]!) index = i;
  const next = rates[index + 1];
  return {
    period: index + 1,
    wageAmount: rates[index]!.wageAmount,
    next: next
      ? {
          period: index + 2,
          wageAmount: next.wageAmount,
          startsAtHours: starts[index + 1]!,
          hoursLeft: round2(starts[index + 1]! - approvedHours),
        }
      : null,
  };
}

/** The periods (1-based) whose start lies after `before` and at or below `after`: the steps one approval makes due. */
export function wageStepsCrossed(rates: readonly WagePeriodRate[], before: number, after: number): number[] {
  return periodStarts(rates)
    .map((start, i) => ({ start, period: i + 1 }))
    .filter(({ start, period }) => period > 1 && start > before && start <= after)
    .map(({ period }) => period);
}

// ——— Progress ———

export interface ProgressLog {
  weekStart: string;
  status: HoursLogStatus;
  entries: readonly { workProcessId: string; hours: number }[];
}

export interface ProgressInput {
  ojtHoursRequired: number | null;
  rtiHoursRequired: number | null;
  workProcesses: readonly WorkProcess[];
  logs: readonly ProgressLog[];
  /** Approved instruction hours: completed classes of the program and hours an instruction provider recorded. */
  rtiHours: number;
  hoursProbationary: number | null;
  wageRates: readonly WagePeriodRate[];
  signoffs: readonly { competencyId: string; signedOffAt: string; signedOffBy: string }[];
  /** Whether sign-offs count toward completion: a program whose work processes are its competencies. */
  competencyBased: boolean;
}

export interface Progress {
  ojt: { approved: number; waiting: number; returned: number; required: number | null };
  rti: { approved: number; required: number | null };
  workProcesses: {
    id: string;
    description: string;
    required: number | null;
    approved: number;
    signedOff: { at: string; by: string } | null;
  }[];
  probation: { hours: number; ended: boolean; endedWeek: string | null; hoursLeft: number } | null;
  wage: WagePosition;
  competencies: { signedOff: number; total: number };
  complete: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What an apprentice's weeks add up to: the hours by status, the approved hours per work process,
 * and the approved week by which probation ended. The server's lists read these sums from the
 * database (grouped SQL) instead of the weeks themselves; totalsOfLogs is the same sums over the weeks.
 */
export interface ProgressTotals {
  hours: Record<HoursLogStatus, number>;
  approvedByProcess: Readonly<Record<string, number>>;
  /** The first approved week, in week order, by which approved hours reached the probationary hours; null when none did. */
  probationEndedWeek: string | null;
}

/** The sums of an apprentice's weeks (only approved weeks count toward work processes and probation). */
export function totalsOfLogs(logs: readonly ProgressLog[], hoursProbationary: number | null): ProgressTotals {
  const hours: Record<HoursLogStatus, number> = { approved: 0, waiting: 0, returned: 0 };
  const approvedByProcess: Record<string, number> = {};
  for (const log of logs) hours[log.status] += weekTotal(log.entries);
  const approvedWeeks = logs
    .filter((l) => l.status === 'approved')
    .sort((a, b) => (a.weekStart < b.weekStart ? -1 : 1));
  let running = 0;
  let probationEndedWeek: string | null = null;
  for (const log of approvedWeeks) {
    for (const e of log.entries)
      approvedByProcess[e.workProcessId] = (approvedByProcess[e.workProcessId] ?? 0) + e.hours;
    running += weekTotal(log.entries);
    if (probationEndedWeek === null && hoursProbationary && hoursProbationary > 0 && running >= hoursProbationary)
      probationEndedWeek = log.weekStart;
  }
  return { hours, approvedByProcess, probationEndedWeek };
}

/** An apprentice's progress from their logs: only approved weeks count; waiting and returned are shown apart. */
export function progressOf(input: ProgressInput): Progress {
  const { logs, ...rest } = input;
  return progressFromTotals({ ...rest, totals: totalsOfLogs(logs, input.hoursProbationary) });
}

/** An apprentice's progress from the sums of their weeks (totalsOfLogs, or the same sums read by SQL). */
export function progressFromTotals(input: Omit<ProgressInput, 'logs'> & { totals: ProgressTotals }): Progress {
  const { totals } = input;
  const approved = round2(totals.hours.approved);
  const signoffs = new Map(input.signoffs.map((s) => [s.competencyId, s]));

  const probation: Progress['probation'] =
    input.hoursProbationary && input.hoursProbationary > 0
      ? {
          hours: input.hoursProbationary,
          ended: totals.probationEndedWeek !== null,
          endedWeek: totals.probationEndedWeek,
          hoursLeft: round2(Math.max(0, input.hoursProbationary - approved)),
        }
      : null;

  const competencyIds = input.competencyBased ? input.workProcesses.map((w) => w.id) : [];
  const signedOff = competencyIds.filter((id) => signoffs.has(id)).length;
  const hoursMet =
    (input.ojtHoursRequired ?? 0) > 0 &&
    approved >= input.ojtHoursRequired! &&
    round2(input.rtiHours) >= (input.rtiHoursRequired ?? 0);

  return {
    ojt: {
      approved,
      waiting: round2(totals.hours.waiting),
      returned: round2(totals.hours.returned),
      required: input.ojtHoursRequired,
    },
    rti: { approved: round2(input.rtiHours), required: input.rtiHoursRequired },
    workProcesses: input.workProcesses.map((w) => {
      const s = signoffs.get(w.id);
      return {
        id: w.id,
        description: w.description,
        required: w.totalHours ?? null,
        approved: round2(totals.approvedByProcess[w.id] ?? 0),
        signedOff: s ? { at: s.signedOffAt, by: s.signedOffBy } : null,
      };
    }),
    probation,
    wage: wagePosition(input.wageRates, approved),
    competencies: { signedOff, total: competencyIds.length },
    complete: hoursMet && signedOff === competencyIds.length,
  };
}

/** What agreementThatCounts compares of an apprentice agreement. */
export interface AgreementOrder {
  id: string;
  signedAt?: string | null;
  createdAt?: string | null;
}

/**
 * Which of an apprentice's agreements on one apprenticeship counts (re-invited, re-signed, they may
 * have several): a signed one over any unsigned one, as a signed agreement is what registers them
 * and an unsigned later one is an offer not yet accepted; among the signed, the one signed last (it
 * replaced the earlier terms); with none signed, the latest made (the offer that stands). Ties go to
 * the later made, then the greater id, so every reader picks the same. Progress (start date,
 * probation, required hours, employer), completion, the RAPIDS export and the registration packet
 * all read it; the server's queries order by the same keys (program-of.ts AGREEMENT_THAT_COUNTS_FIRST).
 */
export function agreementThatCounts<A extends AgreementOrder>(agreements: readonly A[]): A | undefined {
  let best: A | undefined;
  for (const a of agreements) if (!best || countsBefore(a, best)) best = a;
  return best;
}

function countsBefore(a: AgreementOrder, b: AgreementOrder): boolean {
  if (Boolean(a.signedAt) !== Boolean(b.signedAt)) return Boolean(a.signedAt);
  const keys: [string, string][] = [
    [a.signedAt ?? '', b.signedAt ?? ''],
    [a.createdAt ?? '', b.createdAt ?? ''],
    [a.id, b.id],
  ];
  for (const [x, y] of keys) if (x !== y) return x > y;
  return false;
}

/** The hours an apprentice must reach: on-the-job training and related instruction. */
export interface RequiredHours {
  ojt: number | null;
  rti: number | null;
}

/**
 * The OJT and related-instruction hours one apprentice must reach: their apprentice agreement's
 * (the terms they signed; copied from the program when invited, and the sponsor may set others),
 * each where the agreement has it, else the apprenticeship's. Progress, completion, the RAPIDS
 * export and the agreement PDF all read it, so an apprentice has one number everywhere.
 */
export function requiredHoursOf(
  agreement: { ojtHours?: number | null; instructionHours?: number | null } | null | undefined,
  apprenticeship: { ojtHours?: number | null; instructionHours?: number | null } | null | undefined,
): RequiredHours {
  return {
    ojt: agreement?.ojtHours ?? apprenticeship?.ojtHours ?? null,
    rti: agreement?.instructionHours ?? apprenticeship?.instructionHours ?? null,
  };
}

/** A bar's share, 0–100, of a total; 0 without a total. */
export function percentOf(done: number, total: number | null | undefined): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}
