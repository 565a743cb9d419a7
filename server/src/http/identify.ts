import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Role } from '@pathcraft/sdk';
import { apiKeys, authAccounts, authSessions, users } from '../db/schema/index.ts';
import { SESSION_ENDED, type TokenClaims, verifyToken } from '../platform/tokens.ts';
import { hashSecret } from '../platform/crypto.ts';
import type { Actor, AppEnv, RequestMeta } from '../platform/actor.ts';
import type { Deps } from '../platform/deps.ts';
import { clientAddress, type TrustedProxies } from '../platform/client-address.ts';
import { first } from '../db/first.ts';
import { fail } from '../platform/errors.ts';

/** The header the invitation pages send a document token in (never Authorization, which is a user's). */
export const DOC_ACCESS_HEADER = 'x-access-token';
/** The header the assistant widget sends its conversation token in. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

export function requestMeta(c: Parameters<MiddlewareHandler<AppEnv>>[0], trustProxy: TrustedProxies = []): RequestMeta {
  let peer: string | null = null;
  try {
    peer = getConnInfo(c).remote.address ?? null;
  } catch {
    peer = null; // app.request() in tests has no socket
  }
  const ip = clientAddress(peer, c.req.header('x-forwarded-for'), trustProxy);
  return { ip, userAgent: c.req.header('user-agent') ?? null, origin: c.req.header('origin') ?? null };
}

/** Loads the signed-in user or API key behind a request, or marks it anonymous. */
export function identify(deps: Deps): MiddlewareHandler<AppEnv> {
  const { db, config } = deps;
  // Runs on every signed-in request: prepared once. The user and its live session in one
  // statement (both looked up by primary key), so a signed-out session or a disabled account
  // stops working at once.
  const userInSession = db
    .select({
      id: users.id,
      orgId: users.orgId,
      role: users.role,
      email: users.email,
      name: users.name,
      courseReadOnly: users.courseReadOnly,
      sessionId: authSessions.id,
      revokedAt: authSessions.revokedAt,
      disabled: authAccounts.disabled,
    })
    .from(users)
    .leftJoin(authSessions, and(eq(authSessions.id, sql.placeholder('sid')), eq(authSessions.accountId, users.uid)))
    .leftJoin(authAccounts, eq(authAccounts.id, authSessions.accountId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();
  return async (c, next) => {
    const meta = requestMeta(c, config.trustProxy);
    let actor: Actor = { kind: 'anonymous' };
    const auth = c.req.header('authorization');
    const apiKey = c.req.header('x-api-key');
    if (auth) {
      const [scheme, token] = auth.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token)
        throw fail('unauthorized', 'Use Authorization: Bearer <token>.');
      let claims: TokenClaims;
      try {
        claims = await verifyToken(token, config.tokenSecret, 'access', deps.now());
      } catch (err) {
        throw fail('unauthorized', (err as Error).message, { loginError: 'auth_bad_token' });
      }
      // execute() answers the rows on both dialects (SQLite's prepared get() has no PostgreSQL twin).
      const user = await first(userInSession.execute({ id: claims.sub, sid: claims.sid ?? '' }));
      if (!user) throw fail('unauthorized', 'User not found', { loginError: 'auth_bad_token' });
      // No session row (a token without sid, or another account's session) or an ended one.
      if (!user.sessionId || user.revokedAt !== null || user.disabled)
        throw fail('unauthorized', SESSION_ENDED, { loginError: 'auth_bad_token' });
      actor = {
        kind: 'user',
        userId: user.id,
        accountId: claims.acc,
        sessionId: user.sessionId,
        orgId: user.orgId,
        roles: (user.role ?? []) as Role[],
        email: user.email ?? '',
        name: user.name,
        courseReadOnly: user.courseReadOnly,
      };
    } else if (apiKey) {
      const key = await first(
        db
          .select()
          .from(apiKeys)
          .where(and(eq(apiKeys.keyHash, hashSecret(apiKey, config.tokenSecret)), isNull(apiKeys.revokedAt))),
      );
      if (!key) throw fail('unauthorized', 'The API key is not valid.');
      if (key.allowedOrigins?.length && !(meta.origin && key.allowedOrigins.includes(meta.origin))) {
        throw fail('forbidden', 'This API key is not allowed from this origin.');
      }
      const nowIso = deps.now().toISOString();
      // Record use at most once a minute, not on every call.
      if (!key.lastUsedAt || Date.parse(key.lastUsedAt) < deps.now().getTime() - 60_000) {
        await db.update(apiKeys).set({ lastUsedAt: nowIso }).where(eq(apiKeys.id, key.id));
      }
      actor = { kind: 'apiKey', keyId: key.id, orgId: key.orgId };
    }
    // The one request context every route reads (c.var.ctx) and passes to its verb: `now` is read
    // once, so every write of one request carries the same time.
    const tokens = { document: c.req.header(DOC_ACCESS_HEADER) ?? null, chat: c.req.header(CHAT_TOKEN_HEADER) ?? null };
    c.set('ctx', { db, actor, meta, tokens, now: deps.now() });
    await next();
  };
}
