import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { auditEvents, invites } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

describe('registration invites: sign-up', () => {
  let t: TestApp;
  const REGISTER = 'demo-invite-register';
  const andre = {
    name: 'Andre Williams',
    email: 'andre.williams@demo.pathcraft.test',
    password: 'blue-kettle 42 river',
  };
  const usedAt = async (id: string) =>
    (await first(t.db.select({ usedAt: invites.usedAt }).from(invites).where(eq(invites.id, id))))!.usedAt;
  const tokenFor = async (id: string, accessCode: string) =>
    (await t.call('POST', '/v1/access/checkAccessCode', null, { id, table: 'invites', accessCode }, {}, '10.2.0.1'))
      .body.accessToken as string;
  const withCode = (token: string) => ({ 'x-access-token': token });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the invitee's name, e-mail and organization only with the invite's verified code", async () => {
    expect((await t.call('GET', `/v1/invites/${REGISTER}/registration`, null)).status).toBe(401);
    const other = await tokenFor('demo-invite-workforce', 'W3F9HD');
    expect((await t.call('GET', `/v1/invites/${REGISTER}/registration`, null, undefined, withCode(other))).status).toBe(
      403,
    );
    const res = await t.call(
      'GET',
      `/v1/invites/${REGISTER}/registration`,
      null,
      undefined,
      withCode(await tokenFor(REGISTER, 'R6N2JB')),
    );
    expect(res.status).toBe(200);
    expect(res.body.item).toEqual({
      inviteId: REGISTER,
      firstName: 'Andre',
      lastName: 'Williams',
      email: andre.email,
      org: { id: 'demo-workforce-org', name: 'Three Rivers Workforce Partnership', slug: 'demo-workforce' },
      usedAt: null,
    });
  });

  it.each([
    ['a signed-in owner', () => emailOf(t, 'demo-workforce', 'owner')],
    ['the super admin', () => SUPER],
  ])("refuses %s without the invite's code: a sign-in is not an access code", async (_name, who) => {
    expect((await t.call('POST', `/v1/invites/${REGISTER}/sign-up`, who(), andre)).status).toBe(401);
  });

  it('refuses an invite of another type', async () => {
    const token = await tokenFor('demo-invite-workforce', 'W3F9HD');
    const res = await t.call('POST', '/v1/invites/demo-invite-workforce/sign-up', null, andre, withCode(token));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This invitation is not for registration.');
  });

  it.each([
    ['a weak password', { ...andre, password: 'Password123!' }, 'This password is too common. Choose another.'],
    ['a short password', { ...andre, password: 'ab3$' }, 'Use at least 8 characters.'],
    [
      'the name in the password',
      { ...andre, password: 'Williams-2027' },
      "Don't use your name or e-mail address in the password.",
    ],
    [
      'another e-mail than the invited one',
      { ...andre, email: 'someone.else@example.test' },
      'Use the e-mail address the invitation was sent to.',
    ],
    ['no name', { ...andre, name: '  ' }, 'Name is required.'],
    ['a bad e-mail', { ...andre, email: 'andre' }, 'Enter a valid e-mail address.'],
  ])('refuses %s with the reason, and leaves the invite unused', async (_name, body, message) => {
    const res = await t.call(
      'POST',
      `/v1/invites/${REGISTER}/sign-up`,
      null,
      body,
      withCode(await tokenFor(REGISTER, 'R6N2JB')),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await usedAt(REGISTER)).toBeNull();
  });

  it('creates a student account in the invite organization, marks the invite used, signs in and points where the invite leads', async () => {
    const token = await tokenFor(REGISTER, 'R6N2JB');
    const res = await t.call(
      'POST',
      `/v1/invites/${REGISTER}/sign-up`,
      null,
      { ...andre, email: 'Andre.Williams@demo.pathcraft.test' },
      withCode(token),
    );
    expect(res.status).toBe(201);
    expect(res.body.redirectUrl).toBe('/enroll/demo-course-osha10');
    const me = await t.call('GET', '/v1/auth/me', null, undefined, { authorization: `Bearer ${res.body.token}` });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email: andre.email,
      name: 'Andre Williams',
      firstName: 'Andre',
      lastName: 'Williams',
      orgId: 'demo-workforce-org',
      role: ['student'],
      roleLabel: 'User',
    });
    expect(me.body.organization.slug).toBe('demo-workforce');
    // The new password signs in; the invite is used, and that is in its audit trail.
    expect(
      (await t.call('POST', '/v1/auth/login', null, { email: andre.email, password: andre.password })).status,
    ).toBe(200);
    const used = await usedAt(REGISTER);
    expect(used).not.toBeNull();
    const events = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invite.signedUp'), eq(auditEvents.entityId, REGISTER)));
    expect(events).toHaveLength(1);

    // Once used, the invite can't make a second account, and the form says so.
    const again = await t.call(
      'POST',
      `/v1/invites/${REGISTER}/sign-up`,
      null,
      { ...andre, email: andre.email },
      withCode(token),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This invitation was already used. Sign in instead.');
    const view = await t.call('GET', `/v1/invites/${REGISTER}/registration`, null, undefined, withCode(token));
    expect(view.body.item.usedAt).toBe(used);
  });

  it('refuses an e-mail that already has an account and keeps the invite open', async () => {
    const created = await t.call('POST', '/v1/invites', SUPER, {
      inviteType: 'register',
      orgId: 'demo-community-org',
      registerLink: '/login/demo-community?action=signup&inviteId=',
    });
    expect(created.status).toBe(201);
    const token = await tokenFor(created.body.docId, created.body.accessCode);
    const taken = emailOf(t, 'demo-community', 'teacher');
    const res = await t.call(
      'POST',
      `/v1/invites/${created.body.docId}/sign-up`,
      null,
      { name: 'Sam Rivera', email: taken, password: 'steel&sparks 9' },
      withCode(token),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('An account with this e-mail already exists. Sign in instead.');
    expect(await usedAt(created.body.docId)).toBeNull();
    // Without an invited e-mail the invitee chooses one; without a continueUrl they land on their account page.
    const ok = await t.call(
      'POST',
      `/v1/invites/${created.body.docId}/sign-up`,
      null,
      { name: 'Sam Rivera', email: 'sam.rivera@example.test', password: 'steel&sparks 9' },
      withCode(token),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.redirectUrl).toBe('/account');
    expect(await t.userByEmail('sam.rivera@example.test')).toMatchObject({
      orgId: 'demo-community-org',
      role: ['student'],
    });
  });

  it('gives a sign-in to a person the organization already added by e-mail, keeping their record and role (one user per e-mail)', async () => {
    const added = await t.call('POST', '/v1/external/supabase/users', SUPER, {
      name: 'Noor Haddad',
      email: 'noor.haddad@example.test',
      orgId: 'demo-community-org',
      role: ['teacher'],
    });
    expect(added.status).toBe(201);
    const created = await t.call('POST', '/v1/invites', SUPER, {
      inviteType: 'register',
      orgId: 'demo-community-org',
      email: 'noor.haddad@example.test',
      registerLink: '/login/demo-community?action=signup&inviteId=',
    });
    const token = await tokenFor(created.body.docId, created.body.accessCode);
    const res = await t.call(
      'POST',
      `/v1/invites/${created.body.docId}/sign-up`,
      null,
      { name: 'Noor Haddad', email: 'noor.haddad@example.test', password: 'quiet harbor 77 lamp' },
      withCode(token),
    );
    expect(res.status).toBe(201);
    expect(res.body.userId).toBe(added.body.docId);
    expect(await t.userByEmail('noor.haddad@example.test')).toMatchObject({ id: added.body.docId, role: ['teacher'] });
  });
});
