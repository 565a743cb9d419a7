import { eq } from 'drizzle-orm';
import { invites } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { requireInviteAccess } from './invite-access.ts';
import { recordInviteEvent } from './invite-events.ts';

/** The invitee opened the invitation (its access code verified in this browser): when, recorded with the event. */
export async function markInviteViewed(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  ctx: Pick<RequestContext, 'actor' | 'meta' | 'tokens'>,
  inviteId: string,
): Promise<{ viewedAt: string }> {
  const invite = await requireInviteAccess(deps, ctx, inviteId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(invites)
      .set({ viewedAt: now.toISOString(), updatedAt: now.toISOString() })
      .where(eq(invites.id, invite.id));
    await recordInviteEvent(tx, ctx.actor, ctx.meta, invite, 'invite.viewed', now);
  });
  return { viewedAt: now.toISOString() };
}
