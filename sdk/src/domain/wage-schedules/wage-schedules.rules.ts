/**
 * Wage schedule rules (docs/rules.md#wage-schedules): defaults, the period dialog's
 * guidance and the schedule-wide check the server refuses with. No zod here,
 * so the widget chunk stays small. The minimum wage is a floor from
 * minimum-wages.ts (the rate in force where and when), not the stale 5.15 of the original product.
 */
import { formatNumber } from '../../i18n/i18n.ts';
import type { WageFloor } from './minimum-wages.ts';

/** The default periods, in percent of the journeyworker entry wage. */
export const DEFAULT_WAGE_PERCENTS = [47, 67, 87] as const;

export const WAGE_MESSAGES = {
  titleRequired: 'Title is required.',
  entryWageRequired: 'Enter the journeyworker entry wage.',
  wageRatesRequired: 'Wage rates required.',
  wageRequired: 'Enter a wage.',
  cents: 'Enter a dollar amount with at most 2 decimals.',
} as const;

/** The minimum-wage message (docs/rules.md#wage-schedules) with the floor in force: 'Wages must meet US Federal Min. Wage ($7.25) requirements.' */
export const minimumWageMessage = (floor: WageFloor) =>
  `Wages must meet ${floor.name} Min. Wage (${formatWage(floor.amount)}) requirements.`;

/** The entry-wage message (docs/rules.md#wage-schedules), capitalized, with the figure: 'Can not be less than minimum wage ($7.25).' */
export const entryBelowMinimumMessage = (floor: WageFloor) =>
  `Can not be less than minimum wage (${formatWage(floor.amount)}).`;

export interface WagePeriod {
  wageAmount: number;
  duration: number;
}

export interface WageScheduleDraft {
  title?: string | null;
  entryWage: number;
  wageRates?: readonly WagePeriod[] | null;
}

/** One thing wrong with a schedule; `index` names the period it is about. */
export interface WageProblem {
  field: 'title' | 'entryWage' | 'wageRates' | 'wageAmount' | 'duration' | 'totalHours';
  message: string;
  index?: number;
}

const cents = (n: number) => Math.round(Number((n * 100).toPrecision(12)));

/** A dollar amount rounded to 2 decimals (13.395 → 13.4, not 13.39 as float arithmetic would). */
export function roundWage(n: number): number {
  return cents(n) / 100;
}

/** Durations are whole hours, rounded up (docs/rules.md#wage-schedules). */
export function roundHours(n: number): number {
  return Math.ceil(Number(n.toPrecision(12)));
}

export const formatWage = (n: number) => `$${roundWage(n).toFixed(2)}`;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 101st, 111th. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A period's wage as a whole percent of the journeyworker entry wage. */
export function percentOfEntryWage(wageAmount: number, entryWage: number): number {
  if (!(entryWage > 0) || !Number.isFinite(wageAmount)) return 0;
  return Math.round(Number(((wageAmount / entryWage) * 100).toPrecision(12)));
}

/** The schedule's default title: the occupation name and the current year. */
export function defaultWageScheduleTitle(occupationName: string | null | undefined, now: Date = new Date()): string {
  return [occupationName?.trim(), String(now.getFullYear())].filter(Boolean).join(' ');
}

/**
 * OJT hours split into `parts` whole-hour periods: each a third (rounded up)
 * until the hours run out, so they always add up to the OJT hours
 * (2000 → 667, 667, 666).
 */
export function splitHours(ojtHours: number, parts: number): number[] {
  const each = Math.ceil(ojtHours / parts);
  const out: number[] = [];
  let left = ojtHours;
  for (let i = 0; i < parts; i++) {
    const d = i === parts - 1 ? left : Math.min(each, left);
    out.push(Math.max(d, 0));
    left -= d;
  }
  return out;
}

/** Three periods at 47 %, 67 % and 87 % of the entry wage, each a third of the OJT hours. */
export function defaultWageRates(entryWage: number, ojtHours: number | null | undefined): WagePeriod[] {
  const hours = splitHours(Math.max(ojtHours ?? 0, 0), DEFAULT_WAGE_PERCENTS.length);
  return DEFAULT_WAGE_PERCENTS.map((percent, i) => ({
    wageAmount: Math.round((cents(entryWage) * percent) / 100) / 100,
    duration: hours[i]!,
  }));
}

const totalHours = (rates: readonly WagePeriod[]) =>
  rates.reduce((sum, r) => sum + (Number.isFinite(r.duration) ? r.duration : 0), 0);

/**
 * A new period's defaults: the midpoint between the last wage and the entry
 * wage, at most one cent below the entry wage, and the hours still unassigned.
 */
export function newWagePeriod(
  rates: readonly WagePeriod[],
  entryWage: number,
  ojtHours: number | null | undefined,
  floor: WageFloor,
): WagePeriod {
  const last = rates[rates.length - 1]?.wageAmount ?? floor.amount;
  const midpoint = roundWage((last + entryWage) / 2);
  return {
    wageAmount: Math.min(midpoint, roundWage(entryWage - 0.01)),
    duration: Math.max((ojtHours ?? 0) - totalHours(rates), 0),
  };
}

/**
 * The entry wage the dialog starts with: the lowest whose first default
 * period (47 %) is at least the floor. The old default of 10.96 is this for a 5.15 floor;
 * for $7.25 it is $15.43.
 */
export function defaultEntryWage(floor: WageFloor): number {
  return Math.ceil((cents(floor.amount) * 100) / DEFAULT_WAGE_PERCENTS[0]) / 100;
}

/** A period as the dialog stores it: wage to the cent, hours rounded up. */
export function normalizeWagePeriod(rate: WagePeriod): WagePeriod {
  return { wageAmount: roundWage(rate.wageAmount), duration: roundHours(rate.duration) };
}

/** The message of the total-hours rule. */
export const totalHoursMessage = (total: number, ojtHours: number) =>
  `Total hours (${total}) must equal OJT hours (${ojtHours}).`;

/** When the previous period is one cent below the entry wage no wage fits after it. */
export function reducePreviousMessage(index: number, previous: number): string {
  return `The ${ordinal(index)} period's wage (${formatWage(previous)}) is one cent below the entry wage, which leaves no room for the ${ordinal(index + 1)} period. Reduce the ${ordinal(index)} period's wage first.`;
}

/** Is the period before `index` one cent below the entry wage? */
export function previousBlocksPeriod(rates: readonly WagePeriod[], index: number, entryWage: number): boolean {
  const previous = rates[index - 1];
  return index > 0 && previous !== undefined && cents(previous.wageAmount) === cents(entryWage) - 1;
}

/** A period can be deleted only when the schedule has 4 or more (docs/rules.md#wage-schedules), from its dialog or the period table. */
export const canDeletePeriod = (periodCount: number) => periodCount >= 4;
/** A whole schedule can be deleted when it has 2 or more periods (docs/rules.md#wage-schedules). */
export const canDeleteSchedule = (periodCount: number) => periodCount >= 2;
export const SCHEDULE_DELETE_MESSAGE = 'A wage schedule can be deleted only when it has 2 or more periods.';

const hasCents = (n: number) => cents(n) === Number((n * 100).toPrecision(12));

function periodProblems(
  rates: readonly WagePeriod[],
  index: number,
  entryWage: number,
  ojtHours: number | null | undefined,
  floor: WageFloor,
  againstNext: boolean,
): WageProblem[] {
  const problems: WageProblem[] = [];
  const rate = rates[index];
  if (!rate) return problems;
  const n = index + 1;
  const amount = rate.wageAmount;
  const previous = rates[index - 1];
  const next = rates[index + 1];
  if (previous && previousBlocksPeriod(rates, index, entryWage)) {
    problems.push({ field: 'wageAmount', index, message: reducePreviousMessage(index, previous.wageAmount) });
  } else if (!Number.isFinite(amount))
    problems.push({ field: 'wageAmount', index, message: WAGE_MESSAGES.wageRequired });
  else if (cents(amount) < cents(floor.amount))
    problems.push({ field: 'wageAmount', index, message: minimumWageMessage(floor) });
  else if (!hasCents(amount)) problems.push({ field: 'wageAmount', index, message: WAGE_MESSAGES.cents });
  else if (previous && cents(amount) <= cents(previous.wageAmount)) {
    problems.push({
      field: 'wageAmount',
      index,
      message: `The ${ordinal(n)} period's wage must be more than the ${ordinal(n - 1)} period's (${formatWage(previous.wageAmount)}).`,
    });
  } else if (next && againstNext && cents(amount) > cents(next.wageAmount)) {
    problems.push({
      field: 'wageAmount',
      index,
      message: `The ${ordinal(n)} period's wage must be at most the ${ordinal(n + 1)} period's (${formatWage(next.wageAmount)}).`,
    });
  } else if (!next && cents(amount) > cents(entryWage)) {
    problems.push({
      field: 'wageAmount',
      index,
      message: `The ${ordinal(n)} period's wage must be at most the entry wage (${formatWage(entryWage)}).`,
    });
  }
  const d = rate.duration;
  const max = ojtHours && ojtHours > 0 ? ojtHours : undefined;
  if (!Number.isInteger(d) || d < 1 || (max !== undefined && d > max)) {
    problems.push({
      field: 'duration',
      index,
      // The hours in the page's number format, as the widget shows them (2,000 OJT hours, not 2000).
      message: `The ${ordinal(n)} period's duration must be whole hours from 1${max !== undefined ? ` to ${formatNumber(max)}` : ''}.`,
    });
  }
  return problems;
}

/**
 * The problems of the period at `index` of `rates` (the edited or added
 * period already in place): its wage against the minimum, both neighbours
 * and the entry wage, and its duration. The period dialog shows these and
 * disables Save while there are any.
 */
export function checkWagePeriod(
  rates: readonly WagePeriod[],
  index: number,
  entryWage: number,
  ojtHours: number | null | undefined,
  floor: WageFloor,
): WageProblem[] {
  return periodProblems(rates, index, entryWage, ojtHours, floor, true);
}

/**
 * Every rule of a whole schedule (docs/rules.md#wage-schedules), in the order the dialog lists
 * them; empty when it may be saved. The server refuses a write with the
 * first message. `ojtHours` is the apprenticeship's; without it, durations
 * are only checked to be whole and positive. `floor` is the minimum wage in
 * force for the schedule's place (wageFloorOn).
 */
export function checkWageSchedule(
  schedule: WageScheduleDraft,
  ojtHours: number | null | undefined,
  floor: WageFloor,
): WageProblem[] {
  const problems: WageProblem[] = [];
  if (schedule.title !== undefined && !schedule.title?.trim())
    problems.push({ field: 'title', message: WAGE_MESSAGES.titleRequired });
  const entry = schedule.entryWage;
  if (typeof entry !== 'number' || !Number.isFinite(entry)) {
    problems.push({ field: 'entryWage', message: WAGE_MESSAGES.entryWageRequired });
    return problems;
  }
  if (cents(entry) < cents(floor.amount)) {
    problems.push({ field: 'entryWage', message: entryBelowMinimumMessage(floor) });
    return problems;
  }
  if (!hasCents(entry)) problems.push({ field: 'entryWage', message: WAGE_MESSAGES.cents });
  const rates = schedule.wageRates ?? [];
  if (!rates.length) {
    problems.push({ field: 'wageRates', message: WAGE_MESSAGES.wageRatesRequired });
    return problems;
  }
  // Each pair is checked once, from the later period; the minimum wage is said once for the schedule.
  const minimum = minimumWageMessage(floor);
  const perPeriod = rates.flatMap((_, i) => periodProblems(rates, i, entry, ojtHours, floor, false));
  if (perPeriod.some((p) => p.message === minimum)) problems.push({ field: 'wageAmount', message: minimum });
  problems.push(...perPeriod.filter((p) => p.message !== minimum));
  if (ojtHours && ojtHours > 0) {
    const total = totalHours(rates);
    if (total !== ojtHours) problems.push({ field: 'totalHours', message: totalHoursMessage(total, ojtHours) });
  }
  return problems;
}

/**
 * The employer an apprentice works for, whose wage schedule pays them: the one their agreement
 * names, else their program's. One rule for what is signed (the agreement and its PDF), paid
 * (progress and its wage steps) and reported (the RAPIDS export).
 */
export function apprenticeEmployerOf(
  agreementEmployerId: string | null | undefined,
  programEmployerId: string | null | undefined,
): string | null {
  return agreementEmployerId || programEmployerId || null;
}

/**
 * The schedules that apply to an employer's apprentices: among the program's schedules (oldest
 * first), that employer's, else all of them (a program whose schedules name no employer, or none of
 * this one). The agreement's entry wage is the lowest among these (agreementEntryWage).
 */
export function schedulesForEmployer<T extends { employerProfileId?: string | null }>(
  schedules: readonly T[],
  employerProfileId: string | null | undefined,
): readonly T[] {
  const own = employerProfileId ? schedules.filter((s) => s.employerProfileId === employerProfileId) : [];
  return own.length ? own : schedules;
}

/**
 * The wage schedule that pays an apprentice: the first that applies to their employer
 * (schedulesForEmployer); undefined when the program has none.
 */
export function wageScheduleOf<T extends { employerProfileId?: string | null }>(
  schedules: readonly T[],
  employerProfileId: string | null | undefined,
): T | undefined {
  return schedulesForEmployer(schedules, employerProfileId)[0];
}
