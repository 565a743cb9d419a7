import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, auditEvents, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, DEMO_PASSWORD, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.request('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const outbox = () => t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
const unverify = (email: string) =>
  t.db.update(authAccounts).set({ emailVerifiedAt: null }).where(eq(authAccounts.email, email));

describe('sign-in', () => {
  it('signs in with e-mail and password and reads the current user', async () => {
    const res = await login('SuperAdmin@demo.pathcraft.test', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const session = (await res.json()) as { token: string; refreshToken: string; expiresIn: number };
    expect(session.expiresIn).toBe(900);
    const me = await t.app.request('/v1/auth/me', { headers: { authorization: `Bearer ${session.token}` } });
    const body = (await me.json()) as any;
    expect(body.user).toMatchObject({ email: SUPER, isSuperAdmin: true, roleLabel: 'Super Admin' });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('refuses a wrong password with one message and audits the failure', async () => {
    const res = await login(SUPER, 'wrong-password');
    expect(res.status).toBe(401);
    expect(((await res.json()) as any).error.message).toBe('Wrong e-mail or password.');
    const unknown = await login('nobody@example.org', 'x');
    expect(((await unknown.json()) as any).error.message).toBe('Wrong e-mail or password.');
    const audits = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.signIn.failed'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audits)).not.toContain('wrong-password');
  });

  it('locks an account after 5 wrong passwords, even with the right one, and says for how long', async () => {
    const email = emailOf(t, 'demo-community', 'teacher');
    for (let i = 0; i < 5; i++) expect((await login(email, 'nope-nope')).status).toBe(401);
    const locked = await login(email, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as any).error.message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('refreshes with rotation and signs out', async () => {
    const s = (await (await login(emailOf(t, 'demo-workforce', 'teacher'), DEMO_PASSWORD)).json()) as any;
    const refreshed = await t.call('POST', '/v1/auth/refresh', null, { refreshToken: s.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).toEqual(expect.any(String));
    expect((await t.call('POST', '/v1/auth/refresh', null, { refreshToken: s.refreshToken })).status).toBe(401);
    expect((await t.call('POST', '/v1/auth/logout', null, { refreshToken: refreshed.body.refreshToken })).status).toBe(
      200,
    );
    expect((await t.call('POST', '/v1/auth/refresh', null, { refreshToken: refreshed.body.refreshToken })).status).toBe(
      401,
    );
  });

  it('answers /me with 401 and the login error code without a token', async () => {
    const res = await t.call('GET', '/v1/auth/me', null);
    expect(res.status).toBe(401);
    expect(res.body.error.details).toEqual({ loginError: 'auth_no_token' });
  });
});

describe('/me: what the person is besides their platform role', () => {
  it('names the employers whose contact someone is and leaves their role as it is', async () => {
    const karen = await t.call('GET', '/v1/auth/me', 'karen.novak@demo.pathcraft.test');
    expect(karen.status).toBe(200);
    expect(karen.body.employerContactOf).toEqual([{ id: 'demo-employer-monvalley', name: 'Mon Valley Manufacturing' }]);
    expect(karen.body.user).toMatchObject({ role: ['student'], roleLabel: 'User' });
  });

  it('names none for someone who is no employer contact', async () => {
    const tom = await t.call('GET', '/v1/auth/me', 'tom.yablonski@demo.pathcraft.test');
    expect(tom.body.employerContactOf).toEqual([]);
  });
});

describe('single sign-on token', () => {
  it('exchanges a one-time sign-in token for a session, once', async () => {
    const made = await t.call('POST', '/v1/auth/sign-in-token', SUPER);
    expect(made.status).toBe(200);
    const first = await t.call('POST', '/v1/auth/token-login', null, { token: made.body.token });
    expect(first.status).toBe(200);
    const second = await t.call('POST', '/v1/auth/token-login', null, { token: made.body.token });
    expect(second.status).toBe(401);
    expect(second.body.error.details).toEqual({ loginError: 'auth_bad_token' });
    expect((await t.call('POST', '/v1/auth/token-login', null, { token: 'garbage' })).status).toBe(401);
  });
});

describe('password reset and e-mail verification', () => {
  it('e-mails a one-time link and sets the new password', async () => {
    const email = emailOf(t, 'demo-workforce', 'student');
    const res = await t.call('POST', '/v1/auth/password-reset', null, { email });
    expect(res.body).toEqual({ sent: true });
    const mail = (await outbox()).find((m) => m.to === email && m.subject === 'Reset your password')!;
    expect(mail.html).toContain('Powered by');
    const code = decodeURIComponent(/code=([^"&]+)/.exec(mail.html!)![1]!);
    expect((await t.call('POST', '/v1/auth/password-reset/confirm', null, { code, password: 'short' })).status).toBe(
      400,
    );
    expect(
      (await t.call('POST', '/v1/auth/password-reset/confirm', null, { code, password: 'a-new-password' })).status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/v1/auth/password-reset/confirm', null, { code, password: 'another-one' })).status,
    ).toBe(400);
    expect((await login(email, 'a-new-password')).status).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = (await outbox()).length;
    expect((await t.call('POST', '/v1/auth/password-reset', null, { email: 'nobody@example.org' })).body).toEqual({
      sent: true,
    });
    expect((await outbox()).length).toBe(before);
  });

  it('verifies an e-mail address and updates a password', async () => {
    const email = emailOf(t, 'demo-community', 'student');
    await unverify(email);
    expect((await t.call('POST', '/v1/auth/verify-email', email)).body).toEqual({ sent: true, verified: false });
    const mail = (await outbox()).find((m) => m.to === email && m.subject === 'Confirm your e-mail address')!;
    const code = decodeURIComponent(/code=([^"&]+)/.exec(mail.html!)![1]!);
    expect((await t.call('POST', '/v1/auth/verify-email/confirm', null, { code })).body).toEqual({ verified: true });
    expect(
      (await t.call('PUT', '/v1/auth/password', email, { currentPassword: 'wrong', newPassword: 'whatever-123' }))
        .status,
    ).toBe(400);
    expect(
      (await t.call('PUT', '/v1/auth/password', email, { currentPassword: DEMO_PASSWORD, newPassword: 'whatever-123' }))
        .status,
    ).toBe(200);
  });

  it('sends at most 5 confirmation e-mails an hour to one account', async () => {
    const email = emailOf(t, 'demo-community', 'admin');
    await unverify(email);
    const before = (await outbox()).filter((m) => m.to === email).length;
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await t.call('POST', '/v1/auth/verify-email', email)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await outbox()).filter((m) => m.to === email).length - before).toBe(5);
  });
});
