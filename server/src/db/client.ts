import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema/index.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens (creating if needed) the SQLite file in WAL mode and applies pending migrations. */
export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return db;
}

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();
const MAX_CACHED = 500;

/**
 * better-sqlite3 compiles SQL on every prepare, and Drizzle prepares on every
 * query, which costs more than running a small query. Hot paths build SQL with
 * Drizzle and run it through this cache, keyed by SQL text.
 */
export function cachedStatement(db: Db, sqlText: string): Database.Statement {
  return preparedStatement(db.$client, sqlText);
}

/**
 * The same cache for code that holds the raw connection (search, occupation lookups). A cached
 * statement keeps its raw/pluck mode between calls: set the mode you need on every use.
 */
export function preparedStatement(sqlite: Database.Database, sqlText: string): Database.Statement {
  let cache = statements.get(sqlite);
  if (!cache) statements.set(sqlite, (cache = new Map()));
  let stmt = cache.get(sqlText);
  if (!stmt) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    stmt = sqlite.prepare(sqlText);
    cache.set(sqlText, stmt);
  }
  return stmt;
}

/** Runs a Drizzle query through the statement cache: rows as arrays, in selection order. */
export function allValues(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): unknown[][] {
  const { sql, params } = query.toSQL();
  return cachedStatement(db, sql).raw(true).all(...params) as unknown[][];
}

export function closeDatabase(db: Db): void {
  if (db.$client.open) {
    db.$client.pragma('optimize');
    db.$client.close();
  }
}
