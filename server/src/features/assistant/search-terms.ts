import type { SearchHit } from './search-types.ts';

/**
 * What both search implementations share: the question's words, BM25's idf, and how ranked
 * passages become hits.
 */

/** Words that say nothing of a question's subject, the last line the frame of one ('what does it cover', 'do you offer'). */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could
  did do does doing don down during each either else ever few for from further get gets got had has have having he her here hers herself him
  himself his how i if in into is it its itself just let lets like may me might more most much must my myself no nor not now of off on once
  only or other our ours ourselves out over own please same shall she should so some such tell than that the their theirs them themselves
  then there these they this those through to too under until up upon us very want was we were what whats when where which while who whom
  whose why will with would you your yours yourself yourselves hi hello hey thanks thank i'm im know
  many need needs cover covers include includes offer offers learn`.split(/\s+/),
);
const MAX_TERMS = 16;

/** A text's words: lower case, without diacritics (as FTS5's unicode61 splits them). */
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** The question's search words: lower case, no stop words, no duplicates. */
export function queryTerms(text: string): string[] {
  return [...new Set(words(text).filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w))))].slice(
    0,
    MAX_TERMS,
  );
}

/** FTS5's own idf (fts5_aux.c), so the ceiling matches the scores bm25() returns. */
export const idf = (rows: number, hits: number) => Math.max(1e-6, Math.log((rows - hits + 0.5) / (hits + 0.5)));

const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Ranked passages (best first, in scope) as hits: each text once, at most `count`, similarity to three places. */
export function distinctHits(
  ranked: Iterable<{ hit: Omit<SearchHit, 'similarity'>; similarity: number }>,
  count: number,
): SearchHit[] {
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const { hit, similarity } of ranked) {
    const key = normalized(hit.body);
    if (seen.has(key)) continue;
    seen.add(key);
    hits.push({ ...hit, similarity: Math.round(similarity * 1000) / 1000 });
    if (hits.length >= count) break;
  }
  return hits;
}
