/**
 * The training plan's state in the address (issue 25 #11), so Back, reload and a shared link
 * all show the same plan: the keyword, the occupation, the ZIP, the chosen items of each
 * category by id, and the items the visitor made (whole, since nothing else knows them).
 *
 * The hosted page (/external/pathways) owns its address and writes readable parameters beside
 * its own (orgId, locationId, embedded). The element lives on a customer's page, whose address
 * is theirs: it writes one parameter, `pathcraft-plan`, and leaves every other one, the hash and
 * the page's history.state alone.
 */
import { searchKeyword, type Certificate, type OccupationElement } from '@pathcraft/sdk';
import { type Category, itemKey, type PlanItems, type PlanState } from './training-plans.state.ts';

export type PlanUrlMode = 'query' | 'namespaced';
export const NAMESPACED_PARAM = 'pathcraft-plan';

const CATEGORIES: readonly Category[] = ['skills', 'knowledge', 'certs', 'programs'];
const KEYS = { keyword: 'q', code: 'occupation', zip: 'zip', custom: 'custom', saved: 'saved' } as const;
const OWN_KEYS: readonly string[] = [...Object.values(KEYS), ...CATEGORIES];

/** What the address says of a plan. `picks` is null when it names no choices (then the defaults). */
export interface PlanSnapshot {
  keyword: string;
  code: string | null;
  zip: string;
  picks: Record<Category, string[]> | null;
  custom: { skills: OccupationElement[]; certs: Certificate[] };
  /** The job profile this plan was saved as: the plan then shows its link and is read-only until copied. */
  saved: string | null;
}

/** Items the visitor made carry ids from customItemId ('skill-…', 'cert-…'). */
export const isCustomItem = (item: { ElementId?: string; Id?: string }) =>
  /^(skill|cert)-/.test(item.ElementId ?? item.Id ?? '');

/** Choices are written once the visitor made some (edited); until then the address names the defaults by leaving them out. */
export function snapshotOf(
  state: Pick<PlanState, 'keyword' | 'occupation' | 'location' | 'selected' | 'available' | 'edited' | 'savedDocId'>,
): PlanSnapshot {
  const picks = Object.fromEntries(
    CATEGORIES.map((c) => [c, (state.selected[c] as PlanItems[Category]).map(itemKey)]),
  ) as Record<Category, string[]>;
  return {
    keyword: state.keyword,
    code: state.occupation?.OnetCode ?? null,
    zip: state.occupation ? state.location.zip : '',
    picks: state.occupation && state.edited ? picks : null,
    custom: { skills: state.available.skills.filter(isCustomItem), certs: state.available.certs.filter(isCustomItem) },
    saved: state.occupation ? state.savedDocId : null,
  };
}

/** The snapshot as query parameters (only those with a value). */
export function encodePlan(s: PlanSnapshot): URLSearchParams {
  const q = new URLSearchParams();
  if (s.keyword) q.set(KEYS.keyword, s.keyword);
  if (s.code) q.set(KEYS.code, s.code);
  if (s.code && s.zip) q.set(KEYS.zip, s.zip);
  if (s.code && s.picks) for (const c of CATEGORIES) q.set(c, s.picks[c].join(','));
  if (s.code && (s.custom.skills.length || s.custom.certs.length)) q.set(KEYS.custom, JSON.stringify(s.custom));
  if (s.code && s.saved) q.set(KEYS.saved, s.saved);
  return q;
}

const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];

function parseCustom(value: string | null): PlanSnapshot['custom'] {
  const none = { skills: [], certs: [] };
  if (!value) return none;
  try {
    const parsed = JSON.parse(value) as Partial<PlanSnapshot['custom']>;
    const skills = Array.isArray(parsed.skills)
      ? parsed.skills.filter((x) => x && typeof x.ElementName === 'string' && isCustomItem(x))
      : [];
    const certs = Array.isArray(parsed.certs)
      ? parsed.certs.filter((x) => x && typeof x.Name === 'string' && isCustomItem(x))
      : [];
    return { skills, certs };
  } catch {
    // A mangled link still opens the plan, without the items it can't read.
    return none;
  }
}

export function decodePlan(q: URLSearchParams): PlanSnapshot {
  const code = q.get(KEYS.code)?.trim() || null;
  const named = CATEGORIES.some((c) => q.has(c));
  return {
    keyword: searchKeyword(q.get(KEYS.keyword) ?? ''),
    code,
    zip: code ? (q.get(KEYS.zip)?.trim() ?? '') : '',
    picks:
      code && named
        ? (Object.fromEntries(CATEGORIES.map((c) => [c, list(q.get(c))])) as Record<Category, string[]>)
        : null,
    custom: code ? parseCustom(q.get(KEYS.custom)) : { skills: [], certs: [] },
    saved: code ? q.get(KEYS.saved)?.trim() || null : null,
  };
}

/** The plan's part of an address's query, in either mode. */
export function readPlanQuery(search: string, mode: PlanUrlMode): URLSearchParams {
  const q = new URLSearchParams(search);
  return mode === 'query' ? q : new URLSearchParams(q.get(NAMESPACED_PARAM) ?? '');
}

/** `href` with the plan written into it: its other parameters, its path and hash stay as they are. */
export function withPlan(href: string, plan: URLSearchParams, mode: PlanUrlMode): string {
  const url = new URL(href);
  if (mode === 'query') {
    for (const key of OWN_KEYS) url.searchParams.delete(key);
    for (const [key, value] of plan) url.searchParams.append(key, value);
  } else if (plan.toString()) url.searchParams.set(NAMESPACED_PARAM, plan.toString());
  else url.searchParams.delete(NAMESPACED_PARAM);
  return url.pathname + url.search + url.hash;
}

/** Which step a snapshot is at: a new step is a new history entry (Back returns to it); edits within a step replace it. */
export const stepOf = (s: PlanSnapshot) => (s.code ? `plan:${s.code}` : s.keyword ? `results:${s.keyword}` : 'search');

/** The selection a snapshot names, from what the occupation offers plus the visitor's own items; ids it no longer offers drop out. */
export function picksFrom(available: PlanItems, picks: Record<Category, string[]>): PlanItems {
  const pick = <T extends PlanItems[Category][number]>(items: readonly T[], ids: string[]) =>
    ids.map((id) => items.find((i) => itemKey(i) === id)).filter((i): i is T => i !== undefined);
  return {
    skills: pick(available.skills, picks.skills),
    knowledge: pick(available.knowledge, picks.knowledge),
    certs: pick(available.certs, picks.certs),
    programs: pick(available.programs, picks.programs),
  };
}
