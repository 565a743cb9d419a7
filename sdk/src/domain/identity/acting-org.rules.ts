import { isSuperAdmin } from './roles.rules.ts';

/** The part of a caller that decides which organization they act for. */
export interface OrgActor {
  roles: readonly string[] | null | undefined;
  orgId: string | null;
}

/**
 * Which organization a caller acts for (issue 12): a super admin for the one the request names
 * (else their own, which may be none); everyone else for their own. Naming another organization
 * is refused for everyone but the super admin, never silently replaced.
 */
export function actingOrgId(
  actor: OrgActor,
  requested: string | null | undefined,
): { orgId: string | null } | { refused: true } {
  const named = requested?.trim() || null;
  if (isSuperAdmin(actor.roles)) return { orgId: named ?? actor.orgId };
  if (named && named !== actor.orgId) return { refused: true };
  return { orgId: actor.orgId };
}

/**
 * The organization a caller's rows are limited to when the request names none: null (every
 * organization) for a super admin, else their own ('' when they have none, which matches nothing).
 */
export function orgScopeOf(actor: OrgActor): string | null {
  return isSuperAdmin(actor.roles) ? null : (actor.orgId ?? '');
}
