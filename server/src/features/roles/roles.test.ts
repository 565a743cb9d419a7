import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let owner: string;
let teacher: string;
let student: string;
let otherAdmin: string;
let apiKey: string;
const ROLE_ROUTE_ONLY = 'Roles change only through PUT /v1/users/{id}/role, which checks who may grant what.';

beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
  owner = emailOf(t, 'demo-workforce', 'owner');
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  student = emailOf(t, 'demo-workforce', 'student');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
  const key = await t.call('POST', '/v1/api-keys', admin, { name: 'Roles test' });
  apiKey = key.body.key ?? key.body.item?.key;
});
afterAll(() => t.close());

const who = (name: string) => ({ SUPER, owner, admin, teacher, student, otherAdmin })[name as 'SUPER'] ?? name;

describe('identity links through the data API', () => {
  it('refuses the reported escalation: an admin parks their uid and takes the super admin row', async () => {
    const me = await t.userByEmail(admin);
    const park = await t.call('PUT', '/v1/external/supabase/users', admin, { id: me.id, uid: 'parked' });
    expect(park.status).toBe(403);
    expect(park.body.error.message).toBe("'uid' links an identity and can't be written through this API.");
    const take = await t.call('PUT', '/v1/external/supabase/users', admin, { id: 'demo-superadmin', uid: me.uid });
    expect(take.status).toBe(403);
    expect((await t.userByEmail(SUPER)).uid).toBe('uid-demo-superadmin');
    // Signing in again still makes them an admin, not the super admin.
    const signIn = await t.app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin, password: 'pathcraft-demo' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const console = await t.app.request('/v1/external/supabase/organizations', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await console.json()) as { items: { id: string }[] }).items.every((o) => o.id === me.orgId)).toBe(true);
  });

  it.each(['SUPER', 'owner', 'admin', 'student'])(
    'refuses every identity link to %s, on update and on create',
    async (name) => {
      const caller = who(name);
      const me = await t.userByEmail(caller);
      for (const field of ['uid', 'userProfileId', 'userSignature']) {
        const value = field === 'userSignature' ? 'https://example.org/sig.png' : 'someone-else';
        const update = await t.call('PUT', '/v1/external/supabase/users', caller, { id: me.id, [field]: value });
        expect(update.status, field).toBe(403);
        expect(update.body.error.message).toBe(`'${field}' links an identity and can't be written through this API.`);
      }
      const create = await t.call('POST', '/v1/external/supabase/users', caller, {
        name: 'New Person',
        orgId: me.orgId,
        uid: 'uid-demo-superadmin',
      });
      expect(create.status).toBe(403);
    },
  );

  it.each(['SUPER', 'owner', 'admin'])(
    'refuses a role change through the data API to %s, and keeps the role',
    async (name) => {
      const target = await t.userByEmail(student);
      const res = await t.call('PUT', '/v1/api/content/users', who(name), { id: target.id, role: ['teacher'] });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(ROLE_ROUTE_ONLY);
      expect((await t.userByEmail(student)).role).toEqual(target.role);
    },
  );

  it('refuses moving a user to another organization, even for the super admin', async () => {
    const target = await t.userByEmail(student);
    const otherOrg = (await t.userByEmail(otherAdmin)).orgId;
    const res = await t.call('PUT', '/v1/external/supabase/users', SUPER, { id: target.id, orgId: otherOrg });
    expect(res.status).toBe(403);
    expect((await t.userByEmail(student)).orgId).toBe(target.orgId);
  });

  it.each([
    ['admin', ['superAdmin'], 403, 'Only a super admin can grant or remove the super admin role.'],
    ['admin', ['owner'], 403, "You can't grant the Owner role: it is above your own."],
    ['admin', ['teacher'], 201, null],
    ['owner', ['owner'], 201, null],
    ['SUPER', ['superAdmin'], 201, null],
  ] as const)('lets %s create a user with %j only within the grant rules (%i)', async (name, role, status, message) => {
    const caller = who(name);
    const res = await t.call('POST', '/v1/external/supabase/users', caller, {
      name: `New ${name} ${role[0]}`,
      orgId: (await t.userByEmail(caller)).orgId,
      role,
    });
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
  });

  it('lets nobody without a token list the staff of every organization', async () => {
    expect((await t.call('GET', '/v1/external/supabase/users', null)).status).toBe(401);
    expect((await t.call('GET', '/v1/api/content/users?f.role[ov]=admin', null)).status).toBe(401);
    const adminRow = await t.userByEmail(admin);
    expect((await t.call('GET', `/v1/api/content/users/${adminRow.id}`, null)).status).toBe(404);
    expect((await t.call('GET', '/v1/api/content/users', { apiKey })).status).toBe(403);
  });
});

describe('PUT /v1/users/:id/role', () => {
  const put = (caller: string | null, id: string, role: unknown) =>
    t.call('PUT', `/v1/users/${id}/role`, caller, { role });

  it.each([
    // caller, target, roles, status, message
    ['student', 'student', ['admin'], 403, "Your role can't change roles."],
    ['teacher', 'student', ['teacher'], 403, "Your role can't change roles."],
    ['admin', 'admin', ['owner'], 403, "You can't grant the Owner role: it is above your own."],
    ['admin', 'student', ['superAdmin'], 403, 'Only a super admin can grant or remove the super admin role.'],
    ['owner', 'SUPER', ['student'], 403, 'Only a super admin can grant or remove the super admin role.'],
    ['admin', 'owner', ['student'], 403, "Only an owner can change this user's roles."],
    ['otherAdmin', 'student', ['teacher'], 404, 'User not found'],
    ['admin', 'admin', ['teacher'], 403, "You can't change your own role."],
    ['owner', 'owner', ['admin'], 403, "You can't change your own role."],
    ['SUPER', 'SUPER', ['student'], 403, "You can't change your own role."],
  ] as const)('refuses %s giving %s %j', async (caller, target, role, status, message) => {
    const before = (await t.userByEmail(who(target))).role;
    const res = await put(who(caller), (await t.userByEmail(who(target))).id, role);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect((await t.userByEmail(who(target))).role).toEqual(before);
  });

  it('refuses anonymous callers, API keys and a bad role list', async () => {
    const id = (await t.userByEmail(student)).id;
    expect((await put(null, id, ['admin'])).status).toBe(401);
    const byKey = await t.call('PUT', `/v1/users/${id}/role`, { apiKey }, { role: ['admin'] });
    expect(byKey.status).toBe(401);
    expect((await put(admin, id, ['wizard'])).status).toBe(400);
    expect((await put(admin, id, 'admin')).status).toBe(400);
  });

  it('lets an admin make a student a teacher and back, audited, and the super admin grant superAdmin', async () => {
    const target = await t.userByEmail(emailOf(t, 'demo-workforce', 'student'));
    const up = await put(admin, target.id, ['teacher', 'teacher']);
    expect(up.status).toBe(200);
    expect(up.body.item).toEqual({ id: target.id, role: ['teacher'] });
    expect((await put(admin, target.id, ['student'])).body.item.role).toEqual(['student']);
    const audit = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'users.role'), eq(auditEvents.entityId, target.id)))
      .orderBy(auditEvents.createdAt);
    expect(audit.map((a) => a.details)).toEqual([
      { from: target.role, to: ['teacher'], label: target.name },
      { from: ['teacher'], to: ['student'], label: target.name },
    ]);
    const superGrant = await put(SUPER, target.id, ['superAdmin']);
    expect(superGrant.status).toBe(200);
    expect((await put(SUPER, target.id, ['student'])).status).toBe(200);
  });
});

describe('the super admin passes every policy', () => {
  it('creates an organization and changes its plan and type', async () => {
    const created = await t.call('POST', '/v1/external/supabase/organizations', SUPER, {
      name: 'Allegheny Builders Guild',
      slug: 'allegheny-builders',
      orgType: 'workforce',
    });
    expect(created.status).toBe(201);
    const changed = await t.call('PUT', '/v1/external/supabase/organizations', SUPER, {
      id: created.body.docId,
      orgType: 'community',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.item.orgType).toBe('community');
    const byAdmin = await t.call('POST', '/v1/external/supabase/organizations', admin, {
      name: 'Mine',
      slug: 'mine-org',
      orgType: 'workforce',
    });
    expect(byAdmin.status).toBe(403);
  });
});
