import type { Db } from '../../db/client.ts';
import { ensureContentIndex, ensureContentIndexOn, type ContentKind } from './content-index.ts';
import { poolOf } from './content-index-pg.ts';
import { pgPassagesById, searchPgContent } from './search-content-pg.ts';
import { searchSqliteContent, sqlitePassagesById } from './search-content-sqlite.ts';

export { queryTerms } from './search-terms.ts';

/**
 * Ranks an organization's passages for a question with BM25 and maps the score to a 0..1
 * similarity, so that vectorSearch's threshold (0.3) means what it says. FTS5 on SQLite
 * (search-content-sqlite.ts), PostgreSQL full-text with the same BM25 (search-content-pg.ts).
 *
 * The similarity is the passage's BM25 score divided by the score a passage would get that holds
 * every query word once at average length: Σ idf(word) over the question's words, including
 * words no content holds (their idf is the highest, so they pull the similarity down). A passage
 * that holds all the question's words scores about 1, half of them (by weight) about 0.5; a
 * question that shares a common word or two with the content stays well below 0.3. Stop words
 * ("how", "do", "the") are left out before anything is counted.
 */

export interface SearchScope {
  orgId: string;
  kinds: readonly ContentKind[];
  /** Only resources (and their materials and documents) under these resource groups; null: any. */
  parentIds: readonly string[] | null;
  /** Visitors see public records only (public courses). */
  publicOnly: boolean;
  /** Only these records (by id, or resource id). */
  refIds?: readonly string[] | null;
  /** Never these materials and documents: content behind a page link's code the caller has not passed (vector-search.ts searchScope). */
  hiddenRefIds?: readonly string[];
}

export interface SearchHit {
  /** The passage ("node") id. */
  id: number;
  kind: ContentKind;
  refId: string;
  resourceId: string | null;
  title: string;
  heading: string | null;
  body: string;
  similarity: number;
}

export interface SearchOptions {
  threshold: number;
  count: number;
}

/** The best passages for `text` within `scope`, most similar first, at least `threshold` similar. */
export async function searchContent(db: Db, text: string, scope: SearchScope, options: SearchOptions): Promise<SearchHit[]> {
  if (scope.kinds.length === 0 || (scope.parentIds && scope.parentIds.length === 0 && scope.kinds.every((k) => k === 'resource' || k === 'material' || k === 'document'))) return [];
  if (db.$dialect === 'sqlite') {
    return db.$withConnection((sqlite) => {
      ensureContentIndexOn(db, sqlite);
      return searchSqliteContent(sqlite, text, scope, options);
    });
  }
  await ensureContentIndex(db);
  return searchPgContent(poolOf(db), text, scope, options);
}

/** Passages by id, within the same scope rules (ids from a client are never trusted across organizations). */
export async function passagesById(db: Db, ids: readonly number[], scope: SearchScope): Promise<Omit<SearchHit, 'similarity'>[]> {
  if (ids.length === 0) return [];
  if (db.$dialect === 'sqlite') {
    return db.$withConnection((sqlite) => {
      ensureContentIndexOn(db, sqlite);
      return sqlitePassagesById(sqlite, ids, scope);
    });
  }
  await ensureContentIndex(db);
  return pgPassagesById(poolOf(db), ids, scope);
}
