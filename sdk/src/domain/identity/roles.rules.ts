/** Roles a user can hold (000 §6). Anyone without one of the first four is a student. */
export const ROLES = ['superAdmin', 'owner', 'admin', 'teacher', 'student'] as const;
export type Role = (typeof ROLES)[number];

export const ORG_TYPES = ['workforce', 'community', 'education', 'business'] as const;
export type OrgType = (typeof ORG_TYPES)[number];

/** The highest role in a user's role list; no known role means student. */
export function primaryRole(roles: readonly string[] | null | undefined): Role {
  for (const role of ROLES) if (roles?.includes(role)) return role;
  return 'student';
}

/** 'Admin-like' means admin, owner or superAdmin (000 §6). */
export function isAdminLike(roles: readonly string[] | null | undefined): boolean {
  return ['superAdmin', 'owner', 'admin'].some((r) => roles?.includes(r));
}

export function isSuperAdmin(roles: readonly string[] | null | undefined): boolean {
  return roles?.includes('superAdmin') ?? false;
}

/** Role labels depend on the organization type: workforce orgs say Expert and User. */
export function roleLabel(role: Role, orgType?: string | null): string {
  const workforce = orgType === 'workforce';
  switch (role) {
    case 'superAdmin':
      return 'Super Admin';
    case 'owner':
      return 'Owner';
    case 'admin':
      return 'Admin';
    case 'teacher':
      return workforce ? 'Expert' : 'Teacher';
    case 'student':
      return workforce ? 'User' : 'Student';
  }
}

/** What an organization calls its locations, teachers and students (000 §1). */
export function orgVocabulary(orgType?: string | null): { location: string; teacher: string; student: string } {
  return orgType === 'workforce'
    ? { location: 'Location', teacher: 'Expert', student: 'User' }
    : { location: 'Employer', teacher: 'Teacher', student: 'Student' };
}
