import type { SQL } from 'drizzle-orm';
import type pg from 'pg';

/**
 * What code outside pg-client.ts needs of a PostgreSQL `Db`, without loading node-postgres: a
 * SQLite start never loads `pg` (pg-client.ts is imported only when DATABASE_URL is set), which
 * is part of starting fast (issue 29).
 */

/** Runs raw SQL in the open transaction of the caller's async context, or on the pool. */
export type PgExecute = (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>;

/** Runs raw SQL as `PgExecute` does, answering each row as an array of its values in selection order. */
export type PgExecuteArrays = (query: SQL) => Promise<unknown[][]>;

interface PgHandle {
  pool: pg.Pool;
  execute: PgExecute;
  arrays: PgExecuteArrays;
}

// Keyed by the `Db` object (any object: this module does not import db/client.ts, which imports it).
const handles = new WeakMap<object, PgHandle>();

/** The pool behind a `Db` opened by openPgDatabase, or undefined for a SQLite one. */
export function pgPoolOf(db: object): pg.Pool | undefined {
  return handles.get(db)?.pool;
}

/** Called by openPgDatabase with the `Db` it returns. */
export function rememberPgPool(db: object, pool: pg.Pool, execute: PgExecute, arrays: PgExecuteArrays): void {
  handles.set(db, { pool, execute, arrays });
}

/** Raw SQL on PostgreSQL, inside this context's open transaction if any: for the PostgreSQL paths of code that is raw SQL on SQLite. */
export async function pgRows<T = Record<string, unknown>>(db: object, query: SQL): Promise<T[]> {
  const handle = handles.get(db);
  if (!handle) throw new Error('pgRows: not a PostgreSQL database');
  // The caller names the row shape its SQL selects (as drizzle's own execute<T> does).
  return (await handle.execute(query)).rows as T[];
}

/** pgRows with each row as an array of its values in selection order: wide rows cost much less to read that way. */
export async function pgArrayRows(db: object, query: SQL): Promise<unknown[][]> {
  const handle = handles.get(db);
  if (!handle) throw new Error('pgArrayRows: not a PostgreSQL database');
  return handle.arrays(query);
}
