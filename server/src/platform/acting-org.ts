import { actingOrgId } from '@pathcraft/sdk';
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
  // An API key belongs to one organization and is never a super admin.
  const result = actingOrgId(actor.kind === 'user' ? actor : { roles: [], orgId: actor.orgId }, requested);
  if ('refused' in result) throw fail('forbidden', opts.refusal ?? OTHER_ORG_REFUSAL);
  if (opts.required && !result.orgId) throw fail('bad_request', `${opts.field ?? 'orgId'} is required`);
  return result.orgId;
}
