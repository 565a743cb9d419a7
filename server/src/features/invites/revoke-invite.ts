import { INVITE_ALREADY_USED, inviteIsOpen } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { invites } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { inviteById } from './invite-access.ts';
import { recordInviteEvent } from './invite-events.ts';
import { requireInviteManager } from './invite-manager.ts';
import { fail } from '../../platform/errors.ts';

/**
 * Revokes an invitation: the invite is deleted (its link then says 'This invitation is no longer
 * valid.'), and the revocation joins the history of what it was about. A used invite is final
 * (sdk inviteIsOpen): refused, and nothing changes.
 */
export async function revokeInvite(
  ctx: { db: Db; actor: Actor; meta: RequestMeta | null; now: Date },
  inviteId: string,
): Promise<{ revoked: string }> {
  const existing = await inviteById(ctx.db, inviteId);
  if (!existing) throw fail('not_found', 'This invitation is no longer valid.');
  const { caller } = requireInviteManager(ctx.actor, existing.orgId);
  if (!inviteIsOpen(existing)) throw fail('conflict', INVITE_ALREADY_USED);
  await ctx.db.transaction(async (tx) => {
    // Locked and read again: used in the meantime is final too.
    const current = await first(
      forUpdate(tx.select({ usedAt: invites.usedAt }).from(invites).where(eq(invites.id, existing.id))),
    );
    if (!current) throw fail('not_found', 'This invitation is no longer valid.');
    if (!inviteIsOpen(current)) throw fail('conflict', INVITE_ALREADY_USED);
    await tx.delete(invites).where(eq(invites.id, existing.id));
    await recordInviteEvent(tx, caller, ctx.meta, existing, 'invite.revoked', ctx.now, { revokedBy: caller.email });
  });
  return { revoked: existing.id };
}
