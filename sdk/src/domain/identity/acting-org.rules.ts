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

/**
 * The organization a list or count is limited to, from what the request names: a super admin
 * the one named, or every organization (null) when none is; everyone else their own ('' when
 * they have none, which matches nothing). Naming another organization is refused.
 */
export function orgScopeFor(
  actor: OrgActor,
  requested: string | null | undefined,
): { orgId: string | null } | { refused: true } {
  const named = requested?.trim() || null;
  if (isSuperAdmin(actor.roles)) return { orgId: named };
  if (named && named !== actor.orgId) return { refused: true };
  return { orgId: orgScopeOf(actor) };
}

/**
 * Whether a caller acts for a record's organization: the super admin for every one; anyone
 * else only as a member of it (a caller or record without an organization is never a match),
 * and, when roles are given, holding one of them there.
 */
export function actsForOrg(actor: OrgActor, orgId: string | null | undefined, roles?: readonly string[]): boolean {
  if (isSuperAdmin(actor.roles)) return true;
  if (!actor.orgId || actor.orgId !== orgId) return false;
  return !roles || (actor.roles ?? []).some((r) => roles.includes(r));
}
