import { join } from 'node:path';
import { clean, num, readCsvRecords } from './read.ts';
import type { Cell } from './output.ts';

export interface WageData {
  /** OEWS May 2025 national rows, keyed by SOC: see NATIONAL_COLUMNS. */
  national: Cell[][];
  nationalDetailed: Set<string>;
  nationalBroad: Set<string>;
  /** areaCode, soc, hourlyMedian, annualMedian (state: area = state abbreviation; metro: 7-digit BLS area code). */
  areaWages: Cell[][];
  /** code, type ('state' | 'metro'), name, states ('|'-joined) */
  areas: Cell[][];
  metroCodes: Set<string>;
}

export const NATIONAL_COLUMNS = [
  'soc',
  'title',
  'group',
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
];

export function readWages(shared: string): WageData {
  const nationalRows = readCsvRecords(shared, 'bls_oews', 'national_M2025_dl.csv');
  const national: Cell[][] = [];
  const nationalDetailed = new Set<string>();
  const nationalBroad = new Set<string>();
  for (const r of nationalRows) {
    const group = r.O_GROUP;
    if (group === 'detailed') nationalDetailed.add(r.OCC_CODE!);
    else if (group === 'broad') nationalBroad.add(r.OCC_CODE!);
    else continue;
    national.push([
      r.OCC_CODE!,
      clean(r.OCC_TITLE),
      group!,
      num(r.TOT_EMP),
      num(r.H_MEAN),
      num(r.A_MEAN),
      num(r.H_PCT10),
      num(r.H_PCT25),
      num(r.H_MEDIAN),
      num(r.H_PCT75),
      num(r.H_PCT90),
      num(r.A_PCT10),
      num(r.A_PCT25),
      num(r.A_MEDIAN),
      num(r.A_PCT75),
      num(r.A_PCT90),
      r.ANNUAL === 'TRUE',
      r.HOURLY === 'TRUE',
    ]);
  }

  const dir = join('bls_oews_state_metro_medians_M2025');
  const areas: Cell[][] = [];
  const areaWages: Cell[][] = [];
  const stateNames = new Map<string, string>();
  for (const r of readCsvRecords(shared, dir, 'oews_state_medians_M2025.csv')) {
    stateNames.set(r.STATE!, r.STATE_NAME!);
    const h = num(r.H_MEDIAN);
    const a = num(r.A_MEDIAN);
    if (h !== null || a !== null) areaWages.push([r.STATE!, r.OCC_CODE!, h, a]);
  }
  for (const [code, name] of [...stateNames].sort()) areas.push([code, 'state', name, code]);
  const metroCodes = new Set<string>();
  for (const r of readCsvRecords(shared, dir, 'oews_metro_areas_M2025.csv')) {
    metroCodes.add(r.AREA!);
    areas.push([r.AREA!, 'metro', clean(r.AREA_TITLE)!, r.STATES!]);
  }
  for (const r of readCsvRecords(shared, dir, 'oews_metro_medians_M2025.csv')) {
    const h = num(r.H_MEDIAN);
    const a = num(r.A_MEDIAN);
    if (h !== null || a !== null) areaWages.push([r.AREA!, r.OCC_CODE!, h, a]);
  }
  // In the table's key order (soc, area): the loader's inserts then append to the primary-key index.
  areaWages.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
  return { national, nationalDetailed, nationalBroad, areaWages, areas, metroCodes };
}
