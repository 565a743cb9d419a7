import { INVITE_ALREADY_USED, inviteIsOpen } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { invites, organizations } from '../../db/schema/index.ts';
import { hashSecret } from '../../platform/crypto.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import { newAccessCode, type InviteCtx } from './create-invite.ts';
import { inviteById } from './invite-access.ts';
import { recordInviteEvent } from './invite-events.ts';
import { requireInviteManager } from './invite-manager.ts';
import { inviteLockKey, withStatus } from './list-invites.ts';
import { sendInviteEmail } from './send-invite-email.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/**
 * Sends an invitation again with a new access code: the old code stops working, a lock from
 * wrong codes ends, and the new code is e-mailed and answered once. A used invite is final.
 */
export async function resendInvite(ctx: InviteCtx, inviteId: string) {
  const existing = await inviteById(ctx.db, inviteId);
  if (!existing) throw fail('not_found', 'This invitation is no longer valid.');
  const { caller } = requireInviteManager(ctx.actor, existing.orgId);
  if (!inviteIsOpen(existing)) throw fail('conflict', INVITE_ALREADY_USED);
  if (!existing.email) throw fail('bad_request', 'This invitation has no e-mail address to send to.');
  const org = (await first(
    ctx.db
      .select({ id: organizations.id, name: organizations.name, orgLogo: organizations.orgLogo })
      .from(organizations)
      .where(eq(organizations.id, existing.orgId)),
  ))!;
  const code = newAccessCode();
  const stamp = ctx.now.toISOString();
  const row = await ctx.db.transaction(async (tx) => {
    // Locked and read again: used in the meantime is final, and the history grows from what is stored.
    const current = await first(
      forUpdate(
        tx
          .select({ usedAt: invites.usedAt, history: invites.history })
          .from(invites)
          .where(eq(invites.id, existing.id)),
      ),
    );
    if (!current) throw fail('not_found', 'This invitation is no longer valid.');
    if (!inviteIsOpen(current)) throw fail('conflict', INVITE_ALREADY_USED);
    const updated = (await first(
      tx
        .update(invites)
        .set({
          accessCodeHash: hashSecret(code, ctx.pepper),
          sentAt: stamp,
          history: [{ actionAt: stamp, actionTaken: 'Invite Resent' }, ...(current.history ?? [])],
          updatedAt: stamp,
        })
        .where(eq(invites.id, existing.id))
        .returning(),
    ))!;
    await recordInviteEvent(tx, caller, ctx.meta, updated, 'invite.resent', ctx.now, { sentBy: caller.email });
    return updated;
  });
  // The guard and every address's wait on this invite (check-access-code keeps those under the same key, with ':ip:…').
  await createRateLimiter(ctx.db).resetStartingWith(inviteLockKey(existing.id));
  await sendInviteEmail(ctx.mailer, {
    publicUrl: ctx.publicUrl,
    org,
    invite: { ...row, email: existing.email },
    code,
    createdBy: caller.userId,
  });
  return { item: withStatus(row, null, ctx.now), accessCode: code };
}
