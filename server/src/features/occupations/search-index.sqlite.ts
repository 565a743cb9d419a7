import type { Db } from '../../db/client.ts';
import { referenceArrays, referenceColumn, referenceRows } from './reference-sql.ts';
import {
  type CertificationHit,
  type MatchOptions,
  type SearchIndex,
  type Term,
  trigrams,
} from './search-index-types.ts';

/** The occupation search index on SQLite: the FTS5 tables of load-occupation-data.ts, ranked by bm25. */

const TITLE_SQL = `SELECT s.code, s.title, s.kind, s.sources
  FROM occTitleSearch s WHERE occTitleSearch MATCH ? ORDER BY bm25(occTitleSearch) LIMIT 500`;
const DESCRIPTION_SQL = `SELECT code FROM occOccupationSearch WHERE occOccupationSearch MATCH ? ORDER BY bm25(occOccupationSearch, 0, 10, 4, 1) LIMIT ?`;
const CERTIFICATION_SQL = `SELECT c.id, c.name, c.acronym, c.organization, c.type FROM occCertificationSearch s
  JOIN occCertifications c ON c.id = s.rowid
  WHERE occCertificationSearch MATCH ? ORDER BY bm25(occCertificationSearch, 10, 8, 4, 2, 1) LIMIT ?`;
const KNOWN_WORD_SQL = `SELECT 1 FROM occSearchWords WHERE occSearchWords MATCH ? AND word = ?`;
const WORD_BEGUN_SQL = `SELECT 1 FROM occSearchWords WHERE occSearchWords MATCH ? AND word LIKE ? LIMIT 1`;
const WORD_CANDIDATES_SQL = `SELECT word, freq FROM occSearchWords WHERE occSearchWords MATCH ? ORDER BY rank LIMIT 60`;

/** An FTS5 query: each term one phrase (or its alternatives OR'ed), the last a prefix while typing. */
function ftsQuery(terms: Term[], { join, prefix }: MatchOptions): string {
  return terms
    .map(({ alternatives }, i) => {
      const last = prefix && i === terms.length - 1;
      const phrases = [...new Set(alternatives)].map((w) => `"${w}"${last && w.length >= 3 ? '*' : ''}`);
      return phrases.length === 1 ? phrases[0] : `(${phrases.join(' OR ')})`;
    })
    .join(` ${join} `);
}

export function sqliteSearchIndex(db: Db): SearchIndex {
  return {
    titles: (terms, options) => referenceRows(db, TITLE_SQL, [ftsQuery(terms, options)]),
    described: (terms, limit) =>
      referenceColumn(db, DESCRIPTION_SQL, [ftsQuery(terms, { join: 'AND', prefix: false }), limit]),
    certifications: (terms, options, limit) => referenceRows(db, CERTIFICATION_SQL, [ftsQuery(terms, options), limit]),
    certificationsEach: (queries, options, limit) =>
      Promise.all(
        queries.map((terms) =>
          referenceRows<CertificationHit>(db, CERTIFICATION_SQL, [ftsQuery(terms, options), limit]),
        ),
      ),
    knownWord: async (word) => (await referenceArrays(db, KNOWN_WORD_SQL, [`"${word}"`, word])).length > 0,
    wordBegun: async (word) => (await referenceArrays(db, WORD_BEGUN_SQL, [`"${word}"`, `${word}%`])).length > 0,
    wordCandidates: (word) =>
      referenceRows(db, WORD_CANDIDATES_SQL, [
        trigrams(word)
          .map((g) => `"${g}"`)
          .join(' OR '),
      ]),
  };
}
