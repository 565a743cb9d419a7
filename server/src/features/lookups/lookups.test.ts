import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('lookups (000 §5)', () => {
  it.each([
    ['/v1/users/by-uid', 'UID is required!'],
    ['/v1/users/by-id', 'userId is required'],
    ['/v1/organizations/lookup', 'An id or slug are required to get an Organization'],
  ])('%s without its key says %s', async (path, message) => {
    const res = await t.call('GET', path, SUPER);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('finds a user by uid and an organization by slug', async () => {
    const me = t.userByEmail(SUPER);
    const byUid = await t.call('GET', `/v1/users/by-uid?uid=${me.uid}`, SUPER);
    expect(byUid.body.item.id).toBe(me.id);
    const org = await t.call('GET', '/v1/organizations/lookup?slug=demo-community', null);
    expect(org.body.item).toMatchObject({ slug: 'demo-community', orgType: 'community' });
    expect((await t.call('GET', '/v1/users/by-uid?uid=nope', SUPER)).body.error.message).toBe('User not found');
  });
});

describe('user list update (000 §4)', () => {
  it('adds without duplicates, removes completed ids and nulls an emptied list, in one transaction', async () => {
    const student = t.userByEmail(emailOf(t, 'demo-workforce', 'student'));
    const admin = emailOf(t, 'demo-workforce', 'admin');
    await t.call('PUT', '/v1/external/supabase/users', admin, { id: student.id, courseIds: null, completedCourseIds: null });
    const add = await t.call('POST', '/v1/users/lists', admin, { id: student.id, courseIds: ['c1', 'c2', 'c1'] });
    expect(add.body.item.courseIds).toEqual(['c1', 'c2']);
    const again = await t.call('POST', '/v1/users/lists', admin, { id: student.id, courseIds: ['c2'], completedCourseIds: ['c1'] });
    expect(again.body.item).toMatchObject({ courseIds: ['c2'], completedCourseIds: ['c1'] });
    const done = await t.call('POST', '/v1/users/lists', admin, { id: student.id, completedCourseIds: ['c2'] });
    expect(done.body.item).toMatchObject({ courseIds: null, completedCourseIds: ['c1', 'c2'] });
  });

  it('refuses a user of another organization', async () => {
    const theirs = t.userByEmail(emailOf(t, 'demo-community', 'student'));
    const res = await t.call('POST', '/v1/users/lists', emailOf(t, 'demo-workforce', 'admin'), { id: theirs.id, courseIds: ['x'] });
    expect(res.status).toBe(404);
  });
});
