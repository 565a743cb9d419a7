import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAccounts, users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../http/actor.ts';
import { fail } from '../../http/errors.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { createRateLimiter, describeWait, type RateRule } from '../rate-limit/rate-limit.ts';
import { createSession, type SessionTokens } from './sessions.ts';

// Per account: 5 wrong passwords in 15 minutes lock it for 15 minutes.
// Per IP: 30 failures in 15 minutes (a shared office NAT still gets through).
export const SIGN_IN_LIMITS: { account: RateRule; ip: RateRule } = {
  account: { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  ip: { limit: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
};

export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

export function findUserForAccount(db: Db, accountId: string) {
  return db.select().from(users).where(eq(users.uid, accountId)).get();
}

export async function signIn(
  ctx: { db: Db; secret: string; now: Date },
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<SessionTokens & { userId: string }> {
  const { db, now } = ctx;
  const email = input.email.trim().toLowerCase();
  const limiter = createRateLimiter(db);
  const keys = { account: `signin:account:${email}`, ip: `signin:ip:${meta.ip ?? 'unknown'}` };
  const nowMs = now.getTime();
  for (const which of ['account', 'ip'] as const) {
    const state = limiter.check(keys[which], SIGN_IN_LIMITS[which], nowMs);
    if (state.locked) {
      recordAuditEvent(db, { kind: 'anonymous' }, meta, { action: 'auth.signIn.locked', entity: 'authAccounts', details: { email, by: which } }, now);
      throw fail('too_many_requests', `Too many sign-in attempts. Try again in ${describeWait(state.retryAfterMs)}.`);
    }
  }
  const account = db.select().from(authAccounts).where(eq(authAccounts.email, email)).get();
  const ok = await verifyPassword(input.password, account?.passwordHash);
  if (!account || !ok || account.disabled) {
    db.transaction((tx) => {
      const l = createRateLimiter(tx as unknown as Db);
      l.hit(keys.account, SIGN_IN_LIMITS.account, nowMs);
      l.hit(keys.ip, SIGN_IN_LIMITS.ip, nowMs);
      recordAuditEvent(tx, { kind: 'anonymous' }, meta, { action: 'auth.signIn.failed', entity: 'authAccounts', entityId: account?.id ?? null, details: { email } }, now);
    });
    throw fail('unauthorized', WRONG_CREDENTIALS);
  }
  const user = findUserForAccount(db, account.id);
  if (!user) throw fail('forbidden', 'Account creation error');
  limiter.reset(keys.account);
  const actor: Actor = { kind: 'user', userId: user.id, accountId: account.id, orgId: user.orgId, roles: [], email, name: user.name };
  recordAuditEvent(db, actor, meta, { action: 'auth.signIn', entity: 'users', entityId: user.id }, now);
  const session = await createSession(ctx, { userId: user.id, accountId: account.id }, meta);
  return { ...session, userId: user.id };
}
