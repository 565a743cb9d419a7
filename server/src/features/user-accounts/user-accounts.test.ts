import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { createTestApp, DEMO_PASSWORD, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let owner: string;
let teacher: string;
let student: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
  owner = emailOf(t, 'demo-workforce', 'owner');
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  student = emailOf(t, 'demo-workforce', 'student');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
});
afterAll(() => t.close());

const who = (name: string) => ({ SUPER, owner, admin, teacher, student, otherAdmin })[name as 'SUPER'] ?? name;
const deactivate = (caller: string | null, userId: string) => t.call('POST', `/v1/users/${userId}/deactivate`, caller);
const accountOf = (caller: string | null, userId: string) => t.call('GET', `/v1/users/${userId}/account`, caller);
const signInStatus = async (email: string) =>
  (await t.call('POST', '/v1/auth/login', null, { email, password: DEMO_PASSWORD })).status;
/** One of the seeded learners (each has a sign-in account), a different one per test. */
const learner = async (n: number) =>
  (await first(
    t.db
      .select()
      .from(users)
      .where(eq(users.id, `demo-wf-learner-${String(n).padStart(2, '0')}`)),
  ))!;

describe('POST /v1/users/:id/deactivate', () => {
  it('lets an admin of the organization deactivate a learner: the sign-in is refused and the open session ends', async () => {
    const target = await learner(11);
    const session = (await t.call('POST', '/v1/auth/login', null, { email: target.email, password: DEMO_PASSWORD }))
      .body as { token: string; refreshToken: string };
    const bearer = { authorization: `Bearer ${session.token}` };
    expect((await t.call('GET', '/v1/auth/me', null, undefined, bearer)).status).toBe(200);

    const res = await deactivate(admin, target.id);
    expect(res.status).toBe(200);
    expect(res.body.item).toEqual({ id: target.id, hasAccount: true, disabled: true });

    expect((await t.call('GET', '/v1/auth/me', null, undefined, bearer)).status).toBe(401);
    expect((await t.call('POST', '/v1/auth/refresh', null, { refreshToken: session.refreshToken })).status).toBe(401);
    // The right password learns that the account is deactivated; a wrong one learns nothing.
    const again = await t.call('POST', '/v1/auth/login', null, { email: target.email, password: DEMO_PASSWORD });
    expect(again.status).toBe(403);
    expect(again.body.error.message).toBe(
      'Your account is deactivated. Ask an administrator of your organization to reactivate it.',
    );
    const guessed = await t.call('POST', '/v1/auth/login', null, { email: target.email, password: 'not-the-password' });
    expect(guessed.status).toBe(401);
    expect(guessed.body.error.message).toBe('Wrong e-mail or password.');
    expect((await accountOf(admin, target.id)).body.item).toEqual({ id: target.id, hasAccount: true, disabled: true });

    const audit = await t.db
      .select({ actorId: auditEvents.actorId, orgId: auditEvents.orgId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'users.deactivate'), eq(auditEvents.entityId, target.id)));
    expect(audit).toEqual([{ actorId: (await t.userByEmail(admin)).id, orgId: target.orgId }]);
  });

  it('lets the super admin deactivate anyone, and answers the same when asked twice', async () => {
    const target = await t.userByEmail(emailOf(t, 'demo-community', 'student'));
    expect((await deactivate(SUPER, target.id)).status).toBe(200);
    const twice = await deactivate(SUPER, target.id);
    expect(twice.status).toBe(200);
    expect(twice.body.item.disabled).toBe(true);
    expect(await signInStatus(target.email!)).toBe(403);
  });

  it.each([
    // caller, target, status, message
    ['student', 'teacher', 403, "Your role can't deactivate accounts."],
    ['teacher', 'student', 403, "Your role can't deactivate accounts."],
    ['admin', 'owner', 403, 'Only an owner can deactivate this user.'],
    ['owner', 'SUPER', 403, 'Only a super admin can deactivate this user.'],
    ['admin', 'admin', 403, "You can't deactivate your own account."],
    ['SUPER', 'SUPER', 403, "You can't deactivate your own account."],
    ['otherAdmin', 'student', 404, 'User not found'],
  ] as const)(
    'refuses %s deactivating %s (%i), and the account still signs in',
    async (caller, target, status, message) => {
      const user = await t.userByEmail(who(target));
      const res = await deactivate(who(caller), user.id);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
      expect(await signInStatus(user.email!)).toBe(200);
    },
  );

  it('refuses callers without a sign-in and unknown users', async () => {
    expect((await deactivate(null, (await learner(12)).id)).status).toBe(401);
    const unknown = await deactivate(SUPER, 'no-such-user');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('User not found');
    expect(await signInStatus((await learner(12)).email!)).toBe(200);
  });

  it('answers 409 for a user without a sign-in account (created through the data API)', async () => {
    const created = await t.call('POST', '/v1/external/supabase/users', admin, {
      name: 'Nadia Frost',
      orgId: (await t.userByEmail(admin)).orgId,
      role: ['student'],
    });
    expect(created.status).toBe(201);
    const res = await deactivate(admin, created.body.docId);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This user has no sign-in account to deactivate.');
    expect((await accountOf(admin, created.body.docId)).body.item).toEqual({
      id: created.body.docId,
      hasAccount: false,
      disabled: false,
    });
  });
});

describe('GET /v1/users/:id/account', () => {
  it.each([
    ['SUPER', 200],
    ['owner', 200],
    ['admin', 200],
    ['teacher', 403],
    ['student', 403],
    ['otherAdmin', 404],
  ] as const)('answers %s with %i for a learner of the workforce organization', async (caller, status) => {
    const target = await learner(13);
    const res = await accountOf(who(caller), target.id);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.item).toEqual({ id: target.id, hasAccount: true, disabled: false });
  });
});

describe('POST /v1/users/:id/reactivate', () => {
  const reactivate = (caller: string | null, userId: string) =>
    t.call('POST', `/v1/users/${userId}/reactivate`, caller);

  it('lets an admin reactivate a learner they deactivated: the right password signs in again', async () => {
    const target = await learner(14);
    await deactivate(admin, target.id);
    expect(await signInStatus(target.email!)).toBe(403);
    const res = await reactivate(admin, target.id);
    expect(res.status).toBe(200);
    expect(res.body.item).toEqual({ id: target.id, hasAccount: true, disabled: false });
    expect(await signInStatus(target.email!)).toBe(200);
    // Asked again, nothing changes and nothing more is recorded.
    expect((await reactivate(admin, target.id)).status).toBe(200);
    const audit = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, target.id), eq(auditEvents.action, 'users.reactivate')));
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['teacher', 'student', 403, "Your role can't reactivate accounts."],
    ['admin', 'owner', 403, 'Only an owner can reactivate this user.'],
    ['otherAdmin', 'student', 404, 'User not found'],
  ] as const)('refuses %s reactivating %s', async (caller, target, status, message) => {
    const user = await t.userByEmail(who(target));
    const res = await reactivate(who(caller), user.id);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });
});
