import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPgDatabase, pgUnavailable, type TestPgDatabase } from '../test/pg-database.ts';
import { closeDatabase, type Db } from './client.ts';
import { openPgDatabase, pgRows } from './pg-client.ts';
import * as schema from './schema/index.ts';
import {
  PG_ORDER_GROUP_FUNCTION,
  pgTextSearch,
  pgSearchOrderIndexName,
  pgTrigramIndexName,
  TEXT_SEARCH_COLUMNS,
  textSearchOrderColumn,
} from './text-search.ts';

/**
 * The data API's `ilike` on PostgreSQL reads the column's pg_trgm index, not the whole table. (On
 * SQLite, data-access/list-plans.test.ts checks the FTS5 trigram tables the same way.)
 */
const unavailable = pgUnavailable();
/** Below some tens of thousands of rows PostgreSQL reads the table whole, rightly: cheaper than the index. */
const ROWS = 50_000;

const tableNamed = (name: string) =>
  Object.values(schema).find(
    (t) => typeof t === 'object' && t !== null && getTableName(t as SQLiteTable) === name,
  ) as SQLiteTable;
const columnNamed = (table: SQLiteTable, name: string) =>
  Object.values(getTableColumns(table)).find((c) => c.name === name) as SQLiteColumn;

describe.skipIf(unavailable)(
  `ilike through the trigram index on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let database: TestPgDatabase;
    let db: Db;

    beforeAll(async () => {
      database = await createTestPgDatabase();
      db = await openPgDatabase(database.url, { max: 2 });
      await pgRows(
        db,
        sql`INSERT INTO users (id, name, email) SELECT 'u' || i, 'Person ' || i || ' Okafor' || (i % 7), 'p' || i || '@example.org' FROM generate_series(1, ${ROWS}) i`,
      );
      await pgRows(db, sql`ANALYZE users`);
    }, 60_000);

    afterAll(async () => {
      if (db) await closeDatabase(db);
      await database?.drop();
    });

    const plan = async (table: SQLiteTable, column: string, pattern: string) => {
      // JSON comes back as text (pg-client.ts): compact, so the checks below can name a node.
      const [row] = await pgRows<{ 'QUERY PLAN': string }>(
        db,
        sql`EXPLAIN (FORMAT JSON) SELECT id FROM ${table} WHERE ${pgTextSearch.like(columnNamed(table, column), pattern)}`,
      );
      return JSON.stringify(JSON.parse(row!['QUERY PLAN']));
    };

    it(`finds a name among ${ROWS} users through a trigram index of users.name (a bitmap index scan), the same rows LIKE finds`, async () => {
      const users = tableNamed('users');
      const explained = await plan(users, 'name', '%SON 4321 OKAFOR%');
      expect(explained).toContain('"Node Type":"Bitmap Index Scan"');
      // Either of the column's two: GIN, or the GiST that also keeps the list order (the planner's pick by their sizes).
      expect(explained).toMatch(
        new RegExp(
          `"Index Name":"(${pgTrigramIndexName('users', 'name')}|${pgSearchOrderIndexName('users', 'name')})"`,
        ),
      );
      const [found] = await pgRows<{ n: number }>(
        db,
        sql`SELECT count(*) AS n FROM ${users} WHERE ${pgTextSearch.like(columnNamed(users, 'name'), '%SON 4321 OKAFOR%')}`,
      );
      const [scanned] = await pgRows<{ n: number }>(
        db,
        sql`SELECT count(*) AS n FROM users WHERE position('son 4321 okafor' IN lower(name)) > 0`,
      );
      expect(found!.n).toBe(scanned!.n);
      expect(found!.n).toBe(1);
    });

    it.each([
      ['Ana Okafor'],
      ['A'],
      [''],
      ['\u00ff\u00ff\u00ff'],
      ['\u674e\u5c0f\u9f8d'],
      ['\u{1f600} x'],
      ['zzzzzzzz'],
      [null],
    ])('numbers the order group of %j by its first 5 bytes (UTF-8, zero-padded; null -1)', async (value) => {
      const [row] = await pgRows<{ g: string }>(
        db,
        sql`SELECT ${sql.identifier(PG_ORDER_GROUP_FUNCTION)}(${value}::text) AS g`,
      );
      const expected =
        value === null
          ? -1n
          : BigInt(
              `0x${Buffer.concat([Buffer.from(value), Buffer.alloc(5)])
                .subarray(0, 5)
                .toString('hex')}`,
            );
      expect(BigInt(row!.g)).toBe(expected);
    });

    it.each(
      Object.entries(TEXT_SEARCH_COLUMNS).flatMap(([table, columns]) =>
        columns.map((column) => [table, column] as const),
      ),
    )('%s.%s has the same kind of index', async (table, column) => {
      const name = pgTrigramIndexName(table, column);
      const [index] = await pgRows<{ indexdef: string }>(
        db,
        sql`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname = ${name}`,
      );
      expect(index?.indexdef).toBe(`CREATE INDEX ${name} ON public.${table} USING gin (lower(${column}) gin_trgm_ops)`);
      const ordered = pgSearchOrderIndexName(table, column);
      const [orderIndex] = await pgRows<{ indexdef: string }>(
        db,
        sql`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname = ${ordered}`,
      );
      expect(orderIndex?.indexdef).toBe(
        `CREATE INDEX ${ordered} ON public.${table} USING gist (lower(${column}) gist_trgm_ops, "${PG_ORDER_GROUP_FUNCTION}"(${textSearchOrderColumn(table)}))`,
      );
    });
  },
);
