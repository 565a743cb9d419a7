import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../db/client.ts';
import { pgPoolOf } from '../../db/pg-pool.ts';
import {
  bundleVersion,
  elapsed,
  LOADS,
  type OccupationDataLoad,
  readBundle,
  readManifest,
  TABLES,
  tableRows,
  titleVocabulary,
  type Value,
  wordSoundRows,
} from './occupation-bundle.ts';

/**
 * The occupation data loader on PostgreSQL: the same rows as on SQLite (loadOccupationData), sent in
 * bulk (COPY), and the search documents of migration 0002_search (tsvector, trigram vocabulary)
 * built from them, in one transaction. A start with the current data only reads the version row. Processes starting
 * together take an advisory lock: the first loads, the others wait and find the data current.
 */

/** Arbitrary but fixed, beside pg-client.ts's keys. */
const LOAD_LOCK = 7_482_303;
/** COPY data is sent in pieces of about this many characters. */
const COPY_PIECE = 64 * 1024;

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
     SELECT o.code, ${doc('o.title', 'A')} || ${doc('t.titles', 'B')} || ${doc('o.description', 'C')}
     FROM "occOccupations" o
     LEFT JOIN (SELECT code, string_agg(title, ' | ') AS titles FROM "occOccupationTitles" WHERE kind <> 'title' GROUP BY code) t ON t.code = o.code`,
  // bm25 weights on SQLite: name 10, acronym 8, keywords 4, organization 2, description 1.
  `INSERT INTO "occCertificationSearch" (id, document)
     SELECT id, ${doc('name', 'A')} || ${doc('acronym', 'B')} || ${doc('keywords', 'C')} || ${doc('organization', 'D')} || ${doc('description', 'D')}
     FROM "occCertifications"`,
];
/** The search tables of migration 0002_search (not in the drizzle schema: SQLite's are FTS5 tables). */
export const OCCUPATION_SEARCH_TABLES = [
  'occTitleSearch',
  'occOccupationSearch',
  'occCertificationSearch',
  'occSearchWords',
];
const ALL_TABLES = [...TABLES, ...OCCUPATION_SEARCH_TABLES];

export async function loadOccupationDataPg(db: Db, dataDir: string): Promise<OccupationDataLoad> {
  const started = performance.now();
  const pool = pgPoolOf(db);
  if (!pool) throw new Error('loadOccupationDataPg needs a PostgreSQL Db');
  const manifest = readManifest(dataDir);
  const version = bundleVersion(manifest);
  if (await isCurrent(pool, version)) return { loaded: false, ms: elapsed(started) };

  const files = readBundle(dataDir, manifest);
  // A connection of its own: the pool's clients read values as SQLite does (pg-client.ts), which COPY does not go through.
  const client = new pg.Client(pool.options);
  // A connection lost mid-load (a restart, the database dropped) fails the load's query; without a
  // listener the client's own 'error' event would also end the process.
  client.on('error', () => undefined);
  await client.connect();
  let loaded = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOAD_LOCK]);
    try {
      if (await isCurrent(client, version)) return { loaded: false, ms: elapsed(started) }; // another process loaded it meanwhile
      await client.query('BEGIN');
      try {
        // TRUNCATE, not DELETE: far faster; readers of these tables wait for the commit (a few seconds, once per bundle version).
        await client.query(`TRUNCATE ${ALL_TABLES.map((t) => `"${t}"`).join(', ')}`);
        // Secondary indexes (B-tree and GIN) are cheaper to build once after the bulk insert than to maintain row by row.
        const indexes = (
          await client.query<{ name: string; definition: string }>(
            `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
             WHERE schemaname = current_schema() AND tablename = ANY($1) AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
            [ALL_TABLES],
          )
        ).rows;
        for (const { name } of indexes) await client.query(`DROP INDEX "${name}"`);
        await client.query(`SET LOCAL maintenance_work_mem = '128MB'`);
        for (const load of LOADS) {
          // The O*NET titles head the titles table (kind 'title'): one searchable row per title of any kind.
          if (load.table === 'occOccupationTitles')
            await client.query(
              `INSERT INTO "occOccupationTitles" (code, title, kind, sources) SELECT code, title, 'title', 0 FROM "occOccupations"`,
            );
          await insertRows(client, load.table, load.columns, tableRows(load, files.get(load.file)));
        }
        const titles = (await client.query<{ title: string }>('SELECT title FROM "occOccupationTitles"')).rows.map(
          (r) => r.title,
        );
        const vocabulary = titleVocabulary(titles);
        await insertRows(client, 'occSearchWords', ['word', 'freq'], vocabulary);
        await insertRows(client, 'occWordSounds', ['word', 'sound', 'freq'], wordSoundRows(vocabulary));
        for (const statement of SEARCH_SQL) await client.query(statement);
        for (const { definition } of indexes) await client.query(definition);
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
      await client.query(`ANALYZE ${ALL_TABLES.map((t) => `"${t}"`).join(', ')}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOAD_LOCK]);
    }
  } finally {
    await client.end();
  }
  return { loaded, ms: elapsed(started) };
}

async function isCurrent(on: pg.Pool | pg.Client, version: string): Promise<boolean> {
  const { rows } = await on.query<{ version: string }>('SELECT version FROM "occupationDataVersion" WHERE id = 1');
  return rows[0]?.version === version;
}

/** Rows into a table through COPY (text format). */
async function insertRows(client: pg.Client, table: string, columns: string[], rows: Iterable<Value[]>): Promise<void> {
  const copy = client.query(copyFrom(`COPY "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(copyText(rows)), copy);
}

function* copyText(rows: Iterable<Value[]>): Generator<string> {
  let piece = '';
  for (const row of rows) {
    piece += `${row.map(copyValue).join('\t')}\n`;
    if (piece.length >= COPY_PIECE) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/** A value in COPY's text format: \N for null, JSON for lists and objects, backslash escapes for what would end a field or row. */
function copyValue(value: Value | undefined): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : text;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
