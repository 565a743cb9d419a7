import type { ListQuery, Role } from '@pathcraft/sdk';
import { count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { pgPoolOf } from '../../db/pg-client.ts';
import { users as usersTable } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { allPolicies } from './policies/index.ts';
import type { TablePolicy } from './policy.ts';
import { observeListQueries } from './read-page.ts';
import { listRows } from './rows.ts';

/**
 * Every list query shape the policies allow by default, planned on a database with rows in it:
 * none may read a whole table that grows with customers. On SQLite a plan line `SCAN <table>`
 * without an index is such a read; `SCAN t USING [COVERING] INDEX` walks an index in order and
 * stops at the page's end, and `SEARCH` seeks. On PostgreSQL it is a `Seq Scan` node in a plan
 * made with sequential scans disabled: the planner then picks one only when no index can serve.
 */

/** Fixed-size reference data (bundled occupation data): scanning it does not grow with customers. */
const REFERENCE_TABLES = new Set([
  'occupationDataVersion',
  'occOccupations',
  'occOccupationTitles',
  'occElements',
  'occAreas',
  'occZipPrefixes',
  'occProjections',
  'occCips',
]);

const ORG = 'demo-workforce-org';
const GROWN_USERS = 3000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const grown = Array.from({ length: GROWN_USERS }, (_, i) => ({
    id: `plan-user-${i}`,
    name: `Person ${i} Okafor${i % 7}`,
    email: `p${i}@example.org`,
    orgId: i % 2 ? ORG : 'demo-community-org',
    role: ['student'],
  }));
  // In parts: PostgreSQL takes at most 65535 parameters per statement.
  for (let i = 0; i < grown.length; i += 500) await t.db.insert(usersTable).values(grown.slice(i, i + 500));
  // No statistics (ANALYZE on a small test database would tell the planner that scanning is
  // cheapest): SQLite's defaults assume large tables, the plans a grown database gets.
});
afterAll(() => t.close());

const superAdmin: Actor = {
  kind: 'user',
  userId: 'demo-superadmin',
  accountId: 'x',
  orgId: ORG,
  roles: ['superAdmin'],
  email: 'superadmin@demo.pathcraft.test',
  name: 'Pat Rivera',
};
const member = (role: Role): Actor => ({
  kind: 'user',
  userId: 'demo-wf-admin',
  accountId: 'x',
  orgId: ORG,
  roles: [role],
  email: 'someone@demo.pathcraft.test',
  name: 'Someone',
});
const apiKey: Actor = { kind: 'apiKey', keyId: 'k', orgId: ORG };

interface Shape {
  name: string;
  actor: Actor;
  query: ListQuery;
}

function shapesOf(policy: TablePolicy): Shape[] {
  // A table whose lists must name rows is listed per organization (its default).
  const q = (extra: Partial<ListQuery> = {}): ListQuery => ({
    filters: [],
    ...(policy.requiresFilter ? { orgId: ORG } : {}),
    ...extra,
  });
  const shapes: Shape[] = [
    { name: 'super admin, default order', actor: superAdmin, query: q() },
    { name: 'super admin, default order, page 3', actor: superAdmin, query: q({ limit: 2, page: 3 }) },
  ];
  if (policy.org !== 'none') {
    shapes.push({ name: 'super admin, one organization', actor: superAdmin, query: q({ orgId: ORG }) });
    shapes.push({
      name: 'super admin, one organization, page 3',
      actor: superAdmin,
      query: q({ orgId: ORG, limit: 2, page: 3 }),
    });
  }
  const role = policy.read[0];
  if (role)
    shapes.push(
      { name: `${role}, own organization`, actor: member(role), query: q() },
      { name: `${role}, own organization, page 3`, actor: member(role), query: q({ limit: 2, page: 3 }) },
    );
  if (policy.apiKeys) shapes.push({ name: 'API key', actor: apiKey, query: q() });
  return shapes;
}

const cases = allPolicies().flatMap((policy) => shapesOf(policy).map((shape) => ({ policy, ...shape })));
const search = (value: string): ListQuery => ({ filters: [{ field: 'name', op: 'ilike', value }], limit: 20 });
const users = allPolicies().find((p) => p.name === 'users')!;
cases.push(
  { policy: users, name: "name search 'okafor3'", actor: superAdmin, query: search('okafor3') },
  { policy: users, name: "name search 'okafor3', page 2", actor: superAdmin, query: { ...search('okafor3'), page: 2 } },
  {
    policy: users,
    name: "name search 'Person 1%', one organization",
    actor: superAdmin,
    query: { ...search('Person 1%'), orgId: ORG },
  },
  { policy: users, name: "admin's name search 'okafor3'", actor: member('admin'), query: search('okafor3') },
);

/** The plan lines that read a whole table growing with customers. */
async function fullScans(sqlText: string, params: unknown[]): Promise<string[]> {
  if (t.db.$dialect === 'postgres') return pgFullScans(sqlText, params);
  const plan = t.sqlite.prepare(`EXPLAIN QUERY PLAN ${sqlText}`).all(...params) as { detail: string }[];
  return plan
    .map((p) => p.detail)
    .filter((d) => {
      const m = /^SCAN (\w+)(?: AS \w+)?$/.exec(d) ?? /^SCAN (\w+)(?: AS \w+)? (?!USING)/.exec(d);
      return m && !REFERENCE_TABLES.has(m[1]!) && !m[1]!.endsWith('TextSearch') && m[1] !== 'json_each';
    })
    .map((d) => `${d}\n    in ${sqlText}`);
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Order By'?: string;
  Plans?: PgPlanNode[];
}

/** PostgreSQL's plan of a statement, made with sequential scans disabled. */
async function pgPlan({ sql: sqlText, params }: { sql: string; params: unknown[] }): Promise<PgPlanNode> {
  const client = await pgPoolOf(t.db)!.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${sqlText}`, params);
    await client.query('ROLLBACK');
    const [explained] = rows[0]['QUERY PLAN'] as { Plan: PgPlanNode }[];
    return explained!.Plan;
  } finally {
    client.release();
  }
}

async function pgFullScans(sqlText: string, params: unknown[]): Promise<string[]> {
  const scans: string[] = [];
  const visit = (node: PgPlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && !REFERENCE_TABLES.has(node['Relation Name']!))
      scans.push(`Seq Scan on ${node['Relation Name']}\n    in ${sqlText}`);
    node.Plans?.forEach(visit);
  };
  visit(await pgPlan({ sql: sqlText, params }));
  return scans;
}

/** Deep pages whose second read sought from an anchor (no OFFSET): their plans were checked too. */
const anchored: string[] = [];

describe('list query plans: no full scan of a table that grows with customers', () => {
  it.each(cases.map((c) => [`${c.policy.name}: ${c.name}`, c] as const))('%s', async (_name, c) => {
    const seen: { sql: string; params: unknown[] }[] = [];
    const stop = observeListQueries(t.deps.db, (sql, params) => seen.push({ sql, params }));
    try {
      await listRows(t.deps.db, c.policy, c.actor, c.query);
      // The same deep page again: it now seeks from its remembered anchor.
      if ((c.query.page ?? 1) > 1) {
        const before = seen.length;
        await listRows(t.deps.db, c.policy, c.actor, c.query);
        if (seen.slice(before).every((s) => !/ offset /i.test(s.sql))) anchored.push(`${c.policy.name}: ${c.name}`);
      }
    } finally {
      stop();
    }
    expect(seen.length).toBeGreaterThan(0);
    expect((await Promise.all(seen.map((s) => fullScans(s.sql, s.params)))).flat()).toEqual([]);
  });

  it('planned the anchor seeks too: every deep page of the grown users table', () => {
    // Other tables hold too few rows here for a page 3, or are ordered by a column that allows no
    // anchor; a name search's deep page reads its matches in list order from the text index
    // instead, up to the page's last one (orderedSearchPage, orderedSearchPagePg).
    const deepUsers = cases
      .filter((c) => c.policy === users && (c.query.page ?? 1) > 1 && !c.query.filters.length)
      .map((c) => `users: ${c.name}`);
    expect(deepUsers.length).toBeGreaterThanOrEqual(3);
    expect(anchored).toEqual(expect.arrayContaining(deepUsers));
  });

  it('uses the trigram index for a name search and finds what LIKE finds', async () => {
    const seen: { sql: string; params: unknown[] }[] = [];
    const stop = observeListQueries(t.deps.db, (sql, params) => seen.push({ sql, params }));
    const found = await listRows(t.deps.db, users, superAdmin, { ...search('okafor3'), limit: 3000 });
    stop();
    if (t.db.$dialect === 'sqlite') expect(seen.some((s) => s.sql.includes('usersTextSearch'))).toBe(true);
    else {
      // PostgreSQL reads a page's matches in list order from the GiST search-order index, nearest group first (with all 3,000 wanted, it rightly reads them all and sorts).
      const page: { sql: string; params: unknown[] }[] = [];
      const stopPage = observeListQueries(t.deps.db, (sql, params) => page.push({ sql, params }));
      await listRows(t.deps.db, users, superAdmin, search('okafor3')).finally(stopPage);
      const plan = await pgPlan(page.find((s) => s.sql.includes('<->'))!);
      const scan = plan.Plans?.find((node) => node['Node Type'] === 'Index Scan');
      expect([scan?.['Index Name'], scan?.['Order By']]).toEqual([
        'users_name_order',
        `("textSearchOrderGroup"(name) <-> '-1'::bigint)`,
      ]);
    }
    const expected = (await first(
      t.db
        .select({ n: count() })
        .from(usersTable)
        .where(like(sql`lower(${usersTable.name})`, '%okafor3%')),
    ))!.n;
    expect(found.total).toBe(expected);
    expect(found.items).toHaveLength(expected);
  });
});
