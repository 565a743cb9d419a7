/** Lists show only the first 5 skills and the first 5 knowledge items (docs/rules.md#training-plans). */
export const LIST_PREVIEW_COUNT = 5;
export const OCCUPATION_SEARCH_LIMIT = 20;

/** The one partner college whose school names are never blurred (docs/rules.md#training-plans). */
export const PARTNER_COLLEGE = 'Community College of Allegheny County';
export const BLURRED_SCHOOL_TEXT = 'Upgrade to view school name';

/**
 * School names are blurred for an organization on the free plan (docs/rules.md#training-plans: the paid tier), except the
 * partner college's and in debug mode. Without an organization (`plan` null or absent) nobody could
 * upgrade, and the names are public data (NCES IPEDS): a visitor of the public tool sees them.
 */
export function canSeeSchoolName(schoolName: string, opts: { plan?: string | null; debug?: boolean }): boolean {
  if (opts.debug === true || opts.plan == null || opts.plan === 'pro') return true;
  return schoolName.trim().toLowerCase() === PARTNER_COLLEGE.toLowerCase();
}

/** 'Training Program' for exactly one, 'Training Programs' otherwise (docs/rules.md#training-plans). */
export function trainingProgramsTitle(count: number): string {
  return count === 1 ? 'Training Program' : 'Training Programs';
}

/** Elements sorted by importance, highest first; ties by name so the order is stable. */
export function byImportance<T extends { Importance: number; ElementName: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.Importance - a.Importance || a.ElementName.localeCompare(b.ElementName));
}

/** Contact fields are required when a plan is saved without an organization (docs/rules.md#training-plans). */
export function missingContactFields(p: {
  orgId?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  companyName?: string | null;
}): string[] {
  if (p.orgId) return [];
  return (['name', 'email', 'phone', 'companyName'] as const).filter((k) => !p[k]?.trim());
}

/** The plan e-mail's subject (docs/rules.md#training-plans). */
export const planEmailSubject = (title: string) => `Training plan: ${title}`;
export const PLAN_CREATED_SUBJECT = 'Training Plan Created';

/**
 * O*NET-SOC codes that SOC 2018 retired, mapped to their successors, so old links and saved plans
 * still resolve (O*NET 29.0 follows SOC 2018: CNC operators moved from 51-4011 to 51-9161).
 */
export const OCCUPATION_CODE_ALIASES: Readonly<Record<string, string>> = {
  '51-4011.00': '51-9161.00',
};

/**
 * An occupation keyword that is a code, as a full O*NET-SOC code: '51-9161' → '51-9161.00', retired
 * codes → their successor. Null when the keyword is not a code (then it is a title to search for).
 */
export function normalizeOccupationCode(keyword: string): string | null {
  const m = /^(\d{2}-\d{4})(\.\d{2})?$/.exec(keyword.trim());
  if (!m) return null;
  const code = `${m[1]}${m[2] ?? '.00'}`;
  return OCCUPATION_CODE_ALIASES[code] ?? code;
}

/** The notice's date as MM/DD/YYYY h:mm A (docs/rules.md#training-plans), in the given time zone. */
export function planDateTime(date: Date, timeZone = 'UTC'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}
