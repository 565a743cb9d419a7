import { isAdminLike } from '@pathcraft/sdk';
import type { Actor } from '../../platform/actor.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

type UserActor = Extract<Actor, { kind: 'user' }>;

/**
 * Who sends, resends, revokes and reads invitations: an organization's owners and admins for
 * their own organization, a super admin for any. Answers the organization acted for.
 */
export function requireInviteManager(
  actor: Actor,
  requestedOrgId: string | null | undefined,
): { caller: UserActor; orgId: string } {
  const caller = requireUser(actor);
  if (!isAdminLike(caller.roles)) throw fail('forbidden', "Your role can't send invitations.");
  const orgId = actingOrg(caller, requestedOrgId, {
    required: true,
    refusal: 'You can only invite for your own organization.',
  });
  return { caller, orgId };
}
