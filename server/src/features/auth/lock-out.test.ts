import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, DEMO_PASSWORD, emailOf, type TestApp } from '../../test/harness.ts';

// Parallel guesses must not get past the lock-out: each attempt takes its place in the database
// before the slow password hash, so a burst is cut off at the limit, not after it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
/** A request from a given address, as @hono/node-server's socket would give it. */
const from = (ip: string, path: string, init: { method: string; body: unknown; headers?: Record<string, string> }) =>
  t.app.request(
    path,
    { method: init.method, headers: { ...json, ...init.headers }, body: JSON.stringify(init.body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
const login = (ip: string, email: string, password: string) =>
  from(ip, '/v1/auth/login', { method: 'POST', body: { email, password } });
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const countStatus = (all: Response[], status: number) => all.filter((r) => r.status === status).length;
const resetCodesOf = async (email: string) =>
  (
    await t.db
      .select({ html: mailOutbox.html })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, 'Reset your password')))
      .orderBy(mailOutbox.createdAt)
  ).map((m) => decodeURIComponent(/code=([^"&]+)/.exec(m.html!)![1]!));

describe('sign-in lock-out under parallel guesses', () => {
  it('evaluates at most 5 of 150 parallel passwords for one account, and refuses the right one sent among them and after', async () => {
    const email = emailOf(t, 'demo-workforce', 'admin');
    const attempts = Array.from({ length: 150 }, (_, i) =>
      login('10.0.1.1', email, i === 100 ? DEMO_PASSWORD : `wrong-${i}`),
    );
    const answers = await Promise.all(attempts);
    expect(answers.length - countStatus(answers, 429)).toBeLessThanOrEqual(5);
    expect(answers[100]!.status).toBe(429);
    const failed = (
      await t.db
        .select({ details: auditEvents.details })
        .from(auditEvents)
        .where(eq(auditEvents.action, 'auth.signIn.failed'))
    ).filter((e) => JSON.stringify(e.details).includes(email));
    expect(failed.length).toBeLessThanOrEqual(5);

    const after = await login('10.0.1.2', email, DEMO_PASSWORD);
    expect(after.status).toBe(429);
    expect(await message(after)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('evaluates at most 30 of 150 parallel failures from one address, then refuses that address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => login('10.0.2.1', `nobody-${i}@example.org`, 'wrong-password')),
    );
    expect(countStatus(answers, 401)).toBeLessThanOrEqual(30);
    expect(countStatus(answers, 429)).toBeGreaterThanOrEqual(120);
    expect((await login('10.0.2.1', emailOf(t, 'demo-workforce', 'owner'), DEMO_PASSWORD)).status).toBe(429);
  });

  it('does not count successful sign-ins against the address or the account', async () => {
    const email = emailOf(t, 'demo-community', 'owner');
    for (let round = 0; round < 7; round++) {
      const five = await Promise.all(Array.from({ length: 5 }, () => login('10.0.3.1', email, DEMO_PASSWORD)));
      expect(countStatus(five, 200)).toBe(5);
    }
    // In flight, even right passwords hold a place: at most 5 sign-ins of one account run at once.
    const burst = await Promise.all(Array.from({ length: 8 }, () => login('10.0.3.1', email, DEMO_PASSWORD)));
    expect(countStatus(burst, 200)).toBeGreaterThanOrEqual(5);
    expect((await login('10.0.3.1', email, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('password change lock-out under parallel guesses', () => {
  it('evaluates at most 5 of 40 parallel wrong current passwords, then refuses the right one and the sign-in', async () => {
    const email = emailOf(t, 'demo-community', 'admin');
    const token = await t.sign(email);
    const change = (currentPassword: string) =>
      from('10.0.4.1', '/v1/auth/password', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: { currentPassword, newPassword: 'a-brand-new-password' },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => change(`wrong-${i}`)));
    expect(countStatus(answers, 400)).toBeLessThanOrEqual(5);
    expect(countStatus(answers, 429)).toBeGreaterThanOrEqual(35);

    const right = await change(DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(await message(right)).toBe('Too many wrong passwords. Try again in 15 minutes.');
    // The guesses spend the same allowance as sign-in: it is one password.
    expect((await login('10.0.4.2', email, DEMO_PASSWORD)).status).toBe(429);
  });
});

describe('password reset lock-out under parallel guesses', () => {
  it('evaluates at most 10 of 150 parallel wrong reset codes from one address, then refuses a real code from it', async () => {
    const confirm = (ip: string, code: string) =>
      from(ip, '/v1/auth/password-reset/confirm', { method: 'POST', body: { code, password: 'a-brand-new-password' } });
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => confirm('10.0.5.1', `not-a-code-${i}`)));
    expect(countStatus(answers, 400)).toBeLessThanOrEqual(10);
    expect(countStatus(answers, 429)).toBeGreaterThanOrEqual(140);

    const email = emailOf(t, 'demo-community', 'teacher');
    expect((await t.call('POST', '/v1/auth/password-reset', null, { email })).status).toBe(200);
    const [code] = await resetCodesOf(email);
    const locked = await confirm('10.0.5.1', code!);
    expect(locked.status).toBe(429);
    expect(await message(locked)).toBe('Too many attempts. Try again in 15 minutes.');
    expect((await confirm('10.0.5.2', code!)).status).toBe(200);
  });

  it('sends at most 5 reset e-mails an hour to one address, however many requests arrive at once', async () => {
    const email = emailOf(t, 'demo-workforce', 'teacher');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        from(`10.0.6.${i}`, '/v1/auth/password-reset', { method: 'POST', body: { email } }),
      ),
    );
    expect(countStatus(answers, 200)).toBe(30);
    expect(await resetCodesOf(email)).toHaveLength(5);
  });

  it('takes at most 20 reset requests an hour from one network address, whoever they are for', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        from('10.0.7.1', '/v1/auth/password-reset', { method: 'POST', body: { email: `stranger-${i}@example.org` } }),
      ),
    );
    expect([countStatus(answers, 200), countStatus(answers, 429)]).toEqual([20, 5]);
    expect(await message(answers.find((a) => a.status === 429)!)).toMatch(
      /^Too many attempts\. Try again in \d+ minutes?\.$/,
    );
    // Another address is not held up.
    expect(
      (await from('10.0.7.2', '/v1/auth/password-reset', { method: 'POST', body: { email: 'stranger-0@example.org' } }))
        .status,
    ).toBe(200);
  });
});
