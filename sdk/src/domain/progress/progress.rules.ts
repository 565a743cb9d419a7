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
  returnNeedsComment: 'Say what to fix when you return a week.',
  notWaiting: 'Only a week waiting for approval can be approved or returned.',
  noStepDue: 'There is no wage step waiting for confirmation.',
  notApprentice: 'You are not an apprentice of this apprenticeship.',
  notCompetency: (id: string) => `“${id}” is not a competency of this program.`,
  alreadySignedOff: 'This competency is already signed off.',
  onlyMentorSignsOff: 'Only a mentor or the sponsor signs off competencies.',
  onlySponsorRecordsInstruction: 'Only the sponsor records related-instruction hours.',
  instructionHours: 'Instruction hours are a number above 0 and at most 24 a day, in quarter hours.',
  futureDay: 'That day is still to come.',
} as const;

/** Hours of related instruction recorded for one day: above 0, at most 24, in quarter hours. */
export const isInstructionDayHours = (hours: number) =>
  Number.isFinite(hours) && hours > 0 && hours <= 24 && Number.isInteger(hours * 4);

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

export interface WeekLogDraft {
  weekStart: string;
  entries: readonly { workProcessId: string; hours: number }[];
}

export interface WeekLogContext {
  /** Today (YYYY-MM-DD) where the apprentice works. */
  today: string;
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
    if (draft.weekStart > mondayOf(context.today))
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

/** The hours of a week's entries (quarter hours add exactly). */
export function weekTotal(entries: readonly { hours: number }[]): number {
  return entries.reduce((sum, e) => sum + Math.round(e.hours * 4), 0) / 4;
}

/** A waiting week is overdue once it has waited APPROVAL_DUE_DAYS days since it was sent. */
export function isApprovalOverdue(log: { status: HoursLogStatus; submittedAt: string }, now: Date): boolean {
  return log.status === 'waiting' && now.getTime() - Date.parse(log.submittedAt) >= APPROVAL_DUE_DAYS * DAY_MS;
}

/** What the mentor may do with a week: approve it, or return it with a comment. */
export function checkReview(
  status: HoursLogStatus,
  decision: 'approve' | 'return',
  comment: string | null | undefined,
): string | null {
  if (status === 'approved') return PROGRESS_MESSAGES.approvedLocked;
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

/** An apprentice's progress from their logs: only approved weeks count; waiting and returned are shown apart. */
export function progressOf(input: ProgressInput): Progress {
  const byStatus: Record<HoursLogStatus, number> = { approved: 0, waiting: 0, returned: 0 };
  const perProcess = new Map<string, number>();
  const approvedWeeks = input.logs
    .filter((l) => l.status === 'approved')
    .sort((a, b) => (a.weekStart < b.weekStart ? -1 : 1));
  for (const log of input.logs) byStatus[log.status] += weekTotal(log.entries);
  for (const log of approvedWeeks)
    for (const e of log.entries) perProcess.set(e.workProcessId, (perProcess.get(e.workProcessId) ?? 0) + e.hours);

  const approved = round2(byStatus.approved);
  const signoffs = new Map(input.signoffs.map((s) => [s.competencyId, s]));

  let probation: Progress['probation'] = null;
  if (input.hoursProbationary && input.hoursProbationary > 0) {
    let sum = 0;
    let endedWeek: string | null = null;
    for (const log of approvedWeeks) {
      sum += weekTotal(log.entries);
      if (sum >= input.hoursProbationary) {
        endedWeek = log.weekStart;
        break;
      }
    }
    probation = {
      hours: input.hoursProbationary,
      ended: endedWeek !== null,
      endedWeek,
      hoursLeft: round2(Math.max(0, input.hoursProbationary - approved)),
    };
  }

  const competencyIds = input.competencyBased ? input.workProcesses.map((w) => w.id) : [];
  const signedOff = competencyIds.filter((id) => signoffs.has(id)).length;
  const hoursMet =
    (input.ojtHoursRequired ?? 0) > 0 &&
    approved >= input.ojtHoursRequired! &&
    round2(input.rtiHours) >= (input.rtiHoursRequired ?? 0);

  return {
    ojt: {
      approved,
      waiting: round2(byStatus.waiting),
      returned: round2(byStatus.returned),
      required: input.ojtHoursRequired,
    },
    rti: { approved: round2(input.rtiHours), required: input.rtiHoursRequired },
    workProcesses: input.workProcesses.map((w) => {
      const s = signoffs.get(w.id);
      return {
        id: w.id,
        description: w.description,
        required: w.totalHours ?? null,
        approved: round2(perProcess.get(w.id) ?? 0),
        signedOff: s ? { at: s.signedOffAt, by: s.signedOffBy } : null,
      };
    }),
    probation,
    wage: wagePosition(input.wageRates, approved),
    competencies: { signedOff, total: competencyIds.length },
    complete: hoursMet && signedOff === competencyIds.length,
  };
}

/** A bar's share, 0–100, of a total; 0 without a total. */
export function percentOf(done: number, total: number | null | undefined): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}
