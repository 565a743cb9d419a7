import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCCUPATION_SEARCH_TABLES } from '../features/occupations/load-occupation-data.pg.ts';
import { ORG_LIST_COLUMNS } from './org-links.ts';
import * as pgSchema from './schema/pg.ts';
import { createTestPgDatabase, pgUnavailable, type TestPgDatabase } from '../test/pg-database.ts';
import { pgSearchOrderIndexName, pgTrigramIndexName, TEXT_SEARCH_COLUMNS } from './text-search.ts';

const PG_MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle-pg', import.meta.url));
const unavailable = pgUnavailable();
if (unavailable) console.warn(`PostgreSQL migration tests skipped: ${unavailable}`);
const tables = Object.values(pgSchema as Record<string, PgTable>);

describe.skipIf(unavailable)(`PostgreSQL migrations${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let database: TestPgDatabase;
  let pool: pg.Pool;
  let db: NodePgDatabase<typeof pgSchema>;

  beforeAll(async () => {
    database = await createTestPgDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    db = drizzle(pool, { schema: pgSchema });
    await migrate(db, { migrationsFolder: PG_MIGRATIONS_DIR });
  }, 60_000);

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const query = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    'creates %s with its columns and indexes',
    async (name, table) => {
      const config = getTableConfig(table);
      const columns = await query<{ column_name: string; data_type: string; is_nullable: string }>(
        `SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY column_name`,
        [name],
      );
      expect(columns).toEqual(
        config.columns
          .map((c) => ({ column_name: c.name, data_type: c.getSQLType(), is_nullable: c.notNull ? 'NO' : 'YES' }))
          .sort((a, b) => (a.column_name < b.column_name ? -1 : 1)),
      );

      const indexes = await query<{ name: string; unique: boolean; primary: boolean; columns: string[] }>(
        `SELECT i.relname AS name, x.indisunique AS unique, x.indisprimary AS primary,
         array(SELECT coalesce(a.attname, pg_get_indexdef(x.indexrelid, k.ord::int, true))
               FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, ord)
               LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum AND k.attnum > 0
               ORDER BY k.ord)::text[] AS columns
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       WHERE t.relname = $1 AND t.relnamespace = 'public'::regnamespace ORDER BY i.relname`,
        [name],
      );
      // A column by its name, an expression (lower(column)) as PostgreSQL prints it back.
      const indexColumn = (key: unknown) =>
        is(key, SQL) ? new PgDialect().sqlToQuery(key).sql : (key as { name: string }).name;
      // Besides the schema's indexes: the trigram indexes of the `ilike` filter, GIN and the ordered GiST (text-search.ts).
      const trigram = new Set(
        (TEXT_SEARCH_COLUMNS[name] ?? []).flatMap((column) => [
          pgTrigramIndexName(name, column),
          pgSearchOrderIndexName(name, column),
        ]),
      );
      expect(indexes.filter((ix) => !ix.primary && !trigram.has(ix.name)).map(({ primary: _, ...ix }) => ix)).toEqual(
        config.indexes
          .map(({ config: ix }) => ({ name: ix.name!, unique: ix.unique, columns: ix.columns.map(indexColumn) }))
          .sort((a, b) => (a.name < b.name ? -1 : 1)),
      );
      const primaryColumns =
        config.primaryKeys[0]?.columns.map((c) => c.name) ?? config.columns.filter((c) => c.primary).map((c) => c.name);
      expect(indexes.filter((ix) => ix.primary).map((ix) => ix.columns)).toEqual([primaryColumns]);
    },
  );

  it('has no table the schema does not describe', async () => {
    const names = await query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    // Besides the schema's tables: the organization link tables (db/org-links.ts, lower case: their names are unquoted), the occupation search tables and the lists' change stamps (features/data-access/read-page-pg.ts).
    const linkTables = Object.keys(ORG_LIST_COLUMNS).map((table) => `${table}OrgLinks`.toLowerCase());
    expect(names.map((n) => n.table_name)).toEqual(
      [...tables.map((t) => getTableConfig(t).name), ...linkTables, ...OCCUPATION_SEARCH_TABLES, 'listStamps'].sort(),
    );
  });

  it('changes nothing when applied again', async () => {
    const state = () =>
      query(
        `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema IN ('public', 'drizzle') ORDER BY 1, 2`,
      );
    const applied = () => query(`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`);
    const [before, migrationsBefore] = [await state(), await applied()];
    await migrate(db, { migrationsFolder: PG_MIGRATIONS_DIR });
    expect(await state()).toEqual(before);
    expect(await applied()).toEqual(migrationsBefore);
    expect(migrationsBefore.length).toBeGreaterThan(0);
  });

  it('writes ISO text times, numbers row ids and keeps wide integers and JSON lists', async () => {
    const [org] = await db
      .insert(pgSchema.organizations)
      .values({ id: 'org-pg', name: 'Postgres Org', slug: 'postgres-org', allowedOrigins: ['https://a.example'] })
      .returning();
    expect(org!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(org!.allowedOrigins).toEqual(['https://a.example']);
    expect(org!.showOrgName).toBe(true);

    const [first] = await db
      .insert(pgSchema.occOccupationTitles)
      .values({ code: '47-2111.00', title: 'Electricians', kind: 'title', sources: 0 })
      .returning();
    const [second] = await db
      .insert(pgSchema.occOccupationTitles)
      .values({ code: '47-2111.00', title: 'Wiremen', kind: 'alt', sources: 1 })
      .returning();
    expect(second!.id).toBe(first!.id + 1);

    const nowMs = Date.now();
    await db
      .insert(pgSchema.rateLimits)
      .values({ key: 'pg-wide', windowStart: nowMs, count: 1, lockedUntil: nowMs + 60_000 });
    const [limit] = await db.select().from(pgSchema.rateLimits);
    expect(limit).toEqual({ key: 'pg-wide', windowStart: nowMs, count: 1, lockedUntil: nowMs + 60_000 });
  });
});
