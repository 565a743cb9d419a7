import { eq, getTableName, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../../db/client.ts';
import { pgPoolOf } from '../../db/pg-client.ts';
import { organizations, rateLimits, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { allPolicies } from './policies/index.ts';
import { countRows, observeListQueries } from './read-page.ts';
import { relationsRead } from './read-page-pg.ts';

/**
 * The change stamps and kept row counts of PostgreSQL lists (migration 0003_list_stamps,
 * read-page-pg.ts). The lists themselves are checked on both databases in list-paging.test.ts.
 */

describe('the relations a list statement reads', () => {
  it('finds quoted tables as written, unquoted ones folded to lower case, and nothing else', () => {
    // The organization link table of courses is written by courses' triggers only: courses' stamp covers it.
    expect(relationsRead('select "users"."name" from "users" where "users"."id" in (select rowId from coursesOrgLinks where orgId = $1)')).toEqual(['courses', 'users']);
    expect(relationsRead('select count(*) as n from "pageLinks" where EXISTS (SELECT 1 FROM courses c WHERE c."isPublic")')).toEqual(['courses', 'pageLinks']);
    // "Users" (quoted, capital) is no table of ours; "name" and "id" are columns.
    expect(relationsRead('select "name", "id" from "Users"')).toEqual([]);
  });
});

describe.runIf(process.env.PATHCRAFT_TEST_PG_URL)('change stamps and row counts on PostgreSQL', () => {
  let t: TestApp;
  let other: Db;
  beforeAll(async () => {
    t = await createTestApp();
    other = await t.openOtherConnection();
  });
  afterAll(async () => {
    await closeDatabase(other);
    await t.close();
  });

  const query = async <T>(text: string, values: unknown[] = []) => (await pgPoolOf(t.db)!.query(text, values)).rows as T[];
  // The pool's own queries read bigint as text.
  const kept = async (table: string) => Number((await query<{ rows: string }>(`select "rows" from "listStamps" where name = $1`, [table]))[0]?.rows);
  const counted = async (table: string) => Number((await query<{ n: string }>(`select count(*) as n from "${table}"`))[0]!.n);
  const stamp = async (table: string) => Number((await query<{ stamp: string }>(`select stamp from "listStamps" where name = $1`, [table]))[0]!.stamp);

  it('every table with a data-API policy has its stamp, its triggers and its exact row count', async () => {
    const tables = [...new Set(allPolicies().map((p) => getTableName(p.table)))];
    const triggers = await query<{ table: string; n: number }>(
      `select c.relname as table, count(*)::int as n from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname like 'listStamps_%' group by c.relname`,
    );
    const byTable = new Map(triggers.map((r) => [r.table, r.n]));
    for (const table of tables) {
      expect(byTable.get(table), table).toBe(3);
      expect(await kept(table), table).toBe(await counted(table));
    }
  });

  it('keeps the count through multi-row inserts, updates, deletes, other connections and rolled-back transactions', async () => {
    const before = await counted('users');
    await t.db.insert(organizations).values({ id: 'stamp-org', name: 'Stamp Org', slug: 'stamp-org' });
    await t.db.insert(users).values(Array.from({ length: 30 }, (_, i) => ({ id: `stamp-user-${i}`, name: `Stamp ${i}`, email: `s${i}@example.org`, orgId: 'stamp-org', role: ['student'] })));
    expect(await kept('users')).toBe(before + 30);

    const stampBefore = await stamp('users');
    await other.update(users).set({ name: 'Stamped' }).where(like(users.id, 'stamp-user-1%'));
    expect(await stamp('users')).toBeGreaterThan(stampBefore);
    expect(await kept('users')).toBe(before + 30);

    await other.delete(users).where(like(users.id, 'stamp-user-2%'));
    expect(await kept('users')).toBe(before + 19);

    const rollback = new Error('roll back');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.orgId, 'stamp-org'));
        expect(await countRows(t.deps.db, users, undefined)).toBe(before);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await countRows(t.deps.db, users, undefined)).toBe(before + 19);

    await t.db.delete(users).where(eq(users.orgId, 'stamp-org'));
    expect(await kept('users')).toBe(before);
    await t.db.delete(organizations).where(eq(organizations.id, 'stamp-org'));
    expect(await kept('users')).toBe(await counted('users'));
    expect(await kept('organizations')).toBe(await counted('organizations'));
  });

  it('reads an unfiltered total from the kept count, and counts a filtered one once per stamp', async () => {
    const seen: string[] = [];
    const stop = observeListQueries(t.deps.db, (text) => seen.push(text));
    try {
      expect(await countRows(t.deps.db, users, undefined)).toBe(await counted('users'));
      const learners = like(users.name, 'Demo%');
      const first = await countRows(t.deps.db, users, learners);
      expect(await countRows(t.deps.db, users, learners)).toBe(first);
      expect(seen.filter((q) => q.startsWith('select count')).length).toBe(1);
      await other.update(users).set({ name: 'Demo Renamed' }).where(eq(users.email, 'admin.workforce@demo.pathcraft.test'));
      expect(await countRows(t.deps.db, users, learners)).toBe(Number((await query<{ n: string }>(`select count(*) as n from users where name like 'Demo%'`))[0]!.n));
      expect(seen.filter((q) => q.startsWith('select count')).length).toBe(2);
    } finally {
      stop();
    }
  });

  it('counts every time a query reading a table without a stamp', async () => {
    const seen: string[] = [];
    const stop = observeListQueries(t.deps.db, (text) => seen.push(text));
    try {
      await countRows(t.deps.db, rateLimits, sql`${rateLimits.count} > 0`);
      await countRows(t.deps.db, rateLimits, sql`${rateLimits.count} > 0`);
      await countRows(t.deps.db, users, sql`${users.id} in (select ${rateLimits.key} from ${rateLimits})`);
      await countRows(t.deps.db, users, sql`${users.id} in (select ${rateLimits.key} from ${rateLimits})`);
    } finally {
      stop();
    }
    expect(seen.filter((q) => q.startsWith('select count')).length).toBe(4);
  });
});
