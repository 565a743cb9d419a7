import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { ensurePgContentIndex, indexPgRecordNow, poolOf, syncPgContentIndex, TEXT_CONFIG } from './content-index-pg.ts';
import type { IndexState } from './content-index-state.ts';
import type { ContentIndex } from './content-index-types.ts';
import type { SearchHit, SearchOptions, SearchScope } from './search-types.ts';
import { distinctHits, idf, queryTerms } from './search-terms.ts';

/**
 * search-content.ts on PostgreSQL. A question's words are looked up in the postings
 * (contentTerms, by word and organization, content-index-pg.ts), and each passage that holds any
 * is ranked with the BM25 that FTS5's bm25() computes (fts5_aux.c: k1 1.2, b 0.75; title, heading
 * and body weighted 2, 1.5 and 1 in the stored frequencies; the row length and average as FTS5
 * counts them), so the score divided by the same ceiling is the same 0..1 similarity as on SQLite
 * and the same thresholds hold. ts_rank_cd has no idf and no length normalization that maps onto
 * it: a passage with all the question's rare words and one with its common ones would rank alike.
 */

const K1 = 1.2;
const B = 0.75;

interface TermStats {
  /** contentSearchMeta's generation these counts belong to. */
  generation: string | null;
  rows: number;
  avgTokens: number;
  /** Per question word: its lexeme (null: the configuration drops it) and how many passages hold it. */
  terms: Map<string, { lexeme: string | null; hits: number }>;
}
const stats = new WeakMap<pg.Pool, TermStats>();

/** A query's rows; as a query config, so a statement that runs again is prepared once per connection (db/pg-statement-names.ts). */
async function rows<T>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query({ text, values })).rows as T[];
}

/**
 * The passage count and average length, and the counts of these words, cached until any process
 * changes the index: a search reads only the generation (one row by its key); the count and the
 * average are a scan of every passage (60 ms at 15,000 passages), made again only when the
 * generation moved on.
 */
async function termStats(pool: pg.Pool, terms: string[]): Promise<TermStats> {
  const [{ generation } = { generation: null }] = await rows<{ generation: string | null }>(
    pool,
    `SELECT value AS generation FROM "contentSearchMeta" WHERE key = 'generation'`,
  );
  let s = stats.get(pool);
  if (!s || s.generation !== generation) {
    const [counts] = await rows<{ rows: number; avgTokens: number }>(
      pool,
      `SELECT count(*)::int AS rows, coalesce(avg(tokens), 0)::float8 AS "avgTokens" FROM "contentPassages"`,
    );
    stats.set(pool, (s = { generation, ...counts!, terms: new Map() }));
  }
  const missing = terms.filter((t) => !s.terms.has(t));
  if (missing.length) {
    if (s.terms.size > 20_000) s.terms.clear();
    const found = await rows<{ term: string; lexeme: string | null; hits: number }>(
      pool,
      `SELECT t.term, l.lexeme,
         CASE WHEN l.lexeme IS NULL THEN 0 ELSE (SELECT count(*)::int FROM "contentTerms" WHERE lexeme = l.lexeme) END AS hits
       FROM unnest($1::text[]) AS t(term)
       LEFT JOIN LATERAL (SELECT lexeme FROM unnest(to_tsvector('${TEXT_CONFIG}', t.term)) LIMIT 1) l ON true`,
      [missing],
    );
    for (const { term, lexeme, hits } of found) s.terms.set(term, { lexeme, hits });
  }
  return s;
}

/** A value's placeholder, the value appended to `params`. */
function param(params: unknown[], value: unknown): string {
  return `$${params.push(value)}`;
}

/** The scope as conditions on contentPassages' columns, its values appended to `params`. */
function scopeCondition(scope: SearchScope, params: unknown[]): string {
  const parts = [`p."orgId" = ${param(params, scope.orgId)}`, `p.kind = ANY(${param(params, scope.kinds)}::text[])`];
  if (scope.publicOnly) parts.push('p."isPublic"');
  if (scope.parentIds)
    parts.push(
      `(p.kind IN ('course', 'user', 'project') OR p."groupId" = ANY(${param(params, scope.parentIds)}::text[]))`,
    );
  if (scope.refIds?.length) {
    const refIds = param(params, scope.refIds);
    parts.push(`(p."refId" = ANY(${refIds}::text[]) OR p."resourceId" = ANY(${refIds}::text[]))`);
  }
  if (scope.hiddenRefIds?.length)
    parts.push(
      `NOT (p.kind IN ('material', 'document') AND p."refId" = ANY(${param(params, scope.hiddenRefIds)}::text[]))`,
    );
  return parts.join(' AND ');
}

interface PassageRow {
  /** int8: a string from pg. */
  id: string;
  kind: SearchHit['kind'];
  refId: string;
  resourceId: string | null;
  title: string;
  heading: string | null;
  body: string;
}
const PASSAGE_COLUMNS = 'p.id, p.kind, p."refId", p."resourceId", p.title, p.heading, p.body';
const asHit = ({ id, ...row }: PassageRow): Omit<SearchHit, 'similarity'> => ({ id: Number(id), ...row });

/**
 * Each search word of a text with its lexeme, idf and whether any passage holds it (none when the
 * index is empty). A word the configuration drops (a stop word of its own) is matched by nothing:
 * like an unsaid word, it is left out.
 */
type TermWeight = { term: string; lexeme: string; idf: number; present: boolean };

export async function pgTermWeights(pool: pg.Pool, text: string): Promise<TermWeight[]> {
  const terms = queryTerms(text);
  if (terms.length === 0) return [];
  const s = await termStats(pool, terms);
  if (s.rows === 0) return [];
  return terms.flatMap((term) => {
    const { lexeme, hits } = s.terms.get(term)!;
    return lexeme === null ? [] : [{ term, lexeme, idf: idf(s.rows, hits), present: hits > 0 }];
  });
}

/** Whether an organization's passages hold a lexeme, per generation of the index: `${orgId}\0${lexeme}`. */
const orgHolds = new WeakMap<pg.Pool, { generation: string | null; held: Map<string, boolean> }>();

/**
 * Each search word of a text with its idf, a word none of this organization's passages hold
 * weighing as a word nothing holds (as on SQLite, search-content-sqlite.ts sqliteOrgTermWeights).
 */
export async function pgOrgTermWeights(
  pool: pg.Pool,
  weights: readonly TermWeight[],
  orgId: string,
): Promise<Map<string, number>> {
  const s = stats.get(pool);
  if (!s || weights.length === 0) return new Map();
  let cache = orgHolds.get(pool);
  if (!cache || cache.generation !== s.generation)
    orgHolds.set(pool, (cache = { generation: s.generation, held: new Map() }));
  const held = cache.held;
  const missing = [...new Set(weights.filter((w) => w.present).map((w) => w.lexeme))].filter(
    (l) => !held.has(`${orgId}\u0000${l}`),
  );
  if (missing.length) {
    if (held.size > 20_000) held.clear();
    const found = await rows<{ lexeme: string; held: boolean }>(
      pool,
      `SELECT l.lexeme, EXISTS (SELECT 1 FROM "contentTerms" WHERE lexeme = l.lexeme AND "orgId" = $1) AS held FROM unnest($2::text[]) AS l(lexeme)`,
      [orgId, missing],
    );
    for (const f of found) held.set(`${orgId}\u0000${f.lexeme}`, f.held);
  }
  return new Map(
    weights.map((w) => [w.term, w.present && held.get(`${orgId}\u0000${w.lexeme}`) ? w.idf : idf(s.rows, 0)]),
  );
}

/** The passages of the scope that hold a question's words (its `weights`, pgTermWeights), best first. */
export async function searchPgContent(
  pool: pg.Pool,
  weights: readonly TermWeight[],
  scope: SearchScope,
  { threshold, count }: SearchOptions,
): Promise<SearchHit[]> {
  const ceiling = weights.reduce((sum, w) => sum + w.idf, 0);
  const present = weights.filter((w) => w.present);
  if (present.length === 0) return [];
  const s = stats.get(pool)!;

  // A term per question word, as FTS5 scores each phrase: two words of one stem count twice, as there.
  const params: unknown[] = [present.map((t) => t.lexeme), present.map((t) => t.idf), s.avgTokens || 1, scope.orgId];
  const score = `sum(q.idf * t.frequency * ${K1 + 1} / (t.frequency + ${K1}::float8 * (${1 - B}::float8 + ${B}::float8 * t.tokens / $3::float8)))`;
  // The scores come from the postings alone (an index-only scan); only the passages that reach the
  // threshold are read, and checked against the scope.
  const ranked = await rows<PassageRow & { score: number }>(
    pool,
    `SELECT ${PASSAGE_COLUMNS}, s.score FROM (
       SELECT t."passageId", ${score} AS score
       FROM unnest($1::text[], $2::float8[]) AS q(lexeme, idf)
       JOIN "contentTerms" t ON t.lexeme = q.lexeme AND t."orgId" = $4
       GROUP BY t."passageId"
       HAVING ${score} >= ${param(params, threshold * ceiling)}::float8
     ) s JOIN "contentPassages" p ON p.id = s."passageId"
     WHERE ${scopeCondition(scope, params)}
     ORDER BY s.score DESC, p.id LIMIT ${param(params, count * 4)}`,
    params,
  );
  return distinctHits(
    ranked.map(({ score, ...row }) => ({ hit: asHit(row), similarity: Math.min(1, score / ceiling) })),
    count,
  );
}

export async function pgPassagesById(
  pool: pg.Pool,
  ids: readonly number[],
  scope: SearchScope,
): Promise<Omit<SearchHit, 'similarity'>[]> {
  const params: unknown[] = [ids];
  const found = await rows<PassageRow>(
    pool,
    `SELECT ${PASSAGE_COLUMNS} FROM "contentPassages" p WHERE p.id = ANY($1::bigint[]) AND ${scopeCondition(scope, params)}`,
    params,
  );
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [asHit(row)] : [];
  });
}

/** The content index on PostgreSQL (content-index-types.ts): the index ensured before each read. */
export function pgContentIndex(db: Db, state: IndexState): ContentIndex {
  const ready = () => ensurePgContentIndex(db, state);
  return {
    ensure: ready,
    sync: () => syncPgContentIndex(db, state),
    indexRecordNow: (kind, refId) => indexPgRecordNow(db, state, kind, refId),
    async search(text, scope, options) {
      await ready();
      const pool = poolOf(db);
      const weights = await pgTermWeights(pool, text);
      return {
        hits: await searchPgContent(pool, weights, scope, options),
        weights: await pgOrgTermWeights(pool, weights, scope.orgId),
      };
    },
    async termWeights(text, orgId) {
      await ready();
      const pool = poolOf(db);
      return pgOrgTermWeights(pool, await pgTermWeights(pool, text), orgId);
    },
    async passagesById(ids, scope) {
      await ready();
      return pgPassagesById(poolOf(db), ids, scope);
    },
  };
}
