/** Roles a user can hold (docs/rules.md#organizations-and-roles). Anyone without one of the first four is a student. */
export const ROLES = ['superAdmin', 'owner', 'admin', 'teacher', 'student'] as const;
export type Role = (typeof ROLES)[number];

export const ORG_TYPES = ['workforce', 'community', 'education', 'business'] as const;
export type OrgType = (typeof ORG_TYPES)[number];

/** The highest role in a user's role list; no known role means student. */
export function primaryRole(roles: readonly string[] | null | undefined): Role {
  for (const role of ROLES) if (roles?.includes(role)) return role;
  return 'student';
}

/** 'Admin-like' means admin, owner or superAdmin (docs/rules.md#organizations-and-roles). */
export function isAdminLike(roles: readonly string[] | null | undefined): boolean {
  return ['superAdmin', 'owner', 'admin'].some((r) => roles?.includes(r));
}

/** An organization's administrators: owners and admins (docs/rules.md#organizations-and-roles). */
export const ADMIN_ROLES = ['owner', 'admin'] as const;

/** An organization's staff: owners, admins and teachers (docs/rules.md#organizations-and-roles). */
export const STAFF_ROLES = ['owner', 'admin', 'teacher'] as const;

export function isOrgStaff(roles: readonly string[] | null | undefined): boolean {
  return STAFF_ROLES.some((r) => roles?.includes(r));
}

export function isSuperAdmin(roles: readonly string[] | null | undefined): boolean {
  return roles?.includes('superAdmin') ?? false;
}

/** A role's name, which depends on the organization type: workforce orgs say Expert and User. */
export type RoleName = 'superAdmin' | 'owner' | 'admin' | 'expert' | 'teacher' | 'user' | 'student';

export function roleName(role: Role, orgType?: string | null): RoleName {
  const workforce = orgType === 'workforce';
  if (role === 'teacher') return workforce ? 'expert' : 'teacher';
  if (role === 'student') return workforce ? 'user' : 'student';
  return role;
}

const ROLE_LABELS: Record<RoleName, string> = {
  superAdmin: 'Super Admin',
  owner: 'Owner',
  admin: 'Admin',
  expert: 'Expert',
  teacher: 'Teacher',
  user: 'User',
  student: 'Student',
};

/** A role's label in English (a page in another language names `roleName` from its catalogue). */
export function roleLabel(role: Role, orgType?: string | null): string {
  return ROLE_LABELS[roleName(role, orgType)];
}

/** What an organization calls its locations, teachers and students (docs/rules.md#organizations-and-roles). */
export function orgVocabulary(orgType?: string | null): { location: string; teacher: string; student: string } {
  return orgType === 'workforce'
    ? { location: 'Location', teacher: 'Expert', student: 'User' }
    : { location: 'Employer', teacher: 'Teacher', student: 'Student' };
}

/** Rank of a role list: its highest role, 0 for superAdmin down to 4 for student. */
function rank(roles: readonly string[] | null | undefined): number {
  return ROLES.indexOf(primaryRole(roles));
}

/**
 * The one rank rule of an organization: nobody acts on a user ranked above them. Null when
 * `caller` may act on a user holding `target`, else who can ('an owner', 'a super admin').
 * Peers act on peers (an admin on another admin), as roles and deactivation always allowed.
 */
export function outrankedBy(
  caller: readonly string[],
  target: readonly string[] | null | undefined,
): 'an owner' | 'a super admin' | null {
  if (isSuperAdmin(caller) || rank(target) >= rank(caller)) return null;
  return primaryRole(target) === 'owner' ? 'an owner' : 'a super admin';
}

/**
 * Whether a user holding `granter` may change someone's roles from `current`
 * to `next`; null when allowed, else the reason. Nobody grants above their own
 * role or changes someone ranked above them; only a super admin grants or
 * removes superAdmin; students and teachers grant nothing; nobody changes their own (`self`).
 */
export function roleGrantRefusal(
  granter: readonly string[],
  current: readonly string[] | null | undefined,
  next: readonly string[],
  self = false,
): string | null {
  // Nobody changes their own roles, the super admin included (the last one could demote themself).
  return grantRefusal(granter, current, next) ?? (self ? "You can't change your own role." : null);
}

function grantRefusal(
  granter: readonly string[],
  current: readonly string[] | null | undefined,
  next: readonly string[],
): string | null {
  if (isSuperAdmin(granter)) return null;
  if (!isAdminLike(granter)) return "Your role can't change roles.";
  const had = current ?? [];
  if (next.includes('superAdmin') !== had.includes('superAdmin'))
    return 'Only a super admin can grant or remove the super admin role.';
  const outranked = outrankedBy(granter, had);
  if (outranked) return `Only ${outranked} can change this user's roles.`;
  const above = next.find((role) => !had.includes(role) && ROLES.indexOf(role as Role) < rank(granter));
  if (above) return `You can't grant the ${roleLabel(above as Role)} role: it is above your own.`;
  return null;
}

/**
 * Whether a user holding `caller` roles may deactivate an account holding `target` roles; null when
 * allowed, else the reason. Admins and owners deactivate people up to their own rank (the
 * organization scope is the server's); nobody deactivates themself, so the last super admin
 * can't lock everyone out.
 */
export function deactivationRefusal(
  caller: readonly string[],
  target: readonly string[] | null | undefined,
  self: boolean,
): string | null {
  if (self) return "You can't deactivate your own account.";
  return accountChangeRefusal(caller, target, 'deactivate');
}

/** Whether `caller` may reactivate a deactivated account holding `target` roles: the same people who may deactivate it. */
export function reactivationRefusal(
  caller: readonly string[],
  target: readonly string[] | null | undefined,
  self: boolean,
): string | null {
  if (self) return "You can't reactivate your own account.";
  return accountChangeRefusal(caller, target, 'reactivate');
}

function accountChangeRefusal(
  caller: readonly string[],
  target: readonly string[] | null | undefined,
  verb: 'deactivate' | 'reactivate',
): string | null {
  if (isSuperAdmin(caller)) return null;
  if (!isAdminLike(caller)) return `Your role can't ${verb} accounts.`;
  const outranked = outrankedBy(caller, target);
  return outranked ? `Only ${outranked} can ${verb} this user.` : null;
}

/**
 * Whether a user holding `caller` roles may change the record of a user holding `target` roles
 * (name, e-mail, flags, personal and private information, records lists); null when allowed,
 * else the reason. Everyone changes their own record (within its own fields); owners and admins
 * change the people of their organization up to their own rank (the organization scope is the
 * server's); the super admin changes anyone.
 */
export function userChangeRefusal(
  caller: readonly string[],
  target: readonly string[] | null | undefined,
  self: boolean,
): string | null {
  if (self || isSuperAdmin(caller)) return null;
  if (!isAdminLike(caller)) return "Your role can't change other users.";
  const outranked = outrankedBy(caller, target);
  return outranked ? `Only ${outranked} can change this user.` : null;
}
