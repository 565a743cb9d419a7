import { actingOrgId, actsForOrg, orgScopeFor, type OrgActor } from '@pathcraft/sdk';
import type { Actor } from './actor.ts';
import { fail } from './errors.ts';

export interface ActingOrgOptions {
  /** Refuse (400 '<name> is required') when no organization results. */
  required?: boolean;
  /** The request field that names the organization, for the 400 message. */
  field?: string;
  /** The 403 message when a caller names an organization not theirs. */
  refusal?: string;
}

export const OTHER_ORG_REFUSAL = 'You can only act for your own organization.';

/**
 * Which organization the caller acts for (sdk actingOrgId): a super admin for the one the request
 * names, a user or API key for their own; naming another is a 403. Visitors are asked to sign in.
 */
export function actingOrg(
  actor: Actor,
  requested: string | null | undefined,
  opts: ActingOrgOptions & { required: true },
): string;
export function actingOrg(actor: Actor, requested: string | null | undefined, opts?: ActingOrgOptions): string | null;
export function actingOrg(
  actor: Actor,
  requested: string | null | undefined,
  opts: ActingOrgOptions = {},
): string | null {
  if (actor.kind === 'anonymous') throw fail('unauthorized', 'Sign in to continue.');
  const result = actingOrgId(orgActorOf(actor), requested);
  if ('refused' in result) throw fail('forbidden', opts.refusal ?? OTHER_ORG_REFUSAL);
  if (opts.required && !result.orgId) throw fail('bad_request', `${opts.field ?? 'orgId'} is required`);
  return result.orgId;
}

/** The organization and roles that decide what a caller may do: an API key belongs to one organization and holds no role. */
export function orgActorOf(actor: Actor): OrgActor {
  if (actor.kind === 'user') return actor;
  return { roles: [], orgId: actor.kind === 'apiKey' ? actor.orgId : null };
}

/**
 * Whether the caller acts for a record's organization (sdk actsForOrg): the super admin for
 * every one, anyone else as a member of it holding one of `roles` when given. Visitors never.
 */
export function actsFor(actor: Actor, orgId: string | null | undefined, roles?: readonly string[]): boolean {
  return actor.kind !== 'anonymous' && actsForOrg(orgActorOf(actor), orgId, roles);
}

/**
 * The organization a list, count or change is limited to (sdk orgScopeFor): null (every
 * organization) for a super admin who names none, else the one named or the caller's own;
 * naming another is a 403, visitors are asked to sign in.
 */
export function orgScope(actor: Actor, requested?: string | null, opts: Pick<ActingOrgOptions, 'refusal'> = {}) {
  if (actor.kind === 'anonymous') throw fail('unauthorized', 'Sign in to continue.');
  const result = orgScopeFor(orgActorOf(actor), requested);
  if ('refused' in result) throw fail('forbidden', opts.refusal ?? OTHER_ORG_REFUSAL);
  return result.orgId;
}
