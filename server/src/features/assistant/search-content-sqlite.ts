import type Database from 'better-sqlite3';
import { preparedStatement } from '../../db/prepared-statement.ts';
import type { Db } from '../../db/client.ts';
import {
  ensureSqliteContentIndex,
  idToken,
  indexGeneration,
  indexSqliteRecordNow,
  syncSqliteContentIndex,
} from './content-index-sqlite.ts';
import type { IndexState } from './content-index-state.ts';
import type { ContentIndex } from './content-index-types.ts';
import type { SearchHit, SearchOptions, SearchScope } from './search-types.ts';
import { distinctHits, idf, queryTerms } from './search-terms.ts';

/**
 * search-content.ts on SQLite: FTS5 ranks with bm25(), and the similarity is that score divided by
 * the ceiling search-content.ts describes, with FTS5's own term counts.
 */

const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

interface TermStats {
  generation: number;
  rows: number;
  hits: Map<string, number>;
}
const stats = new WeakMap<Database.Database, TermStats>();

/** How many passages hold a word, and how many there are (both cached until the index changes). */
function termStats(sqlite: Database.Database): TermStats {
  const generation = indexGeneration(sqlite);
  let s = stats.get(sqlite);
  if (!s || s.generation !== generation) {
    const rows = preparedStatement(sqlite, 'SELECT count(*) FROM contentPassages').pluck(true).get() as number;
    stats.set(sqlite, (s = { generation, rows, hits: new Map() }));
  }
  return s;
}

function hitsOf(sqlite: Database.Database, s: TermStats, term: string): number {
  let n = s.hits.get(term);
  if (n === undefined) {
    n = preparedStatement(sqlite, 'SELECT count(*) FROM contentSearch WHERE contentSearch MATCH ?')
      .pluck(true)
      .get(`${TEXT_COLUMNS} : ${phrase(term)}`) as number;
    if (s.hits.size > 20_000) s.hits.clear();
    s.hits.set(term, n);
  }
  return n;
}

// Title, heading, body, scope weights: a word in a resource's title counts for each of its passages;
// the scope tokens only narrow the match and weigh nothing.
const RANK = 'bm25(contentSearch, 2.0, 1.5, 1.0, 0.0)';
const TEXT_COLUMNS = '{title heading body}';
const SEARCH_SQL = `SELECT rowid AS id, ${RANK} AS rank FROM contentSearch WHERE contentSearch MATCH ? ORDER BY rank LIMIT ?`;
const PASSAGES_SQL = `SELECT id, orgId, kind, refId, resourceId, title, heading, body, isPublic, scope FROM contentPassages WHERE id IN (SELECT value FROM json_each(?))`;

type PassageRow = Omit<SearchHit, 'similarity'> & { orgId: string; isPublic: number; scope: string };

function readPassages(sqlite: Database.Database, ids: number[]): Map<number, PassageRow> {
  const rows = preparedStatement(sqlite, PASSAGES_SQL).raw(false).all(JSON.stringify(ids)) as PassageRow[];
  return new Map(rows.map((r) => [r.id, r]));
}

/** The row itself has the last word on scope (the scope tokens are hashes). */
function inScope(row: PassageRow, scope: SearchScope): boolean {
  if (row.orgId !== scope.orgId || !scope.kinds.includes(row.kind) || (scope.publicOnly && !row.isPublic)) return false;
  if ((row.kind === 'material' || row.kind === 'document') && scope.hiddenRefIds?.includes(row.refId)) return false;
  if (!scope.parentIds || row.kind === 'course' || row.kind === 'user' || row.kind === 'project') return true;
  const tokens = row.scope.split(' ');
  return scope.parentIds.some((g) => tokens.includes(idToken('g', g)));
}

const inRefIds = (row: PassageRow, refIds: readonly string[] | null | undefined) =>
  !refIds?.length || refIds.includes(row.refId) || (!!row.resourceId && refIds.includes(row.resourceId));

const asHit = ({ orgId: _org, isPublic: _public, scope: _scope, ...hit }: PassageRow) => hit;

/**
 * The best-ranked passages of a match within a scope. First FTS5 ranks the text alone (fastest:
 * bm25 then counts only the question's words) and the scope is checked on the rows read back;
 * that is exact when enough rows pass, or when the last row read is already below the threshold
 * (rows come best first). Otherwise (an organization with little of the matching content) FTS5
 * ranks within the scope tokens.
 */
function rankedPassages(
  sqlite: Database.Database,
  textMatch: string,
  scope: SearchScope,
  limit: number,
  similarity: (rank: number) => number,
  threshold: number,
) {
  const first = preparedStatement(sqlite, SEARCH_SQL).raw(false).all(textMatch, limit) as {
    id: number;
    rank: number;
  }[];
  const last = first.at(-1);
  if (first.length < limit || !last || similarity(last.rank) < threshold) return first;
  const rows = readPassages(
    sqlite,
    first.map((r) => r.id),
  );
  const inside = first.filter((r) => rows.has(r.id) && inScope(rows.get(r.id)!, scope));
  if (inside.length >= limit / 2) return inside;
  return preparedStatement(sqlite, SEARCH_SQL)
    .raw(false)
    .all(`${textMatch} AND ${scopeExpression(scope)}`, limit) as { id: number; rank: number }[];
}

/** The scope as an FTS5 expression on the scope column (content-index-sqlite.ts scopeTokens). */
export function scopeExpression(scope: SearchScope): string {
  const any = (tokens: string[]) => `(${tokens.join(' OR ')})`;
  const parts = [idToken('o', scope.orgId), any(scope.kinds.map((k) => `k${k}`))];
  if (scope.publicOnly) parts.push('p1');
  if (scope.parentIds) parts.push(any(['gall', ...scope.parentIds.map((g) => idToken('g', g))]));
  return `scope : (${parts.join(' AND ')})`;
}

/** Each search word of a text with its idf and whether any passage holds it (none when the index is empty). */
function sqliteTermWeights(sqlite: Database.Database, text: string): { term: string; idf: number; present: boolean }[] {
  const s = termStats(sqlite);
  if (s.rows === 0) return [];
  return queryTerms(text).map((term) => {
    const n = hitsOf(sqlite, s, term);
    return { term, idf: idf(s.rows, n), present: n > 0 };
  });
}

/**
 * Each search word of a text with its idf (relevance.ts weighs a question's words with them), as
 * the search counts it, except that a word none of this organization's passages hold weighs as a
 * word nothing holds: for this organization, a word only another's content holds is unknown.
 * Whether the organization holds a word is one indexed look-up (LIMIT 1), cached with the counts.
 */
export function sqliteOrgTermWeights(sqlite: Database.Database, text: string, orgId: string): Map<string, number> {
  const s = termStats(sqlite);
  const org = idToken('o', orgId);
  return new Map(
    sqliteTermWeights(sqlite, text).map(({ term, idf: weight, present }) => {
      const key = `${orgId}\u0000${term}`;
      let held = s.hits.get(key);
      if (held === undefined) {
        held =
          present &&
          preparedStatement(sqlite, 'SELECT 1 FROM contentSearch WHERE contentSearch MATCH ? LIMIT 1')
            .pluck(true)
            .get(`${TEXT_COLUMNS} : ${phrase(term)} AND scope : ${org}`)
            ? 1
            : 0;
        s.hits.set(key, held);
      }
      return [term, held ? weight : idf(s.rows, 0)];
    }),
  );
}

export function searchSqliteContent(
  sqlite: Database.Database,
  text: string,
  scope: SearchScope,
  { threshold, count }: SearchOptions,
): SearchHit[] {
  const weights = sqliteTermWeights(sqlite, text);
  const ceiling = weights.reduce((sum, w) => sum + w.idf, 0);
  const present = weights.filter((w) => w.present).map((w) => w.term);
  if (present.length === 0) return [];

  const textMatch = `${TEXT_COLUMNS} : (${present.map(phrase).join(' OR ')})`;
  const similarity = (rank: number) => Math.min(1, -rank / ceiling);
  const ranked = rankedPassages(
    sqlite,
    textMatch,
    scope,
    scope.refIds?.length ? 5000 : count * 4,
    similarity,
    threshold,
  );
  const best = ranked.filter((r) => similarity(r.rank) >= threshold);
  if (best.length === 0) return [];
  const rows = readPassages(
    sqlite,
    best.map((r) => r.id),
  );
  return distinctHits(
    best.flatMap(({ id, rank }) => {
      const row = rows.get(id);
      return row && inScope(row, scope) && inRefIds(row, scope.refIds)
        ? [{ hit: asHit(row), similarity: similarity(rank) }]
        : [];
    }),
    count,
  );
}

export function sqlitePassagesById(
  sqlite: Database.Database,
  ids: readonly number[],
  scope: SearchScope,
): Omit<SearchHit, 'similarity'>[] {
  const rows = readPassages(sqlite, [...ids]);
  return ids
    .map((id) => rows.get(id))
    .filter((row): row is PassageRow => !!row && inScope(row, scope) && inRefIds(row, scope.refIds))
    .map(asHit);
}

/** The content index on SQLite (content-index-types.ts): each read in one turn on the connection, the index ensured first. */
export function sqliteContentIndex(db: Db, state: IndexState): ContentIndex {
  const ensure = (sqlite: Database.Database) => ensureSqliteContentIndex(sqlite, state);
  return {
    ensure: () => db.$withConnection(ensure),
    sync: () => db.$withConnection((sqlite) => syncSqliteContentIndex(sqlite, state)),
    indexRecordNow: (kind, refId) => db.$withConnection((sqlite) => indexSqliteRecordNow(sqlite, state, kind, refId)),
    search: (text, scope, options) =>
      db.$withConnection((sqlite) => {
        ensure(sqlite);
        return {
          hits: searchSqliteContent(sqlite, text, scope, options),
          weights: sqliteOrgTermWeights(sqlite, text, scope.orgId),
        };
      }),
    termWeights: (text, orgId) =>
      db.$withConnection((sqlite) => {
        ensure(sqlite);
        return sqliteOrgTermWeights(sqlite, text, orgId);
      }),
    passagesById: (ids, scope) =>
      db.$withConnection((sqlite) => {
        ensure(sqlite);
        return sqlitePassagesById(sqlite, ids, scope);
      }),
  };
}
