import type { SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/client.ts';
import type { RawQuery } from '../../db/capabilities.ts';
import { openPgDatabase, pgPoolOf } from '../../db/pg-client.ts';
import type { TestApp } from '../../test/harness.ts';

/**
 * For the assistant's tests, on either database: the index tables are raw SQL, not Drizzle tables.
 * Identifiers are quoted, which both read alike.
 */

/** The single number a query answers (a count): one SQL for both databases, or one text per database. */
export async function numberOf(db: Db, query: SQL | RawQuery): Promise<number> {
  const [row] =
    typeof query === 'string' || 'sqlite' in query
      ? ((await db.capabilities.rawSql.referenceRows(query, [], true)) as unknown[][]).map((r) => ({ n: r[0] }))
      : await db.capabilities.rawSql.rows(query);
  return Number(Object.values(row ?? {})[0]);
}

/** Runs raw statements: the caller gives each database its own text. */
export function execRaw(db: Db, statements: RawQuery): Promise<void> {
  return db.capabilities.rawSql.exec(statements);
}

/** A second Db on the test app's database, as another process (or a restart) opens it. */
export async function openSecondDb(t: TestApp): Promise<Db> {
  const pool = pgPoolOf(t.deps.db);
  return pool ? openPgDatabase(pool.options.connectionString!, { max: 2 }) : openDatabase(t.config.dbFile);
}
