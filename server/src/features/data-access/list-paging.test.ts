import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { allPolicies } from './policies/index.ts';
import { observeListQueries } from './read-page.ts';
import { sortsByBytes } from './read-page-pg.ts';
import { listRows } from './rows.ts';

/**
 * Deep pages seek from remembered anchors and totals are counted once per query shape: both
 * must answer exactly what a plain OFFSET and count(*) would, before and after every write,
 * whoever writes (this connection or another process).
 */

const SUPER = 'superadmin@demo.pathcraft.test';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const ORG = 'demo-workforce-org';

let t: TestApp;
let other: Db;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(users).values(
    Array.from({ length: 240 }, (_, i) => ({
      id: `page-user-${String(i).padStart(3, '0')}`,
      // Repeated names (ties broken by id), a few without a name (they sort first).
      name: i % 37 === 0 ? null : `Learner ${String(i % 60).padStart(2, '0')}`,
      email: `l${i}@example.org`,
      orgId: i % 3 ? ORG : 'demo-community-org',
      role: ['student'],
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i % 50)).toISOString(),
    })),
  );
  other = await t.openOtherConnection();
});
afterAll(async () => {
  await closeDatabase(other);
  await t.close();
});

const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id);

async function everything(path: string, as: string): Promise<string[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await t.call('GET', `${path}${sep}limit=3000`, as);
  expect(res.status).toBe(200);
  return ids(res.body);
}

async function pageOf(path: string, as: string, page: number, limit: number) {
  const sep = path.includes('?') ? '&' : '?';
  const res = await t.call('GET', `${path}${sep}limit=${limit}&page=${page}`, as);
  expect(res.status).toBe(200);
  return res.body as { items: { id: string }[]; total: number; rangeFrom: number };
}

describe('deep pages', () => {
  it.each([
    ['users, every organization', '/v1/external/supabase/users', SUPER],
    ['users, one organization', `/v1/external/supabase/users?orgId=${ORG}`, SUPER],
    ['users, an admin of the organization', '/v1/external/supabase/users', ADMIN],
    ['users, ordered by createdAt descending', '/v1/external/supabase/users?order=-createdAt', SUPER],
    ['audit events (newest first)', '/v1/external/supabase/auditEvents', SUPER],
    // A nullable order column descending: its NULLs come last, so no anchor; OFFSET answers.
    ['users, by name descending', '/v1/external/supabase/users?order=-name', SUPER],
    ['users, by email (unique, not null)', `/v1/external/supabase/users?order=email&orgId=${ORG}`, SUPER],
    [
      'users, a name search by createdAt descending (ties)',
      '/v1/external/supabase/users?f.name[ilike]=learner&order=-createdAt',
      SUPER,
    ],
  ])('%s: every page, in any order and again, is the slice of the whole list', async (_name, path, as) => {
    const all = await everything(path, as);
    const limit = 7;
    const pages = Math.ceil(all.length / limit) + 1;
    const visits = [...Array.from({ length: pages }, (_, i) => i + 1), 5, 3, 5, pages - 1, 2, pages - 1, 9, 10, 9];
    for (const page of visits) {
      const body = await pageOf(path, as, page, limit);
      expect(ids(body), `page ${page}`).toEqual(all.slice((page - 1) * limit, page * limit));
      expect(body.total).toBe(all.length);
    }
  });

  it.each([
    ['users, every organization', '/v1/external/supabase/users', true],
    ['users, ordered by createdAt descending', '/v1/external/supabase/users?order=-createdAt', true],
    ['users, by email', '/v1/external/supabase/users?order=email', true],
    ['users, by name descending (no anchor: OFFSET)', '/v1/external/supabase/users?order=-name', false],
    [
      'users, a name search by createdAt descending',
      '/v1/external/supabase/users?f.name[ilike]=e&order=-createdAt',
      true,
    ],
  ])('%s: a first visit far from any anchor is the slice of the whole list', async (_name, path, keyFirst) => {
    // Another connection's write: no anchor is left.
    await other.update(users).set({ name: 'Learner 03' }).where(eq(users.id, 'page-user-003'));
    const all = await everything(path, SUPER);
    const seen: string[] = [];
    const stop = observeListQueries(t.deps.db, (sqlText) => seen.push(sqlText));
    try {
      for (const [page, limit] of [
        [41, 5],
        [500, 20],
      ] as const)
        expect(ids(await pageOf(path, SUPER, page, limit)), `page ${page}`).toEqual(
          all.slice((page - 1) * limit, page * limit),
        );
    } finally {
      stop();
    }
    expect(all.length).toBeGreaterThan(205);
    // PostgreSQL finds the key before a deep page on its own first (read-page-pg.ts NARROW_SKIP).
    if (t.db.$dialect === 'postgres')
      expect(seen.some((q) => / as "k0"/.test(q) && !/ as "c0"/.test(q))).toBe(keyFirst);
  });

  it('follows writes: a new first row shifts every remembered page, a removed one shifts them back', async () => {
    const path = '/v1/external/supabase/users';
    const before = await pageOf(path, SUPER, 12, 10);
    await pageOf(path, SUPER, 12, 10);
    const created = await t.call('POST', path, SUPER, {
      name: 'Aaron Aardvark',
      orgId: ORG,
      email: 'aaron@example.org',
      role: ['student'],
    });
    expect(created.status).toBe(201);
    const after = await pageOf(path, SUPER, 12, 10);
    expect(after.total).toBe(before.total + 1);
    expect(ids(after)).toEqual((await everything(path, SUPER)).slice(110, 120));
    expect(ids(after).slice(1)).toEqual(ids(before).slice(0, 9));

    // Another connection (another process) removes it: the caches see the change.
    await other.delete(users).where(eq(users.id, created.body.docId));
    const back = await pageOf(path, SUPER, 12, 10);
    expect(back.total).toBe(before.total);
    expect(ids(back)).toEqual(ids(before));
  });

  it('seeks a page visited before from its anchor, without OFFSET, and counts its total once', async () => {
    const path = `/v1/external/supabase/users?orgId=${ORG}`;
    const all = await everything(path, SUPER);
    const visit = async () => {
      const seen: string[] = [];
      const stop = observeListQueries(t.deps.db, (sqlText) => seen.push(sqlText));
      try {
        const body = await pageOf(path, SUPER, 20, 7);
        expect(ids(body)).toEqual(all.slice(133, 140));
        expect(body.total).toBe(all.length);
      } finally {
        stop();
      }
      return { offset: seen.some((q) => / offset /i.test(q)), count: seen.some((q) => /^select count/i.test(q)) };
    };
    // Counted by the whole list above: the same filters.
    expect(await visit()).toEqual({ offset: true, count: false });
    expect(await visit()).toEqual({ offset: false, count: false });
    // Another connection's write: counted and walked again.
    await other.update(users).set({ name: 'Learner 00' }).where(eq(users.id, 'page-user-001'));
    expect(await visit()).toEqual({ offset: true, count: true });
  });

  const usersPolicy = allPolicies().find((p) => p.name === 'users')!;
  const superAdmin: Actor = {
    kind: 'user',
    userId: 'demo-superadmin',
    accountId: 'x',
    orgId: ORG,
    roles: ['superAdmin'],
    email: SUPER,
    name: 'Pat Rivera',
  };
  const totalRead = async () =>
    (await listRows(t.deps.db, usersPolicy, superAdmin, { filters: [], limit: 5, page: 3 })).total;
  const rollback = new Error('roll back');
  /** Counts before and after each write of a transaction that rolls back; the total read inside it last. */
  async function countInRolledBackTransaction(): Promise<number[]> {
    const totals: number[] = [];
    await expect(
      t.db.transaction(async (tx) => {
        totals.push(await totalRead());
        await tx.insert(users).values({
          id: 'tx-user',
          name: 'Aaa In Transaction',
          email: 'tx@example.org',
          orgId: ORG,
          role: ['student'],
        });
        totals.push(await totalRead());
        await tx.delete(users).where(eq(users.id, 'page-user-002'));
        totals.push(await totalRead());
        await tx.delete(users).where(eq(users.id, 'page-user-004'));
        totals.push(await totalRead());
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    return totals;
  }

  it('counts inside a transaction with its own writes', async () => {
    const before = (await everything('/v1/external/supabase/users', SUPER)).length;
    expect(await countInRolledBackTransaction()).toEqual([before, before + 1, before, before - 1]);
    expect(await totalRead()).toBe(before);
  });

  // SQLite's stamp (total_changes(), data_version) does not move back on ROLLBACK, so nothing is
  // cached inside a transaction there (read-page.ts shapeCache). PostgreSQL's stamps come from a
  // sequence: a rolled-back stamp never returns.
  it('forgets what a rolled-back transaction counted', async () => {
    const before = (await everything('/v1/external/supabase/users', SUPER)).length;
    try {
      await countInRolledBackTransaction();
      expect(await totalRead()).toBe(before);
      expect((await pageOf('/v1/external/supabase/users', SUPER, 2, 5)).total).toBe(before);
    } finally {
      await t.db.update(users).set({ name: 'Learner 02' }).where(eq(users.id, 'page-user-002'));
    }
  });

  it('answers an empty page past the end with the total', async () => {
    const body = await pageOf('/v1/external/supabase/users', SUPER, 500, 20);
    expect(body.items).toEqual([]);
    expect(body.total).toBe((await everything('/v1/external/supabase/users', SUPER)).length);
  });
});

describe('ilike through the trigram index', () => {
  const search = async (value: string, as = SUPER) => {
    const res = await t.call(
      'GET',
      `/v1/external/supabase/users?f.name[ilike]=${encodeURIComponent(value)}&limit=3000`,
      as,
    );
    expect(res.status).toBe(200);
    return res.body as { items: { id: string; name: string }[]; total: number };
  };
  const likeFinds = async (pattern: string) =>
    (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(like(sql`lower(${users.name})`, sql`lower(${/[%_]/.test(pattern) ? pattern : `%${pattern}%`})`))
        .orderBy(asc(users.name), asc(users.id))
    ).map((row) => row.id);

  it.each([
    'learner 1',
    'LEARNER 05',
    'arner',
    'Le',
    'r',
    'Learner _5',
    'Lea%er 4',
    '%0',
    'nobody at all',
    'ner "0',
    'ner * OR x',
    'é',
  ])('finds what LIKE finds: %j', async (pattern) => {
    const found = await search(pattern);
    const expected = await likeFinds(pattern);
    expect(found.items.map((i) => i.id)).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('follows creates, renames and deletes, through the API and behind its back', async () => {
    const created = await t.call('POST', '/v1/external/supabase/users', SUPER, {
      name: 'Zelda Quixotic',
      orgId: ORG,
      email: 'zelda@example.org',
      role: ['student'],
    });
    expect(created.status).toBe(201);
    const id = created.body.docId as string;
    expect((await search('quixot')).items.map((i) => i.id)).toEqual([id]);
    expect((await search('quixot', ADMIN)).items.map((i) => i.id)).toEqual([id]);

    expect((await t.call('PUT', '/v1/external/supabase/users', SUPER, { id, name: 'Zelda Marchetti' })).status).toBe(
      200,
    );
    expect((await search('quixot')).items).toEqual([]);
    expect((await search('marchet')).items.map((i) => i.id)).toEqual([id]);

    await other.delete(users).where(eq(users.id, id));
    expect((await search('marchet')).total).toBe(0);
  });
});

describe('a search in list order reads about a page of matches, not all of them', () => {
  // Names that share a label group (the first 5 bytes) in many ways: one name many people share,
  // first names with many surnames, multibyte characters cut at the 5th byte, names shorter than 5
  // bytes, and a group too large to walk (over 4,096 rows with one prefix). Inserted in an order
  // unrelated to the list's, with ids unrelated to both.
  const names = [
    ...Array.from({ length: 30 }, () => 'Amara Okoro'),
    ...Array.from({ length: 12 }, (_, i) => `Amara Ok${String.fromCharCode(97 + i)}oro`),
    ...[
      'Amara Abbott',
      'Amara Zoko',
      'Amar Okoro',
      'Amaraokoro',
      'Ama',
      'Okoro',
      'okoro',
      'OKORO',
      'Oko',
      'Koro',
      'Koro',
      'Kor',
      'koro',
      'Zoë Okoro',
      'Zoé Okoro',
      'Zoe Okoro',
    ],
    ...[
      '李小龍 Okoro',
      '李小虎 Okoro',
      '李大 Okoro',
      '😀 Okoro',
      '😀😀 Okoro',
      'Ōkoro Ada',
      'Ökoro Ada',
      'Ade Okoro-Baker',
      'Adé Okoro',
    ],
    ...Array.from({ length: 40 }, (_, i) => `${String.fromCharCode(66 + (i % 20))}${String(i).padStart(2, '0')} Okoro`),
  ];
  const bigGroup = 4_200;
  beforeAll(async () => {
    const rows = names.map((name, i) => ({ name, i }));
    // A fixed shuffle: the insertion order (and so the labels inside a group) is not the list's.
    rows.sort((a, b) => ((a.i * 7919) % 101) - ((b.i * 7919) % 101) || a.i - b.i);
    await t.db.insert(users).values(
      rows.map(({ name, i }) => ({
        id: `ordered-${((i * 2654435761) % 2 ** 32).toString(36)}-${i}`,
        name,
        email: `ordered${i}@example.org`,
        orgId: i % 4 ? ORG : 'demo-community-org',
        role: ['student'],
      })),
    );
    // One group (first 5 bytes 'Grpzz') of 4,200 people, three of them Okoros at its end.
    for (let start = 0; start < bigGroup; start += 500) {
      await t.db.insert(users).values(
        Array.from({ length: Math.min(500, bigGroup - start) }, (_, k) => {
          const i = start + k;
          return {
            id: `group-${i}`,
            name: i >= bigGroup - 3 ? `Grpzz ${i} Okoro` : `Grpzz ${String(i).padStart(4, '0')}`,
            email: `g${i}@example.org`,
            orgId: ORG,
            role: ['student'],
          };
        }),
      );
    }
  });

  const likeFinds = async (pattern: string, orgId?: string) =>
    (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(like(sql`lower(${users.name})`, `%${pattern}%`), orgId ? eq(users.orgId, orgId) : undefined))
        .orderBy(asc(users.name), asc(users.id))
    ).map((row) => row.id);

  /** A page of a name search, and the most matches any statement asked the text index for in list order. */
  async function searchPage(pattern: string, page: number, limit: number, as = SUPER) {
    const limits: number[] = [];
    const stop = observeListQueries(t.deps.db, (sqlText, params) => {
      // SQLite's FTS5 read in label order; PostgreSQL's GiST read in order group order.
      if (/order by "usersTextSearch"\.rowid limit \?$|<-> \(-1\)::bigint limit \$\d+$/.test(sqlText))
        limits.push(Number(params[params.length - 1]));
    });
    try {
      const res = await t.call(
        'GET',
        `/v1/external/supabase/users?f.name[ilike]=${encodeURIComponent(pattern)}&limit=${limit}&page=${page}`,
        as,
      );
      expect(res.status).toBe(200);
      return { ids: ids(res.body), total: res.body.total as number, inOrder: limits };
    } finally {
      stop();
    }
  }

  it.each([
    ['okoro', 20],
    ['okoro', 7],
    ['amara ok', 5],
    ['koro', 9],
    ['koro', 1],
    ['李小', 1],
    ['😀 ok', 1],
  ])('every page of %j, %i a page, is the page LIKE and the list order give', async (pattern, limit) => {
    const all = await likeFinds(pattern);
    expect(all.length).toBeGreaterThan(0);
    for (let page = 1; page <= Math.ceil(all.length / limit) + 1; page++) {
      const found = await searchPage(pattern, page, limit);
      expect(found.ids, `page ${page}`).toEqual(all.slice((page - 1) * limit, page * limit));
      expect(found.total).toBe(all.length);
      // The text index is read in list order up to the page's last match, no further (on
      // PostgreSQL when the database sorts text by bytes, as the test cluster's does).
      if ((t.db.$dialect === 'sqlite' || (await sortsByBytes(t.deps.db))) && [...pattern].length >= 3)
        expect(found.inOrder).toEqual([page * limit]);
    }
  });

  it("an admin's search pages through their organization's matches only", async () => {
    const all = await likeFinds('okoro', ORG);
    for (const page of [1, 2, 3])
      expect((await searchPage('okoro', page, 10, ADMIN)).ids).toEqual(all.slice((page - 1) * 10, page * 10));
  });

  it.each([
    // A student's list holds nobody here: their search must find nobody either.
    ['an owner', 'owner.workforce@demo.pathcraft.test', 200, true],
    ['a teacher', 'teacher.workforce@demo.pathcraft.test', 200, true],
    ['a student', 'student.workforce@demo.pathcraft.test', 200, false],
    ['nobody signed in', null, 401, false],
  ])(
    '%s finds, page by page, the matches among the people their own list shows',
    async (_who, as, status, seesSome) => {
      const searched = await t.call('GET', '/v1/external/supabase/users?f.name[ilike]=okoro&limit=7', as);
      const first = await t.call('GET', '/v1/external/supabase/users?limit=3000', as);
      expect([searched.status, first.status]).toEqual([status, status]);
      if (status !== 200) return;
      // Their whole list, 3,000 a page (the most a page holds).
      const whole = [...first.body.items] as { id: string; name?: string | null }[];
      for (let page = 2; whole.length < first.body.total; page++)
        whole.push(...(await t.call('GET', `/v1/external/supabase/users?limit=3000&page=${page}`, as)).body.items);
      const visible = whole.filter((u) => (u.name ?? '').toLowerCase().includes('okoro')).map((u) => u.id);
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(visible.length / 7); page++) {
        const res = await t.call('GET', `/v1/external/supabase/users?f.name[ilike]=okoro&limit=7&page=${page}`, as);
        pages.push(...ids(res.body));
      }
      expect(visible.length > 0).toBe(seesSome);
      expect(pages).toEqual(visible);
      expect(ids(searched.body)).toEqual(visible.slice(0, 7));
    },
  );

  it("a match deep in a group too large to walk comes from the group's text-index matches", async () => {
    const all = await likeFinds('okoro');
    const grpzz = all.filter((id) => id.startsWith('group-'));
    expect(grpzz).toHaveLength(3);
    // One a page: each of them is the page's last match, inside the group.
    for (const id of grpzz) expect((await searchPage('okoro', all.indexOf(id) + 1, 1)).ids).toEqual([id]);
  });

  it('renames move people between groups, and deletes take them out', async () => {
    const before = await likeFinds('okoro');
    await other.update(users).set({ name: 'Aaaaa Okoro' }).where(eq(users.id, 'group-4199'));
    await other.delete(users).where(like(users.name, 'Amara Okoro'));
    const after = await likeFinds('okoro');
    expect(after).not.toEqual(before);
    expect(after[0]).toBe('group-4199');
    for (const page of [1, 2])
      expect((await searchPage('okoro', page, 20)).ids).toEqual(after.slice((page - 1) * 20, page * 20));
  });
});
