import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from './client.ts';
import { first } from './first.ts';
import { openPgDatabase, pgRows } from './pg-client.ts';
import { courses, organizations, rateLimits } from './schema/index.ts';
import { createTestPgDatabase, pgUnavailable, type TestPgDatabase } from '../test/pg-database.ts';

const unavailable = pgUnavailable();

describe.skipIf(unavailable)(`the Db on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let database: TestPgDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestPgDatabase();
    db = await openPgDatabase(database.url, { max: 4 });
  }, 60_000);

  afterAll(async () => {
    if (db) await closeDatabase(db);
    await database?.drop();
  });

  it('migrates once when several processes open a new database together', async () => {
    const others = await Promise.all([openPgDatabase(database.url, { max: 1 }), openPgDatabase(database.url, { max: 1 })]);
    await Promise.all(others.map(closeDatabase));
    expect(db.$dialect).toBe('postgres');
  });

  it('reads JSON lists, booleans and wide integers through the SQLite table objects as on SQLite', async () => {
    const org = { id: 'org-pg-1', name: 'Pg Org', slug: 'pg-org-1', showOrgName: false, allowedOrigins: ['https://a.example'] };
    await db.insert(organizations).values(org);
    expect(await first(db.select().from(organizations).where(eq(organizations.id, org.id)))).toMatchObject(org);
    expect(await db.query.organizations.findFirst({ where: eq(organizations.showOrgName, false) })).toMatchObject({ id: org.id, allowedOrigins: org.allowedOrigins });
    const wide = 2 ** 40;
    await db.insert(rateLimits).values({ key: 'pg-wide', windowStart: wide, count: 1 });
    expect(await first(db.select().from(rateLimits))).toEqual({ key: 'pg-wide', windowStart: wide, count: 1, lockedUntil: null });
    expect(await pgRows(db, sql`select count(*) as n from ${organizations}`)).toEqual([{ n: 1 }]);
  });

  it('rolls a failed transaction back, and runs the outer db inside the open transaction', async () => {
    const countOrgs = async () => (await first(db.select({ n: count() }).from(organizations)))!.n;
    const before = await countOrgs();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(organizations).values({ id: 'org-pg-2', name: 'Half', slug: 'pg-org-2' });
        // The outer db sees the uncommitted row: it runs on the transaction's connection.
        expect(await countOrgs()).toBe(before + 1);
        await db.transaction(async (inner) => {
          await inner.insert(organizations).values({ id: 'org-pg-3', name: 'Inner', slug: 'pg-org-3' });
        });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await countOrgs()).toBe(before);
  });

  it('runs one writing transaction at a time: concurrent read-then-write transactions count exactly', async () => {
    await db.insert(rateLimits).values({ key: 'pg-counter', windowStart: 0, count: 0 });
    const increment = () =>
      db.transaction(async (tx) => {
        const row = (await first(tx.select().from(rateLimits).where(eq(rateLimits.key, 'pg-counter'))))!;
        await tx.update(rateLimits).set({ count: row.count + 1 }).where(eq(rateLimits.key, 'pg-counter'));
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect((await first(db.select().from(rateLimits).where(eq(rateLimits.key, 'pg-counter'))))!.count).toBe(20);
  });

  it("keeps a course's organization links in step with its orgIds", async () => {
    const links = () => pgRows<{ orgid: string }>(db, sql`select orgId from coursesOrgLinks where rowId = 'course-pg' order by orgId`);
    await db.insert(courses).values({ id: 'course-pg', orgId: 'org-a', title: 'Linked', orgIds: ['org-b', 'org-c'] });
    expect(await links()).toEqual([{ orgid: 'org-b' }, { orgid: 'org-c' }]);
    await db.update(courses).set({ orgIds: ['org-d'] }).where(eq(courses.id, 'course-pg'));
    expect(await links()).toEqual([{ orgid: 'org-d' }]);
    await db.delete(courses).where(eq(courses.id, 'course-pg'));
    expect(await links()).toEqual([]);
  });
});
