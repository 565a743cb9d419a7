import { z } from 'zod';
import {
  ZEmailVerifyConfirm,
  ZLogin,
  ZMe,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZPasswordUpdate,
  ZRefresh,
  ZTokenLogin,
} from '@pathcraft/sdk';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { consumeAccountCode, INVALID_CODE, issueAccountCode } from './account-codes.ts';
import { confirmEmail, requestEmailConfirmation } from './email-confirmation.ts';
import { readMe } from './me.ts';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './passwords.ts';
import { createSession, refreshSession, revokeSession } from './sessions.ts';
import { findUserForAccount, signIn } from './sign-in.ts';
import { SIGN_IN_TOKEN_TTL_S, signToken, type TokenClaims, verifyToken } from '../../platform/tokens.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

/** Sign-in, sessions, password reset and e-mail verification (docs/rules.md#sign-in-and-the-console). */
export function authRoutes(deps: Deps) {
  const { db, config, mailer } = deps;
  const ctx = () => ({ db, secret: config.tokenSecret, now: deps.now() });
  const userIdOf = async (accountId: string) => (await findUserForAccount(db, accountId))?.id ?? null;

  const app = routes();
  const tags = ['auth'];
  const lenient = 'lenient' as const;
  const ZSession = z
    .object({ token: z.string(), refreshToken: z.string(), expiresIn: z.number() })
    .passthrough()
    .openapi('Session');
  declare(
    app,
    {
      method: 'post',
      path: '/login',
      summary: 'Sign in with e-mail and password: an access token and a refresh token',
      tags,
      auth: 'public',
      body: ZLogin,
      bodyMode: lenient,
      response: ZSession,
    },
    async (c, { body }) => c.json(await signIn(ctx(), body, c.var.ctx.meta)),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/refresh',
      summary: 'A new access token for a refresh token',
      tags,
      auth: 'public',
      body: ZRefresh,
      bodyMode: lenient,
      response: ZSession,
    },
    async (c, { body }) => c.json(await refreshSession(ctx(), body.refreshToken, userIdOf, c.var.ctx.meta)),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/logout',
      summary: 'End the session of a refresh token',
      tags,
      auth: 'public',
      body: ZRefresh,
      bodyMode: lenient,
      response: z.object({ signedOut: z.literal(true) }),
    },
    async (c, { body }) => {
      await revokeSession(ctx(), body.refreshToken);
      return c.json({ signedOut: true as const });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/me',
      summary: 'The signed-in user, their organization and the platform’s app URLs',
      tags,
      auth: 'user',
      response: ZMe,
    },
    async (c) => c.json(await readMe(deps, c.var.ctx.actor)),
  );
  // A one-time, two-minute token for single sign-on into another of our sites (/sso?token=).
  declare(
    app,
    {
      method: 'post',
      path: '/sign-in-token',
      summary: 'A one-time, two-minute token for single sign-on into another of our sites',
      tags,
      auth: 'user',
      response: z.object({ token: z.string(), expiresIn: z.number() }),
    },
    async (c) => {
      const actor = requireUser(c.var.ctx.actor);
      const jti = await issueAccountCode(db, config.tokenSecret, actor.accountId, 'signIn', deps.now());
      const token = await signToken(
        { sub: actor.userId, acc: actor.accountId, typ: 'signIn', jti },
        config.tokenSecret,
        SIGN_IN_TOKEN_TTL_S,
        deps.now(),
      );
      return c.json({ token, expiresIn: SIGN_IN_TOKEN_TTL_S });
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/token-login',
      summary: 'Sign in with a one-time sign-in token',
      tags,
      auth: 'public',
      body: ZTokenLogin,
      bodyMode: lenient,
      response: ZSession,
    },
    async (c, { body: { token } }) => {
      let claims: TokenClaims;
      try {
        claims = await verifyToken(token, config.tokenSecret, 'signIn', deps.now());
        if (!claims.jti) throw new Error('The sign-in token is not valid.');
        await consumeAccountCode(db, config.tokenSecret, claims.jti, 'signIn', deps.now());
      } catch (err) {
        throw fail(
          'unauthorized',
          (err as Error).message === INVALID_CODE ? 'The sign-in token was already used.' : (err as Error).message,
          {
            loginError: 'auth_bad_token',
          },
        );
      }
      const userId = await userIdOf(claims.acc);
      if (!userId) throw fail('forbidden', 'Account creation error');
      await recordAuditEvent(
        db,
        { kind: 'user', userId, accountId: claims.acc, orgId: null, roles: [], email: '', name: null },
        c.var.ctx.meta,
        { action: 'auth.signIn', entity: 'users', entityId: userId, details: { method: 'token' } },
        deps.now(),
      );
      return c.json(await createSession(ctx(), { userId, accountId: claims.acc }, c.var.ctx.meta));
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/password-reset',
      summary: 'E-mail a password reset link (same answer whether or not the account exists)',
      tags,
      auth: 'public',
      body: ZPasswordResetRequest,
      bodyMode: lenient,
      response: z.object({ sent: z.literal(true) }),
    },
    async (c, { body }) => {
      await requestPasswordReset({ ...ctx(), mailer, publicUrl: config.publicUrl }, body.email, c.var.ctx.meta);
      // Same answer whether or not the account exists, so the form can't be used to probe e-mails.
      return c.json({ sent: true as const });
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/password-reset/confirm',
      summary: 'Set a new password with the reset code',
      tags,
      auth: 'public',
      body: ZPasswordResetConfirm,
      bodyMode: lenient,
      response: z.object({ reset: z.literal(true) }),
    },
    async (c, { body }) => {
      await confirmPasswordReset(ctx(), body, c.var.ctx.meta);
      return c.json({ reset: true as const });
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/verify-email',
      summary: 'E-mail a confirmation link for the signed-in account',
      tags,
      auth: 'user',
      response: z.object({ sent: z.boolean(), verified: z.boolean() }),
    },
    async (c) => c.json(await requestEmailConfirmation(deps, requireUser(c.var.ctx.actor).accountId)),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/verify-email/confirm',
      summary: 'Confirm the e-mail address with the code from the link',
      tags,
      auth: 'public',
      body: ZEmailVerifyConfirm,
      bodyMode: lenient,
      response: z.object({ verified: z.literal(true) }),
    },
    async (c, { body }) => {
      await confirmEmail(deps, body.code);
      return c.json({ verified: true as const });
    },
  );
  declare(
    app,
    {
      method: 'put',
      path: '/password',
      summary: 'Change the signed-in user’s password',
      tags,
      auth: 'user',
      before: [signedIn],
      body: ZPasswordUpdate,
      bodyMode: lenient,
      response: z.object({ updated: z.literal(true) }),
    },
    async (c, { body }) => {
      await changePassword(ctx(), requireUser(c.var.ctx.actor), body, c.var.ctx.meta);
      return c.json({ updated: true as const });
    },
  );
  return app;
}
