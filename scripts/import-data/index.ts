/**
 * npm run import-data: reads the public reference data under ../shared/data (or $PATHCRAFT_SHARED_DATA)
 * and writes the compact bundle committed under server/data/occupations/ (gzip'd JSON lines +
 * manifest.json + ATTRIBUTION.md + README.md). The server only ever reads the bundle.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCertifications, CERT_COLUMNS } from './certifications.ts';
import { attributionMarkdown, readmeMarkdown } from './docs.ts';
import { readGeo } from './geo.ts';
import { readOnet } from './onet.ts';
import { DataWriter, type Cell } from './output.ts';
import { PROJECTION_COLUMNS, readProjections } from './projections.ts';
import { RAPIDS_COLUMNS, readRapids } from './rapids.ts';
import { LICENSE_COLUMNS, LICENSE_OCCUPATION_COLUMNS, readLicenses } from './licenses.ts';
import { readSchools } from './schools.ts';
import { readSponsors, SPONSOR_COLUMNS, SPONSOR_OCCUPATION_COLUMNS } from './sponsors.ts';
import { linkSoc } from './soc.ts';
import { NATIONAL_COLUMNS, readWages } from './wages.ts';

export const FORMAT_VERSION = 1;
const MAX_BUNDLE_BYTES = 12 * 1024 * 1024;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const shared = resolve(repoRoot, process.env.PATHCRAFT_SHARED_DATA ?? '../shared/data');
const outDir = join(repoRoot, 'server/data/occupations');

if (!existsSync(join(shared, 'onet_29_0'))) {
  console.error(
    `No shared data at ${shared} (set PATHCRAFT_SHARED_DATA to the folder holding onet_29_0/, bls_oews/, ...).`,
  );
  process.exit(1);
}

const started = Date.now();
const onet = readOnet(shared);
const wages = readWages(shared);
const projections = readProjections(shared);
const onetCodes = new Set(onet.occupations.map((o) => o.code));
const onetSocs = new Set(onet.occupations.map((o) => o.code.slice(0, 7)));

const links = {
  wage: { exact: 0, aggregate: 0, broad: 0, none: 0 },
  projection: { exact: 0, aggregate: 0, broad: 0, none: 0 },
};
const usedWageSocs = new Set<string>();
const occupationRows: Cell[][] = onet.occupations.map((o) => {
  const wage = linkSoc(o.code, wages.nationalDetailed, onetSocs, wages.nationalBroad);
  const projection = linkSoc(o.code, projections.codes, onetSocs);
  links.wage[wage?.match ?? 'none']++;
  links.projection[projection?.match ?? 'none']++;
  if (wage) usedWageSocs.add(wage.soc);
  return [
    o.code,
    o.title,
    o.description,
    o.jobZone,
    o.code.slice(0, 7),
    wage?.soc ?? null,
    wage?.match ?? null,
    projection?.soc ?? null,
    projection?.match ?? null,
  ];
});
// National wages: every detailed row, plus a broad row only where an occupation falls back to it.
// OEWS lists a few codes (13-1020, 29-2010, ...) both as broad and as detailed rows: one row per code, detailed first.
const nationalRows: Cell[][] = [];
const nationalSeen = new Set<string>();
for (const r of [...wages.national].sort((a, b) => Number(a[2] !== 'detailed') - Number(b[2] !== 'detailed'))) {
  const soc = String(r[0]);
  if (nationalSeen.has(soc) || (r[2] !== 'detailed' && !usedWageSocs.has(soc))) continue;
  nationalSeen.add(soc);
  nationalRows.push(r);
}
nationalRows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));

const schools = readSchools(shared, onetCodes, wages.metroCodes);
const geo = readGeo(shared, wages.metroCodes);
const certifications = readCertifications(shared);
const rapids = readRapids(shared, onetCodes);
const sponsors = readSponsors(shared);
const licenses = readLicenses(shared);

const out = new DataWriter(outDir);
out.write(
  'occupations',
  ['code', 'title', 'description', 'jobZone', 'soc', 'wageSoc', 'wageMatch', 'projectionSoc', 'projectionMatch'],
  occupationRows,
);
out.write('occupation-titles', ['code', 'title', 'kind', 'sources'], onet.titles);
out.write('elements', ['elementId', 'kind', 'name', 'description'], onet.elements);
out.write('occupation-elements', ['code', 'elementId', 'importance', 'difficulty'], onet.ratings);
out.write('wages-national', NATIONAL_COLUMNS, nationalRows);
out.write('areas', ['code', 'type', 'name', 'states'], wages.areas);
out.write('wages-areas', ['areaCode', 'soc', 'hourlyMedian', 'annualMedian'], wages.areaWages);
out.write('metro-points', ['areaCode', 'zip', 'lat', 'lon'], geo.metroPoints);
out.write('zip-prefixes', ['zip3', 'state'], geo.zipPrefixes);
out.write('projections', PROJECTION_COLUMNS, projections.rows);
out.write('schools', ['unitId', 'name', 'city', 'state', 'zip', 'lat', 'lon', 'url', 'areaCode'], schools.schools);
out.write('programs', ['unitId', 'cip', 'awardLevels', 'completions'], schools.programs);
out.write('cips', ['cip', 'title'], schools.cips);
out.write('cip-soc', ['cip', 'soc'], schools.cipSoc);
out.write('cip-onet', ['cip', 'code'], schools.cipOnet);
out.write('certifications', CERT_COLUMNS, certifications.rows);
out.write('rapids-onet', RAPIDS_COLUMNS, rapids.rows);
out.write('sponsors', SPONSOR_COLUMNS, sponsors.sponsors);
out.write('sponsor-occupations', SPONSOR_OCCUPATION_COLUMNS, sponsors.sponsorOccupations);
out.write('licenses', LICENSE_COLUMNS, licenses.licenses);
out.write('license-occupations', LICENSE_OCCUPATION_COLUMNS, licenses.licenseOccupations);

const version = out.version(FORMAT_VERSION);
const stats = {
  ...onet.stats,
  ...schools.stats,
  ...certifications.stats,
  ...rapids.stats,
  ...sponsors.stats,
  ...licenses.stats,
  wageLinks: links.wage,
  projectionLinks: links.projection,
};
const manifest = {
  format: FORMAT_VERSION,
  version,
  generator: 'scripts/import-data (npm run import-data)',
  releases: {
    onet: 'O*NET 29.0 (August 2024)',
    oews: 'BLS OEWS May 2025',
    projections: 'BLS Employment Projections 2024-34',
    ipeds: 'NCES IPEDS HD2024 + C2024 (public institutions, derived)',
    cipSoc: 'NCES/BLS CIP 2020 - SOC 2018 crosswalk; O*NET 2020 CIP - O*NET-SOC 2019 crosswalk',
    certifications: 'CareerOneStop Certification Finder export (2026-03)',
    rapids: 'O*NET Apprenticeship RAPIDS to O*NET-SOC crosswalk (March 2026, partial subset)',
    sponsors:
      'U.S. DOL apprenticeship.gov Partner Finder, registered apprenticeship sponsors (snapshot of 2026-08-10, partial: ~474 occupations, no California)',
    licenses:
      'CareerOneStop occupational licenses by state (October 2024 export, partial: ~474 occupations, no California)',
  },
  files: out.files.map(({ file, rows, bytes, columns }) => ({ file, rows, bytes, columns })),
  stats,
};
writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
out.writeText('ATTRIBUTION.md', attributionMarkdown());
out.writeText('README.md', readmeMarkdown(manifest));

let total = 0;
const table: string[] = [];
for (const name of ['manifest.json', 'ATTRIBUTION.md', 'README.md']) {
  const bytes = Buffer.byteLength(readUtf8(join(outDir, name)));
  total += bytes;
  table.push(`${name.padEnd(30)} ${''.padStart(8)} ${fmt(bytes).padStart(10)}`);
}
for (const f of out.files) {
  total += f.bytes;
  table.push(`${f.file.padEnd(30)} ${String(f.rows).padStart(8)} ${fmt(f.bytes).padStart(10)}`);
}
console.log(`Occupation data ${version} -> ${relative(process.cwd(), outDir) || '.'}`);
console.log(`${'file'.padEnd(30)} ${'rows'.padStart(8)} ${'bytes'.padStart(10)}`);
console.log(table.join('\n'));
console.log(
  `${'total'.padEnd(30)} ${''.padStart(8)} ${fmt(total).padStart(10)}  (${(total / 1024 / 1024).toFixed(2)} MB, budget 12 MB)`,
);
console.log('stats', JSON.stringify(stats));
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (total > MAX_BUNDLE_BYTES) {
  console.error(`Bundle is ${total} bytes, over the ${MAX_BUNDLE_BYTES}-byte budget.`);
  process.exit(1);
}

function fmt(n: number): string {
  return n.toLocaleString('en-US');
}

function readUtf8(file: string): string {
  return readFileSync(file, 'utf8');
}
