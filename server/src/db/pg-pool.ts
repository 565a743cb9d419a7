import type { SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * What code outside pg-client.ts needs of a PostgreSQL `Db`, without loading node-postgres: a
 * SQLite start never loads `pg` (pg-client.ts is imported only when DATABASE_URL is set), which
 * is part of starting fast (issue 29).
 */

const pools = new WeakMap<object, pg.Pool>();

/** The pool behind a `Db` opened by openPgDatabase, or undefined for a SQLite one. */
export function pgPoolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/** Called by openPgDatabase with the `Db` it returns. */
export function rememberPgPool(db: Db, pool: pg.Pool): void {
  pools.set(db, pool);
}

/** Raw SQL on PostgreSQL, inside this context's open transaction if any: for the PostgreSQL paths of code that is raw SQL on SQLite. */
export async function pgRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return (await (db as unknown as NodePgDatabase).execute(query)).rows as T[];
}
