import type { Db } from '../../db/client.ts';
import { contentIndexOf } from './content-index.ts';
import { coverage, questionOf } from './relevance.ts';
import type { SearchHit, SearchOptions, SearchScope } from './search-types.ts';

export { queryTerms } from './search-terms.ts';
export type { SearchHit, SearchOptions, SearchScope } from './search-types.ts';

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
 *
 * BM25 rewards a word said often, in a title or in a short passage: a passage holding one common
 * word of the question in its heading could pass the threshold alone. So the similarity is at most
 * the passage's coverage of the question (relevance.ts): the share of the question's words, each
 * weighed by its idf (a word the organization's own content never holds weighing the most), that
 * the passage holds.
 */

/** The best passages for `text` within `scope`, most similar first, at least `threshold` similar. */
export async function searchContent(
  db: Db,
  text: string,
  scope: SearchScope,
  options: SearchOptions,
): Promise<SearchHit[]> {
  if (
    scope.kinds.length === 0 ||
    (scope.parentIds &&
      scope.parentIds.length === 0 &&
      scope.kinds.every((k) => k === 'resource' || k === 'material' || k === 'document'))
  )
    return [];
  // Twice the count from BM25, as some fall below the threshold once capped by their coverage.
  const ranked = { ...options, count: options.count * 2 };
  const { hits, weights } = await contentIndexOf(db).search(text, scope, ranked);
  const question = questionOf(text, weights);
  return hits
    .map((h) => ({ ...h, similarity: Math.min(h.similarity, Math.round(coverage(question, h) * 1000) / 1000) }))
    .filter((h) => h.similarity >= options.threshold)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, options.count);
}

/**
 * The idf of each search word of a text, a word the organization's content never holds weighing
 * the most, for weighing how much of a question a passage covers (relevance.ts).
 */
export function termWeights(db: Db, text: string, orgId: string): Promise<Map<string, number>> {
  return contentIndexOf(db).termWeights(text, orgId);
}

/** Passages by id, within the same scope rules (ids from a client are never trusted across organizations). */
export async function passagesById(
  db: Db,
  ids: readonly number[],
  scope: SearchScope,
): Promise<Omit<SearchHit, 'similarity'>[]> {
  if (ids.length === 0) return [];
  return contentIndexOf(db).passagesById(ids, scope);
}
