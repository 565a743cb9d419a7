import type { Filter } from '../../api/query.ts';
import { isAdminLike, isSuperAdmin } from '../identity/roles.rules.ts';

export const MEMBERSHIPS = ['inactive', 'starter', 'premium', 'pro'] as const;
export type Membership = (typeof MEMBERSHIPS)[number];

/** 'inactive' if present, else 'pro', else 'premium', else 'starter', else the first value (docs/rules.md#users). */
export function membershipReadable(membership: readonly string[] | null | undefined): string | undefined {
  if (!membership?.length) return undefined;
  for (const level of ['inactive', 'pro', 'premium', 'starter']) if (membership.includes(level)) return level;
  return membership[0];
}

/** The list fields of a user that the additive update touches. */
export const USER_LIST_FIELDS = [
  'courseIds',
  'completedCourseIds',
  'completedCourseTopicIds',
  'educationUnitIds',
  'uniqueCertificateIds',
  'externalRegisteredCourseIds',
  'cohortIds',
  'apprenticeshipIds',
] as const;
export type UserListField = (typeof USER_LIST_FIELDS)[number];
export type UserLists = Partial<Record<UserListField, string[] | null>>;

/**
 * Lists a user keeps for themself: the topics they have worked through. Every
 * other list is a record (enrolment, completion, certificate, cohort,
 * apprenticeship) that only enrolment, completion and admin routes change.
 */
export const SELF_SERVICE_USER_LISTS: readonly UserListField[] = ['completedCourseTopicIds'];

/** The record lists an additive update would change, in USER_LIST_FIELDS order. */
export function recordListsIn(additions: UserLists): UserListField[] {
  return USER_LIST_FIELDS.filter((field) => additions[field]?.length && !SELF_SERVICE_USER_LISTS.includes(field));
}

/** Records of a user are changed by an owner or admin of the user's organization, or a super admin. */
export function mayChangeUserRecords(
  caller: { roles: readonly string[]; orgId: string | null },
  userOrgId: string | null,
): boolean {
  if (isSuperAdmin(caller.roles)) return true;
  return isAdminLike(caller.roles) && caller.orgId !== null && caller.orgId === userOrgId;
}

/** Completing an id removes it from the matching open list. */
const COMPLETES: Partial<Record<UserListField, UserListField>> = {
  completedCourseIds: 'courseIds',
};

/**
 * The additive list update (docs/rules.md#users): ids are added without duplicates,
 * completed ids are removed from the open list, and a list that becomes empty
 * is stored as null. Returns only the lists that changed.
 */
export function applyUserListUpdate(current: UserLists, additions: UserLists): UserLists {
  const next: UserLists = {};
  const lists = (field: UserListField) => next[field] ?? current[field] ?? [];
  for (const field of USER_LIST_FIELDS) {
    const add = additions[field];
    if (!add?.length) continue;
    const merged = [...lists(field)];
    for (const id of add) if (!merged.includes(id)) merged.push(id);
    next[field] = merged;
  }
  for (const [done, open] of Object.entries(COMPLETES) as [UserListField, UserListField][]) {
    const completed = additions[done];
    if (!completed?.length) continue;
    const remaining = lists(open).filter((id) => !completed.includes(id));
    if (remaining.length !== lists(open).length || next[open]) next[open] = remaining;
  }
  for (const field of Object.keys(next) as UserListField[]) {
    if (next[field]?.length === 0) next[field] = null;
  }
  return next;
}

/** Full name from first, middle and last, then a comma and the suffix (docs/rules.md#users). */
export function composeFullName(p: {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
}): string {
  const name = [p.firstName, p.middleName, p.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  const suffix = p.suffix?.trim();
  return suffix ? `${name}, ${suffix}` : name;
}

/** What the console's user search asks for; empty values mean "any". */
export interface UserSearch {
  name?: string;
  role?: string;
  membership?: string;
  /** Test users: all (default), only them, or hidden. */
  testUsers?: 'all' | 'only' | 'hide';
  /**
   * Staff only: the search that leaves students out (docs/rules.md#organizations-and-roles) (a community organization's staff
   * picker). The Users list shows everyone, students included.
   */
  staffOnly?: boolean;
}

/** The roles above student; anyone holding none of them is a student (docs/rules.md#organizations-and-roles). */
export const ROLES_ABOVE_STUDENT = ['superAdmin', 'owner', 'admin', 'teacher'] as const;

/**
 * The data-access filters of a user search (docs/rules.md#data-access-api). 'student' finds everyone without a staff
 * role, as the role column labels them (a user imported without a role is a student too).
 */
export function userSearchFilters(search: UserSearch): Filter[] {
  const filters: Filter[] = [];
  const name = search.name?.trim();
  if (name) filters.push({ field: 'name', op: 'ilike', value: name });
  if (search.role === 'student') filters.push({ field: 'role', op: '!ov', value: ROLES_ABOVE_STUDENT.join(',') });
  else if (search.role) filters.push({ field: 'role', op: 'ov', value: search.role });
  if (search.membership) filters.push({ field: 'membership', op: 'ov', value: search.membership });
  if (search.testUsers === 'only' || search.testUsers === 'hide')
    filters.push({ field: 'testUser', op: 'is', value: String(search.testUsers === 'only') });
  if (search.staffOnly && !search.role) filters.push({ field: 'role', op: 'ov', value: ROLES_ABOVE_STUDENT.join(',') });
  return filters;
}
