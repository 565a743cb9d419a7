import { and, asc, count, desc, eq, gt, inArray, type Query, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { SqliteRemoteDatabase, SQLiteRemoteSession } from 'drizzle-orm/sqlite-proxy';
import { describe, expect, it } from 'vitest';
import { forUpdate } from './concurrency.ts';
import { PgDialectOfSqliteBuilders } from './pg-dialect.ts';
import * as schema from './schema/index.ts';
import * as pgSchema from './schema/pg.ts';

/**
 * What drizzle's SQLite query builders write through PgDialectOfSqliteBuilders is what drizzle's
 * own PostgreSQL builders write for the same query over the PostgreSQL tables (schema/pg.ts): the
 * SQL text, and the parameters (booleans aside: the SQLite column sends 1/0, which PostgreSQL's
 * boolean reads as true/false).
 */

const dialect = new PgDialectOfSqliteBuilders();
const noRows = async () => ({ rows: [] });
const lite = new SqliteRemoteDatabase('async', dialect, new SQLiteRemoteSession(noRows, dialect, undefined), undefined);
const pg = drizzle.mock();
const { organizations: orgs, users, rateLimits, courses } = schema;
const pgt = pgSchema;

const asPgParams = (params: unknown[]) => params.map((p) => (p === 1 || p === 0 ? Boolean(p) : p));

const cases: [string, { toSQL(): Query }, { toSQL(): Query }][] = [
  [
    'select with where, order, limit and offset',
    lite.select().from(users).where(eq(users.orgId, 'o1')).orderBy(asc(users.name), desc(users.id)).limit(5).offset(10),
    pg
      .select()
      .from(pgt.users)
      .where(eq(pgt.users.orgId, 'o1'))
      .orderBy(asc(pgt.users.name), desc(pgt.users.id))
      .limit(5)
      .offset(10),
  ],
  [
    'select of fields with a left join and an IN list',
    lite
      .select({ id: users.id, org: orgs.name })
      .from(users)
      .leftJoin(orgs, eq(orgs.id, users.orgId))
      .where(inArray(users.id, ['a', 'b'])),
    pg
      .select({ id: pgt.users.id, org: pgt.organizations.name })
      .from(pgt.users)
      .leftJoin(pgt.organizations, eq(pgt.organizations.id, pgt.users.orgId))
      .where(inArray(pgt.users.id, ['a', 'b'])),
  ],
  [
    'a count grouped, with having',
    lite.select({ orgId: users.orgId, n: count() }).from(users).groupBy(users.orgId).having(gt(count(), 2)),
    pg.select({ orgId: pgt.users.orgId, n: count() }).from(pgt.users).groupBy(pgt.users.orgId).having(gt(count(), 2)),
  ],
  [
    'a select locked for update',
    forUpdate(lite.select().from(rateLimits).where(eq(rateLimits.key, 'k')).orderBy(asc(rateLimits.key))),
    pg.select().from(pgt.rateLimits).where(eq(pgt.rateLimits.key, 'k')).orderBy(asc(pgt.rateLimits.key)).for('update'),
  ],
  [
    'an insert leaving out columns with database defaults (timestamps, booleans), returning',
    lite.insert(orgs).values({ id: 'o1', name: 'N', slug: 's' }).returning({ id: orgs.id, createdAt: orgs.createdAt }),
    pg
      .insert(pgt.organizations)
      .values({ id: 'o1', name: 'N', slug: 's' })
      .returning({ id: pgt.organizations.id, createdAt: pgt.organizations.createdAt }),
  ],
  [
    'an insert of rows that give different columns, on conflict doing nothing',
    lite
      .insert(rateLimits)
      .values([
        { key: 'a', windowStart: 0, count: 0 },
        { key: 'b', windowStart: 1, count: 2, lockedUntil: 3 },
      ])
      .onConflictDoNothing(),
    pg
      .insert(pgt.rateLimits)
      .values([
        { key: 'a', windowStart: 0, count: 0 },
        { key: 'b', windowStart: 1, count: 2, lockedUntil: 3 },
      ])
      .onConflictDoNothing(),
  ],
  [
    'an insert on conflict of a target doing nothing',
    lite
      .insert(rateLimits)
      .values({ key: 'a', windowStart: 0, count: 0 })
      .onConflictDoNothing({ target: rateLimits.key }),
    pg
      .insert(pgt.rateLimits)
      .values({ key: 'a', windowStart: 0, count: 0 })
      .onConflictDoNothing({ target: pgt.rateLimits.key }),
  ],
  [
    'an insert on conflict updating from the stored row',
    lite
      .insert(rateLimits)
      .values({ key: 'a', windowStart: 5, count: 1, lockedUntil: null })
      .onConflictDoUpdate({
        target: [rateLimits.key],
        set: { count: sql`${rateLimits.count} + 1`, windowStart: sql`excluded."windowStart"` },
      })
      .returning(),
    pg
      .insert(pgt.rateLimits)
      .values({ key: 'a', windowStart: 5, count: 1, lockedUntil: null })
      .onConflictDoUpdate({
        target: [pgt.rateLimits.key],
        set: { count: sql`${pgt.rateLimits.count} + 1`, windowStart: sql`excluded."windowStart"` },
      })
      .returning(),
  ],
  [
    'an update with a condition, returning',
    lite
      .update(courses)
      .set({ title: 'T', orgIds: ['x'], locked: true })
      .where(and(eq(courses.id, 'c'), eq(courses.locked, false)))
      .returning({ id: courses.id }),
    pg
      .update(pgt.courses)
      .set({ title: 'T', orgIds: ['x'], locked: true })
      .where(and(eq(pgt.courses.id, 'c'), eq(pgt.courses.locked, false)))
      .returning({ id: pgt.courses.id }),
  ],
  [
    'a delete, returning',
    lite.delete(rateLimits).where(eq(rateLimits.key, 'a')).returning({ key: rateLimits.key }),
    pg.delete(pgt.rateLimits).where(eq(pgt.rateLimits.key, 'a')).returning({ key: pgt.rateLimits.key }),
  ],
];

describe('SQLite query builders written for PostgreSQL (pg-dialect.ts)', () => {
  it.each(cases)('%s: the SQL and parameters of PostgreSQL’s own builders', (_, sqliteQuery, pgQuery) => {
    const written = sqliteQuery.toSQL();
    const expected = pgQuery.toSQL();
    expect(written.sql).toBe(expected.sql);
    expect(asPgParams(written.params)).toEqual(asPgParams(expected.params));
  });
});
