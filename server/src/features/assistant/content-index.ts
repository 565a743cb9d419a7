import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import type { IndexState } from './content-index-state.ts';
import type { ContentIndex } from './content-index-types.ts';
import type { ContentKind } from './content-records.ts';
import { pgContentIndex } from './search-content-pg.ts';
import { sqliteContentIndex } from './search-content-sqlite.ts';

/**
 * The assistant's search index over the organizations' content: one interface for the feature
 * (content-index-types.ts), one implementation per database, chosen once per database
 * (ARCHITECTURE: keep full-text search behind one search module). On SQLite, FTS5
 * (content-index-sqlite.ts); on PostgreSQL, a tsvector column with a GIN index (content-index-pg.ts). Both keep what must be shared in the database (the queue of changed
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

/** The database's content index. */
export const contentIndexOf = perDatabase<ContentIndex, Db>({
  sqlite: (db) => sqliteContentIndex(db, stateOf(db)),
  postgres: (db) => pgContentIndex(db, stateOf(db)),
});

/**
 * Creates the index when it is missing or outdated, then catches up with the changes queued since:
 * at once when a few records changed, in the background when many did.
 */
export function ensureContentIndex(db: Db): Promise<void> {
  return contentIndexOf(db).ensure();
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
export function syncContentIndex(db: Db): Promise<number> {
  return contentIndexOf(db).sync();
}

/**
 * Re-indexes one record now, whatever else is queued (a material just embedded: the next
 * question must find it); answers how many passages it has.
 */
export function indexRecordNow(db: Db, kind: ContentKind, refId: string): Promise<number> {
  return contentIndexOf(db).indexRecordNow(kind, refId);
}
