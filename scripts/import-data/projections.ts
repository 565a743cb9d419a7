import { clean, num, readCsvRecords } from './read.ts';
import type { Cell } from './output.ts';

export const PROJECTION_COLUMNS = [
  'soc',
  'title',
  'employment2024',
  'employment2034',
  'changePercent',
  'openings',
  'education',
  'experience',
  'training',
];

/** BLS Employment Projections 2024-34, Table 1.2: detailed ('Line item') rows. Employment and openings are in thousands in the source; kept as persons. */
export function readProjections(shared: string): { rows: Cell[][]; codes: Set<string> } {
  const records = readCsvRecords(
    shared,
    'bls_employment_projections_2024_34',
    'table_1_2_occupational_projections_2024_34.csv',
  );
  const col = (r: Record<string, string>, prefix: string) => {
    const key = Object.keys(r).find((k) => k.startsWith(prefix));
    if (!key) throw new Error(`projections: no column starting with "${prefix}"`);
    return r[key];
  };
  const thousands = (v: string | undefined) => {
    const n = num(v);
    return n === null ? null : Math.round(n * 1000);
  };
  const text = (v: string | undefined) => {
    const t = clean(v);
    return t === '—' ? null : t;
  };
  const rows: Cell[][] = [];
  for (const r of records) {
    if (r['Occupation type'] !== 'Line item') continue;
    rows.push([
      r['2024 National Employment Matrix code']!,
      clean(r['2024 National Employment Matrix title']),
      thousands(col(r, 'Employment, 2024')),
      thousands(col(r, 'Employment, 2034')),
      num(col(r, 'Employment change, percent')),
      thousands(col(r, 'Occupational openings')),
      text(r['Typical education needed for entry']),
      text(r['Work experience in a related occupation']),
      text(r['Typical on-the-job training needed to attain competency in the occupation']),
    ]);
  }
  return { rows, codes: new Set(rows.map((r) => String(r[0]))) };
}
