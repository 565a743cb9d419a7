import type { SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/client.ts';
import { openPgDatabase, pgPoolOf, pgRows } from '../../db/pg-client.ts';
import type { TestApp } from '../../test/harness.ts';

/**
 * For the assistant's tests, on either database: the index tables are raw SQL, not Drizzle tables.
 * Identifiers are quoted, which both read alike.
 */

/** The single number a query answers (a count). */
export async function numberOf(db: Db, query: SQL): Promise<number> {
  const [row] = pgPoolOf(db) ? await pgRows(db, query) : await db.all<Record<string, unknown>>(query);
  return Number(Object.values(row ?? {})[0]);
}

/** Runs raw statements: the caller gives each database its own text. */
export async function execRaw(db: Db, statements: { sqlite: string; postgres: string }): Promise<void> {
  const pool = pgPoolOf(db);
  if (pool) await pool.query(statements.postgres);
  else await db.$withConnection((sqlite) => void sqlite.exec(statements.sqlite));
}

/** A second Db on the test app's database, as another process (or a restart) opens it. */
export async function openSecondDb(t: TestApp): Promise<Db> {
  const pool = pgPoolOf(t.deps.db);
  return pool ? openPgDatabase(pool.options.connectionString!, { max: 2 }) : openDatabase(t.config.dbFile);
}
