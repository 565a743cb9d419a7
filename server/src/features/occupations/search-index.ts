import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import type { SearchIndex } from './search-index-types.ts';
import { pgSearchIndex } from './search-index.pg.ts';
import { sqliteSearchIndex } from './search-index.sqlite.ts';

/**
 * The word index under occupation and certification search (search-occupations.ts ranks what it
 * returns): FTS5 tables on SQLite, tsvector + GIN and pg_trgm on PostgreSQL (both built by the
 * occupation data loader).
 */

export const searchIndexOf = perDatabase<SearchIndex, Db>({ sqlite: sqliteSearchIndex, postgres: pgSearchIndex });

export type { CertificationHit, MatchOptions, SearchIndex, Term, TitleRow } from './search-index-types.ts';
export { trigrams } from './search-index-types.ts';
