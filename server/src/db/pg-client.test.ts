import { types } from 'node:util';
import { count, eq, is, sql } from 'drizzle-orm';
import { SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from './client.ts';
import { forUpdate } from './concurrency.ts';
import { first } from './first.ts';
import { openPgDatabase, pgRows } from './pg-client.ts';
import { pgArrayRows } from './pg-pool.ts';
import { courses, organizations, rateLimits } from './schema/index.ts';
import { createTestPgDatabase, pgUnavailable, type TestPgDatabase } from '../test/pg-database.ts';

const unavailable = pgUnavailable();

/** A promise and the function that settles it: one transaction tells another it got this far. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

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
    const others = await Promise.all([
      openPgDatabase(database.url, { max: 1 }),
      openPgDatabase(database.url, { max: 1 }),
    ]);
    await Promise.all(others.map(closeDatabase));
    expect(db.$dialect).toBe('postgres');
  });

  it("is drizzle's own database of the type feature code is written against (Db), not a Proxy presenting another", () => {
    expect(types.isProxy(db)).toBe(false);
    expect(is(db, SqliteRemoteDatabase)).toBe(true);
    expect(db.capabilities.jsonSql).toBeDefined();
  });

  it('reads JSON lists, booleans and wide integers through the SQLite table objects as on SQLite', async () => {
    const org = {
      id: 'org-pg-1',
      name: 'Pg Org',
      slug: 'pg-org-1',
      showOrgName: false,
      allowedOrigins: ['https://a.example'],
    };
    await db.insert(organizations).values(org);
    expect(await first(db.select().from(organizations).where(eq(organizations.id, org.id)))).toMatchObject(org);
    expect(await db.query.organizations.findFirst({ where: eq(organizations.showOrgName, false) })).toMatchObject({
      id: org.id,
      allowedOrigins: org.allowedOrigins,
    });
    const wide = 2 ** 40;
    await db.insert(rateLimits).values({ key: 'pg-wide', windowStart: wide, count: 1 });
    expect(await first(db.select().from(rateLimits))).toEqual({
      key: 'pg-wide',
      windowStart: wide,
      count: 1,
      lockedUntil: null,
    });
    expect(await pgRows(db, sql`select count(*) as n from ${organizations}`)).toEqual([{ n: 1 }]);
  });

  it("writes the database's default for a column an insert leaves out, and upserts on a conflict target", async () => {
    const [org] = await db
      .insert(organizations)
      .values({ id: 'org-pg-defaults', name: 'Defaults', slug: 'pg-defaults' })
      .returning();
    expect(org).toMatchObject({ orgType: 'community', showOrgName: true, restrictRegister: false, billing: null });
    expect(org!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const upsert = () =>
      db
        .insert(rateLimits)
        .values({ key: 'pg-upsert', windowStart: 0, count: 1 })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
        .returning({ count: rateLimits.count });
    expect(await upsert()).toEqual([{ count: 1 }]);
    expect(await upsert()).toEqual([{ count: 2 }]);
    await db
      .insert(rateLimits)
      .values({ key: 'pg-upsert', windowStart: 0, count: 9 })
      .onConflictDoNothing({ target: rateLimits.key });
    expect(
      await first(db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, 'pg-upsert'))),
    ).toEqual({ count: 2 });
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

  it('makes a transaction opened through the outer db inside another a savepoint: its failure undoes only its own rows', async () => {
    const slugs = async () =>
      (
        await db
          .select({ slug: organizations.slug })
          .from(organizations)
          .where(sql`${organizations.slug} like 'pg-sp-%'`)
      )
        .map((r) => r.slug)
        .sort();
    await db.transaction(async () => {
      await db.insert(organizations).values({ id: 'org-sp-a', name: 'A', slug: 'pg-sp-a' });
      await expect(
        db.transaction(async () => {
          await db.insert(organizations).values({ id: 'org-sp-b', name: 'B', slug: 'pg-sp-b' });
          throw new Error('undo b');
        }),
      ).rejects.toThrow('undo b');
      await db.transaction(() =>
        db.transaction(async () => {
          await db.insert(organizations).values({ id: 'org-sp-c', name: 'C', slug: 'pg-sp-c' });
        }),
      );
      expect(await slugs()).toEqual(['pg-sp-a', 'pg-sp-c']);
    });
    expect(await slugs()).toEqual(['pg-sp-a', 'pg-sp-c']);
  });

  it('runs writing transactions at once: two each write, then wait for the other to have written', async () => {
    // With one writer at a time, the second could not write before the first ended: both would wait forever.
    const written = [signal(), signal()];
    const writer = (i: 0 | 1) =>
      db.transaction(async (tx) => {
        await tx.insert(rateLimits).values({ key: `pg-at-once-${i}`, windowStart: 0, count: 1 });
        written[i]!.resolve();
        await written[1 - i]!.promise;
      });
    await Promise.all([writer(0), writer(1)]);
    expect(await db.select().from(rateLimits).where(sql`${rateLimits.key} like 'pg-at-once-%'`)).toHaveLength(2);
  });

  it('counts exactly when concurrent read-then-write transactions lock the row they read (forUpdate)', async () => {
    await db.insert(rateLimits).values({ key: 'pg-counter', windowStart: 0, count: 0 });
    const increment = () =>
      db.transaction(async (tx) => {
        const row = (await first(forUpdate(tx.select().from(rateLimits).where(eq(rateLimits.key, 'pg-counter')))))!;
        await tx
          .update(rateLimits)
          .set({ count: row.count + 1 })
          .where(eq(rateLimits.key, 'pg-counter'));
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect((await first(db.select().from(rateLimits).where(eq(rateLimits.key, 'pg-counter'))))!.count).toBe(20);
  });

  it('runs a transaction PostgreSQL aborted as a deadlock victim again, so both finish', async () => {
    await db.insert(rateLimits).values([
      { key: 'pg-lock-a', windowStart: 0, count: 0 },
      { key: 'pg-lock-b', windowStart: 0, count: 0 },
    ]);
    const locked = [signal(), signal()];
    let runs = 0;
    // Each locks one row, waits until the other has locked its own (the first time), then wants the other's row.
    const crossing = (i: 0 | 1, mine: string, theirs: string) =>
      db.transaction(async (tx) => {
        runs++;
        await tx
          .update(rateLimits)
          .set({ count: sql`${rateLimits.count} + 1` })
          .where(eq(rateLimits.key, mine));
        locked[i]!.resolve();
        await locked[1 - i]!.promise;
        await tx
          .update(rateLimits)
          .set({ count: sql`${rateLimits.count} + 1` })
          .where(eq(rateLimits.key, theirs));
      });
    await Promise.all([crossing(0, 'pg-lock-a', 'pg-lock-b'), crossing(1, 'pg-lock-b', 'pg-lock-a')]);
    expect(runs).toBe(3);
    expect(
      (
        await db
          .select({ count: rateLimits.count })
          .from(rateLimits)
          .where(sql`${rateLimits.key} in ('pg-lock-a', 'pg-lock-b')`)
      ).map((r) => r.count),
    ).toEqual([2, 2]);
  });

  it("keeps a course's organization links in step with its orgIds", async () => {
    const links = () =>
      pgRows<{ orgid: string }>(db, sql`select orgId from coursesOrgLinks where rowId = 'course-pg' order by orgId`);
    await db.insert(courses).values({ id: 'course-pg', orgId: 'org-a', title: 'Linked', orgIds: ['org-b', 'org-c'] });
    expect(await links()).toEqual([{ orgid: 'org-b' }, { orgid: 'org-c' }]);
    await db
      .update(courses)
      .set({ orgIds: ['org-d'] })
      .where(eq(courses.id, 'course-pg'));
    expect(await links()).toEqual([{ orgid: 'org-d' }]);
    await db.delete(courses).where(eq(courses.id, 'course-pg'));
    expect(await links()).toEqual([]);
  });

  it('prepares a statement that runs again once per connection (named), and leaves a one-off unnamed', async () => {
    // One connection, so every statement below meets the same session's prepared statements.
    const single = await openPgDatabase(database.url, { max: 1 });
    try {
      const marker = `pg-named-${Date.now()}`;
      for (let i = 0; i < 3; i++)
        await first(single.select({ key: rateLimits.key }).from(rateLimits).where(eq(rateLimits.key, marker)));
      await first(
        single
          .select({ n: count() })
          .from(rateLimits)
          .where(eq(rateLimits.key, `${marker}-once`)),
      );
      const prepared = await pgRows<{ name: string; statement: string }>(
        single,
        sql`select name, statement from pg_prepared_statements`,
      );
      const repeated = prepared.filter((p) => p.statement.includes('select "key" from "rateLimits"'));
      expect(repeated).toHaveLength(1);
      expect(repeated[0]!.name).toMatch(/^pathcraft_[0-9a-f]{20}$/);
      expect(prepared.filter((p) => p.statement.includes('count(*)'))).toEqual([]);
    } finally {
      await closeDatabase(single);
    }
  });

  it('reads rows as arrays in selection order, inside the open transaction', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(rateLimits).values({ key: 'pg-arrays', windowStart: 7, count: 3 });
      // Through the outer db: the uncommitted row is seen, so it ran on the transaction's connection.
      expect(
        await pgArrayRows(
          db,
          sql`select ${rateLimits.count}, ${rateLimits.key}, ${rateLimits.windowStart} from ${rateLimits} where ${rateLimits.key} = ${'pg-arrays'}`,
        ),
      ).toEqual([[3, 'pg-arrays', 7]]);
    });
  });
});
