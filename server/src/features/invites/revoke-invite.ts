import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invites } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { inviteById } from './invite-access.ts';
import { recordInviteEvent } from './invite-events.ts';
import { requireInviteManager } from './invite-manager.ts';
import { fail } from '../../platform/errors.ts';

/**
 * Revokes an invitation: the invite is deleted (its link then says 'This invitation is no longer
 * valid.'), and the revocation joins the history of what it was about.
 */
export async function revokeInvite(
  ctx: { db: Db; actor: Actor; meta: RequestMeta | null; now: Date },
  inviteId: string,
): Promise<{ revoked: string }> {
  const existing = await inviteById(ctx.db, inviteId);
  if (!existing) throw fail('not_found', 'This invitation is no longer valid.');
  const { caller } = requireInviteManager(ctx.actor, existing.orgId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(invites).where(eq(invites.id, existing.id));
    await recordInviteEvent(tx, caller, ctx.meta, existing, 'invite.revoked', ctx.now, { revokedBy: caller.email });
  });
  return { revoked: existing.id };
}
