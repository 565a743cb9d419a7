import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions } from '../../db/schema/index.ts';
import type { RequestMeta } from '../../platform/actor.ts';
import { hashSecret } from '../../platform/crypto.ts';
import { newId, newSecret } from '../../platform/ids.ts';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_MS, SESSION_ENDED, signToken } from '../../platform/tokens.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

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

/**
 * Starts a session: a refresh token stored only as a hash, and a short-lived access token that
 * names the session, so that ending the session (sign-out, password change or reset) ends the
 * access token at once rather than when it expires.
 */
export async function createSession(
  ctx: Ctx,
  who: { userId: string; accountId: string },
  meta: RequestMeta | null,
): Promise<SessionTokens> {
  const refreshToken = newSecret();
  const sessionId = newId();
  await ctx.db.insert(authSessions).values({
    id: sessionId,
    accountId: who.accountId,
    tokenHash: hashSecret(refreshToken, ctx.secret),
    expiresAt: new Date(ctx.now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent?.slice(0, 300) ?? null,
  });
  return { token: await accessToken(ctx, who, sessionId), refreshToken, expiresIn: ACCESS_TOKEN_TTL_S };
}

const accessToken = (ctx: Ctx, who: { userId: string; accountId: string }, sessionId: string) =>
  signToken(
    { sub: who.userId, acc: who.accountId, typ: 'access', sid: sessionId },
    ctx.secret,
    ACCESS_TOKEN_TTL_S,
    ctx.now,
  );

/**
 * Swaps a live refresh token for a new pair within the same session (rotation: the old refresh
 * token stops working; access tokens of the session keep working until they expire or it ends).
 */
export async function refreshSession(
  ctx: Ctx,
  refreshToken: string,
  userIdOf: (accountId: string) => Promise<string | null>,
  meta: RequestMeta | null,
): Promise<SessionTokens> {
  const oldHash = hashSecret(refreshToken, ctx.secret);
  const row = await first(
    ctx.db
      .select()
      .from(authSessions)
      .where(
        and(
          eq(authSessions.tokenHash, oldHash),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, ctx.now.toISOString()),
        ),
      ),
  );
  if (!row) throw fail('unauthorized', SESSION_ENDED, { loginError: 'auth_bad_token' });
  const userId = await userIdOf(row.accountId);
  if (!userId) throw fail('unauthorized', 'User not found', { loginError: 'auth_bad_token' });
  const next = newSecret();
  // Conditional on the old hash: of two refreshes with one token, only one wins.
  const updated = await ctx.db
    .update(authSessions)
    .set({
      tokenHash: hashSecret(next, ctx.secret),
      expiresAt: new Date(ctx.now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
      ip: meta?.ip ?? null,
      userAgent: meta?.userAgent?.slice(0, 300) ?? null,
      updatedAt: ctx.now.toISOString(),
    })
    .where(and(eq(authSessions.id, row.id), eq(authSessions.tokenHash, oldHash), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  if (updated.length !== 1) throw fail('unauthorized', SESSION_ENDED, { loginError: 'auth_bad_token' });
  return {
    token: await accessToken(ctx, { userId, accountId: row.accountId }, row.id),
    refreshToken: next,
    expiresIn: ACCESS_TOKEN_TTL_S,
  };
}

/** Sign-out: ends the session of this refresh token, with its access tokens. */
export async function revokeSession(ctx: Ctx, refreshToken: string): Promise<void> {
  await ctx.db
    .update(authSessions)
    .set({ revokedAt: ctx.now.toISOString() })
    .where(and(eq(authSessions.tokenHash, hashSecret(refreshToken, ctx.secret)), isNull(authSessions.revokedAt)));
}

/** Ends every session of an account, or every one but `keepSessionId` (the one that changed the password). */
export async function revokeAllSessions(
  ctx: { db: Pick<Db, 'update'>; now: Date },
  accountId: string,
  keepSessionId?: string,
): Promise<void> {
  await ctx.db
    .update(authSessions)
    .set({ revokedAt: ctx.now.toISOString() })
    .where(
      and(
        eq(authSessions.accountId, accountId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    );
}
