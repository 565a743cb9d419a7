import type Database from 'better-sqlite3';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import {
  bundleVersion,
  elapsed,
  LOADS,
  OCCUPATION_DATA_DIR,
  type OccupationDataLoad,
  readBundle,
  readManifest,
  type Row,
  TABLES,
  type TableLoad,
  tableRows,
  titleVocabulary,
  wordSoundRows,
} from './occupation-bundle.ts';

export { OCCUPATION_DATA_DIR, type OccupationDataLoad, programId, readDataFile } from './occupation-bundle.ts';

/** FTS5 tables: built here with raw SQL because drizzle-kit cannot express virtual tables. */
const FTS_TABLES = ['occTitleSearch', 'occOccupationSearch', 'occSearchWords', 'occCertificationSearch'];
const FTS_SQL = `
-- One row per title (kind 'title' = the O*NET title, then alternate, short and reported titles), so that
-- job-title queries match short documents; external content: the index only, rows stay in occOccupationTitles.
CREATE VIRTUAL TABLE occTitleSearch USING fts5(
  title, code UNINDEXED, kind UNINDEXED, sources UNINDEXED,
  content = 'occOccupationTitles', content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO occTitleSearch (occTitleSearch) VALUES ('rebuild');

-- One row per occupation with weighted columns for bm25 (title, other titles, description).
-- (Not contentless_unindexed: SQLite leaves that variant's _content table behind on DROP.)
CREATE VIRTUAL TABLE occOccupationSearch USING fts5(
  code UNINDEXED, title, titles, description,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO occOccupationSearch (code, title, titles, description)
  SELECT o.code, o.title,
    (SELECT group_concat(t.title, ' | ') FROM occOccupationTitles t WHERE t.code = o.code AND t.kind <> 'title'),
    o.description
  FROM occOccupations o;

-- Title vocabulary with a trigram index: candidate corrections for misspelt words ('electrision').
CREATE VIRTUAL TABLE occSearchWords USING fts5(word, freq UNINDEXED, tokenize = 'trigram');

-- Certifications by keyword (the source has no occupation codes).
CREATE VIRTUAL TABLE occCertificationSearch USING fts5(
  name, acronym, keywords, organization, description,
  content = 'occCertifications', content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO occCertificationSearch (occCertificationSearch) VALUES ('rebuild');
`;

/** How a database loads the bundle: loadOccupationData on SQLite, load-occupation-data.pg.ts on PostgreSQL. */
type Loader = (dataDir: string, options: LoadOptions) => Promise<OccupationDataLoad>;

export interface LoadOptions {
  /**
   * How long to wait for another process that is loading the same data (processes started
   * together on a new database): the first loads, the others wait for it and then find the data
   * current. Omitted: the database's usual wait (SQLite: 5 s; PostgreSQL waits on its advisory lock).
   */
  waitForOthersMs?: number;
}

const loaderOf = perDatabase<Loader, Db>({
  sqlite:
    (db) =>
    (dataDir, { waitForOthersMs }) =>
      db.$withConnection((sqlite) => {
        const usual = sqlite.pragma('busy_timeout', { simple: true }) as number;
        if (waitForOthersMs !== undefined) sqlite.pragma(`busy_timeout = ${waitForOthersMs}`);
        try {
          return loadOccupationData(sqlite, dataDir);
        } finally {
          sqlite.pragma(`busy_timeout = ${usual}`);
        }
      }),
  // Loaded only on PostgreSQL: it brings node-postgres, which a SQLite start never loads.
  postgres: (db) => async (dataDir) => (await import('./load-occupation-data.pg.ts')).loadOccupationDataPg(db, dataDir),
});

/** Loads the bundle into either database (see loadOccupationData; PostgreSQL: load-occupation-data.pg.ts). */
export function loadOccupationDataIn(
  db: Db,
  dataDir: string = OCCUPATION_DATA_DIR,
  options: LoadOptions = {},
): Promise<OccupationDataLoad> {
  return loaderOf(db)(dataDir, options);
}

/**
 * Loads the bundled occupational data into the occ* tables (created by the Drizzle migrations) and
 * the FTS5 search tables, in one transaction, when the bundle's version differs from the one the
 * database holds (table occupationDataVersion). Otherwise returns at once with loaded: false.
 */
export function loadOccupationData(
  sqlite: Database.Database,
  dataDir: string = OCCUPATION_DATA_DIR,
): OccupationDataLoad {
  const started = performance.now();
  const manifest = readManifest(dataDir);
  const version = bundleVersion(manifest);
  if (isCurrent(sqlite, version)) return { loaded: false, ms: elapsed(started) };

  // Parse every file before taking the write lock.
  const files = readBundle(dataDir, manifest);

  let loaded = false;
  sqlite
    .transaction(() => {
      if (isCurrent(sqlite, version)) return; // another process loaded it meanwhile
      for (const table of FTS_TABLES) sqlite.exec(`DROP TABLE IF EXISTS ${table}`);
      // Secondary indexes are cheaper to build once after the bulk insert than to maintain row by row.
      const indexes = sqlite
        .prepare(
          `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${TABLES.map(() => '?').join(', ')})`,
        )
        .all(...TABLES) as { name: string; sql: string }[];
      for (const { name } of indexes) sqlite.exec(`DROP INDEX ${name}`);
      for (const table of TABLES) sqlite.exec(`DELETE FROM ${table}`);
      for (const load of LOADS) {
        // The O*NET titles head the titles table (kind 'title'): one searchable row per title of any kind.
        if (load.table === 'occOccupationTitles')
          sqlite.exec(
            `INSERT INTO occOccupationTitles (code, title, kind, sources) SELECT code, title, 'title', 0 FROM occOccupations`,
          );
        insertFile(sqlite, load, files.get(load.file));
      }
      for (const { sql } of indexes) sqlite.exec(sql);
      sqlite.exec(FTS_SQL);
      insertSearchWords(sqlite);
      sqlite
        .prepare(
          'INSERT INTO occupationDataVersion (id, version, loadedAt, loadMs) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version, loadedAt = excluded.loadedAt, loadMs = excluded.loadMs',
        )
        .run(version, new Date().toISOString(), Math.round(elapsed(started)));
      loaded = true;
    })
    .immediate();
  if (loaded) sqlite.pragma('optimize');
  return { loaded, ms: elapsed(started) };
}

function isCurrent(sqlite: Database.Database, version: string): boolean {
  const row = sqlite.prepare('SELECT version FROM occupationDataVersion WHERE id = 1').get() as
    | { version: string }
    | undefined;
  if (row?.version !== version) return false;
  const present = sqlite
    .prepare(
      `SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN (${FTS_TABLES.map(() => '?').join(', ')})`,
    )
    .get(...FTS_TABLES) as { n: number };
  return present.n === FTS_TABLES.length;
}

function insertFile(
  sqlite: Database.Database,
  load: TableLoad,
  data: { columns: string[]; rows: Row[] } | undefined,
): void {
  const stmt = sqlite.prepare(
    `INSERT INTO ${load.table} (${load.columns.join(', ')}) VALUES (${load.columns.map(() => '?').join(', ')})`,
  );
  // Only mapped loads produce JSON values (lists, details): stored as JSON text.
  if (!load.map) for (const row of tableRows(load, data)) stmt.run(row);
  else
    for (const row of tableRows(load, data))
      stmt.run(row.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v)));
}

/** The title vocabulary with frequencies, by trigrams and by sound, for spelling correction. */
function insertSearchWords(sqlite: Database.Database): void {
  const titles = sqlite.prepare('SELECT title FROM occOccupationTitles').pluck().all() as string[];
  const vocabulary = titleVocabulary(titles);
  const insert = sqlite.prepare('INSERT INTO occSearchWords (word, freq) VALUES (?, ?)');
  for (const [word, freq] of vocabulary) insert.run(word, freq);
  const insertSound = sqlite.prepare('INSERT INTO occWordSounds (word, sound, freq) VALUES (?, ?, ?)');
  for (const row of wordSoundRows(vocabulary)) insertSound.run(row);
}
