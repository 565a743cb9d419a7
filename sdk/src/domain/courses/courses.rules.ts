import { isOrgStaff, isSuperAdmin } from '../identity/roles.rules.ts';

/** What a user flagged courseReadOnly (docs/rules.md#courses-and-cohorts) hears when they try to change a course, section or cohort. */
export const COURSE_READ_ONLY_MESSAGE =
  'Your account is read-only for courses: you can view classes, sections and cohorts but not change them.';

/**
 * A user with the courseReadOnly flag is read-only for courses (docs/rules.md#courses-and-cohorts): every write to a class,
 * its sections or its cohorts is refused. The super admin passes every policy.
 */
export function courseWriteRefusal(user: {
  roles: readonly string[] | null | undefined;
  courseReadOnly?: boolean | null;
}): string | null {
  if (isSuperAdmin(user.roles)) return null;
  return user.courseReadOnly ? COURSE_READ_ONLY_MESSAGE : null;
}

export const ROSTER_REFUSAL = "Your role can't see class rosters.";

/**
 * Who may see a class's roster (its learners, with e-mail and enrolment date): the staff of the
 * class's own organization (the organization scope is the server's) and the super admin; null when allowed.
 * A roster carries no private information, so teachers see the same as owners and admins.
 */
export function rosterRefusal(roles: readonly string[] | null | undefined): string | null {
  return isSuperAdmin(roles) || isOrgStaff(roles) ? null : ROSTER_REFUSAL;
}

/**
 * The body of a class update (docs/rules.md#courses-and-cohorts): only the fields that are set, and the eUnits list only
 * when it is non-empty.
 */
export function classUpdateOf<T extends Record<string, unknown>>(changes: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (key === 'eUnits' && !(Array.isArray(value) && value.length)) continue;
    out[key] = value;
  }
  return out as Partial<T>;
}

/** The ids with the one at `from` moved by `delta` places (clamped to the ends); the same list when it can't move. */
export function moveId(ids: readonly string[], id: string, delta: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = Math.max(0, Math.min(ids.length - 1, from + delta));
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

/** A file shown with a class (docs/rules.md#courses-and-cohorts). */
export interface CdnFile {
  url: string;
  name: string;
  type?: string | null;
  size?: number | null;
}

/** Adds files to a class's cdnFiles without duplicates (by url); a re-added file takes its new name. */
export function mergeCdnFiles(existing: readonly CdnFile[] | null | undefined, added: readonly CdnFile[]): CdnFile[] {
  const byUrl = new Map<string, CdnFile>();
  for (const file of existing ?? []) if (file && typeof file.url === 'string') byUrl.set(file.url, file);
  for (const file of added) byUrl.set(file.url, { ...byUrl.get(file.url), ...file });
  return [...byUrl.values()];
}
