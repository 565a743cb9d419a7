import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { pgPoolOf } from '../../db/pg-pool.ts';
import type { IndexState } from './content-index-state.ts';
import {
  BATCH,
  BATCH_MS,
  byKindOrder,
  DEPENDENTS,
  INDEX_VERSION,
  INLINE_LIMIT,
  RECORD_QUERIES,
  recordOf,
  SOURCES,
  type ContentKind,
} from './content-records.ts';
import { yieldToRequests } from '../../platform/yield-to-requests.ts';

/**
 * The assistant's search index on PostgreSQL: contentPassages holds one row per passage, and
 * contentTerms its postings, one row per word (lexeme) of a passage with the word's count weighted by
 * column (title 2, heading 1.5, body 1) and the passage's length, under a covering index by word:
 * search-content-pg.ts ranks a question from its words' postings alone, as FTS5 does from its
 * doclists, and reads the passages of its best hits only.
 * The tables and triggers are made here, from content-records.ts's SOURCES, as on SQLite (and
 * rebuilt when INDEX_VERSION changes or a trigger is missing), under an advisory lock so that
 * processes starting together build them once.
 *
 * Staying in sync works as on SQLite (content-index-sqlite.ts): triggers queue the changed record
 * (contentSearchQueue), a few changes are caught up before a search answers, many in the
 * background in bounded batches, each batch one transaction. Several processes share the queue:
 * - a batch claims its records with a transaction-scoped advisory lock per record (taken with
 *   pg_try_advisory_xact_lock, so records another process is indexing are skipped, never waited
 *   for, and nobody indexes a record twice at once);
 * - every write bumps the queued record's stamp (a sequence), and a batch removes a record from
 *   the queue only if its stamp is still the one it claimed: a write committed while the batch
 *   read the record leaves it queued for the next batch, so no change is lost;
 * - the generation in contentSearchMeta changes with each batch, in its transaction, so every
 *   process refreshes its cached word statistics when any process changed the index.
 * A batch waits for no lock longer than LOCK_WAIT (a request's transaction holding a queue row):
 * it gives up, and the records stay queued for the next one.
 */

/** The text search configuration of the index and of the question (search-content-pg.ts). */
export const TEXT_CONFIG = 'english';

/** Advisory lock keys: building the index; (RECORD_LOCK, hash of a record) while a batch indexes it. */
const BUILD_LOCK = 7_482_310;
const RECORD_LOCK = 7_482_311;
const LOCK_WAIT = '500ms';

/**
 * A catch-up that re-indexed at least this many records vacuums and analyzes the index's tables
 * when it ends (VACUUM (ANALYZE)), rather than leaving them to autovacuum's next round (a minute or
 * more later). Until then PostgreSQL takes a table it never analyzed for nearly empty and may rank a
 * question by reading every posting of the organization, and an index-only scan of the postings
 * still reads each posting's table page, as only VACUUM marks the new pages all-visible (a ranking:
 * 1.2 ms before, 0.75 after, at 15,000 passages).
 */
export const ANALYZE_AFTER = 500;

const TRIGGER_PREFIX = 'contentSearch_';
const TRIGGERS = SOURCES.length * 3;
/** The passages' version, and after the dash this file's tables': bump it when they change. */
const VERSION = `${INDEX_VERSION}-3`;

/** Moves the index's generation on: every process's cached word statistics are stale from then on. */
const NEXT_GENERATION_SQL = `INSERT INTO "contentSearchMeta" (key, value) VALUES ('generation', '1') ON CONFLICT (key) DO UPDATE SET value = ("contentSearchMeta".value::bigint + 1)::text`;

function schemaSql(): string {
  const triggers = SOURCES.flatMap(({ table, kind, columns }) => [
    `CREATE TRIGGER "${TRIGGER_PREFIX}${table}_ins" AFTER INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION "contentSearch_queue"('${kind}');`,
    `CREATE TRIGGER "${TRIGGER_PREFIX}${table}_upd" AFTER UPDATE OF id, ${columns.map((c) => `"${c}"`).join(', ')} ON ${table} FOR EACH ROW EXECUTE FUNCTION "contentSearch_queue"('${kind}');`,
    `CREATE TRIGGER "${TRIGGER_PREFIX}${table}_del" AFTER DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION "contentSearch_queue"('${kind}');`,
  ]);
  return `
DROP TABLE IF EXISTS "contentTerms", "contentPassages", "contentSearchQueue";
DROP FUNCTION IF EXISTS "contentSearch_queue"() CASCADE;
DROP SEQUENCE IF EXISTS "contentSearchQueue_stamp";
CREATE TABLE "contentPassages" (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "orgId" text NOT NULL,
  kind text NOT NULL,
  "refId" text NOT NULL,
  -- The resource a resource, material or document passage belongs to, and its resource group.
  "resourceId" text,
  "groupId" text,
  chunk integer NOT NULL,
  title text NOT NULL,
  heading text,
  body text NOT NULL,
  "isPublic" boolean NOT NULL,
  -- Words in the passage as FTS5 counts them: BM25's document length.
  tokens integer NOT NULL
);
CREATE INDEX "contentPassages_ref" ON "contentPassages" (kind, "refId");
CREATE INDEX "contentPassages_org" ON "contentPassages" ("orgId", kind);
-- A passage's words: each word's count weighted by its column, and the passage's length, so that
-- BM25 is computed from an index-only scan of the question's words (a ranking read every matching
-- passage's row before: 3.3-4.5 ms a question at 15,000 passages, 0.7-1.2 ms from the postings).
CREATE TABLE "contentTerms" (
  "passageId" bigint NOT NULL,
  lexeme text NOT NULL,
  "orgId" text NOT NULL,
  frequency real NOT NULL,
  tokens integer NOT NULL
);
CREATE INDEX "contentTerms_lexeme" ON "contentTerms" (lexeme, "orgId") INCLUDE ("passageId", frequency, tokens);
-- For replacing a passage's postings; a passage's many rows share one deduplicated entry.
CREATE INDEX "contentTerms_passage" ON "contentTerms" ("passageId");
CREATE SEQUENCE "contentSearchQueue_stamp";
CREATE TABLE "contentSearchQueue" (
  kind text NOT NULL,
  "refId" text NOT NULL,
  stamp bigint NOT NULL DEFAULT nextval('"contentSearchQueue_stamp"'),
  PRIMARY KEY (kind, "refId")
);
CREATE FUNCTION "contentSearch_queue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "contentSearchQueue" (kind, "refId") VALUES (TG_ARGV[0], NEW.id) ON CONFLICT (kind, "refId") DO UPDATE SET stamp = EXCLUDED.stamp;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.id IS DISTINCT FROM NEW.id) THEN
    INSERT INTO "contentSearchQueue" (kind, "refId") VALUES (TG_ARGV[0], OLD.id) ON CONFLICT (kind, "refId") DO UPDATE SET stamp = EXCLUDED.stamp;
  END IF;
  RETURN NULL;
END $$;
${triggers.join('\n')}
INSERT INTO "contentSearchMeta" (key, value) VALUES ('version', '${VERSION}') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;
-- The passages are gone: the generation moves on, so every process counts them again (search-content-pg.ts termStats).
${NEXT_GENERATION_SQL};
${SOURCES.map((s) => `INSERT INTO "contentSearchQueue" (kind, "refId") SELECT '${s.kind}', id FROM ${s.table} ON CONFLICT DO NOTHING;`).join('\n')}
`;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

async function rows<T>(on: Queryable, text: string, values: unknown[] = []): Promise<T[]> {
  return (await on.query(text, values)).rows as T[];
}

export function poolOf(db: Db): pg.Pool {
  const pool = pgPoolOf(db);
  if (!pool) throw new Error('The PostgreSQL content index needs a Db opened by openPgDatabase.');
  return pool;
}

/** One transaction on a client of its own (not the request's): the index's writes are never part of a request's transaction. */
async function inTransaction<T>(pool: pg.Pool, body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`BEGIN; SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
    const result = await body(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function isCurrent(on: Queryable): Promise<boolean> {
  const [state] = await rows<{ meta: boolean; triggers: number }>(
    on,
    `SELECT to_regclass('"contentSearchMeta"') IS NOT NULL AS meta,
       (SELECT count(*)::int FROM pg_trigger WHERE tgname LIKE '${TRIGGER_PREFIX.replace('_', '\\_')}%' AND NOT tgisinternal) AS triggers`,
  );
  // A trigger dropped by hand or by a migration: rebuild everything.
  if (!state?.meta || state.triggers !== TRIGGERS) return false;
  const [version] = await rows<{ value: string }>(on, `SELECT value FROM "contentSearchMeta" WHERE key = 'version'`);
  return version?.value === VERSION;
}

async function build(pool: pg.Pool): Promise<void> {
  if (await isCurrent(pool)) return;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [BUILD_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS "contentSearchMeta" (key text PRIMARY KEY, value text NOT NULL)');
    // Another process may have built it while this one waited for the lock.
    if (!(await isCurrent(client))) await client.query(schemaSql());
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Builds the index once per Db (when missing or outdated), then catches up with the queue. */
export async function ensurePgContentIndex(db: Db, state: IndexState): Promise<void> {
  await ensureBuilt(poolOf(db), state);
  await catchUp(poolOf(db), state);
}

async function ensureBuilt(pool: pg.Pool, state: IndexState): Promise<void> {
  if (state.built) return;
  state.building ??= build(pool).finally(() => (state.building = null));
  await state.building;
  state.built = true;
}

/** Lock contention with a request's transaction (lock_timeout) or another batch (deadlock): the records stay queued. */
const contended = (err: unknown) => ['55P03', '40P01'].includes((err as { code?: string }).code ?? '');

async function pendingUpTo(pool: pg.Pool, limit: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    pool,
    'SELECT count(*)::int AS n FROM (SELECT 1 FROM "contentSearchQueue" LIMIT $1) q',
    [limit],
  );
  return row?.n ?? 0;
}

async function catchUp(pool: pg.Pool, state: IndexState): Promise<void> {
  if (state.catchingUp !== null) return;
  const pending = await pendingUpTo(pool, INLINE_LIMIT + 1);
  if (pending === 0 || state.catchingUp !== null) return;
  if (pending <= INLINE_LIMIT) {
    try {
      // A resource's change queues its materials and documents: follow them, within the same bound.
      for (let budget = INLINE_LIMIT, n: number; budget > 0 && (n = await syncBatch(pool, budget, Infinity)) > 0; )
        budget -= n;
    } catch (err) {
      if (!contended(err)) throw err;
    }
    if ((await pendingUpTo(pool, 1)) === 0 || state.catchingUp !== null) return;
  }
  state.catchingUp = catchUpInBackground(pool, state);
}

/** The index's tables vacuumed and their planner statistics made again after a bulk change (ANALYZE_AFTER). */
async function analyzeAfter(pool: pg.Pool, processed: number): Promise<void> {
  if (processed >= ANALYZE_AFTER && !pool.ended) await pool.query('VACUUM (ANALYZE) "contentPassages", "contentTerms"');
}

/** Batches until none is left to claim, one per turn of the event loop. */
async function catchUpInBackground(pool: pg.Pool, state: IndexState): Promise<void> {
  let processed = 0;
  try {
    for (;;) {
      await yieldToRequests();
      if (pool.ended) return;
      try {
        const n = await syncBatch(pool, BATCH, BATCH_MS);
        if (n === 0) return await analyzeAfter(pool, processed);
        processed += n;
      } catch (err) {
        if (!contended(err)) throw err;
      }
    }
  } catch (err) {
    // The next search starts over from what is still queued; a closed database just stops.
    if (!pool.ended) console.error('The assistant content index could not catch up:', err);
  } finally {
    state.catchingUp = null;
  }
}

interface Claimed {
  kind: ContentKind;
  refId: string;
  /** The queue row's stamp when claimed (null: re-indexed without being queued). */
  stamp: string | null;
}

/**
 * Re-indexes queued records in one transaction: up to `maxRecords` that no other batch holds,
 * stopping early once `budgetMs` of work have passed. Returns how many records were processed.
 */
async function syncBatch(pool: pg.Pool, maxRecords: number, budgetMs: number): Promise<number> {
  return inTransaction(pool, async (client) => {
    // Rows are read one by one until the limit, each locked only if no other batch holds it. FOR KEY
    // SHARE re-reads each row as committed now: one another batch finished meanwhile is gone, and
    // it blocks no write (a trigger's stamp update takes a weaker lock).
    const claimed = await rows<Claimed>(
      client,
      `SELECT kind, "refId", stamp::text FROM "contentSearchQueue" WHERE pg_try_advisory_xact_lock($1, hashtext(kind || ' ' || "refId")) LIMIT $2 FOR KEY SHARE`,
      [RECORD_LOCK, maxRecords],
    );
    if (claimed.length === 0) return 0;
    return reindex(client, claimed.sort(byKindOrder), budgetMs);
  });
}

/** Re-indexes every queued record now (scripts and benches that need a complete index); returns how many. */
export async function syncPgContentIndex(db: Db, state: IndexState): Promise<number> {
  const pool = poolOf(db);
  await ensureBuilt(pool, state);
  let processed = 0;
  for (let n: number; (n = await syncBatch(pool, 2000, Infinity)) > 0; ) processed += n;
  await analyzeAfter(pool, processed);
  return processed;
}

/** Re-indexes one record now, waiting for a batch that holds it; answers how many passages it has. */
export async function indexPgRecordNow(db: Db, state: IndexState, kind: ContentKind, refId: string): Promise<number> {
  await ensurePgContentIndex(db, state);
  const pool = poolOf(db);
  await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock($1, hashtext($2 || ' ' || $3))`, [RECORD_LOCK, kind, refId]);
    const [queued] = await rows<{ stamp: string }>(
      client,
      `SELECT stamp::text FROM "contentSearchQueue" WHERE kind = $1 AND "refId" = $2`,
      [kind, refId],
    );
    await reindex(client, [{ kind, refId, stamp: queued?.stamp ?? null }], Infinity);
  });
  const [row] = await rows<{ n: number }>(
    pool,
    'SELECT count(*)::int AS n FROM "contentPassages" WHERE kind = $1 AND "refId" = $2',
    [kind, refId],
  );
  return row?.n ?? 0;
}

/** A text as the words FTS5 would read (diacritics removed), for to_tsvector and BM25's document length. */
function wordsOf(text: string | null): string[] {
  return (
    text
      ?.normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}
/** FTS5's length of a row counts its scope column too (content-index-sqlite.ts scopeTokens: 4 words). */
const SCOPE_TOKENS = 4;

/**
 * Replaces the passages of the given records (in order, until `budgetMs` have passed), takes the
 * processed ones off the queue unless written since they were claimed, queues their dependents and
 * moves the generation on. Returns how many records were processed.
 */
async function reindex(client: pg.PoolClient, records: Claimed[], budgetMs: number): Promise<number> {
  const sources = new Map<string, Record<string, unknown>>();
  for (const kind of new Set(records.map((r) => r.kind))) {
    const { columns, from, id } = RECORD_QUERIES[kind];
    const ids = records.filter((r) => r.kind === kind).map((r) => r.refId);
    for (const row of await rows<Record<string, unknown>>(
      client,
      `SELECT ${id} AS "refId", ${columns} FROM ${from} WHERE ${id} = ANY($1::text[])`,
      [ids],
    )) {
      sources.set(`${kind} ${row.refId as string}`, row);
    }
  }

  const until = performance.now() + budgetMs;
  const done: Claimed[] = [];
  const passages = {
    orgId: [],
    kind: [],
    refId: [],
    resourceId: [],
    groupId: [],
    chunk: [],
    title: [],
    heading: [],
    body: [],
    isPublic: [],
    tokens: [],
    titleWords: [],
    headingWords: [],
    bodyWords: [],
  } as Record<string, unknown[]>;
  for (const claimed of records) {
    const record = recordOf(claimed.kind, claimed.refId, sources.get(`${claimed.kind} ${claimed.refId}`));
    done.push(claimed);
    const titleWords = wordsOf(record?.title ?? null);
    record?.passages.forEach((p, chunk) => {
      const headingWords = wordsOf(p.heading);
      const bodyWords = wordsOf(p.body);
      const values: Record<string, unknown> = {
        orgId: record.orgId,
        kind: claimed.kind,
        refId: claimed.refId,
        resourceId: record.resourceId,
        groupId: record.groupId,
        chunk,
        title: record.title,
        heading: p.heading,
        body: p.body,
        isPublic: record.isPublic,
        tokens: titleWords.length + headingWords.length + bodyWords.length + SCOPE_TOKENS,
        titleWords: titleWords.join(' '),
        headingWords: headingWords.join(' '),
        bodyWords: bodyWords.join(' '),
      };
      for (const key in passages) passages[key]!.push(values[key]);
    });
    if (performance.now() >= until) break;
  }

  // One statement per kind, so each is an index scan (kind, "refId" = ANY) whatever the planner thinks of an array of pairs.
  const doneByKind = new Map<ContentKind, Claimed[]>();
  for (const r of done) doneByKind.set(r.kind, [...(doneByKind.get(r.kind) ?? []), r]);
  for (const [kind, records] of doneByKind) {
    await client.query(
      `WITH gone AS (DELETE FROM "contentPassages" WHERE kind = $1 AND "refId" = ANY($2::text[]) RETURNING id)
       DELETE FROM "contentTerms" WHERE "passageId" IN (SELECT id FROM gone)`,
      [kind, records.map((r) => r.refId)],
    );
  }
  if (passages.body!.length) {
    // The passages, then the postings of each passage's words (the weights are the columns': title
    // A, heading B, body C), matched to their new rows by record and chunk.
    await client.query(
      `WITH passage AS MATERIALIZED (
         SELECT x.*, setweight(to_tsvector('${TEXT_CONFIG}', tw), 'A') || setweight(to_tsvector('${TEXT_CONFIG}', hw), 'B') || setweight(to_tsvector('${TEXT_CONFIG}', bw), 'C') AS words
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::boolean[], $11::int[], $12::text[], $13::text[], $14::text[])
           AS x(o, k, r, res, g, c, t, h, b, pub, n, tw, hw, bw)
       ), added AS (
         INSERT INTO "contentPassages" ("orgId", kind, "refId", "resourceId", "groupId", chunk, title, heading, body, "isPublic", tokens)
         SELECT o, k, r, res, g, c, t, h, b, pub, n FROM passage
         RETURNING id, kind, "refId", chunk
       )
       INSERT INTO "contentTerms" ("passageId", lexeme, "orgId", frequency, tokens)
       SELECT a.id, u.lexeme, p.o,
         2.0 * cardinality(array_positions(u.weights, 'A')) + 1.5 * cardinality(array_positions(u.weights, 'B')) + cardinality(array_positions(u.weights, 'C')),
         p.n
       FROM added a JOIN passage p ON p.k = a.kind AND p.r = a."refId" AND p.c = a.chunk
       CROSS JOIN LATERAL unnest(p.words) u`,
      Object.values(passages),
    );
  }
  for (const [kind, records] of doneByKind) {
    const queued = records.filter((r) => r.stamp !== null);
    if (!queued.length) continue;
    await client.query(
      `DELETE FROM "contentSearchQueue" WHERE kind = $1 AND "refId" = ANY($2::text[]) AND "refId" || ' ' || stamp = ANY($3::text[])`,
      [kind, queued.map((r) => r.refId), queued.map((r) => `${r.refId} ${r.stamp}`)],
    );
  }
  // Materials and documents take their resource (and its group) from their parent: re-index them after it.
  const dependents = new Map<string, { kind: ContentKind; table: string; column: string; parentIds: string[] }>();
  for (const r of done) {
    for (const d of DEPENDENTS[r.kind] ?? []) {
      const key = `${d.table}.${d.column}`;
      if (!dependents.has(key)) dependents.set(key, { ...d, parentIds: [] });
      dependents.get(key)!.parentIds.push(r.refId);
    }
  }
  if (dependents.size) {
    const selects = [...dependents.values()].map(
      (d, i) => `SELECT '${d.kind}' AS kind, id FROM ${d.table} WHERE "${d.column}" = ANY($${i + 1}::text[])`,
    );
    // Sorted, so two batches queueing the same records lock them in the same order.
    await client.query(
      `INSERT INTO "contentSearchQueue" (kind, "refId") SELECT kind, id FROM (${selects.join(' UNION ')}) d ORDER BY kind, id
       ON CONFLICT (kind, "refId") DO UPDATE SET stamp = EXCLUDED.stamp`,
      [...dependents.values()].map((d) => d.parentIds),
    );
  }
  await client.query(NEXT_GENERATION_SQL);
  return done.length;
}
