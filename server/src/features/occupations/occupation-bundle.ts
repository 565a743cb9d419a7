import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { soundKey } from '@pathcraft/sdk';

/**
 * The occupational data bundle and how its files map to the occ* tables: shared by the SQLite
 * loader (load-occupation-data.ts) and the PostgreSQL one (load-occupation-data.pg.ts).
 */

/** The bundle written by `npm run import-data` (committed; the source data sets are never read at run time). */
export const OCCUPATION_DATA_DIR = fileURLToPath(new URL('../../../data/occupations/', import.meta.url));

/** Bump when this loader changes what it builds from the same files (tables, FTS options). */
const LOADER_VERSION = 2;

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
export type Row = Value[];

export interface Manifest {
  format: number;
  version: string;
  files: { file: string; rows: number; columns: string[] }[];
}

export interface TableLoad {
  file: string;
  table: string;
  columns: string[];
  /** Maps a file row (by the file's column names) to the table's columns; default: same names, same order. */
  map?: (get: (name: string) => Value) => Value[];
}

// JSON columns get their value as is; the SQLite loader stores it as JSON text.
const split = (v: Value): Value => (typeof v === 'string' && v !== '' ? v.split('|') : []);
const flag = (v: Value) => (v === null ? null : v ? 1 : 0);

export const LOADS: TableLoad[] = [
  {
    file: 'occupations',
    table: 'occOccupations',
    columns: [
      'code',
      'title',
      'description',
      'jobZone',
      'soc',
      'wageSoc',
      'wageMatch',
      'projectionSoc',
      'projectionMatch',
    ],
  },
  { file: 'occupation-titles', table: 'occOccupationTitles', columns: ['code', 'title', 'kind', 'sources'] },
  { file: 'elements', table: 'occElements', columns: ['elementId', 'kind', 'name', 'description'] },
  {
    file: 'occupation-elements',
    table: 'occOccupationElements',
    columns: ['code', 'elementId', 'importance', 'difficulty'],
  },
  {
    file: 'wages-national',
    table: 'occWages',
    columns: [
      'soc',
      'areaCode',
      'areaType',
      'title',
      'socGroup',
      'employment',
      'hourlyMean',
      'annualMean',
      'hourly10',
      'hourly25',
      'hourlyMedian',
      'hourly75',
      'hourly90',
      'annual10',
      'annual25',
      'annualMedian',
      'annual75',
      'annual90',
      'annualOnly',
      'hourlyOnly',
    ],
    map: (g) => [
      g('soc'),
      'US',
      'national',
      g('title'),
      g('group'),
      g('employment'),
      g('hourlyMean'),
      g('annualMean'),
      g('hourly10'),
      g('hourly25'),
      g('hourlyMedian'),
      g('hourly75'),
      g('hourly90'),
      g('annual10'),
      g('annual25'),
      g('annualMedian'),
      g('annual75'),
      g('annual90'),
      flag(g('annualOnly')),
      flag(g('hourlyOnly')),
    ],
  },
  {
    file: 'wages-areas',
    table: 'occWages',
    columns: ['soc', 'areaCode', 'areaType', 'hourlyMedian', 'annualMedian'],
    map: (g) => [
      g('soc'),
      g('areaCode'),
      String(g('areaCode')).length === 2 ? 'state' : 'metro',
      g('hourlyMedian'),
      g('annualMedian'),
    ],
  },
  {
    file: 'areas',
    table: 'occAreas',
    columns: ['code', 'type', 'name', 'states'],
    map: (g) => [g('code'), g('type'), g('name'), split(g('states'))],
  },
  { file: 'metro-points', table: 'occMetroPoints', columns: ['areaCode', 'zip', 'lat', 'lon'] },
  { file: 'zip-prefixes', table: 'occZipPrefixes', columns: ['zip3', 'state'] },
  {
    file: 'projections',
    table: 'occProjections',
    columns: [
      'soc',
      'title',
      'employment2024',
      'employment2034',
      'changePercent',
      'openings',
      'education',
      'experience',
      'training',
    ],
  },
  {
    file: 'schools',
    table: 'occSchools',
    columns: ['unitId', 'name', 'city', 'state', 'zip', 'lat', 'lon', 'url', 'areaCode'],
  },
  {
    file: 'programs',
    table: 'occPrograms',
    columns: ['id', 'unitId', 'cip', 'awardLevels', 'completions'],
    map: (g) => [
      programId(Number(g('unitId')), String(g('cip'))),
      g('unitId'),
      g('cip'),
      split(g('awardLevels')),
      g('completions'),
    ],
  },
  { file: 'cips', table: 'occCips', columns: ['cip', 'title'] },
  { file: 'cip-soc', table: 'occCipSoc', columns: ['cip', 'soc'] },
  { file: 'cip-onet', table: 'occCipOnet', columns: ['cip', 'code'] },
  { file: 'rapids-onet', table: 'occRapidsOccupations', columns: ['rapidsCode', 'rapidsTitle', 'code', 'onetTitle'] },
  {
    file: 'sponsors',
    table: 'occSponsors',
    columns: [
      'sponsorId',
      'name',
      'city',
      'state',
      'zip',
      'lat',
      'lon',
      'structure',
      'types',
      'national',
      'website',
      'updated',
    ],
    map: (g) => [
      g('sponsorId'),
      g('name'),
      g('city'),
      g('state'),
      g('zip'),
      g('lat'),
      g('lon'),
      g('structure'),
      split(g('types')),
      flag(g('national')),
      g('website'),
      g('updated'),
    ],
  },
  { file: 'sponsor-occupations', table: 'occSponsorOccupations', columns: ['sponsorId', 'soc'] },
  {
    file: 'licenses',
    table: 'occLicenses',
    columns: ['licenseId', 'state', 'title', 'agency', 'url', 'updated', 'requirements', 'description'],
  },
  { file: 'license-occupations', table: 'occLicenseOccupations', columns: ['licenseId', 'soc'] },
  {
    file: 'certifications',
    table: 'occCertifications',
    columns: [
      'id',
      'name',
      'type',
      'acronym',
      'url',
      'organization',
      'organizationUrl',
      'organizationAddress',
      'keywords',
      'description',
      'details',
    ],
    map: (g) => [
      g('id'),
      g('name'),
      g('type'),
      g('acronym'),
      g('url'),
      g('organization'),
      g('organizationUrl'),
      g('organizationAddress'),
      g('keywords'),
      g('description'),
      g('details') ?? [],
    ],
  },
];

/** Tables the loaders fill from the bundle's files, and those they derive from them (the title vocabulary by sound). */
export const TABLES = [...new Set(LOADS.map((l) => l.table)), 'occWordSounds'];

/** Stable program ID: unitId * 1,000,000 + the CIP's six digits (100654 + '01.0999' -> 100654010999). */
export function programId(unitId: number, cip: string): number {
  return unitId * 1_000_000 + Number(cip.replace('.', ''));
}

export function readManifest(dataDir: string): Manifest {
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
  if (expectedColumns && columns.join() !== expectedColumns.join())
    throw new Error(`${file}: columns ${columns.join()} do not match the manifest`);
  return { columns, rows };
}

/** The version the database records for a loaded bundle: the bundle's own and this loader's. */
export function bundleVersion(manifest: Manifest): string {
  return `${manifest.version}+loader${LOADER_VERSION}`;
}

/** Every file of the bundle, parsed (before any write lock is taken). */
export function readBundle(dataDir: string, manifest: Manifest): Map<string, { columns: string[]; rows: Row[] }> {
  const files = new Map<string, { columns: string[]; rows: Row[] }>();
  for (const { file, columns } of manifest.files)
    files.set(file.replace(/\.jsonl\.gz$/, ''), readDataFile(join(dataDir, file), columns));
  return files;
}

/** A load's rows as table rows (the table's columns, in order). */
export function* tableRows(load: TableLoad, data: { columns: string[]; rows: Row[] } | undefined): Generator<Value[]> {
  if (!data) throw new Error(`Occupational data bundle has no ${load.file} file`);
  const index = new Map(data.columns.map((c, i) => [c, i]));
  if (!load.map) {
    const positions = load.columns.map((c) => {
      const i = index.get(c);
      if (i === undefined) throw new Error(`${load.file}: no column ${c}`);
      return i;
    });
    const identity = positions.every((p, i) => p === i) && positions.length === data.columns.length;
    for (const row of data.rows) yield identity ? row : positions.map((p) => row[p]!);
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
    yield load.map(get);
  }
}

/** The vocabulary of all titles (lower-case words of 3+ letters) with frequencies, for spelling correction. */
export function titleVocabulary(titles: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const word of title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)) {
      if (word.length >= 3 && /[a-z]/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/** The vocabulary's rows for occWordSounds: word, its sound (sdk soundKey), frequency. Words without a sound (digits) are left out. */
export function* wordSoundRows(vocabulary: Map<string, number>): Generator<Value[]> {
  for (const [word, freq] of vocabulary) {
    const sound = soundKey(word);
    if (sound) yield [word, sound, freq];
  }
}

export function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

/** What loading the bundle did: whether it loaded (false: already there) and how long it took. */
export interface OccupationDataLoad {
  loaded: boolean;
  ms: number;
}
