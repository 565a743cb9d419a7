import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { pgPoolOf } from '../../db/pg-client.ts';
import type { OccupationDataLoad } from './load-occupation-data.ts';
import { bundleVersion, elapsed, LOADS, readBundle, readManifest, TABLES, tableRows, titleVocabulary, type Value } from './occupation-bundle.ts';

/**
 * The occupation data loader on PostgreSQL: the same rows as on SQLite (loadOccupationData), sent in
 * bulk (each table in a few statements that take thousands of rows as one JSON parameter), and the
 * search documents of migration 0002_search (tsvector, trigram vocabulary) built from them, in one
 * transaction. A start with the current data only reads the version row. Processes starting
 * together take an advisory lock: the first loads, the others wait and find the data current.
 */

/** Arbitrary but fixed, beside pg-client.ts's keys. */
const LOAD_LOCK = 7_482_303;
/** Rows per INSERT: a JSON parameter of a few MB. */
const CHUNK = 20_000;

/** Title text as words: what FTS5's unicode61 tokenizer sees, so PostgreSQL's parser finds no paths or e-mail addresses in it. */
const words = (column: string) => `regexp_replace(lower(unaccent(${column})), '[^a-z0-9]+', ' ', 'g')`;
const doc = (column: string, weight?: string) => {
  const vector = `to_tsvector('pathcraft_search', ${words(`coalesce(${column}, '')`)})`;
  return weight ? `setweight(${vector}, '${weight}')` : vector;
};

const SEARCH_SQL = [
  `INSERT INTO "occTitleSearch" (id, document) SELECT id, ${doc('title')} FROM "occOccupationTitles"`,
  // bm25 weights on SQLite: title 10, other titles 4, description 1.
  `INSERT INTO "occOccupationSearch" (code, document)
     SELECT o.code, ${doc('o.title', 'A')} || ${doc(`(SELECT string_agg(t.title, ' | ') FROM "occOccupationTitles" t WHERE t.code = o.code AND t.kind <> 'title')`, 'B')} || ${doc('o.description', 'C')}
     FROM "occOccupations" o`,
  // bm25 weights on SQLite: name 10, acronym 8, keywords 4, organization 2, description 1.
  `INSERT INTO "occCertificationSearch" (id, document)
     SELECT id, ${doc('name', 'A')} || ${doc('acronym', 'B')} || ${doc('keywords', 'C')} || ${doc('organization', 'D')} || ${doc('description', 'D')}
     FROM "occCertifications"`,
];
/** The search tables of migration 0002_search (not in the drizzle schema: SQLite's are FTS5 tables). */
export const OCCUPATION_SEARCH_TABLES = ['occTitleSearch', 'occOccupationSearch', 'occCertificationSearch', 'occSearchWords'];

export async function loadOccupationDataPg(db: Db, dataDir: string): Promise<OccupationDataLoad> {
  const started = performance.now();
  const pool = pgPoolOf(db);
  if (!pool) throw new Error('loadOccupationDataPg needs a PostgreSQL Db');
  const manifest = readManifest(dataDir);
  const version = bundleVersion(manifest);
  if (await isCurrent(pool, version)) return { loaded: false, ms: elapsed(started) };

  const files = readBundle(dataDir, manifest);
  const client = await pool.connect();
  let loaded = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOAD_LOCK]);
    try {
      if (await isCurrent(client, version)) return { loaded: false, ms: elapsed(started) }; // another process loaded it meanwhile
      await client.query('BEGIN');
      try {
        // TRUNCATE, not DELETE: far faster; readers of these tables wait for the commit (a few seconds, once per bundle version).
        await client.query(`TRUNCATE ${[...TABLES, ...OCCUPATION_SEARCH_TABLES].map((t) => `"${t}"`).join(', ')}`);
        for (const load of LOADS) {
          // The O*NET titles head the titles table (kind 'title'): one searchable row per title of any kind.
          if (load.table === 'occOccupationTitles') await client.query(`INSERT INTO "occOccupationTitles" (code, title, kind, sources) SELECT code, title, 'title', 0 FROM "occOccupations"`);
          await insertRows(client, load.table, load.columns, tableRows(load, files.get(load.file)));
        }
        const titles = (await client.query<{ title: string }>('SELECT title FROM "occOccupationTitles"')).rows.map((r) => r.title);
        await insertRows(client, 'occSearchWords', ['word', 'freq'], titleVocabulary(titles));
        for (const statement of SEARCH_SQL) await client.query(statement);
        await client.query(
          `INSERT INTO "occupationDataVersion" (id, version, "loadedAt", "loadMs") VALUES (1, $1, $2, $3)
           ON CONFLICT (id) DO UPDATE SET version = excluded.version, "loadedAt" = excluded."loadedAt", "loadMs" = excluded."loadMs"`,
          [version, new Date().toISOString(), Math.round(elapsed(started))],
        );
        await client.query('COMMIT');
        loaded = true;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
      // Fresh statistics, so the planner picks the indexes from the first search on.
      await client.query(`ANALYZE ${[...TABLES, ...OCCUPATION_SEARCH_TABLES].map((t) => `"${t}"`).join(', ')}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOAD_LOCK]);
    }
  } finally {
    client.release();
  }
  return { loaded, ms: elapsed(started) };
}

async function isCurrent(on: pg.Pool | pg.PoolClient, version: string): Promise<boolean> {
  const { rows } = await on.query<{ version: string }>('SELECT version FROM "occupationDataVersion" WHERE id = 1');
  return rows[0]?.version === version;
}

/** Rows into a table, CHUNK at a time: a JSON array of objects expanded by json_populate_recordset into the table's own column types. */
async function insertRows(client: pg.PoolClient, table: string, columns: string[], rows: Iterable<Value[]>): Promise<void> {
  const cols = columns.map((c) => `"${c}"`).join(', ');
  const text = `INSERT INTO "${table}" (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::"${table}", $1::json)`;
  let chunk: Record<string, Value>[] = [];
  const flush = async () => {
    if (chunk.length) await client.query(text, [JSON.stringify(chunk)]);
    chunk = [];
  };
  for (const row of rows) {
    const record: Record<string, Value> = {};
    columns.forEach((c, i) => {
      record[c] = row[i] ?? null;
    });
    chunk.push(record);
    if (chunk.length === CHUNK) await flush();
  }
  await flush();
}
