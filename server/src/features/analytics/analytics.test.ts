import { asc, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, rateLimits } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

const TRACK = '/v1/analytics/track';

describe('analytics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [{}, 'refId is required'],
    [{ refId: '  ', refTable: 'pages' }, 'refId is required'],
    [{ refId: 'demo-page' }, 'refTable is required'],
    [{ refId: 'demo-page', refTable: '' }, 'refTable is required'],
    [{ refId: 'demo-page', refTable: 'users' }, 'refTable must be one of: pages, pageLinks, courses, pathways.'],
    [{ refId: 'demo-page', refTable: 'pages', isUnique: 'yes' }, 'Is unique: Choose yes or no.'],
  ])('refuses %j with %s', async (body, message) => {
    const res = await t.call('POST', TRACK, null, body, {}, '10.8.0.1');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toEqual(message);
  });

  it('refuses a record that does not exist', async () => {
    const res = await t.call('POST', TRACK, null, { refId: 'nope', refTable: 'pages' }, {}, '10.8.0.2');
    expect([res.status, res.body.error.message]).toEqual([404, 'Page not found']);
  });

  it("stores only the payload's fields, the record's organization and the signed-in caller's own id", async () => {
    const anon = await t.call(
      'POST',
      TRACK,
      null,
      {
        refId: 'demo-page',
        refTable: 'pages',
        isUnique: true,
        userId: 'demo-wf-admin',
        orgId: 'demo-community-org',
        language: 'en-US',
        platform: 'Linux',
        email: 'x@y.test',
      },
      {},
      '10.8.0.3',
    );
    expect(anon.status).toBe(201);
    const student = emailOf(t, 'demo-workforce', 'student');
    await t.call(
      'POST',
      TRACK,
      student,
      { refId: 'demo-link', refTable: 'pageLinks', userId: 'someone-else' },
      {},
      '10.8.0.3',
    );
    const rows = await t.db
      .select()
      .from(analyticsEvents)
      .orderBy(asc(analyticsEvents.createdAt), desc(analyticsEvents.refTable));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      refId: 'demo-page',
      refTable: 'pages',
      isUnique: true,
      userId: null,
      orgId: 'demo-workforce-org',
      language: 'en-US',
      platform: 'Linux',
    });
    expect(JSON.stringify(rows)).not.toContain('x@y.test');
    // The student's first visit of the link today, whatever the body claimed (nothing).
    expect(rows[1]).toMatchObject({ refTable: 'pageLinks', isUnique: true, userId: (await t.userByEmail(student)).id });
  });

  it('decides itself whether a visit is unique: a visitor’s first of the record today (issue 24 #18)', async () => {
    const track = (body: Record<string, unknown>, as: string | null, ip: string, agent = 'Firefox') =>
      t.call('POST', TRACK, as, { refTable: 'pathways', ...body }, { 'user-agent': agent }, ip);
    const uniqueOf = async (res: { body: { id: string } }) =>
      (
        await t.db
          .select({ isUnique: analyticsEvents.isUnique })
          .from(analyticsEvents)
          .where(eq(analyticsEvents.id, res.body.id))
      )[0]!.isUnique;
    const pathway = 'demo-pathway-maintenance';
    expect(await uniqueOf(await track({ refId: pathway, isUnique: false }, null, '10.8.2.1'))).toBe(true);
    expect(await uniqueOf(await track({ refId: pathway, isUnique: true }, null, '10.8.2.1'))).toBe(false);
    expect(await uniqueOf(await track({ refId: pathway, isUnique: true }, null, '10.8.2.1'))).toBe(false);
    // Another browser at the same address, another address, a signed-in user: each a visitor of its own.
    expect(await uniqueOf(await track({ refId: pathway }, null, '10.8.2.1', 'Safari'))).toBe(true);
    expect(await uniqueOf(await track({ refId: pathway }, null, '10.8.2.2'))).toBe(true);
    const student = emailOf(t, 'demo-workforce', 'student');
    expect(await uniqueOf(await track({ refId: pathway }, student, '10.8.2.1'))).toBe(true);
    expect(await uniqueOf(await track({ refId: pathway, isUnique: true }, student, '10.8.2.3'))).toBe(false);
  });

  it('counts a visitor unique again the next UTC day, and sweeps the earlier days’ marks as the day turns', async () => {
    let clock = new Date('2026-03-01T23:59:00Z');
    const dated = await createTestApp({}, { now: () => clock });
    try {
      const visit = async () => {
        const res = await dated.call(
          'POST',
          TRACK,
          null,
          { refTable: 'pages', refId: 'demo-page-empty' },
          {},
          '10.8.3.1',
        );
        return (
          await dated.db
            .select({ isUnique: analyticsEvents.isUnique })
            .from(analyticsEvents)
            .where(eq(analyticsEvents.id, res.body.id))
        )[0]!.isUnique;
      };
      const marks = async () =>
        (await dated.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'visit:%'))).map(
          (r) => r.key.slice(0, 16),
        );
      expect([await visit(), await visit()]).toEqual([true, false]);
      expect(await marks()).toEqual(['visit:2026-03-01']);
      clock = new Date('2026-03-02T00:01:00Z');
      expect([await visit(), await visit()]).toEqual([true, false]);
      expect(await marks()).toEqual(['visit:2026-03-02']);
    } finally {
      await dated.close();
    }
  });

  it('limits visits per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await t.call('POST', TRACK, null, { refId: 'demo-page-empty', refTable: 'pages' }, {}, '10.8.1.1')).status,
      );
    expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(
      (await t.call('POST', TRACK, null, { refId: 'demo-page-empty', refTable: 'pages' }, {}, '10.8.1.2')).status,
    ).toBe(201);
  });

  it('counts visits and unique visits per page and link per day for super admins and the organization admins', async () => {
    const res = await t.call('GET', '/v1/analytics/visits?days=7', SUPER);
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(7);
    const empty = res.body.items.find((s: { refId: string }) => s.refId === 'demo-page-empty');
    // 61 visits from one address, one from another: two visitors.
    expect(empty).toMatchObject({ refTable: 'pages', title: 'Spring Open House (coming soon)', visits: 61, unique: 2 });
    expect(empty.daily.at(-1)).toMatchObject({ visits: 61, unique: 2 });
    const page = res.body.items.find((s: { refId: string }) => s.refId === 'demo-page');
    expect(page).toMatchObject({ visits: 1, unique: 1 });
    const link = res.body.items.find((s: { refId: string }) => s.refId === 'demo-link');
    expect(link.title).toBe('/link/demo-link → Maintenance Apprenticeship Resources');

    const owner = await t.call('GET', '/v1/analytics/visits', emailOf(t, 'demo-workforce', 'owner'));
    expect(owner.status).toBe(200);
    expect(owner.body.items.length).toBe(res.body.items.length);
    const other = await t.call('GET', '/v1/analytics/visits', emailOf(t, 'demo-community', 'admin'));
    expect(other.body.items).toEqual([]);
  });

  it.each([
    ['anonymous', null, 401],
    ['a teacher', 'teacher', 403],
    ['a student', 'student', 403],
  ])('refuses the visit counts to %s', async (_who, role, status) => {
    const res = await t.call(
      'GET',
      '/v1/analytics/visits',
      role ? emailOf(t, 'demo-workforce', role as 'teacher') : null,
    );
    expect(res.status).toBe(status);
  });

  it("refuses another organization's counts and a bad day count", async () => {
    expect(
      (await t.call('GET', '/v1/analytics/visits?orgId=demo-workforce-org', emailOf(t, 'demo-community', 'owner')))
        .status,
    ).toBe(403);
    const bad = await t.call('GET', '/v1/analytics/visits?days=400', SUPER);
    expect([bad.status, bad.body.error.message]).toEqual([400, 'days is at most 365']);
  });

  it('refuses the counts to an API key', async () => {
    const key = (await t.call('POST', '/v1/api-keys', emailOf(t, 'demo-workforce', 'admin'), { name: 'Site' })).body
      .key;
    expect((await t.call('GET', '/v1/analytics/visits', { apiKey: key })).status).toBe(401);
  });
});
