import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAccounts } from '../../db/schema/index.ts';
import { genericEmail, textToHtml } from '../../emails/generic.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createRateLimiter, describeWait, type RateRule } from '../../platform/rate-limit/rate-limit.ts';
import { consumeAccountCode, findAccountCode, INVALID_CODE, issueAccountCode } from './account-codes.ts';
import { revokeAllSessions } from './sessions.ts';
import { passwordGuessKey, SIGN_IN_LIMITS } from './sign-in.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

// Reset e-mails: 5 an hour per address (silently: the answer never says whether an account
// exists), and 20 requests an hour from one network address (429), so nobody mails a list of
// strangers. Reset codes: 10 wrong codes in 15 minutes from one network address lock it for
// 15 minutes (codes are long random secrets; this mostly spares the hash).
export const PASSWORD_RESET_LIMITS: { request: RateRule; requestPerIp: RateRule; confirm: RateRule } = {
  request: { limit: 5, windowMs: 3600_000 },
  requestPerIp: { limit: 20, windowMs: 3600_000 },
  confirm: { limit: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
};

export const WRONG_CURRENT_PASSWORD = 'The current password is not right.';

interface Ctx {
  db: Db;
  secret: string;
  now: Date;
}

/** E-mails a one-time reset link (the newest link is the only one that works). Says nothing about whether the account exists. */
export async function requestPasswordReset(
  ctx: Ctx & { mailer: Mailer; publicUrl: string },
  email: string,
  meta: RequestMeta,
): Promise<void> {
  const { db, now } = ctx;
  const normalized = email.toLowerCase();
  const limiter = createRateLimiter(db);
  const fromIp = await limiter.reserve(
    [{ key: `reset:ip:${meta.ip ?? 'unknown'}`, rule: PASSWORD_RESET_LIMITS.requestPerIp }],
    now.getTime(),
  );
  if (!fromIp.reserved)
    throw fail('too_many_requests', `Too many attempts. Try again in ${describeWait(fromIp.retryAfterMs)}.`);
  const reservation = await limiter.reserve(
    [{ key: `reset:${normalized}`, rule: PASSWORD_RESET_LIMITS.request }],
    now.getTime(),
  );
  const account = await first(db.select().from(authAccounts).where(eq(authAccounts.email, normalized)));
  if (!account || !reservation.reserved) return;
  const code = await issueAccountCode(db, ctx.secret, account.id, 'resetPassword', now);
  const link = `${ctx.publicUrl}/login?action=resetPassword&code=${encodeURIComponent(code)}`;
  const mail = genericEmail({
    title: 'Reset your password',
    bodyHtml: `${textToHtml('Someone asked to reset the password of your Pathcraft account. If it was you, choose a new password with the link below. It works once, for one hour.')}<p><a href="${link}">Choose a new password</a></p>${textToHtml('If you did not ask for this, you can ignore this e-mail.')}`,
  });
  await ctx.mailer.send({ to: normalized, ...mail });
  await recordAuditEvent(
    db,
    { kind: 'anonymous' },
    meta,
    { action: 'auth.passwordReset.requested', entity: 'authAccounts', entityId: account.id },
    now,
  );
}

/**
 * Sets a new password with a reset code. The attempt is counted per address before anything
 * slow; a used code retires the account's other codes and ends all its sessions, and the
 * account's sign-in lock-out is lifted (its owner just proved they hold the mailbox).
 */
export async function confirmPasswordReset(
  ctx: Ctx,
  input: { code: string; password: string },
  meta: RequestMeta,
): Promise<void> {
  const { db, now } = ctx;
  const limiter = createRateLimiter(db);
  const attempt = { key: `reset:confirm:ip:${meta.ip ?? 'unknown'}`, rule: PASSWORD_RESET_LIMITS.confirm };
  const reservation = await limiter.reserve([attempt], now.getTime());
  if (!reservation.reserved)
    throw fail('too_many_requests', `Too many attempts. Try again in ${describeWait(reservation.retryAfterMs)}.`);
  if (!(await findAccountCode(db, ctx.secret, input.code, 'resetPassword', now)))
    throw fail('bad_request', INVALID_CODE);
  const passwordHash = await hashPassword(input.password);
  const email = await db.transaction(async (tx) => {
    const id = await consumeAccountCode(tx, ctx.secret, input.code, 'resetPassword', now);
    const account = await first(
      tx
        .update(authAccounts)
        .set({ passwordHash, updatedAt: now.toISOString() })
        .where(eq(authAccounts.id, id))
        .returning({ email: authAccounts.email }),
    );
    await revokeAllSessions({ db: tx, now }, id);
    await recordAuditEvent(
      tx,
      { kind: 'anonymous' },
      meta,
      { action: 'auth.passwordReset', entity: 'authAccounts', entityId: id },
      now,
    );
    return account?.email;
  });
  await limiter.release(attempt.key, attempt.rule);
  if (email) await limiter.reset(passwordGuessKey(email));
}

/**
 * Changes the signed-in user's password. A guess at the current password spends the account's
 * sign-in allowance, counted before the hash; success ends the account's other sessions.
 */
export async function changePassword(
  ctx: Ctx,
  actor: Extract<Actor, { kind: 'user' }>,
  input: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
): Promise<void> {
  const { db, now } = ctx;
  const account = await first(db.select().from(authAccounts).where(eq(authAccounts.id, actor.accountId)));
  if (!account) throw fail('bad_request', WRONG_CURRENT_PASSWORD);
  const limiter = createRateLimiter(db);
  const key = passwordGuessKey(account.email);
  const reservation = await limiter.reserve([{ key, rule: SIGN_IN_LIMITS.account }], now.getTime());
  if (!reservation.reserved)
    throw fail(
      'too_many_requests',
      `Too many wrong passwords. Try again in ${describeWait(reservation.retryAfterMs)}.`,
    );
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    await recordAuditEvent(
      db,
      actor,
      meta,
      { action: 'auth.passwordUpdate.failed', entity: 'authAccounts', entityId: account.id },
      now,
    );
    throw fail('bad_request', WRONG_CURRENT_PASSWORD);
  }
  await limiter.reset(key);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(authAccounts)
      .set({ passwordHash, updatedAt: now.toISOString() })
      .where(eq(authAccounts.id, account.id));
    await revokeAllSessions({ db: tx, now }, account.id, actor.sessionId);
    await recordAuditEvent(
      tx,
      actor,
      meta,
      { action: 'auth.passwordUpdated', entity: 'authAccounts', entityId: account.id },
      now,
    );
  });
}
