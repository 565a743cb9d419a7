import type { Db } from '../../db/client.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { fail } from '../../platform/errors.ts';
import { SIGN_IN_TOKEN_TTL_S, signToken, type TokenClaims, verifyToken } from '../../platform/tokens.ts';
import { consumeAccountCode, INVALID_CODE, issueAccountCode } from './account-codes.ts';
import { createSession, type SessionTokens } from './sessions.ts';
import { findUserForAccount } from './sign-in.ts';

interface Ctx {
  db: Db;
  secret: string;
  now: Date;
}

export const SIGN_IN_TOKEN_USED = 'The sign-in token was already used.';

/** A one-time, two-minute token for single sign-on into another of our sites (/sso?token=). */
export async function issueSignInToken(
  ctx: Ctx,
  actor: Extract<Actor, { kind: 'user' }>,
): Promise<{ token: string; expiresIn: number }> {
  const jti = await issueAccountCode(ctx.db, ctx.secret, actor.accountId, 'signIn', ctx.now);
  const token = await signToken(
    { sub: actor.userId, acc: actor.accountId, typ: 'signIn', jti },
    ctx.secret,
    SIGN_IN_TOKEN_TTL_S,
    ctx.now,
  );
  return { token, expiresIn: SIGN_IN_TOKEN_TTL_S };
}

/** Signs in with a sign-in token, once: a session for its account, and the sign-in in the audit log. */
export async function signInWithToken(ctx: Ctx, token: string, meta: RequestMeta): Promise<SessionTokens> {
  let claims: TokenClaims;
  try {
    claims = await verifyToken(token, ctx.secret, 'signIn', ctx.now);
    if (!claims.jti) throw new Error('The sign-in token is not valid.');
    await consumeAccountCode(ctx.db, ctx.secret, claims.jti, 'signIn', ctx.now);
  } catch (err) {
    const message = (err as Error).message;
    throw fail('unauthorized', message === INVALID_CODE ? SIGN_IN_TOKEN_USED : message, {
      loginError: 'auth_bad_token',
    });
  }
  const user = await findUserForAccount(ctx.db, claims.acc);
  if (!user) throw fail('forbidden', 'Account creation error');
  const who = { userId: user.id, accountId: claims.acc };
  await recordAuditEvent(
    ctx.db,
    { kind: 'user', ...who, orgId: user.orgId, roles: [], email: '', name: user.name },
    meta,
    { action: 'auth.signIn', entity: 'users', entityId: user.id, details: { method: 'token' } },
    ctx.now,
  );
  return await createSession(ctx, who, meta);
}
