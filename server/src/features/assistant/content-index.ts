import type Database from 'better-sqlite3';
import type { Db } from '../../db/client.ts';
import { ensurePgContentIndex, indexPgRecordNow, syncPgContentIndex } from './content-index-pg.ts';
import { ensureSqliteContentIndex, indexSqliteRecordNow, syncSqliteContentIndex } from './content-index-sqlite.ts';
import type { IndexState } from './content-index-state.ts';
import type { ContentKind } from './content-records.ts';

/**
 * The assistant's search index over the organizations' content: one module for the feature, two
 * implementations (ARCHITECTURE: keep full-text search behind one search module). On SQLite,
 * FTS5 (content-index-sqlite.ts); on PostgreSQL, a tsvector column with a GIN index
 * (content-index-pg.ts). Both keep what must be shared in the database (the queue of changed
 * records, the generation of the index), so several processes can share one index; only the
 * background catch-up that runs in this process is kept here.
 */

export { CONTENT_KINDS, INLINE_LIMIT, type ContentKind } from './content-records.ts';

const states = new WeakMap<Db, IndexState>();

function stateOf(db: Db): IndexState {
  let state = states.get(db);
  if (!state) states.set(db, (state = { built: false, building: null, catchingUp: null }));
  return state;
}

/**
 * Creates the index when it is missing or outdated, then catches up with the changes queued since:
 * at once when a few records changed, in the background when many did.
 */
export async function ensureContentIndex(db: Db): Promise<void> {
  if (db.$dialect === 'sqlite') return db.$withConnection((sqlite) => ensureSqliteContentIndex(sqlite, stateOf(db)));
  return ensurePgContentIndex(db, stateOf(db));
}

/** ensureContentIndex on SQLite, inside a `$withConnection` turn that then searches. */
export function ensureContentIndexOn(db: Db, sqlite: Database.Database): void {
  ensureSqliteContentIndex(sqlite, stateOf(db));
}

/** Whether a background catch-up is running for this Db. */
export function contentIndexCatchingUp(db: Db): boolean {
  return !!states.get(db)?.catchingUp;
}

/** Resolves when the background catch-up (if one runs) has emptied the queue. */
export function contentIndexCaughtUp(db: Db): Promise<void> {
  return states.get(db)?.catchingUp ?? Promise.resolve();
}

/** Re-indexes every queued record now (scripts and benches that need a complete index); returns how many. */
export async function syncContentIndex(db: Db): Promise<number> {
  if (db.$dialect === 'sqlite') return db.$withConnection((sqlite) => syncSqliteContentIndex(sqlite, stateOf(db)));
  return syncPgContentIndex(db, stateOf(db));
}

/**
 * Re-indexes one record now, whatever else is queued (a material just embedded: the next
 * question must find it); answers how many passages it has.
 */
export async function indexRecordNow(db: Db, kind: ContentKind, refId: string): Promise<number> {
  if (db.$dialect === 'sqlite')
    return db.$withConnection((sqlite) => indexSqliteRecordNow(sqlite, stateOf(db), kind, refId));
  return indexPgRecordNow(db, stateOf(db), kind, refId);
}
