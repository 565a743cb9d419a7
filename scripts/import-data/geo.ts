import { readCsvRecords } from './read.ts';
import { coord, metroOf } from './schools.ts';
import type { Cell } from './output.ts';

/**
 * The data holds no ZIP table. Two small derived hints, both from real addresses:
 * - metroPoints: every IPEDS HD2024 institution (all 6,072, not only the public ones) in a metro area
 *   that OEWS publishes: [areaCode, zip5, lat, lon]. Exact ZIP hit -> that metro; with a ZIP's
 *   coordinates (e.g. the `zipcodes` package) the nearest point within a few miles -> its metro.
 * - zipPrefixes: ZIP3 -> state, by majority over IPEDS institutions and apprenticeship sponsors
 *   (ZIP3 prefixes never cross state lines, apart from a handful of mis-keyed addresses).
 */
export function readGeo(
  shared: string,
  metroCodes: ReadonlySet<string>,
): { metroPoints: Cell[][]; zipPrefixes: Cell[][] } {
  const hd = readCsvRecords(shared, 'ipeds_hd2024', 'hd2024.csv');
  const seen = new Set<string>();
  const metroPoints: Cell[][] = [];
  for (const r of hd) {
    const area = metroOf(r, metroCodes);
    const zip = (r.ZIP ?? '').slice(0, 5);
    const lat = coord(r.LATITUDE);
    const lon = coord(r.LONGITUD);
    if (!area || !/^\d{5}$/.test(zip) || lat === null || lon === null) continue;
    const row = [area, zip, Math.round(lat * 1e3) / 1e3, Math.round(lon * 1e3) / 1e3];
    const key = row.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    metroPoints.push(row);
  }
  metroPoints.sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));

  const votes = new Map<string, Map<string, number>>();
  const vote = (zip: string | undefined, state: string | undefined) => {
    if (!zip || !state || !/^\d{5}/.test(zip)) return;
    const prefix = zip.slice(0, 3);
    const byState = votes.get(prefix) ?? new Map<string, number>();
    byState.set(state, (byState.get(state) ?? 0) + 1);
    votes.set(prefix, byState);
  };
  for (const r of hd) vote(r.ZIP, r.STABBR);
  for (const r of readCsvRecords(
    shared,
    'apprenticeship_rapids_and_sponsors',
    'apprenticeship_sponsors_partner_finder_20260810.csv',
  ))
    vote(r.ZIP, r.STATE);
  const zipPrefixes: Cell[][] = [...votes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([prefix, byState]) => [prefix, [...byState].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]]);
  return { metroPoints, zipPrefixes };
}
