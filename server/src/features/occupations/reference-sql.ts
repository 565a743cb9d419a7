import type { RawQuery } from '../../db/capabilities.ts';
import type { Db } from '../../db/client.ts';

/**
 * Raw SQL over the read-only occupation tables, the hot path of the occupation and place lookups,
 * written once for both databases: identifiers in double quotes (PostgreSQL folds unquoted ones to
 * lower case), `?` placeholders. Where the dialects differ (a list parameter: json_each on SQLite,
 * an array on PostgreSQL: `db.capabilities.rawSql.listParameter`) a query gives both texts. SQLite
 * runs it as a cached statement on the connection; PostgreSQL as a named prepared statement (parsed
 * once per pooled connection), on any pooled connection, never inside the caller's transaction:
 * the data only changes when the loader replaces it, so every connection reads the same rows
 * (db/capabilities.ts RawSql.referenceRows).
 */
export type ReferenceSql = RawQuery;

/** The rows of a query as objects keyed by column name. */
export function referenceRows<T>(db: Db, query: ReferenceSql, params: unknown[] = []): Promise<T[]> {
  return run(db, query, params, false) as Promise<T[]>;
}

/** The rows of a query as arrays of values, in column order. */
export function referenceArrays<T extends unknown[]>(
  db: Db,
  query: ReferenceSql,
  params: unknown[] = [],
): Promise<T[]> {
  return run(db, query, params, true) as Promise<T[]>;
}

/** The first row of a query (as an object), or undefined. */
export async function referenceRow<T>(db: Db, query: ReferenceSql, params: unknown[] = []): Promise<T | undefined> {
  return (await referenceRows<T>(db, query, params))[0];
}

/** The first column of every row. */
export async function referenceColumn<T>(db: Db, query: ReferenceSql, params: unknown[] = []): Promise<T[]> {
  return (await referenceArrays<[T]>(db, query, params)).map((r) => r[0]);
}

function run(db: Db, query: ReferenceSql, params: unknown[], arrays: boolean): Promise<unknown[]> {
  return db.capabilities.rawSql.referenceRows(query, params, arrays);
}
