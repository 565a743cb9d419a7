import { z } from 'zod';
import {
  DISABILITY_STATUSES,
  ETHNICITIES,
  GENDERS,
  RACES,
  VETERAN_STATUSES,
} from '../apprenticeships/apprenticeships.enums.ts';

/**
 * The affirmative-action review counts a sponsor's apprentices by sex, ethnicity, race, veteran and
 * disability status. It is aggregate only, and a count under five could point at a person, so such
 * a cell is never shown: it is suppressed, and so is a second cell of the same table whenever one
 * suppressed cell could be worked out from the total and the others.
 */
export const EEO_MIN_APPRENTICES = 5;
export const EEO_MIN_CELL = 5;

/** Two or more races chosen count once, as the agency's reports do. */
export const TWO_OR_MORE_RACES = 'twoOrMoreRaces';
/** A record with no answer at all (older agreements): counted, never guessed. */
export const NOT_RECORDED = 'notRecorded';

export const EEO_DIMENSIONS = {
  sex: [...GENDERS, NOT_RECORDED],
  ethnicity: [...ETHNICITIES, NOT_RECORDED],
  race: [...RACES.filter((r) => r !== 'noAnswer'), TWO_OR_MORE_RACES, 'noAnswer', NOT_RECORDED],
  veteran: [...VETERAN_STATUSES, NOT_RECORDED],
  disability: [...DISABILITY_STATUSES, NOT_RECORDED],
} as const;
export type EeoDimension = keyof typeof EEO_DIMENSIONS;

/** One apprentice's answers, as the apprentice agreement keeps them (clear, in memory only). */
export interface EeoAnswers {
  gender?: string | null;
  ethnicity?: string | null;
  races?: readonly string[] | null;
  veteranStatus?: string | null;
  disability?: string | null;
}

/** A shown count, or null where it is suppressed. */
export type EeoCell = { category: string; count: number | null };
export interface EeoSummary {
  /** How many apprentices the summary is about (at least EEO_MIN_APPRENTICES when tables are shown). */
  total: number;
  /** Null when the sponsor has fewer apprentices than the review needs: nothing is shown then. */
  tables: Record<EeoDimension, EeoCell[]> | null;
}

const answerOf = (value: string | null | undefined, allowed: readonly string[]) =>
  value && allowed.includes(value) ? value : NOT_RECORDED;

function raceOf(races: readonly string[] | null | undefined): string {
  const chosen = (races ?? []).filter((r) => (RACES as readonly string[]).includes(r) && r !== 'noAnswer');
  if (chosen.length > 1) return TWO_OR_MORE_RACES;
  if (chosen.length === 1) return chosen[0]!;
  return races?.includes('noAnswer') ? 'noAnswer' : NOT_RECORDED;
}

function categoryOf(dimension: EeoDimension, a: EeoAnswers): string {
  switch (dimension) {
    case 'sex':
      return answerOf(a.gender, GENDERS);
    case 'ethnicity':
      return answerOf(a.ethnicity, ETHNICITIES);
    case 'race':
      return raceOf(a.races);
    case 'veteran':
      return answerOf(a.veteranStatus, VETERAN_STATUSES);
    case 'disability':
      return answerOf(a.disability, DISABILITY_STATUSES);
  }
}

/**
 * Suppresses every non-zero count under EEO_MIN_CELL, then, while exactly one cell is hidden (the
 * total minus the shown cells would give it away), the smallest shown non-zero cell too. A zero is
 * shown: it names nobody. The total itself is shown, so the complement rule is what protects.
 */
export function suppressSmallCells(counts: readonly { category: string; count: number }[]): EeoCell[] {
  const hidden = new Set(counts.filter((c) => c.count > 0 && c.count < EEO_MIN_CELL).map((c) => c.category));
  if (hidden.size === 1) {
    const next = counts
      .filter((c) => c.count > 0 && !hidden.has(c.category))
      .sort((a, b) => a.count - b.count || a.category.localeCompare(b.category))[0];
    if (next) hidden.add(next.category);
  }
  return counts.map((c) => ({ category: c.category, count: hidden.has(c.category) ? null : c.count }));
}

/** The EEO summary of a sponsor's apprentices: counts per table, small cells suppressed, never a person. */
export function eeoSummary(apprentices: readonly EeoAnswers[]): EeoSummary {
  const total = apprentices.length;
  if (total < EEO_MIN_APPRENTICES) return { total, tables: null };
  const tables = {} as Record<EeoDimension, EeoCell[]>;
  for (const dimension of Object.keys(EEO_DIMENSIONS) as EeoDimension[]) {
    const counts = new Map<string, number>(EEO_DIMENSIONS[dimension].map((c) => [c, 0]));
    for (const a of apprentices) {
      const category = categoryOf(dimension, a);
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    tables[dimension] = suppressSmallCells([...counts].map(([category, count]) => ({ category, count })));
  }
  return { total, tables };
}

/** One category's count in an EEO table (null: hidden, a small cell). */
export const ZEeoCell = z.object({ category: z.string(), count: z.number().int().nullable() });
const ZEeoCells = z.array(ZEeoCell);
export const ZEeoSummary = z.object({
  total: z.number().int(),
  tables: z
    .object({ sex: ZEeoCells, ethnicity: ZEeoCells, race: ZEeoCells, veteran: ZEeoCells, disability: ZEeoCells })
    .nullable(),
});
export const ZEeoSummaryQuery = z.object({ orgId: z.string().min(1).max(64).optional() });
