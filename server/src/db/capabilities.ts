import type Database from 'better-sqlite3';
import type { Column, SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * What differs between SQLite and PostgreSQL at the database layer, one small interface per
 * capability. Each database gets its implementations once, when it opens (`db.capabilities`:
 * sqlite-capabilities.ts, pg-capabilities.ts), so code above the database asks the capability and
 * never which engine runs. Capabilities whose logic belongs to a feature (a list's paging, the
 * assistant's content index, the occupation search index) are chosen the same way, once per
 * database, with `perDatabase` (per-database.ts).
 *
 * This file holds types only, so any module may import it without an import circle.
 */
/** What this app's databases add to Drizzle's, on either engine. */
export interface DatabaseExtras {
  /**
   * Which engine runs the statements: only the database layer reads it, to choose the
   * implementation of a capability once per database (per-database.ts).
   */
  readonly $dialect: 'sqlite' | 'postgres';
  /** What differs between the engines, behind one interface per capability (capabilities.ts). */
  readonly capabilities: DatabaseCapabilities;
  /**
   * Runs synchronous code on the raw connection (the statement cache, FTS) in its turn, like a
   * statement: never use the connection outside this, or it may land in another request's
   * transaction. SQLite's implementations of capabilities only: PostgreSQL has no such connection.
   */
  $withConnection<T>(use: (sqlite: Database.Database) => T extends PromiseLike<unknown> ? never : T): Promise<T>;
}

export interface DatabaseCapabilities {
  readonly jsonSql: JsonSql;
  readonly textSearch: TextSearch;
  readonly rawSql: RawSql;
  readonly lifecycle: Lifecycle;
}

/** SQL over the JSON columns: text on SQLite (json_extract, json_each), jsonb on PostgreSQL (->>, ?, ?|). */
export interface JsonSql {
  /** The text of one top-level key of a JSON object column (null when absent). */
  text(column: Column, key: string): SQL;
  /** A JSON list column holds at least one of `values` (false for a missing list). */
  listHasAny(column: Column, values: readonly (string | SQL)[]): SQL;
  /** `column IS true/false`, as each database writes the literal (PostgreSQL's IS takes only TRUE and FALSE). */
  booleanIs(column: Column, value: boolean, negate?: boolean): SQL;
  /**
   * One row per element of a JSON list of objects, joined to `from` (`"table" alias`) as `alias`:
   * the FROM fragment, and an element key as text or as a number.
   */
  elementsOf(from: SQL, list: SQL, alias: string): { from: SQL; text(key: string): SQL; number(key: string): SQL };
}

/** Case-insensitive LIKE over text columns (patterns escaped as db/like-pattern.ts writes them). */
export interface TextSearch {
  /** `lower(col) LIKE lower(pattern)`, narrowed by the column's text index where the database has one. */
  like(column: SQLiteColumn, pattern: string): SQL;
  /** The same test row by row, without the text index: for a plan that walks another index in order. */
  plainLike(column: SQLiteColumn, pattern: string): SQL;
}

/**
 * Raw SQL: statements both databases read alike (identifiers in double quotes, `?` placeholders),
 * or one text per database where they differ. SQLite runs them as cached statements, PostgreSQL as
 * named prepared statements.
 */
export type RawQuery = string | { sqlite: string; postgres: string };

export interface RawSql {
  /**
   * Rows of a query over read-only reference data, as objects keyed by column name or (`arrays`)
   * as arrays of values: on PostgreSQL on any pooled connection, never inside the caller's
   * transaction (the data only changes when its loader replaces it).
   */
  referenceRows(query: RawQuery, params: readonly unknown[], arrays: boolean): Promise<unknown[]>;
  /** A list of values as one parameter: a JSON text for SQLite's json_each, an array for PostgreSQL. */
  listParameter(values: readonly (string | number)[]): unknown;
  /**
   * The rows of a Drizzle query as objects keyed by column name, inside this context's
   * transaction if any: SQLite runs it through the statement cache (hot paths).
   */
  queryRows<T>(query: PromiseLike<unknown[]> & { toSQL(): { sql: string; params: unknown[] } }): Promise<T[]>;
  /** Rows of an SQL query, inside this context's transaction if any. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** Runs raw statements (DDL, scripts): the caller gives each database its own text. */
  exec(statements: RawQuery): Promise<void>;
}

export interface Lifecycle {
  /**
   * Why the database cannot take writes right now, or null when it can (a real write, the page
   * limit and the data folder's free space on SQLite; a transaction id and read-only sessions on
   * PostgreSQL). Cheap enough for every readiness probe.
   */
  writeProblem(dataDir: string): Promise<string | null>;
  /** Waits for the statements queued before it, then closes (SQLite: after `PRAGMA optimize`; PostgreSQL: ends the pool). */
  close(): Promise<void>;
  /** Closes without writing anything (a failed start, a template copied as it is). */
  closeWithoutWriting(): Promise<void>;
}
