import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAccounts, users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { verifyPassword } from '../../platform/crypto.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { createRateLimiter, describeWait, type RateRule } from '../../platform/rate-limit/rate-limit.ts';
import { createSession, type SessionTokens } from './sessions.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

// Per account: 5 wrong passwords in 15 minutes (sign-in and password change together) lock it for 15 minutes.
// Per IP: 30 failures in 15 minutes (a shared office NAT still gets through).
export const SIGN_IN_LIMITS: { account: RateRule; ip: RateRule } = {
  account: { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  ip: { limit: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
};

/**
 * Wrong passwords of one account, whether guessed at sign-in or as the current password of a
 * password change: one allowance, since it is one password.
 */
export const passwordGuessKey = (email: string) => `signin:account:${email.trim().toLowerCase()}`;

export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';
/** Said only to someone who gave the account's right password, so it tells a guesser nothing. */
export const ACCOUNT_DEACTIVATED =
  'Your account is deactivated. Ask an administrator of your organization to reactivate it.';

export async function findUserForAccount(db: Db, accountId: string) {
  return await first(db.select().from(users).where(eq(users.uid, accountId)));
}

export async function signIn(
  ctx: { db: Db; secret: string; now: Date },
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<SessionTokens & { userId: string }> {
  const { db, now } = ctx;
  const email = input.email.trim().toLowerCase();
  const limiter = createRateLimiter(db);
  const keys = { account: passwordGuessKey(email), ip: `signin:ip:${meta.ip ?? 'unknown'}` };
  const nowMs = now.getTime();
  // The attempt is counted before the slow hash, so parallel guesses stop at the limit.
  const reservation = await limiter.reserve(
    [
      { key: keys.account, rule: SIGN_IN_LIMITS.account },
      { key: keys.ip, rule: SIGN_IN_LIMITS.ip },
    ],
    nowMs,
  );
  if (!reservation.reserved) {
    const by = reservation.key === keys.account ? 'account' : 'ip';
    await recordAuditEvent(
      db,
      { kind: 'anonymous' },
      meta,
      { action: 'auth.signIn.locked', entity: 'authAccounts', details: { email, by } },
      now,
    );
    throw fail(
      'too_many_requests',
      `Too many sign-in attempts. Try again in ${describeWait(reservation.retryAfterMs)}.`,
    );
  }
  const account = await first(db.select().from(authAccounts).where(eq(authAccounts.email, email)));
  const ok = await verifyPassword(input.password, account?.passwordHash);
  if (!account || !ok) {
    await recordAuditEvent(
      db,
      { kind: 'anonymous' },
      meta,
      { action: 'auth.signIn.failed', entity: 'authAccounts', entityId: account?.id ?? null, details: { email } },
      now,
    );
    throw fail('unauthorized', WRONG_CREDENTIALS);
  }
  if (account.disabled) {
    await recordAuditEvent(
      db,
      { kind: 'anonymous' },
      meta,
      { action: 'auth.signIn.deactivated', entity: 'authAccounts', entityId: account.id, details: { email } },
      now,
    );
    throw fail('forbidden', ACCOUNT_DEACTIVATED);
  }
  await limiter.reset(keys.account);
  await limiter.release(keys.ip, SIGN_IN_LIMITS.ip);
  const user = await findUserForAccount(db, account.id);
  if (!user) throw fail('forbidden', 'Account creation error');
  const actor: Actor = {
    kind: 'user',
    userId: user.id,
    accountId: account.id,
    orgId: user.orgId,
    roles: [],
    email,
    name: user.name,
  };
  await recordAuditEvent(db, actor, meta, { action: 'auth.signIn', entity: 'users', entityId: user.id }, now);
  const session = await createSession(ctx, { userId: user.id, accountId: account.id }, meta);
  return { ...session, userId: user.id };
}
