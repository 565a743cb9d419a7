import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';
import { openAsyncDatabase } from './async-sqlite.ts';
import type { DatabaseExtras } from './capabilities.ts';
import * as schema from './schema/index.ts';
import { ensureOrgLinks } from './org-links.ts';
import { ensureTextSearch } from './text-search.ts';

/**
 * The database feature code is typed against, on either engine: drizzle's SQLite database for
 * remote engines (drizzle-orm/sqlite-proxy) without SQLite's own raw-statement methods; raw SQL
 * goes through `db.capabilities.rawSql`. It is what both engines are: on SQLite over one
 * better-sqlite3 connection (async-sqlite.ts), on PostgreSQL over a pool, its dialect writing
 * PostgreSQL (pg-client.ts, pg-dialect.ts). Feature code runs the same query builders on both.
 */
export type Db = Omit<SqliteRemoteDatabase<typeof schema>, 'run' | 'all' | 'get' | 'values' | 'batch' | '$client'> &
  DatabaseExtras;
/** The transaction a `db.transaction` body receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The raw better-sqlite3 connection behind a Db: only inside `db.$withConnection` (tests: between requests). */
export interface Connection extends Database.Database {}

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens (creating if needed, readable by this user only) the SQLite file in WAL mode and applies pending migrations. */
export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // SQLite would create the file 0644; its WAL and shared-memory files copy the database file's mode.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const sqlite = new Database(file);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Opening runs before any request, so migrations and the search tables are set up
    // synchronously on the raw connection; the sync drizzle instance serves only the migrator.
    migrateShared(sqlite);
    ensureTextSearch(sqlite);
    ensureOrgLinks(sqlite);
    // Several processes may share this file. A deferred transaction that reads and then writes fails
    // with SQLITE_BUSY_SNAPSHOT (which busy_timeout cannot wait out) when another process committed
    // in between, e.g. two processes signing one agreement. openAsyncDatabase takes the write lock at
    // BEGIN (IMMEDIATE), so the later one waits its turn and then sees the other's change (a 409, not a 503).
    return openAsyncDatabase(sqlite, schema);
  } catch (err) {
    // A damaged or locked file: let go of it, so the caller can explain and stop (or retry).
    sqlite.close();
    throw err;
  }
}

/**
 * Drizzle's migrator reads the last applied migration before its own (deferred) BEGIN, so two
 * processes starting together on a new file can both try the first migration; the loser gets
 * 'already exists' (or a busy snapshot). It then waits for the winner's transaction to end
 * and migrates again, which finds everything applied.
 */
function migrateShared(sqlite: Database.Database): void {
  if (migrationsApplied(sqlite)) return;
  // The migrator needs no schema (drizzle would build every table's relations for nothing).
  const db = drizzle(sqlite);
  for (let attempt = 1; ; attempt++) {
    try {
      migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      return;
    } catch (err) {
      const cause =
        (err as { cause?: { code?: string; message?: string } }).cause ?? (err as { code?: string; message?: string });
      const raced = /already exists/.test(cause.message ?? '') || /^SQLITE_BUSY/.test(cause.code ?? '');
      if (!raced || attempt === 3) throw err;
      sqlite.exec('BEGIN IMMEDIATE; COMMIT;');
    }
  }
}

/**
 * Whether the database has every migration of the journal already. Drizzle's migrator applies the
 * migrations newer than the last it recorded (created_at, the journal's `when`); when none is, a
 * start skips it, which reads and hashes every migration file (issue 29 goal 5).
 */
export function migrationsApplied(sqlite: Database.Database, folder = MIGRATIONS_DIR): boolean {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const recorded = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!recorded) return false;
  const last = sqlite.prepare('select max(created_at) as at from __drizzle_migrations').get() as
    | { at: number | string | null }
    | undefined;
  return last?.at != null && Number(last.at) >= newest;
}

/**
 * Why the database cannot take writes right now, or null when it can (db/capabilities.ts
 * Lifecycle.writeProblem). Cheap enough for every readiness probe.
 */
export function databaseWriteProblem(db: Db, dataDir: string): Promise<string | null> {
  return db.capabilities.lifecycle.writeProblem(dataDir);
}

/** Waits for the statements queued before it, then closes the connection (PostgreSQL: ends the pool). */
export function closeDatabase(db: Db): Promise<void> {
  return db.capabilities.lifecycle.close();
}
