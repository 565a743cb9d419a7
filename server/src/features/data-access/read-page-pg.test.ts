import { eq, getTableName, like, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../../db/client.ts';
import { openPgDatabase, pgPoolOf, pgRows } from '../../db/pg-client.ts';
import { organizations, rateLimits, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createTestPgDatabase, type TestPgDatabase } from '../../test/pg-database.ts';
import { orderGroupBounds } from '../../db/text-search.ts';
import { allPolicies } from './policies/index.ts';
import { listPagesOf } from './list-pages.ts';
import { observeListQueries } from './read-page.ts';
import type { PageRead } from './read-page-types.ts';
import { isByteOrderCollation, orderGroupRange, relationsRead, sortsByBytes } from './read-page-pg.ts';

/**
 * The change stamps and kept row counts of PostgreSQL lists (migration 0003_list_stamps,
 * read-page-pg.ts). The lists themselves are checked on both databases in list-paging.test.ts.
 */

describe('the relations a list statement reads', () => {
  it('finds quoted tables as written, unquoted ones folded to lower case, and nothing else', () => {
    // The organization link table of courses is written by courses' triggers only: courses' stamp covers it.
    expect(
      relationsRead(
        'select "users"."name" from "users" where "users"."id" in (select rowId from coursesOrgLinks where orgId = $1)',
      ),
    ).toEqual(['courses', 'users']);
    expect(
      relationsRead('select count(*) as n from "pageLinks" where EXISTS (SELECT 1 FROM courses c WHERE c."isPublic")'),
    ).toEqual(['courses', 'pageLinks']);
    // "Users" (quoted, capital) is no table of ours; "name" and "id" are columns.
    expect(relationsRead('select "name", "id" from "Users"')).toEqual([]);
  });
});

describe('the order groups of the search-order index', () => {
  it.each([
    ['c', 'C', true],
    ['c', 'POSIX', true],
    ['c', 'C.UTF-8', true],
    ['c', 'C.utf8', true],
    ['c', 'en_US.UTF-8', false],
    ['c', 'de_DE', false],
    ['c', 'Cx', false],
    ['i', 'C', false],
  ])('provider %j, collation %j: sorts by bytes %j', (provider, collate, expected) => {
    expect(isByteOrderCollation(provider, collate)).toBe(expected);
  });

  const group = (text: string) =>
    Number.parseInt(
      Buffer.concat([Buffer.from(text), Buffer.alloc(5)])
        .subarray(0, 5)
        .toString('hex'),
      16,
    );
  it.each([
    ['Ana Okafor', { low: 'Ana O', high: 'Ana P' }],
    // The next group's bound would hold a zero byte, or cut a character: no stretch.
    ['Li', undefined],
    ['Ana \u007f', undefined],
    ['Abcd\u00e9', undefined],
    ['\u674e\u5c0f\u9f8d', undefined],
    ['\u00c5sa B', { low: '\u00c5sa ', high: '\u00c5sa!' }],
    ['\u{1f600} Okoro', { low: '\u{1f600} ', high: '\u{1f600}!' }],
  ])('the stretch of the list index holding the group of %j', (name, expected) => {
    const range = orderGroupRange(group(name));
    expect(range && { low: range.low, high: range.high }).toEqual(expected);
    // The name lies in it, by bytes.
    if (range)
      expect(
        Buffer.compare(Buffer.from(range.low), Buffer.from(name)) <= 0 &&
          (range.high === undefined || Buffer.compare(Buffer.from(name), Buffer.from(range.high)) < 0),
      ).toBe(true);
  });

  it("bounds a group by its bytes and the next group's, trailing zero bytes dropped; the last group has no upper bound", () => {
    expect(orderGroupBounds(group('Ana Okafor'))).toEqual({ low: Buffer.from('Ana O'), high: Buffer.from('Ana P') });
    expect(orderGroupBounds(group('Li'))).toEqual({ low: Buffer.from('Li'), high: Buffer.from([0x4c, 0x69, 0, 0, 1]) });
    expect(orderGroupBounds(0x4c69ffffff)).toEqual({
      low: Buffer.from([0x4c, 0x69, 0xff, 0xff, 0xff]),
      high: Buffer.from('Lj'),
    });
    expect(orderGroupBounds(2 ** 40 - 1)).toEqual({ low: Buffer.alloc(5, 0xff) });
  });

  it('has no stretch for null values (group -1), and no upper bound for the last group', () => {
    expect(orderGroupRange(-1)).toBeUndefined();
    expect(orderGroupRange(2 ** 40 - 1)).toBeUndefined();
    expect(orderGroupRange(group('zzzzz'))).toEqual({ low: 'zzzzz', high: 'zzzz{' });
  });
});

describe.runIf(process.env.PATHCRAFT_TEST_PG_URL)(
  'a text search on a database that does not sort text by bytes',
  () => {
    let database: TestPgDatabase;
    let t: TestApp;
    const SUPER = 'superadmin@demo.pathcraft.test';
    // In ICU's English order case and accents weigh less than letters: 'adam' < 'Adam' < 'Ádam' < 'Eve', where bytes put 'ADAM' first and 'Ádam' last.
    const names = [
      'Adam Okoro',
      'adam okoro',
      'ADAM OKORO',
      '\u00c1dam Okoro',
      'Eve Okoro',
      '\u00c9mile Okoro',
      'emile okoro',
      'Zed Okoro',
      'zed okoro',
      '_Okoro',
      'Okoro',
      'okoro x',
    ];
    beforeAll(async () => {
      database = await createTestPgDatabase({ clauses: "TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US'" });
      t = await createTestApp({}, { db: await openPgDatabase(database.url, { max: 4 }) });
      for (let copy = 0; copy < 3; copy++)
        await t.db.insert(users).values(
          names.map((name, i) => ({
            id: `icu-${copy}-${i}`,
            name,
            email: `icu${copy}.${i}@example.org`,
            orgId: 'demo-workforce-org',
            role: ['student'],
          })),
        );
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await database?.drop();
    });

    it("pages a name search in the database's own order, without the byte-order groups", async () => {
      expect(await sortsByBytes(t.deps.db)).toBe(false);
      const ordered = (
        await pgRows<{ id: string }>(t.db, sql`select id from users where lower(name) like '%okoro%' order by name, id`)
      ).map((r) => r.id);
      // The database's order is not the bytes' (else this test would prove nothing).
      const byBytes = [...ordered].sort((a, b) => {
        const name = (id: string) => names[Number(id.split('-')[2])]!;
        return Buffer.compare(Buffer.from(name(a)), Buffer.from(name(b))) || (a < b ? -1 : 1);
      });
      expect(byBytes).not.toEqual(ordered);
      const seen: string[] = [];
      const stop = observeListQueries(t.deps.db, (text) => seen.push(text));
      try {
        for (const limit of [1, 4, 7]) {
          const pages: string[] = [];
          for (let page = 1; page <= Math.ceil(ordered.length / limit); page++) {
            const res = await t.call(
              'GET',
              `/v1/external/supabase/users?f.name[ilike]=okoro&limit=${limit}&page=${page}`,
              SUPER,
            );
            expect(res.status).toBe(200);
            pages.push(...(res.body.items as { id: string }[]).map((u) => u.id));
          }
          expect(pages, `${limit} a page`).toEqual(ordered);
        }
      } finally {
        stop();
      }
      expect(seen.some((text) => text.includes('<->'))).toBe(false);
    });
  },
);

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

  const query = async <T>(text: string, values: unknown[] = []) =>
    (await pgPoolOf(t.db)!.query(text, values)).rows as T[];
  // The pool's own queries read bigint as text.
  const kept = async (table: string) =>
    Number((await query<{ rows: string }>(`select "rows" from "listStamps" where name = $1`, [table]))[0]?.rows);
  const counted = async (table: string) =>
    Number((await query<{ n: string }>(`select count(*) as n from "${table}"`))[0]!.n);
  const stamp = async (table: string) =>
    Number((await query<{ stamp: string }>(`select stamp from "listStamps" where name = $1`, [table]))[0]!.stamp);

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
    await t.db.insert(users).values(
      Array.from({ length: 30 }, (_, i) => ({
        id: `stamp-user-${i}`,
        name: `Stamp ${i}`,
        email: `s${i}@example.org`,
        orgId: 'stamp-org',
        role: ['student'],
      })),
    );
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
        expect(await listPagesOf(t.deps.db).countRows(users, undefined)).toBe(before);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await listPagesOf(t.deps.db).countRows(users, undefined)).toBe(before + 19);

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
      expect(await listPagesOf(t.deps.db).countRows(users, undefined)).toBe(await counted('users'));
      const learners = like(users.name, 'Demo%');
      const first = await listPagesOf(t.deps.db).countRows(users, learners);
      expect(await listPagesOf(t.deps.db).countRows(users, learners)).toBe(first);
      expect(seen.filter((q) => q.startsWith('select count')).length).toBe(1);
      await other
        .update(users)
        .set({ name: 'Demo Renamed' })
        .where(eq(users.email, 'admin.workforce@demo.pathcraft.test'));
      expect(await listPagesOf(t.deps.db).countRows(users, learners)).toBe(
        Number((await query<{ n: string }>(`select count(*) as n from users where name like 'Demo%'`))[0]!.n),
      );
      expect(seen.filter((q) => q.startsWith('select count')).length).toBe(2);
    } finally {
      stop();
    }
  });

  it('reads a first page with its stamps in one statement, and its total without another when it is kept or cached', async () => {
    const pages = listPagesOf(t.deps.db);
    const page = (where: SQL | undefined, limit = 5): PageRead => ({
      table: users,
      id: users.id,
      selection: { id: users.id, name: users.name },
      where,
      order: [{ col: users.name, direction: 'asc' }],
      limit,
      offset: 0,
    });
    const seen: string[] = [];
    const stop = observeListQueries(t.deps.db, (text) => seen.push(text));
    try {
      // Unfiltered: the kept count, read with the page.
      const all = await pages.readPageAndTotal(page(undefined), false);
      expect(all.total).toBe(await counted('users'));
      expect(all.rows).toEqual(
        (await query<{ id: string; name: string }>('select id, name from users order by name, id limit 5')).map((r) => [
          r.id,
          r.name,
        ]),
      );
      expect(seen).toHaveLength(1);
      expect(seen[0]).toContain('"listStamps"');

      // Filtered (a shape no other test counted): counted once after the page, then cached under the page's stamps.
      const learners = like(users.email, '%@demo.pathcraft.test');
      const demoCount = async () =>
        Number(
          (await query<{ n: string }>(`select count(*) as n from users where email like '%@demo.pathcraft.test'`))[0]!
            .n,
        );
      const expected = await demoCount();
      seen.length = 0;
      expect((await pages.readPageAndTotal(page(learners), false)).total).toBe(expected);
      expect((await pages.readPageAndTotal(page(learners), false)).total).toBe(expected);
      expect(seen.filter((q) => q.startsWith('select count'))).toHaveLength(1);
      expect(seen).toHaveLength(3);

      // Another connection's write moves the stamp: counted again, and right.
      await other
        .update(users)
        .set({ name: 'Demo Again' })
        .where(eq(users.email, 'admin.workforce@demo.pathcraft.test'));
      seen.length = 0;
      expect((await pages.readPageAndTotal(page(learners), false)).total).toBe(await demoCount());
      expect(seen.filter((q) => q.startsWith('select count'))).toHaveLength(1);

      // Nothing matches: an empty first page means a total of 0, with no count.
      seen.length = 0;
      expect(await pages.readPageAndTotal(page(like(users.name, 'Nobody by this name%')), false)).toEqual({
        rows: [],
        total: 0,
      });
      expect(seen).toHaveLength(1);

      // A search is counted first (its page's plan depends on the total): two statements at least.
      seen.length = 0;
      const searched = await pages.readPageAndTotal(page(learners), true);
      expect(searched.total).toBeGreaterThan(0);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen[0]).toContain('from "listStamps"');
    } finally {
      stop();
    }
  });

  it('counts every time a query reading a table without a stamp', async () => {
    const seen: string[] = [];
    const stop = observeListQueries(t.deps.db, (text) => seen.push(text));
    try {
      await listPagesOf(t.deps.db).countRows(rateLimits, sql`${rateLimits.count} > 0`);
      await listPagesOf(t.deps.db).countRows(rateLimits, sql`${rateLimits.count} > 0`);
      await listPagesOf(t.deps.db).countRows(users, sql`${users.id} in (select ${rateLimits.key} from ${rateLimits})`);
      await listPagesOf(t.deps.db).countRows(users, sql`${users.id} in (select ${rateLimits.key} from ${rateLimits})`);
    } finally {
      stop();
    }
    expect(seen.filter((q) => q.startsWith('select count')).length).toBe(4);
  });
});
