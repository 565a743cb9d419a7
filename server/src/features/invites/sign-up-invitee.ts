import { INVITE_SIGN_UP_MESSAGES, passwordProblem, type InviteSignUp } from '@pathcraft/sdk';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAccounts, invites, users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { hashPassword } from '../../platform/crypto.ts';
import { newId } from '../../platform/ids.ts';
import { createSession, type SessionTokens } from '../auth/sessions.ts';
import { recordInviteEvent, type InviteRow } from './invite-events.ts';
import { registrationLanding, requireRegisterInvite } from './invite-registration.ts';
import { isUniqueViolation } from '../../db/driver-error.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

interface Ctx {
  db: Db;
  secret: string;
  meta: RequestMeta | null;
  now: Date;
}

export interface SignedUp extends SessionTokens {
  userId: string;
  redirectUrl: string;
}

/**
 * A registration invite becomes an account (docs/rules.md#invitations-and-access-codes): the invitee,
 * who proved the access code, chooses a password that passes the sdk's strength rule; the
 * account and a student user of the invite's organization (and location) are created, the invite
 * is marked used, in one transaction that a second attempt can't win; then they are signed in
 * and sent where the invite points. The e-mail is the invite's when it names one; the address
 * counts as confirmed then, since the access code went to that mailbox.
 */
export async function signUpInvitee(ctx: Ctx, found: InviteRow, input: InviteSignUp): Promise<SignedUp> {
  const invite = requireRegisterInvite(found);
  const email = input.email.trim().toLowerCase();
  const invitedEmail = invite.email?.trim().toLowerCase() || null;
  if (invitedEmail && email !== invitedEmail) throw fail('bad_request', INVITE_SIGN_UP_MESSAGES.otherEmail);
  const name = input.name.trim();
  const weak = passwordProblem(input.password, { email, name });
  if (weak) throw fail('bad_request', weak, { fields: { password: weak } });
  // scrypt is asynchronous, so the hash is made before the (synchronous) transaction.
  const passwordHash = await hashPassword(input.password);
  const stamp = ctx.now.toISOString();
  const accountId = newId();
  let userId = newId();
  const [firstName, ...rest] = name.split(/\s+/);
  const invitee: Actor = { kind: 'user', userId, accountId, orgId: invite.orgId, roles: ['student'], email, name };

  try {
    await ctx.db.transaction(
      async (tx) => {
        const claimed = await tx
          .update(invites)
          .set({ usedAt: stamp, updatedAt: stamp })
          .where(and(eq(invites.id, invite.id), isNull(invites.usedAt)))
          .returning({ id: invites.id });
        if (claimed.length !== 1) throw fail('conflict', INVITE_SIGN_UP_MESSAGES.used);
        if (await first(tx.select({ id: authAccounts.id }).from(authAccounts).where(eq(authAccounts.email, email))))
          throw fail('conflict', INVITE_SIGN_UP_MESSAGES.emailTaken);
        // One user per e-mail (users_email): a person the organization already added without a sign-in gets it now.
        const added = await first(
          tx.select({ id: users.id, orgId: users.orgId, uid: users.uid }).from(users).where(eq(users.email, email)),
        );
        if (added && (added.uid || added.orgId !== invite.orgId))
          throw fail('conflict', INVITE_SIGN_UP_MESSAGES.emailTaken);
        await tx.insert(authAccounts).values({
          id: accountId,
          email,
          passwordHash,
          emailVerifiedAt: invitedEmail ? stamp : null,
          createdAt: stamp,
          updatedAt: stamp,
        });
        if (added) {
          userId = added.id;
          await tx.update(users).set({ uid: accountId, updatedAt: stamp }).where(eq(users.id, added.id));
        } else
          await tx.insert(users).values({
            id: userId,
            uid: accountId,
            name,
            firstName: firstName ?? name,
            lastName: rest.join(' ') || null,
            email,
            orgId: invite.orgId,
            locationId: invite.locationId,
            role: ['student'],
            createdAt: stamp,
            updatedAt: stamp,
          });
        await recordInviteEvent(tx, invitee, ctx.meta, invite, 'invite.signedUp', ctx.now, { userId });
      },
      { behavior: 'immediate' },
    );
  } catch (err) {
    // Another invite for this e-mail signed up at the same moment (any process): the e-mail's unique index decided.
    throw isUniqueViolation(err) ? fail('conflict', INVITE_SIGN_UP_MESSAGES.emailTaken) : err;
  }
  const session = await createSession(
    { db: ctx.db, secret: ctx.secret, now: ctx.now },
    { userId, accountId },
    ctx.meta,
  );
  return { ...session, userId, redirectUrl: registrationLanding(invite) };
}
