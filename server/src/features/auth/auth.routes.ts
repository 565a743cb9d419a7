import {
  ZEmailConfirmation,
  ZEmailVerified,
  ZEmailVerifyConfirm,
  ZLogin,
  ZMe,
  ZPasswordReset,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZPasswordUpdate,
  ZPasswordUpdated,
  ZRefresh,
  ZSent,
  ZSession,
  ZSignedOut,
  ZSignInToken,
  ZTokenLogin,
} from '@pathcraft/sdk';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { confirmEmail, requestEmailConfirmation } from './email-confirmation.ts';
import { readMe } from './me.ts';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './passwords.ts';
import { refreshSession, revokeSession } from './sessions.ts';
import { findUserForAccount, signIn } from './sign-in.ts';
import { issueSignInToken, signInWithToken } from './sign-in-tokens.ts';
import { requireUser } from '../../platform/actor.ts';

/** Sign-in, sessions, password reset and e-mail verification (docs/rules.md#sign-in-and-the-console). */
export function authRoutes(deps: Deps) {
  const { db, config, mailer } = deps;
  const ctx = () => ({ db, secret: config.tokenSecret, now: deps.now() });
  const userIdOf = async (accountId: string) => (await findUserForAccount(db, accountId))?.id ?? null;

  const app = routes();
  const tags = ['auth'];
  const lenient = 'lenient' as const;
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
      response: ZSignedOut,
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
  declare(
    app,
    {
      method: 'post',
      path: '/sign-in-token',
      summary: 'A one-time, two-minute token for single sign-on into another of our sites',
      tags,
      auth: 'user',
      response: ZSignInToken,
    },
    async (c) => c.json(await issueSignInToken(ctx(), requireUser(c.var.ctx.actor))),
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
    async (c, { body }) => c.json(await signInWithToken(ctx(), body.token, c.var.ctx.meta)),
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
      response: ZSent,
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
      response: ZPasswordReset,
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
      response: ZEmailConfirmation,
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
      response: ZEmailVerified,
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
      response: ZPasswordUpdated,
    },
    async (c, { body }) => {
      await changePassword(ctx(), requireUser(c.var.ctx.actor), body, c.var.ctx.meta);
      return c.json({ updated: true as const });
    },
  );
  return app;
}
