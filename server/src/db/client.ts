import { closeSync, existsSync, mkdirSync, openSync, statfsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { type AsyncDatabase, openAsyncDatabase } from './async-sqlite.ts';
import * as schema from './schema/index.ts';
import { ensureOrgLinks } from './org-links.ts';
import { pgPoolOf } from './pg-pool.ts';
import { databaseUnreachable } from './connection-errors.ts';
import { ensureTextSearch } from './text-search.ts';

export type Db = AsyncDatabase<typeof schema>;
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
  const db = drizzle(sqlite, { schema });
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

/** Below this much free space the data folder's disk counts as full: the next writes would fail. */
const MIN_FREE_BYTES = 1024 * 1024;

/**
 * Why the database cannot take writes right now, or null when it can: a real write
 * (user_version rewritten to itself, one tiny transaction), the page limit, and the
 * free space of the data folder's disk. Cheap enough for every readiness probe.
 */
export async function databaseWriteProblem(db: Db, dataDir: string): Promise<string | null> {
  const pool = pgPoolOf(db);
  if (pool) return pgWriteProblem(pool);
  const problem = await db.$withConnection((sqlite) => {
    try {
      const pages = sqlite.pragma('page_count', { simple: true }) as number;
      const maxPages = sqlite.pragma('max_page_count', { simple: true }) as number;
      if (pages >= maxPages)
        return `The database is full (${pages} of at most ${maxPages} pages): changes that need space fail.`;
      const version = sqlite.pragma('user_version', { simple: true }) as number;
      sqlite.pragma(`user_version = ${Number(version)}`);
      return null;
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'error';
      return `The database cannot save changes (${code}): ${(err as Error).message}.`;
    }
  });
  if (problem) return problem;
  try {
    const disk = statfsSync(dataDir);
    const free = disk.bavail * disk.bsize;
    if (free < MIN_FREE_BYTES) return `The disk holding ${dataDir} is full (${free} bytes free).`;
  } catch {
    // A file system that cannot report its space: the write probe above is the answer.
  }
  return null;
}

/**
 * PostgreSQL: a transaction id is assigned only where writes are possible (not on a standby, nor
 * when the server is out of space for them); a session set read-only (default_transaction_read_only,
 * as an operator sets it on a database) still gets one, so that setting is read too.
 */
async function pgWriteProblem(pool: NonNullable<ReturnType<typeof pgPoolOf>>): Promise<string | null> {
  try {
    const { rows } = await pool.query<{ readOnly: string }>(
      `SELECT txid_current(), current_setting('transaction_read_only') AS "readOnly"`,
    );
    if (rows[0]?.readOnly === 'on') return 'The database cannot save changes (25006): its sessions are read-only.';
    return null;
  } catch (err) {
    const unreachable = databaseUnreachable(err);
    if (unreachable) return `The database is not reachable (${unreachable.code}): ${unreachable.message}.`;
    const code = (err as { code?: string }).code ?? 'error';
    return `The database cannot save changes (${code}): ${(err as Error).message}.`;
  }
}

/** Waits for the statements queued before it, then closes the connection (PostgreSQL: ends the pool). */
export async function closeDatabase(db: Db): Promise<void> {
  const pool = pgPoolOf(db);
  if (pool) {
    if (!pool.ended) await pool.end();
    return;
  }
  await db.$withConnection((sqlite) => {
    if (!sqlite.open) return;
    sqlite.pragma('optimize');
    sqlite.close();
  });
}
