import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type Database from 'better-sqlite3';

/** The bundle written by `npm run import-data` (committed; the source data sets are never read at run time). */
export const OCCUPATION_DATA_DIR = fileURLToPath(new URL('../../../data/occupations/', import.meta.url));

/** Bump when this loader changes what it builds from the same files (tables, FTS options). */
const LOADER_VERSION = 1;

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
type Row = Value[];

interface Manifest {
  format: number;
  version: string;
  files: { file: string; rows: number; columns: string[] }[];
}

interface TableLoad {
  file: string;
  table: string;
  columns: string[];
  /** Maps a file row (by the file's column names) to the table's columns; default: same names, same order. */
  map?: (get: (name: string) => Value) => Value[];
}

const json = (v: Value) => (v === null ? null : JSON.stringify(v));
const split = (v: Value) => JSON.stringify(typeof v === 'string' && v !== '' ? v.split('|') : []);
const flag = (v: Value) => (v === null ? null : v ? 1 : 0);

const LOADS: TableLoad[] = [
  { file: 'occupations', table: 'occOccupations', columns: ['code', 'title', 'description', 'jobZone', 'soc', 'wageSoc', 'wageMatch', 'projectionSoc', 'projectionMatch'] },
  { file: 'occupation-titles', table: 'occOccupationTitles', columns: ['code', 'title', 'kind', 'sources'] },
  { file: 'elements', table: 'occElements', columns: ['elementId', 'kind', 'name', 'description'] },
  { file: 'occupation-elements', table: 'occOccupationElements', columns: ['code', 'elementId', 'importance', 'difficulty'] },
  {
    file: 'wages-national',
    table: 'occWages',
    columns: ['soc', 'areaCode', 'areaType', 'title', 'socGroup', 'employment', 'hourlyMean', 'annualMean', 'hourly10', 'hourly25', 'hourlyMedian', 'hourly75', 'hourly90', 'annual10', 'annual25', 'annualMedian', 'annual75', 'annual90', 'annualOnly', 'hourlyOnly'],
    map: (g) => [
      g('soc'), 'US', 'national', g('title'), g('group'), g('employment'), g('hourlyMean'), g('annualMean'),
      g('hourly10'), g('hourly25'), g('hourlyMedian'), g('hourly75'), g('hourly90'),
      g('annual10'), g('annual25'), g('annualMedian'), g('annual75'), g('annual90'),
      flag(g('annualOnly')), flag(g('hourlyOnly')),
    ],
  },
  {
    file: 'wages-areas',
    table: 'occWages',
    columns: ['soc', 'areaCode', 'areaType', 'hourlyMedian', 'annualMedian'],
    map: (g) => [g('soc'), g('areaCode'), String(g('areaCode')).length === 2 ? 'state' : 'metro', g('hourlyMedian'), g('annualMedian')],
  },
  { file: 'areas', table: 'occAreas', columns: ['code', 'type', 'name', 'states'], map: (g) => [g('code'), g('type'), g('name'), split(g('states'))] },
  { file: 'metro-points', table: 'occMetroPoints', columns: ['areaCode', 'zip', 'lat', 'lon'] },
  { file: 'zip-prefixes', table: 'occZipPrefixes', columns: ['zip3', 'state'] },
  { file: 'projections', table: 'occProjections', columns: ['soc', 'title', 'employment2024', 'employment2034', 'changePercent', 'openings', 'education', 'experience', 'training'] },
  { file: 'schools', table: 'occSchools', columns: ['unitId', 'name', 'city', 'state', 'zip', 'lat', 'lon', 'url', 'areaCode'] },
  {
    file: 'programs',
    table: 'occPrograms',
    columns: ['id', 'unitId', 'cip', 'awardLevels', 'completions'],
    map: (g) => [programId(Number(g('unitId')), String(g('cip'))), g('unitId'), g('cip'), split(g('awardLevels')), g('completions')],
  },
  { file: 'cips', table: 'occCips', columns: ['cip', 'title'] },
  { file: 'cip-soc', table: 'occCipSoc', columns: ['cip', 'soc'] },
  { file: 'cip-onet', table: 'occCipOnet', columns: ['cip', 'code'] },
  { file: 'rapids-onet', table: 'occRapidsOccupations', columns: ['rapidsCode', 'rapidsTitle', 'code', 'onetTitle'] },
  {
    file: 'certifications',
    table: 'occCertifications',
    columns: ['id', 'name', 'type', 'acronym', 'url', 'organization', 'organizationUrl', 'organizationAddress', 'keywords', 'description', 'details'],
    map: (g) => [
      g('id'), g('name'), g('type'), g('acronym'), g('url'), g('organization'), g('organizationUrl'), g('organizationAddress'), g('keywords'), g('description'),
      json(g('details') ?? []),
    ],
  },
];

const TABLES = [...new Set(LOADS.map((l) => l.table))];

/** Stable program ID: unitId * 1,000,000 + the CIP's six digits (100654 + '01.0999' -> 100654010999). */
export function programId(unitId: number, cip: string): number {
  return unitId * 1_000_000 + Number(cip.replace('.', ''));
}

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

export interface OccupationDataLoad {
  loaded: boolean;
  ms: number;
}

/**
 * Loads the bundled occupational data into the occ* tables (created by the Drizzle migrations) and
 * the FTS5 search tables, in one transaction, when the bundle's version differs from the one the
 * database holds (table occupationDataVersion). Otherwise returns at once with loaded: false.
 */
export function loadOccupationData(sqlite: Database.Database, dataDir: string = OCCUPATION_DATA_DIR): OccupationDataLoad {
  const started = performance.now();
  const manifest = readManifest(dataDir);
  const version = `${manifest.version}+loader${LOADER_VERSION}`;
  if (isCurrent(sqlite, version)) return { loaded: false, ms: elapsed(started) };

  // Parse every file before taking the write lock.
  const files = new Map<string, { columns: string[]; rows: Row[] }>();
  for (const { file, columns } of manifest.files) {
    const name = file.replace(/\.jsonl\.gz$/, '');
    files.set(name, readDataFile(join(dataDir, file), columns));
  }

  let loaded = false;
  sqlite
    .transaction(() => {
      if (isCurrent(sqlite, version)) return; // another process loaded it meanwhile
      for (const table of FTS_TABLES) sqlite.exec(`DROP TABLE IF EXISTS ${table}`);
      // Secondary indexes are cheaper to build once after the bulk insert than to maintain row by row.
      const indexes = sqlite
        .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${TABLES.map(() => '?').join(', ')})`)
        .all(...TABLES) as { name: string; sql: string }[];
      for (const { name } of indexes) sqlite.exec(`DROP INDEX ${name}`);
      for (const table of TABLES) sqlite.exec(`DELETE FROM ${table}`);
      for (const load of LOADS) {
        // The O*NET titles head the titles table (kind 'title'): one searchable row per title of any kind.
        if (load.table === 'occOccupationTitles') sqlite.exec(`INSERT INTO occOccupationTitles (code, title, kind, sources) SELECT code, title, 'title', 0 FROM occOccupations`);
        insertFile(sqlite, load, files.get(load.file));
      }
      for (const { sql } of indexes) sqlite.exec(sql);
      sqlite.exec(FTS_SQL);
      insertSearchWords(sqlite);
      sqlite
        .prepare('INSERT INTO occupationDataVersion (id, version, loadedAt, loadMs) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version, loadedAt = excluded.loadedAt, loadMs = excluded.loadMs')
        .run(version, new Date().toISOString(), Math.round(elapsed(started)));
      loaded = true;
    })
    .immediate();
  if (loaded) sqlite.pragma('optimize');
  return { loaded, ms: elapsed(started) };
}

function isCurrent(sqlite: Database.Database, version: string): boolean {
  const row = sqlite.prepare('SELECT version FROM occupationDataVersion WHERE id = 1').get() as { version: string } | undefined;
  if (row?.version !== version) return false;
  const present = sqlite
    .prepare(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN (${FTS_TABLES.map(() => '?').join(', ')})`)
    .get(...FTS_TABLES) as { n: number };
  return present.n === FTS_TABLES.length;
}

function readManifest(dataDir: string): Manifest {
  const file = join(dataDir, 'manifest.json');
  if (!existsSync(file)) throw new Error(`No occupational data bundle at ${dataDir} (run npm run import-data).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`Unsupported occupational data format ${manifest.format}`);
  return manifest;
}

/** A bundle file: gzip'd JSON lines, first line the column names. */
export function readDataFile(file: string, expectedColumns?: string[]): { columns: string[]; rows: Row[] } {
  const text = gunzipSync(readFileSync(file)).toString('utf8').trimEnd();
  // One JSON.parse for the whole file: each line is a JSON array, so joining lines with commas makes one array.
  const [columns, ...rows] = JSON.parse(`[${text.replaceAll('\n', ',')}]`) as [string[], ...Row[]];
  if (expectedColumns && columns.join() !== expectedColumns.join()) throw new Error(`${file}: columns ${columns.join()} do not match the manifest`);
  return { columns, rows };
}

function insertFile(sqlite: Database.Database, load: TableLoad, data: { columns: string[]; rows: Row[] } | undefined): void {
  if (!data) throw new Error(`Occupational data bundle has no ${load.file} file`);
  const stmt = sqlite.prepare(`INSERT INTO ${load.table} (${load.columns.join(', ')}) VALUES (${load.columns.map(() => '?').join(', ')})`);
  const index = new Map(data.columns.map((c, i) => [c, i]));
  if (!load.map) {
    const positions = load.columns.map((c) => {
      const i = index.get(c);
      if (i === undefined) throw new Error(`${load.file}: no column ${c}`);
      return i;
    });
    const identity = positions.every((p, i) => p === i) && positions.length === data.columns.length;
    for (const row of data.rows) stmt.run(identity ? row : positions.map((p) => row[p]!));
    return;
  }
  let current: Row = [];
  const get = (name: string) => {
    const i = index.get(name);
    if (i === undefined) throw new Error(`${load.file}: no column ${name}`);
    return current[i] ?? null;
  };
  for (const row of data.rows) {
    current = row;
    stmt.run(load.map(get));
  }
}

/** The vocabulary of all titles (lower-case words of 3+ letters) with frequencies, for spelling correction. */
function insertSearchWords(sqlite: Database.Database): void {
  const counts = new Map<string, number>();
  const titles = sqlite.prepare('SELECT title FROM occOccupationTitles').pluck().all() as string[];
  for (const title of titles) {
    for (const word of title.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/)) {
      if (word.length >= 3 && /[a-z]/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const insert = sqlite.prepare('INSERT INTO occSearchWords (word, freq) VALUES (?, ?)');
  for (const [word, freq] of counts) insert.run(word, freq);
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}
