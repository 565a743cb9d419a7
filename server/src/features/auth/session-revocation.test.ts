import { decodeJwt, SignJWT } from 'jose';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, DEMO_PASSWORD, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

// An access token lives 15 minutes; signing out, changing or resetting the password must end it now.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Session {
  token: string;
  refreshToken: string;
}
const login = async (email: string, password = DEMO_PASSWORD): Promise<Session> => {
  const res = await t.call('POST', '/v1/auth/login', null, { email, password });
  expect(res.status).toBe(200);
  return res.body as Session;
};
const me = (token: string) => t.call('GET', '/v1/auth/me', null, undefined, { authorization: `Bearer ${token}` });
const resetCodesOf = async (email: string) =>
  (
    await t.db
      .select({ html: mailOutbox.html })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, 'Reset your password')))
      .orderBy(mailOutbox.createdAt)
  ).map((m) => decodeURIComponent(/code=([^"&]+)/.exec(m.html!)![1]!));
const requestReset = async (email: string) => {
  expect((await t.call('POST', '/v1/auth/password-reset', null, { email })).status).toBe(200);
  return (await resetCodesOf(email)).at(-1)!;
};
const confirmReset = (code: string, password: string) =>
  t.call('POST', '/v1/auth/password-reset/confirm', null, { code, password });

describe('ending sessions', () => {
  it('refuses the access token of an account that was disabled', async () => {
    const email = emailOf(t, 'demo-community', 'teacher');
    const s = await login(email);
    expect((await me(s.token)).status).toBe(200);
    await t.db.update(authAccounts).set({ disabled: true }).where(eq(authAccounts.email, email));
    try {
      const after = await me(s.token);
      expect(after.status).toBe(401);
      expect(after.body.error.message).toBe('The session has ended. Please sign in again.');
    } finally {
      await t.db.update(authAccounts).set({ disabled: false }).where(eq(authAccounts.email, email));
    }
  });

  it('refuses the access token once its session is signed out', async () => {
    const s = await login(emailOf(t, 'demo-workforce', 'teacher'));
    expect((await me(s.token)).status).toBe(200);
    expect((await t.call('POST', '/v1/auth/logout', null, { refreshToken: s.refreshToken })).status).toBe(200);
    const after = await me(s.token);
    expect(after.status).toBe(401);
    expect(after.body.error).toMatchObject({
      message: 'The session has ended. Please sign in again.',
      details: { loginError: 'auth_bad_token' },
    });
  });

  it('keeps one session across refreshes: the earlier access token works until sign-out ends them all', async () => {
    const s = await login(emailOf(t, 'demo-workforce', 'student'));
    const other = await login(emailOf(t, 'demo-workforce', 'student'));
    const refreshed = (await t.call('POST', '/v1/auth/refresh', null, { refreshToken: s.refreshToken }))
      .body as Session;
    expect((await me(s.token)).status).toBe(200);
    expect((await me(refreshed.token)).status).toBe(200);
    expect((await t.call('POST', '/v1/auth/logout', null, { refreshToken: refreshed.refreshToken })).status).toBe(200);
    expect((await me(s.token)).status).toBe(401);
    expect((await me(refreshed.token)).status).toBe(401);
    // Signing out on one device leaves the others signed in.
    expect((await me(other.token)).status).toBe(200);
  });

  it('refuses every earlier session after a password reset', async () => {
    const email = emailOf(t, 'demo-workforce', 'owner');
    const s = await login(email);
    expect(await confirmReset(await requestReset(email), 'reset-password-1')).toMatchObject({ status: 200 });
    expect((await me(s.token)).status).toBe(401);
    expect((await t.call('POST', '/v1/auth/refresh', null, { refreshToken: s.refreshToken })).status).toBe(401);
    expect((await me((await login(email, 'reset-password-1')).token)).status).toBe(200);
  });

  it('refuses the other sessions after a password change, and keeps the one that changed it', async () => {
    const email = emailOf(t, 'demo-community', 'student');
    const here = await login(email);
    const elsewhere = await login(email);
    const changed = await t.call(
      'PUT',
      '/v1/auth/password',
      null,
      { currentPassword: DEMO_PASSWORD, newPassword: 'changed-password-1' },
      { authorization: `Bearer ${here.token}` },
    );
    expect(changed.status).toBe(200);
    expect((await me(elsewhere.token)).status).toBe(401);
    expect((await t.call('POST', '/v1/auth/refresh', null, { refreshToken: elsewhere.refreshToken })).status).toBe(401);
    expect((await me(here.token)).status).toBe(200);
    expect((await t.call('POST', '/v1/auth/refresh', null, { refreshToken: here.refreshToken })).status).toBe(200);
  });

  it('refuses a correctly signed access token that has no expiry', async () => {
    const s = await login(SUPER);
    const { exp: _exp, ...claims } = decodeJwt(s.token);
    const forever = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.tokenSecret));
    expect((await me(forever)).status).toBe(401);
    // The same claims with an expiry are accepted, so the missing expiry is what is refused.
    const expiring = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(t.config.tokenSecret));
    expect((await me(expiring)).status).toBe(200);
  });
});

describe('password reset codes', () => {
  const invalid = 'This link is invalid or has expired. Request a new one.';

  it('refuses an older code once a newer one was issued', async () => {
    const email = emailOf(t, 'demo-community', 'owner');
    const older = await requestReset(email);
    const newer = await requestReset(email);
    expect(older).not.toBe(newer);
    const refused = await confirmReset(older, 'older-code-password');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(invalid);
    expect((await confirmReset(newer, 'newer-code-password')).status).toBe(200);
  });

  it('refuses every other code once one was used', async () => {
    const email = emailOf(t, 'demo-community', 'admin');
    const first = await requestReset(email);
    const live = await requestReset(email);
    expect((await confirmReset(live, 'used-code-password')).status).toBe(200);
    expect((await confirmReset(first, 'stale-code-password')).body.error.message).toBe(invalid);
    expect((await confirmReset(live, 'reused-code-password')).body.error.message).toBe(invalid);
    expect((await login(email, 'used-code-password')).token).toEqual(expect.any(String));
  });
});
