import type Database from 'better-sqlite3';
import { preparedStatement } from '../../db/client.ts';
import { ensureContentIndex, idToken, indexGeneration, type ContentKind } from './content-index.ts';

/**
 * Ranks an organization's passages for a question with FTS5/BM25 and maps the score to a 0..1
 * similarity, so that vectorSearch's threshold (0.3) means what it says.
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

const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could
  did do does doing don down during each either else ever few for from further get gets got had has have having he her here hers herself him
  himself his how i if in into is it its itself just let lets like may me might more most much must my myself no nor not now of off on once
  only or other our ours ourselves out over own please same shall she should so some such tell than that the their theirs them themselves
  then there these they this those through to too under until up upon us very want was we were what whats when where which while who whom
  whose why will with would you your yours yourself yourselves hi hello hey thanks thank i'm im know`.split(/\s+/),
);
const MAX_TERMS = 16;

/** The question's search words: lower case, no stop words, no duplicates (as FTS5's unicode61 splits them). */
export function queryTerms(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w))))].slice(0, MAX_TERMS);
}

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
    n = preparedStatement(sqlite, 'SELECT count(*) FROM contentSearch WHERE contentSearch MATCH ?').pluck(true).get(`${TEXT_COLUMNS} : ${phrase(term)}`) as number;
    if (s.hits.size > 20_000) s.hits.clear();
    s.hits.set(term, n);
  }
  return n;
}

/** FTS5's own idf (fts5_aux.c), so the ceiling matches the scores bm25() returns. */
const idf = (rows: number, hits: number) => Math.max(1e-6, Math.log((rows - hits + 0.5) / (hits + 0.5)));

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
  if (!scope.parentIds || row.kind === 'course' || row.kind === 'user' || row.kind === 'project') return true;
  const tokens = row.scope.split(' ');
  return scope.parentIds.some((g) => tokens.includes(idToken('g', g)));
}

/**
 * The best-ranked passages of a match within a scope. First FTS5 ranks the text alone (fastest:
 * bm25 then counts only the question's words) and the scope is checked on the rows read back;
 * that is exact when enough rows pass, or when the last row read is already below the threshold
 * (rows come best first). Otherwise (an organization with little of the matching content) FTS5
 * ranks within the scope tokens.
 */
function rankedPassages(sqlite: Database.Database, textMatch: string, scope: SearchScope, limit: number, similarity: (rank: number) => number, threshold: number) {
  const first = preparedStatement(sqlite, SEARCH_SQL).raw(false).all(textMatch, limit) as { id: number; rank: number }[];
  const last = first.at(-1);
  if (first.length < limit || !last || similarity(last.rank) < threshold) return first;
  const rows = readPassages(sqlite, first.map((r) => r.id));
  const inside = first.filter((r) => rows.has(r.id) && inScope(rows.get(r.id)!, scope));
  if (inside.length >= limit / 2) return inside;
  return preparedStatement(sqlite, SEARCH_SQL).raw(false).all(`${textMatch} AND ${scopeExpression(scope)}`, limit) as { id: number; rank: number }[];
}

/** The scope as an FTS5 expression on the scope column (content-index.ts scopeTokens). */
export function scopeExpression(scope: SearchScope): string {
  const any = (tokens: string[]) => `(${tokens.join(' OR ')})`;
  const parts = [idToken('o', scope.orgId), any(scope.kinds.map((k) => `k${k}`))];
  if (scope.publicOnly) parts.push('p1');
  if (scope.parentIds) parts.push(any(['gall', ...scope.parentIds.map((g) => idToken('g', g))]));
  return `scope : (${parts.join(' AND ')})`;
}

const normalized = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The best passages for `text` within `scope`, most similar first, at least `threshold` similar. */
export function searchContent(sqlite: Database.Database, text: string, scope: SearchScope, { threshold, count }: SearchOptions): SearchHit[] {
  if (scope.kinds.length === 0 || (scope.parentIds && scope.parentIds.length === 0 && scope.kinds.every((k) => k === 'resource' || k === 'material' || k === 'document'))) return [];
  ensureContentIndex(sqlite);
  const terms = queryTerms(text);
  if (terms.length === 0) return [];
  const s = termStats(sqlite);
  if (s.rows === 0) return [];
  let ceiling = 0;
  const present: string[] = [];
  for (const term of terms) {
    const n = hitsOf(sqlite, s, term);
    ceiling += idf(s.rows, n);
    if (n > 0) present.push(term);
  }
  if (present.length === 0) return [];

  const textMatch = `${TEXT_COLUMNS} : (${present.map(phrase).join(' OR ')})`;
  const refIds = scope.refIds?.length ? new Set(scope.refIds) : null;
  const similarity = (rank: number) => Math.min(1, -rank / ceiling);
  const ranked = rankedPassages(sqlite, textMatch, scope, refIds ? 5000 : count * 4, similarity, threshold);
  const best = ranked.filter((r) => similarity(r.rank) >= threshold);
  if (best.length === 0) return [];
  const rows = readPassages(sqlite, best.map((r) => r.id));

  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const { id, rank } of best) {
    const row = rows.get(id);
    if (!row || !inScope(row, scope)) continue;
    if (refIds && !refIds.has(row.refId) && !(row.resourceId && refIds.has(row.resourceId))) continue;
    const key = normalized(row.body);
    if (seen.has(key)) continue;
    seen.add(key);
    const { orgId: _org, isPublic: _public, scope: _scope, ...hit } = row;
    hits.push({ ...hit, similarity: Math.round(similarity(rank) * 1000) / 1000 });
    if (hits.length >= count) break;
  }
  return hits;
}

/** Passages by id, within the same scope rules (ids from a client are never trusted across organizations). */
export function passagesById(sqlite: Database.Database, ids: readonly number[], scope: SearchScope): Omit<SearchHit, 'similarity'>[] {
  if (ids.length === 0) return [];
  ensureContentIndex(sqlite);
  const rows = readPassages(sqlite, [...ids]);
  return ids
    .map((id) => rows.get(id))
    .filter((row): row is PassageRow => !!row && inScope(row, scope) && (!scope.refIds?.length || scope.refIds.includes(row.refId) || (!!row.resourceId && scope.refIds.includes(row.resourceId))))
    .map(({ orgId: _org, isPublic: _public, scope: _scope, ...hit }) => hit);
}
