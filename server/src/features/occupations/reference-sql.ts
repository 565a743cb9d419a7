import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { pgPoolOf } from '../../db/pg-pool.ts';

/**
 * Raw SQL over the read-only occupation tables, the hot path of the occupation and place lookups,
 * written once for both databases: identifiers in double quotes (PostgreSQL folds unquoted ones to
 * lower case), `?` placeholders. Where the dialects differ (a list parameter: json_each on SQLite,
 * an array on PostgreSQL) a query gives both texts. SQLite runs it as a cached statement on the
 * connection; PostgreSQL as a named prepared statement (parsed once per pooled connection), on
 * any pooled connection, never inside the caller's transaction: the data only changes when the
 * loader replaces it, so every connection reads the same rows.
 */
export type ReferenceSql = string | { sqlite: string; postgres: string };

const pgTexts = new Map<string, { name: string; text: string }>();

function pgStatement(query: ReferenceSql): { name: string; text: string } {
  const source = typeof query === 'string' ? query : query.postgres;
  let statement = pgTexts.get(source);
  if (!statement) {
    let n = 0;
    const text = source.replace(/\?/g, () => `$${++n}`);
    statement = { name: `ref_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text };
    pgTexts.set(source, statement);
  }
  return statement;
}

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

async function run(db: Db, query: ReferenceSql, params: unknown[], arrays: boolean): Promise<unknown[]> {
  const pool = pgPoolOf(db);
  if (!pool) {
    const text = typeof query === 'string' ? query : query.sqlite;
    return db.$withConnection((sqlite) =>
      preparedStatement(sqlite, text)
        .raw(arrays)
        .all(...params),
    );
  }
  const { name, text } = pgStatement(query);
  const result = await pool.query({ name, text, values: params, ...(arrays ? { rowMode: 'array' as const } : {}) });
  return result.rows;
}
