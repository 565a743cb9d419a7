import type { Db } from '../../db/client.ts';
import { referenceArrays, referenceColumn, referenceRows } from './reference-sql.ts';
import {
  type CertificationHit,
  type MatchOptions,
  type SearchIndex,
  type Term,
  trigrams,
} from './search-index-types.ts';

/**
 * The occupation search index on PostgreSQL: the tsvector documents and trigram vocabulary of
 * migration 0002_search, filled by load-occupation-data.pg.ts, ranked by ts_rank. Its weights
 * follow the bm25 column weights of the SQLite index (ts_rank takes them as {D, C, B, A}).
 */

const QUERY = `to_tsquery('pathcraft_search', ?)`;
// Normalization 2: rank divided by the document's length, so short titles ('RN') come first as with bm25.
const TITLE_SQL = `SELECT t.code, t.title, t.kind, t.sources
  FROM "occTitleSearch" s JOIN "occOccupationTitles" t ON t.id = s.id, ${QUERY} q
  WHERE s.document @@ q ORDER BY ts_rank(s.document, q, 2) DESC, s.id LIMIT 500`;
// Title 10, other titles 4, description 1.
const DESCRIPTION_SQL = `SELECT s.code FROM "occOccupationSearch" s, ${QUERY} q
  WHERE s.document @@ q ORDER BY ts_rank('{0, 0.1, 0.4, 1}', s.document, q) DESC, s.code LIMIT ?`;
// Name 10, acronym 8, keywords 4, organization and description 2 and 1.
const CERTIFICATION_SQL = `SELECT c.id, c.name, c.acronym, c.organization, c.type
  FROM "occCertificationSearch" s JOIN "occCertifications" c ON c.id = s.id, ${QUERY} q
  WHERE s.document @@ q ORDER BY ts_rank('{0.15, 0.4, 0.8, 1}', s.document, q, 1) DESC, c.id LIMIT ?`;
// CERTIFICATION_SQL for each of an array of tsqueries, its hits in the order CERTIFICATION_SQL gives them.
const CERTIFICATIONS_EACH_SQL = `SELECT w.n, h.id, h.name, h.acronym, h.organization, h.type
  FROM unnest(?::text[]) WITH ORDINALITY AS w(query, n)
  CROSS JOIN LATERAL (SELECT c.id, c.name, c.acronym, c.organization, c.type, ts_rank('{0.15, 0.4, 0.8, 1}', s.document, q, 1) AS rank
    FROM "occCertificationSearch" s JOIN "occCertifications" c ON c.id = s.id, to_tsquery('pathcraft_search', w.query) q
    WHERE s.document @@ q ORDER BY rank DESC, c.id LIMIT ?) h
  ORDER BY w.n, h.rank DESC, h.id`;
const KNOWN_WORD_SQL = `SELECT 1 FROM "occSearchWords" WHERE word = ?`;
const WORD_BEGUN_SQL = `SELECT 1 FROM "occSearchWords" WHERE word LIKE ? LIMIT 1`;
// Any shared trigram (the regular expression uses the trigram index), the most similar first.
const WORD_CANDIDATES_SQL = `SELECT word, freq FROM "occSearchWords" WHERE word ~ ? ORDER BY similarity(word, ?) DESC, freq DESC, word LIMIT 60`;

/** A tsquery: each term a word (or its alternatives OR'ed), the last a prefix while typing. Words are [a-z0-9]+ (tokenize). */
function tsQuery(terms: Term[], { join, prefix }: MatchOptions): string {
  return terms
    .map(({ alternatives }, i) => {
      const last = prefix && i === terms.length - 1;
      const words = [...new Set(alternatives)].map((w) => `${w}${last && w.length >= 3 ? ':*' : ''}`);
      return words.length === 1 ? words[0] : `(${words.join(' | ')})`;
    })
    .join(join === 'AND' ? ' & ' : ' | ');
}

export function pgSearchIndex(db: Db): SearchIndex {
  return {
    titles: (terms, options) => referenceRows(db, TITLE_SQL, [tsQuery(terms, options)]),
    described: (terms, limit) =>
      referenceColumn(db, DESCRIPTION_SQL, [tsQuery(terms, { join: 'AND', prefix: false }), limit]),
    certifications: (terms, options, limit) => referenceRows(db, CERTIFICATION_SQL, [tsQuery(terms, options), limit]),
    async certificationsEach(queries, options, limit) {
      const each: CertificationHit[][] = queries.map(() => []);
      if (!queries.length) return each;
      const rows = await referenceArrays<[string, number, string, string | null, string | null, string]>(
        db,
        CERTIFICATIONS_EACH_SQL,
        [queries.map((terms) => tsQuery(terms, options)), limit],
      );
      for (const [n, id, name, acronym, organization, type] of rows)
        each[Number(n) - 1]!.push({ id, name, acronym, organization, type });
      return each;
    },
    knownWord: async (word) => (await referenceArrays(db, KNOWN_WORD_SQL, [word])).length > 0,
    wordBegun: async (word) => (await referenceArrays(db, WORD_BEGUN_SQL, [`${word}%`])).length > 0,
    wordCandidates: (word) => referenceRows(db, WORD_CANDIDATES_SQL, [trigrams(word).join('|'), word]),
  };
}
