import { clean, readCsvRecords } from './read.ts';
import type { Cell } from './output.ts';

export const RAPIDS_COLUMNS = ['rapidsCode', 'rapidsTitle', 'code', 'onetTitle'];

/**
 * O*NET's Apprenticeship RAPIDS to O*NET-SOC crosswalk (partial subset): one row per RAPIDS title.
 * A RAPIDS code may carry several titles (alternate titles) and, rarely, several O*NET codes.
 * Rows whose O*NET code is not in O*NET 29.0 are dropped (the import could not name the occupation).
 */
export function readRapids(shared: string, onetCodes: Set<string>): { rows: Cell[][]; stats: Record<string, number> } {
  const records = readCsvRecords(shared, 'apprenticeship_rapids_and_sponsors', 'rapids_to_onetsoc_subset.csv');
  const rows: Cell[][] = [];
  const seen = new Set<string>();
  let unknownOnet = 0;
  for (const r of records) {
    const rapidsCode = clean(r.RAPIDS_CODE);
    const rapidsTitle = clean(r.RAPIDS_TITLE);
    const code = clean(r.ONET_SOC_CODE);
    if (!rapidsCode || !/^\d{4}$/.test(rapidsCode) || !rapidsTitle || !code) continue;
    if (!onetCodes.has(code)) {
      unknownOnet++;
      continue;
    }
    const key = `${rapidsCode}|${rapidsTitle}|${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push([rapidsCode, rapidsTitle, code, clean(r.ONET_SOC_TITLE)]);
  }
  rows.sort(
    (a, b) =>
      String(a[0]).localeCompare(String(b[0])) ||
      String(a[1]).localeCompare(String(b[1])) ||
      String(a[2]).localeCompare(String(b[2])),
  );
  return {
    rows,
    stats: {
      rapidsRows: rows.length,
      rapidsCodes: new Set(rows.map((r) => r[0])).size,
      rapidsUnknownOnet: unknownOnet,
    },
  };
}
