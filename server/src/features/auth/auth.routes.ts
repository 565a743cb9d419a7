import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  isSuperAdmin,
  membershipReadable,
  primaryRole,
  roleLabel,
  ZEmailVerifyConfirm,
  ZLogin,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZPasswordUpdate,
  ZRefresh,
  ZTokenLogin,
} from '@pathcraft/sdk';
import { authAccounts, organizations, users } from '../../db/schema/index.ts';
import { genericEmail, textToHtml } from '../../emails/generic.ts';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { fail } from '../../http/errors.ts';
import { requireUser } from '../../http/identify.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { createRateLimiter, describeWait } from '../rate-limit/rate-limit.ts';
import { consumeAccountCode, INVALID_CODE, issueAccountCode } from './account-codes.ts';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './passwords.ts';
import { createSession, refreshSession, revokeSession } from './sessions.ts';
import { findUserForAccount, signIn } from './sign-in.ts';
import { SIGN_IN_TOKEN_TTL_S, signToken, verifyToken } from './tokens.ts';

/** Confirmation e-mails: 5 an hour per account. */
const VERIFY_EMAIL_LIMIT = { limit: 5, windowMs: 3600_000 };

/** Sign-in, sessions, password reset and e-mail verification (000 §7 'Sign-in service operations'). */
export function authRoutes(deps: Deps) {
  const { db, config, mailer } = deps;
  const ctx = () => ({ db, secret: config.tokenSecret, now: deps.now() });
  const userIdOf = (accountId: string) => findUserForAccount(db, accountId)?.id ?? null;

  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const input = ZLogin.parse(await c.req.json());
      const session = await signIn(ctx(), input, c.get('meta'));
      return c.json(session);
    })
    .post('/refresh', async (c) => {
      const { refreshToken } = ZRefresh.parse(await c.req.json());
      return c.json(await refreshSession(ctx(), refreshToken, userIdOf, c.get('meta')));
    })
    .post('/logout', async (c) => {
      const { refreshToken } = ZRefresh.parse(await c.req.json());
      revokeSession(ctx(), refreshToken);
      return c.json({ signedOut: true });
    })
    .get('/me', (c) => {
      const actor = requireUser(c.get('actor'));
      const user = db.select().from(users).where(eq(users.id, actor.userId)).get();
      if (!user) throw fail('not_found', 'User not found');
      const org = user.orgId ? db.select().from(organizations).where(eq(organizations.id, user.orgId)).get() : undefined;
      const role = primaryRole(user.role);
      return c.json({
        user: { ...user, membershipReadable: membershipReadable(user.membership), roleLabel: roleLabel(role, org?.orgType), isSuperAdmin: isSuperAdmin(user.role) },
        organization: org ? { id: org.id, name: org.name, slug: org.slug, orgType: org.orgType, orgLogo: org.orgLogo } : null,
      });
    })
    // A one-time, two-minute token for single sign-on into another of our sites (/sso?token=).
    .post('/sign-in-token', async (c) => {
      const actor = requireUser(c.get('actor'));
      const jti = issueAccountCode(db, config.tokenSecret, actor.accountId, 'signIn', deps.now());
      const token = await signToken({ sub: actor.userId, acc: actor.accountId, typ: 'signIn', jti }, config.tokenSecret, SIGN_IN_TOKEN_TTL_S, deps.now());
      return c.json({ token, expiresIn: SIGN_IN_TOKEN_TTL_S });
    })
    .post('/token-login', async (c) => {
      const { token } = ZTokenLogin.parse(await c.req.json());
      let claims;
      try {
        claims = await verifyToken(token, config.tokenSecret, 'signIn', deps.now());
        if (!claims.jti) throw new Error('The sign-in token is not valid.');
        consumeAccountCode(db, config.tokenSecret, claims.jti, 'signIn', deps.now());
      } catch (err) {
        throw fail('unauthorized', (err as Error).message === INVALID_CODE ? 'The sign-in token was already used.' : (err as Error).message, {
          loginError: 'auth_bad_token',
        });
      }
      const userId = userIdOf(claims.acc);
      if (!userId) throw fail('forbidden', 'Account creation error');
      recordAuditEvent(db, { kind: 'user', userId, accountId: claims.acc, orgId: null, roles: [], email: '', name: null }, c.get('meta'), { action: 'auth.signIn', entity: 'users', entityId: userId, details: { method: 'token' } }, deps.now());
      return c.json(await createSession(ctx(), { userId, accountId: claims.acc }, c.get('meta')));
    })
    .post('/password-reset', async (c) => {
      const { email } = ZPasswordResetRequest.parse(await c.req.json());
      await requestPasswordReset({ ...ctx(), mailer, publicUrl: config.publicUrl }, email, c.get('meta'));
      // Same answer whether or not the account exists, so the form can't be used to probe e-mails.
      return c.json({ sent: true });
    })
    .post('/password-reset/confirm', async (c) => {
      const input = ZPasswordResetConfirm.parse(await c.req.json());
      await confirmPasswordReset(ctx(), input, c.get('meta'));
      return c.json({ reset: true });
    })
    .post('/verify-email', async (c) => {
      const actor = requireUser(c.get('actor'));
      const account = db.select().from(authAccounts).where(eq(authAccounts.id, actor.accountId)).get();
      if (!account) throw fail('not_found', 'User not found');
      if (account.emailVerifiedAt) return c.json({ sent: false, verified: true });
      // A confirmation e-mail is something a person asks for a few times at most; more is someone using us to fill a mailbox.
      const sending = createRateLimiter(db).reserve([{ key: `verify-email:${account.id}`, rule: VERIFY_EMAIL_LIMIT }], deps.now().getTime());
      if (!sending.reserved) throw fail('too_many_requests', `Too many attempts. Try again in ${describeWait(sending.retryAfterMs)}.`);
      const code = issueAccountCode(db, config.tokenSecret, account.id, 'verifyEmail', deps.now());
      const link = `${config.publicUrl}/login?action=verifyEmail&code=${encodeURIComponent(code)}`;
      await mailer.send({
        to: account.email,
        ...genericEmail({ title: 'Confirm your e-mail address', bodyHtml: `${textToHtml('Please confirm that this is your e-mail address.')}<p><a href="${link}">Confirm my e-mail</a></p>` }),
      });
      return c.json({ sent: true, verified: false });
    })
    .post('/verify-email/confirm', async (c) => {
      const { code } = ZEmailVerifyConfirm.parse(await c.req.json());
      const now = deps.now();
      db.transaction((tx) => {
        const id = consumeAccountCode(tx, config.tokenSecret, code, 'verifyEmail', now);
        tx.update(authAccounts).set({ emailVerifiedAt: now.toISOString(), updatedAt: now.toISOString() }).where(eq(authAccounts.id, id)).run();
      });
      return c.json({ verified: true });
    })
    .put('/password', async (c) => {
      const actor = requireUser(c.get('actor'));
      const input = ZPasswordUpdate.parse(await c.req.json());
      await changePassword(ctx(), actor, input, c.get('meta'));
      return c.json({ updated: true });
    });
}
