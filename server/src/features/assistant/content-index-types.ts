import type { ContentKind } from './content-records.ts';
import type { SearchHit, SearchOptions, SearchScope } from './search-types.ts';

/**
 * The assistant's search index over the organizations' content, one implementation per database
 * (content-index.ts chooses it): FTS5 on SQLite (content-index-sqlite.ts, search-content-sqlite.ts),
 * a tsvector column with a GIN index on PostgreSQL (content-index-pg.ts, search-content-pg.ts).
 * Every read creates the index first when it is missing or outdated.
 */
export interface ContentIndex {
  /** Creates the index when it is missing or outdated, then catches up with the changes queued since. */
  ensure(): Promise<void>;
  /** Re-indexes every queued record now; returns how many. */
  sync(): Promise<number>;
  /** Re-indexes one record now, whatever else is queued; answers how many passages it has. */
  indexRecordNow(kind: ContentKind, refId: string): Promise<number>;
  /** The passages BM25 ranks best for `text` within `scope`, and the idf of the text's words in the scope's organization. */
  search(
    text: string,
    scope: SearchScope,
    options: SearchOptions,
  ): Promise<{ hits: SearchHit[]; weights: Map<string, number> }>;
  /** The idf of each search word of a text in an organization's content. */
  termWeights(text: string, orgId: string): Promise<Map<string, number>>;
  /** Passages by id, within the scope. */
  passagesById(ids: readonly number[], scope: SearchScope): Promise<Omit<SearchHit, 'similarity'>[]>;
}
