import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { apiKeys, auditEvents } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let otherAdmin: string;
let orgId: string;
let otherOrgId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  student = emailOf(t, 'demo-workforce', 'student');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
  orgId = (await t.userByEmail(admin)).orgId!;
  otherOrgId = (await t.userByEmail(otherAdmin)).orgId!;
});
afterAll(() => t.close());

describe('GET lists', () => {
  it('answers items and total, ordered by name, scoped to the caller organization', async () => {
    const res = await t.call('GET', '/v1/external/supabase/users', admin);
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(5);
    expect(res.body.items.every((u: { orgId: string }) => u.orgId === orgId)).toBe(true);
    const names = res.body.items.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.body.items[0]).toHaveProperty('membershipReadable');
  });

  it('lets a super admin read every organization and filter by orgId', async () => {
    const all = await t.call('GET', '/v1/external/supabase/users', SUPER);
    const other = await t.call('GET', `/v1/external/supabase/users?orgId=${otherOrgId}`, SUPER);
    expect(all.body.total).toBeGreaterThan(other.body.total);
    expect(other.body.items.every((u: { orgId: string }) => u.orgId === otherOrgId)).toBe(true);
  });

  it.each([
    ['f.role[ov]=teacher', (u: any) => u.role.includes('teacher')],
    ['f.role[!ov]=student', (u: any) => !(u.role ?? []).includes('student')],
    ['f.testUser[is]=true', (u: any) => u.testUser === true],
    ['f.testUser[eq]=false', (u: any) => u.testUser === false],
    ['f.name[ilike]=a', (u: any) => u.name.toLowerCase().includes('a')],
    ['f.profilePicture[is]=null', (u: any) => u.profilePicture === null],
    ['f.locationId[!is]=null', (u: any) => u.locationId !== null],
  ])('filters with %s', async (qs, check) => {
    const res = await t.call('GET', `/v1/external/supabase/users?${qs}`, admin);
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.every(check)).toBe(true);
  });

  it('filters by ids and in, selects fields and pages', async () => {
    const all = await t.call('GET', '/v1/external/supabase/users?limit=3&page=2&select=id,name', admin);
    expect(all.body.items).toHaveLength(3);
    expect(Object.keys(all.body.items[0]).sort()).toEqual(['id', 'name']);
    expect(all.body).toMatchObject({ limit: 3, page: 2, rangeFrom: 3, rangeTo: 5 });
    const ids = all.body.items.map((u: { id: string }) => u.id);
    const byIds = await t.call('GET', `/v1/external/supabase/users?ids=${ids.join(',')}`, admin);
    expect(byIds.body.items.map((u: { id: string }) => u.id).sort()).toEqual([...ids].sort());
    const byIn = await t.call('GET', `/v1/external/supabase/users?f.id[in]=${ids.join(',')}&order=-name`, admin);
    expect(byIn.body.total).toBe(3);
  });

  it('orders locations by name and serves the content and store families with the same engine', async () => {
    const content = await t.call('GET', '/v1/api/content/locations', admin);
    const store = await t.call('GET', `/v1/external/firebase/store/locations?orgId=${orgId}`, admin);
    expect(content.status).toBe(200);
    expect(store.body.items).toEqual(content.body.items);
    const one = await t.call('GET', `/v1/external/firebase/store/locations?id=${content.body.items[0].id}`, admin);
    expect(one.body.item.id).toBe(content.body.items[0].id);
    const entries = await t.call(
      'GET',
      `/v1/external/firebase/store/entries/locations?ids=${content.body.items[0].id}`,
      admin,
    );
    expect(entries.body.items).toHaveLength(1);
  });
});

describe('refusals', () => {
  it.each([
    ['a visitor selecting a private field', null, '/v1/external/supabase/locations?select=managerIds', 400],
    ['no token', null, '/v1/external/supabase/notifications', 401],
    ['a bad token', 'bad', '/v1/external/supabase/users', 401],
    ['an unknown table', 'admin', '/v1/external/supabase/nope', 404],
    ['an unknown filter field', 'admin', '/v1/external/supabase/users?f.shoeSize[eq]=9', 400],
    ['a bad operator', 'admin', '/v1/external/supabase/users?f.name[like]=x', 400],
    ['ov on a text field', 'admin', '/v1/external/supabase/users?f.name[ov]=x', 400],
    ['eq on a list field', 'admin', '/v1/external/supabase/users?f.role[eq]=admin', 400],
    ['a non-number limit', 'admin', '/v1/external/supabase/users?limit=abc', 400],
    ['a hidden table field', 'admin', '/v1/external/supabase/mailOutbox?select=emlPath', 403],
    ['another organization', 'admin', '/v1/external/supabase/users?orgId=OTHER', 403],
    ['a student reading the outbox', 'student', '/v1/external/supabase/mailOutbox', 403],
  ])('refuses %s', async (_what, who, path, status) => {
    const as = who === 'admin' ? admin : who === 'student' ? student : null;
    const headers: Record<string, string> = who === 'bad' ? { authorization: 'Bearer not-a-token' } : {};
    const res = await t.call('GET', path.replace('OTHER', otherOrgId), as, undefined, headers);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toEqual(expect.any(String));
    expect(res.body.error.message).not.toMatch(/SQL|sqlite/i);
  });

  it('explains the refusal in words', async () => {
    expect((await t.call('GET', '/v1/external/supabase/users?f.shoeSize[eq]=9', admin)).body.error.message).toBe(
      "Unknown field 'shoeSize' on users",
    );
    expect((await t.call('GET', '/v1/external/supabase/users?f.name[like]=x', admin)).body.error.message).toBe(
      "Unknown filter operator 'like' (use one of eq, is, !is, ilike, gt, lt, in, ov, !ov)",
    );
  });

  it('shows visitors without a token only public course instructors, by id, with public fields', async () => {
    const list = await t.call('GET', '/v1/external/supabase/users', null);
    expect(list.status).toBe(401);
    const teacherId = 'demo-wf-teacher'; // teaches public courses in the seed
    const res = await t.call(
      'GET',
      `/v1/external/supabase/users?ids=${teacherId},${(await t.userByEmail(admin)).id}`,
      null,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((u: { id: string }) => u.id)).toEqual([teacherId]);
    expect(res.body.items[0]).not.toHaveProperty('email');
    expect(res.body.items[0]).not.toHaveProperty('phone');
  });

  it('lets a student read only their own user row', async () => {
    const me = await t.userByEmail(student);
    const list = await t.call('GET', '/v1/external/supabase/users', student);
    expect(list.body.items.map((u: { id: string }) => u.id)).toEqual([me.id]);
    const other = await t.userByEmail(admin);
    expect((await t.call('GET', `/v1/users/by-id?userId=${other.id}`, student)).status).toBe(404);
    const own = await t.call('GET', `/v1/users/by-id?userId=${me.id}`, student);
    expect(own.status).toBe(200);
    expect(own.body.item.id).toBe(me.id);
  });
});

describe('writes', () => {
  it('creates in the caller organization, updates only sent fields, and audits', async () => {
    const created = await t.call('POST', '/v1/external/supabase/locations', admin, {
      name: 'North Hills Training Center',
      addressCity: 'Pittsburgh',
      addressState: 'PA',
    });
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({ orgId, name: 'North Hills Training Center', addressCity: 'Pittsburgh' });
    const id = created.body.docId;
    const updated = await t.call('PUT', '/v1/external/supabase/locations', admin, { id, addressPostalCode: '15237' });
    expect(updated.status).toBe(200);
    expect(updated.body.item).toMatchObject({ name: 'North Hills Training Center', addressPostalCode: '15237' });
    const audit = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(auditEvents.createdAt);
    expect(audit.map((a) => a.action)).toEqual(['locations.create', 'locations.update']);
  });

  it('creates many in one transaction: all or nothing', async () => {
    const before = (await t.call('GET', '/v1/api/content/locations', admin)).body.total;
    const bad = await t.call('POST', '/v1/api/content/create-many/locations', admin, [
      { name: 'Ok one' },
      { name: '' },
    ]);
    expect(bad.status).toBe(400);
    expect((await t.call('GET', '/v1/api/content/locations', admin)).body.total).toBe(before);
    const good = await t.call('POST', '/v1/api/content/create-many/locations', admin, [
      { name: 'East Campus' },
      { name: 'West Campus' },
    ]);
    expect(good.status).toBe(201);
    expect(good.body.items).toHaveLength(2);
    expect((await t.call('GET', '/v1/api/content/locations', admin)).body.total).toBe(before + 2);
  });

  it.each([
    ['an unknown field', { name: 'X', shoeSize: 9 }, 400, "Unknown field 'shoeSize' on locations"],
    [
      'a server field',
      { name: 'X', createdAt: '2020-01-01' },
      400,
      "Field 'createdAt' is set by the server and can't be written",
    ],
    ['a missing required field', { addressCity: 'Erie' }, 400, 'Name: This field is required.'],
    ['another organization', { name: 'X', orgId: 'OTHER' }, 403, "You can only write your own organization's data."],
  ])('refuses a create with %s', async (_what, body, status, message) => {
    const res = await t.call(
      'POST',
      '/v1/external/supabase/locations',
      admin,
      JSON.parse(JSON.stringify(body).replace('OTHER', otherOrgId)),
    );
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.request('/v1/external/supabase/locations', {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.sign(admin)}`, 'content-type': 'text/plain' },
      body: 'name=x',
    });
    expect(res.status).toBe(415);
  });

  it("refuses to update another organization's row as if it did not exist", async () => {
    const theirs = (await t.call('GET', '/v1/api/content/locations', otherAdmin)).body.items[0];
    const res = await t.call('PUT', '/v1/external/supabase/locations', admin, { id: theirs.id, name: 'Mine now' });
    expect(res.status).toBe(404);
    const still = (await t.call('GET', `/v1/api/content/locations/${theirs.id}`, otherAdmin)).body.item;
    expect(still.name).toBe(theirs.name);
  });

  it('refuses writes by a teacher and role escalation by an admin', async () => {
    expect((await t.call('POST', '/v1/external/supabase/locations', teacher, { name: 'X' })).status).toBe(403);
    const me = await t.userByEmail(student);
    const res = await t.call('PUT', '/v1/external/supabase/users', admin, { id: me.id, role: ['superAdmin'] });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(
      'Roles change only through PUT /v1/users/{id}/role, which checks who may grant what.',
    );
  });

  it('lets a user change their own details but not their role', async () => {
    const me = await t.userByEmail(student);
    const ok = await t.call('PUT', '/v1/external/supabase/users', student, { id: me.id, phone: '412-555-0100' });
    expect(ok.status).toBe(200);
    expect(ok.body.item.phone).toBe('412-555-0100');
    const no = await t.call('PUT', '/v1/external/supabase/users', student, { id: me.id, role: ['admin'] });
    expect(no.status).toBe(403);
    expect(no.body.error.message).toBe(
      'Roles change only through PUT /v1/users/{id}/role, which checks who may grant what.',
    );
  });

  it('deletes from the store only with the right role', async () => {
    const created = await t.call('POST', '/v1/external/firebase/store/locations', admin, { name: 'Temporary site' });
    expect(created.body.docId).toEqual(expect.any(String));
    expect(
      (await t.call('DELETE', `/v1/external/firebase/store/locations?id=${created.body.docId}`, teacher)).status,
    ).toBe(403);
  });
});

describe('anonymous and API-key reads', () => {
  it('shows anonymous visitors only public fields of organizations', async () => {
    const res = await t.call('GET', '/v1/api/content/organizations?f.slug[eq]=demo-workforce', null);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).not.toHaveProperty('billing');
    expect(res.body.items[0]).not.toHaveProperty('plan');
  });

  it.each([
    [
      'pageLinks',
      'demo-link',
      ['id', 'orgId', 'locationId', 'pageId', 'hasAccessCode', 'inactive', 'enablePageContent'],
    ],
    // The open page's dashboard (demo-dashboard is behind demo-link's code: record-access.test.ts).
    ['dashboards', 'demo-dashboard-community', ['id', 'orgId', 'zone1', 'zone2', 'zone3', 'activeLayout']],
  ])(
    'lets anonymous visitors read one %s record by id, and by ids, with only its public fields',
    async (table, id, fields) => {
      const one = await t.call('GET', `/v1/api/content/${table}/${id}`, null);
      expect(one.status).toBe(200);
      expect(Object.keys(one.body.item).sort()).toEqual([...fields].sort());
      const byIds = await t.call('GET', `/v1/api/content/${table}?ids=${id},no-such-id`, null);
      expect([byIds.status, byIds.body.items?.map((r: { id: string }) => r.id)]).toEqual([200, [id]]);
      // Ordering by a field the visitor can't see is still refused when the visitor asks for it.
      expect((await t.call('GET', `/v1/api/content/${table}?ids=${id}&order=-createdAt`, null)).status).toBe(400);
    },
  );

  it('refuses anonymous reads of private tables', async () => {
    expect((await t.call('GET', '/v1/api/content/mailOutbox', null)).status).toBe(401);
  });

  it('issues a key once, authenticates with it, limits it to origins and revokes it', async () => {
    const created = await t.call('POST', '/v1/api-keys', admin, {
      name: 'Website',
      allowedOrigins: ['https://www.example.org'],
    });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^pk_/);
    const stored = await first(
      t.db.select({ keyHash: apiKeys.keyHash }).from(apiKeys).where(eq(apiKeys.id, created.body.item.id)),
    );
    expect(stored!.keyHash).not.toContain(created.body.key);
    const ok = await t.call('GET', '/v1/api/content/locations', {
      apiKey: created.body.key,
      origin: 'https://www.example.org',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.items.every((l: { orgId: string }) => l.orgId === orgId)).toBe(true);
    expect(
      (await t.call('GET', '/v1/api/content/locations', { apiKey: created.body.key, origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          '/v1/api/content/locations',
          { apiKey: created.body.key, origin: 'https://www.example.org' },
          { name: 'x' },
        )
      ).status,
    ).toBe(403);
    const list = await t.call('GET', '/v1/api-keys', admin);
    expect(list.body.items[0]).not.toHaveProperty('keyHash');
    expect((await t.call('DELETE', `/v1/api-keys/${created.body.item.id}`, admin)).status).toBe(200);
    expect(
      (
        await t.call('GET', '/v1/api/content/locations', {
          apiKey: created.body.key,
          origin: 'https://www.example.org',
        })
      ).status,
    ).toBe(401);
  });
});
