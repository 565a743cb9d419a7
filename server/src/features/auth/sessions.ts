import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions } from '../../db/schema/index.ts';
import type { RequestMeta } from '../../http/actor.ts';
import { fail } from '../../http/errors.ts';
import { hashSecret } from '../../lib/crypto.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_MS, signToken } from './tokens.ts';

export interface SessionTokens {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

interface Ctx {
  db: Db;
  secret: string;
  now: Date;
}

/** Starts a session: a short-lived access token and a refresh token stored only as a hash. */
export async function createSession(ctx: Ctx, who: { userId: string; accountId: string }, meta: RequestMeta | null): Promise<SessionTokens> {
  const refreshToken = newSecret();
  ctx.db
    .insert(authSessions)
    .values({
      id: newId(),
      accountId: who.accountId,
      tokenHash: hashSecret(refreshToken, ctx.secret),
      expiresAt: new Date(ctx.now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
      ip: meta?.ip ?? null,
      userAgent: meta?.userAgent?.slice(0, 300) ?? null,
    })
    .run();
  const token = await signToken({ sub: who.userId, acc: who.accountId, typ: 'access' }, ctx.secret, ACCESS_TOKEN_TTL_S, ctx.now);
  return { token, refreshToken, expiresIn: ACCESS_TOKEN_TTL_S };
}

/** Swaps a live refresh token for a new pair (rotation: the old one stops working). */
export async function refreshSession(ctx: Ctx, refreshToken: string, userIdOf: (accountId: string) => string | null, meta: RequestMeta | null): Promise<SessionTokens> {
  const row = ctx.db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.tokenHash, hashSecret(refreshToken, ctx.secret)), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, ctx.now.toISOString())))
    .get();
  if (!row) throw fail('unauthorized', 'The session has ended. Please sign in again.', { loginError: 'auth_bad_token' });
  const userId = userIdOf(row.accountId);
  if (!userId) throw fail('unauthorized', 'User not found', { loginError: 'auth_bad_token' });
  ctx.db.update(authSessions).set({ revokedAt: ctx.now.toISOString() }).where(eq(authSessions.id, row.id)).run();
  return createSession(ctx, { userId, accountId: row.accountId }, meta);
}

export function revokeSession(ctx: Ctx, refreshToken: string): void {
  ctx.db
    .update(authSessions)
    .set({ revokedAt: ctx.now.toISOString() })
    .where(and(eq(authSessions.tokenHash, hashSecret(refreshToken, ctx.secret)), isNull(authSessions.revokedAt)))
    .run();
}

export function revokeAllSessions(ctx: Ctx, accountId: string): void {
  ctx.db
    .update(authSessions)
    .set({ revokedAt: ctx.now.toISOString() })
    .where(and(eq(authSessions.accountId, accountId), isNull(authSessions.revokedAt)))
    .run();
}
