import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

const LOCATIONS = '/v1/external/supabase/locations';
const STORE = '/v1/external/firebase/store/locations';

let t: TestApp;
let owner: string, admin: string, teacher: string, student: string, otherAdmin: string;
let orgId: string, otherOrgId: string;
let apiKey: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = emailOf(t, 'demo-workforce', 'owner');
  admin = emailOf(t, 'demo-workforce', 'admin');
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  student = emailOf(t, 'demo-workforce', 'student');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
  orgId = (await t.userByEmail(admin)).orgId!;
  otherOrgId = (await t.userByEmail(otherAdmin)).orgId!;
  apiKey = (await t.call('POST', '/v1/api-keys', admin, { name: 'Locations test' })).body.key;
});
afterAll(() => t.close());

const defaults = async (org: string) =>
  (
    (await t.call('GET', `${LOCATIONS}?orgId=${org}&f.defaultLocation[eq]=true`, SUPER)).body.items as {
      name: string;
    }[]
  ).map((l) => l.name);

describe('locations per organization', () => {
  it('lists them ordered by name', async () => {
    await t.call('POST', LOCATIONS, SUPER, { orgId, name: 'Zanesville Yard' });
    await t.call('POST', LOCATIONS, SUPER, { orgId, name: 'Akron Shop' });
    const res = await t.call('GET', `${LOCATIONS}?orgId=${orgId}`, SUPER);
    const names = res.body.items.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toContain('Akron Shop');
  });

  it.each([
    ['the super admin', () => SUPER],
    ['an owner', () => owner],
    ['an admin', () => admin],
  ])('%s creates, edits (managers, default) and deletes a location', async (_who, as) => {
    const managerId = (await t.userByEmail(teacher)).id;
    const created = await t.call('POST', LOCATIONS, as(), {
      orgId,
      name: 'Dayton Training Center',
      addressLine1: '100 Main St',
      addressCity: 'Dayton',
      addressState: 'OH',
      addressPostalCode: '45402',
      managerIds: [managerId],
      defaultLocation: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({ orgId, managerIds: [managerId], defaultLocation: true });
    expect(await defaults(orgId)).toEqual(['Dayton Training Center']);
    const edited = await t.call('PUT', LOCATIONS, as(), {
      id: created.body.docId,
      name: 'Dayton Center',
      managerIds: null,
    });
    expect(edited.body.item).toMatchObject({ name: 'Dayton Center', managerIds: null });
    expect((await t.call('DELETE', `${STORE}?id=${created.body.docId}`, as())).status).toBe(200);
  });

  it('keeps one default location per organization: choosing another unsets the first, other organizations untouched', async () => {
    const theirs = await t.call('POST', LOCATIONS, SUPER, {
      orgId: otherOrgId,
      name: 'Their HQ',
      defaultLocation: true,
    });
    const first = await t.call('POST', LOCATIONS, admin, { orgId, name: 'Columbus HQ', defaultLocation: true });
    const second = await t.call('POST', LOCATIONS, admin, { orgId, name: 'Toledo Branch' });
    expect(await defaults(orgId)).toEqual(['Columbus HQ']);
    await t.call('PUT', LOCATIONS, admin, { id: second.body.docId, defaultLocation: true });
    expect(await defaults(orgId)).toEqual(['Toledo Branch']);
    expect(await defaults(otherOrgId)).toContain('Their HQ');
    for (const id of [first.body.docId, second.body.docId]) await t.call('DELETE', `${STORE}?id=${id}`, admin);
    await t.call('DELETE', `${STORE}?id=${theirs.body.docId}`, SUPER);
  });

  it("refuses managers who are not the organization's people", async () => {
    const stranger = (await t.userByEmail(otherAdmin)).id;
    const res = await t.call('POST', LOCATIONS, SUPER, { orgId, name: 'Mixed', managerIds: [stranger] });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { message: "Managers must be people of the location's organization." } },
    });
    const unknown = await t.call('POST', LOCATIONS, admin, { orgId, name: 'Ghost', managerIds: ['no-such-user'] });
    expect(unknown.status).toBe(400);
  });

  it('refuses to delete a location people still belong to', async () => {
    const loc = await t.call('POST', LOCATIONS, admin, { orgId, name: 'Busy Site' });
    const person = await t.userByEmail(student);
    await t.call('PUT', '/v1/external/supabase/users', SUPER, { id: person.id, locationId: loc.body.docId });
    const res = await t.call('DELETE', `${STORE}?id=${loc.body.docId}`, admin);
    expect(res).toMatchObject({
      status: 409,
      body: { error: { message: 'Busy Site still has 1 person: move them to another location first.' } },
    });
    await t.call('PUT', '/v1/external/supabase/users', SUPER, { id: person.id, locationId: null });
    expect((await t.call('DELETE', `${STORE}?id=${loc.body.docId}`, admin)).status).toBe(200);
  });

  it.each([
    ['a teacher', () => teacher, 403],
    ['a student', () => student, 403],
    ['a visitor', () => null, 401],
    ['an API key', () => ({ apiKey }), 403],
  ])('refuses %s every write', async (_who, as, status) => {
    const loc = await t.call('POST', LOCATIONS, SUPER, { orgId, name: 'Guarded' });
    expect((await t.call('POST', LOCATIONS, as(), { orgId, name: 'Nope' })).status).toBe(status);
    expect((await t.call('PUT', LOCATIONS, as(), { id: loc.body.docId, name: 'Nope' })).status).toBe(status);
    expect((await t.call('DELETE', `${STORE}?id=${loc.body.docId}`, as())).status).toBe(status);
    await t.call('DELETE', `${STORE}?id=${loc.body.docId}`, SUPER);
  });

  it("refuses an admin another organization's locations", async () => {
    const theirs = await t.call('POST', LOCATIONS, SUPER, { orgId: otherOrgId, name: 'Elsewhere' });
    expect((await t.call('POST', LOCATIONS, admin, { orgId: otherOrgId, name: 'Planted' })).status).toBe(403);
    expect((await t.call('PUT', LOCATIONS, admin, { id: theirs.body.docId, name: 'Mine' })).status).toBe(404);
    expect((await t.call('DELETE', `${STORE}?id=${theirs.body.docId}`, admin)).status).toBe(404);
    expect((await t.call('GET', `${LOCATIONS}?orgId=${otherOrgId}`, admin)).status).toBe(403);
  });
});
