import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('lookups', () => {
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
    const me = await t.userByEmail(SUPER);
    const byUid = await t.call('GET', `/v1/users/by-uid?uid=${me.uid}`, SUPER);
    expect(byUid.body.item.id).toBe(me.id);
    const org = await t.call('GET', '/v1/organizations/lookup?slug=demo-community', null);
    expect(org.body.item).toMatchObject({ slug: 'demo-community', orgType: 'community' });
    expect((await t.call('GET', '/v1/users/by-uid?uid=nope', SUPER)).body.error.message).toBe('User not found');
  });
});

describe('user list update', () => {
  it('adds without duplicates, removes completed ids and nulls an emptied list, in one transaction', async () => {
    const student = await t.userByEmail(emailOf(t, 'demo-workforce', 'student'));
    const admin = emailOf(t, 'demo-workforce', 'admin');
    await t.call('PUT', '/v1/external/supabase/users', admin, {
      id: student.id,
      courseIds: null,
      completedCourseIds: null,
    });
    const add = await t.call('POST', '/v1/users/lists', admin, { id: student.id, courseIds: ['c1', 'c2', 'c1'] });
    expect(add.body.item.courseIds).toEqual(['c1', 'c2']);
    const again = await t.call('POST', '/v1/users/lists', admin, {
      id: student.id,
      courseIds: ['c2'],
      completedCourseIds: ['c1'],
    });
    expect(again.body.item).toMatchObject({ courseIds: ['c2'], completedCourseIds: ['c1'] });
    const done = await t.call('POST', '/v1/users/lists', admin, { id: student.id, completedCourseIds: ['c2'] });
    expect(done.body.item).toMatchObject({ courseIds: null, completedCourseIds: ['c1', 'c2'] });
  });

  it('refuses a user of another organization', async () => {
    const theirs = await t.userByEmail(emailOf(t, 'demo-community', 'student'));
    const res = await t.call('POST', '/v1/users/lists', emailOf(t, 'demo-workforce', 'admin'), {
      id: theirs.id,
      courseIds: ['x'],
    });
    expect(res.status).toBe(404);
  });
});

describe('who may change which user lists', () => {
  const RECORD_LISTS = [
    'courseIds',
    'completedCourseIds',
    'educationUnitIds',
    'uniqueCertificateIds',
    'externalRegisteredCourseIds',
    'cohortIds',
    'apprenticeshipIds',
  ] as const;
  const listsOf = async (id: string) => (await first(t.db.select().from(users).where(eq(users.id, id))))!;

  it.each(RECORD_LISTS)('a student cannot award themself %s (403, row unchanged)', async (field) => {
    const email = emailOf(t, 'demo-workforce', 'student');
    const me = await t.userByEmail(email);
    const before = (await listsOf(me.id))[field];
    const res = await t.call('POST', '/v1/users/lists', email, { id: me.id, [field]: ['self-awarded'] });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(`Only an admin can change ${field}.`);
    expect((await listsOf(me.id))[field]).toEqual(before);
  });

  it('a teacher cannot award themself a certificate either', async () => {
    const email = emailOf(t, 'demo-workforce', 'teacher');
    const res = await t.call('POST', '/v1/users/lists', email, {
      id: (await t.userByEmail(email)).id,
      uniqueCertificateIds: ['self-awarded'],
    });
    expect(res.status).toBe(403);
  });

  it('a student keeps their own topic progress', async () => {
    const email = emailOf(t, 'demo-workforce', 'student');
    const me = await t.userByEmail(email);
    const res = await t.call('POST', '/v1/users/lists', email, { id: me.id, completedCourseTopicIds: ['topic-1'] });
    expect(res.status).toBe(200);
    expect(res.body.item.completedCourseTopicIds).toContain('topic-1');
  });

  it.each([
    ['an admin of the same organization', () => emailOf(t, 'demo-workforce', 'admin')],
    ['an owner of the same organization', () => emailOf(t, 'demo-workforce', 'owner')],
    ['a super admin', () => SUPER],
  ])('%s may award every record list', async (_who, caller) => {
    const student = await t.userByEmail(emailOf(t, 'demo-workforce', 'student'));
    const additions = Object.fromEntries(RECORD_LISTS.map((f) => [f, [`by-${caller().split('@')[0]}`]]));
    const res = await t.call('POST', '/v1/users/lists', caller(), { id: student.id, ...additions });
    expect(res.status).toBe(200);
    for (const field of RECORD_LISTS.filter((f) => f !== 'courseIds'))
      expect(res.body.item[field]).toContain(additions[field]![0]);
  });

  it('an admin of another organization cannot award records to this one', async () => {
    const student = await t.userByEmail(emailOf(t, 'demo-workforce', 'student'));
    const res = await t.call('POST', '/v1/users/lists', emailOf(t, 'demo-community', 'admin'), {
      id: student.id,
      uniqueCertificateIds: ['foreign'],
    });
    expect(res.status).toBe(404);
    expect((await listsOf(student.id)).uniqueCertificateIds ?? []).not.toContain('foreign');
  });
});
