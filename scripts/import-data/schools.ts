import { clean, num, readCsvRecords } from './read.ts';
import type { Cell } from './output.ts';

export interface SchoolData {
  /** unitId, name, city, state, zip, lat, lon, url, areaCode (OEWS metro of the school's CBSA, if published) */
  schools: Cell[][];
  /** unitId, cip, awardLevels ('|'-joined IPEDS award-level labels), completions (2023-24) */
  programs: Cell[][];
  /** cip, title */
  cips: Cell[][];
  /** cip, soc: NCES/BLS CIP 2020 -> SOC 2018 */
  cipSoc: Cell[][];
  /** cip, code: O*NET 2020 CIP -> O*NET-SOC 2019 */
  cipOnet: Cell[][];
  stats: Record<string, number>;
}

export function readSchools(
  shared: string,
  onetCodes: ReadonlySet<string>,
  metroCodes: ReadonlySet<string>,
): SchoolData {
  const hd = new Map(readCsvRecords(shared, 'ipeds_hd2024', 'hd2024.csv').map((r) => [r.UNITID!, r]));
  const programRecords = readCsvRecords(
    shared,
    'ipeds_programs_public_C2024_derived',
    'ipeds_public_institution_programs_C2024.csv',
  );

  const programs: Cell[][] = [];
  const unitIds = new Set<string>();
  const programCipTitles = new Map<string, string>();
  let missingSchool = 0;
  for (const r of programRecords) {
    if (!hd.has(r.UNITID!)) {
      missingSchool++;
      continue;
    }
    unitIds.add(r.UNITID!);
    programCipTitles.set(r.CIPCODE!, clean(r.CIP_TITLE)!);
    programs.push([Number(r.UNITID), r.CIPCODE!, r.AWARD_LEVELS ?? '', num(r.COMPLETIONS_2023_24)]);
  }
  programs.sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1])));

  const schools: Cell[][] = [...unitIds]
    .map((id) => hd.get(id)!)
    .sort((a, b) => Number(a.UNITID) - Number(b.UNITID))
    .map((r) => [
      Number(r.UNITID),
      clean(r.INSTNM)!,
      clean(r.CITY),
      r.STABBR!,
      (r.ZIP ?? '').slice(0, 5) || null,
      coord(r.LATITUDE),
      coord(r.LONGITUD),
      webUrl(r.WEBADDR),
      metroOf(r, metroCodes),
    ]);

  const cipSocSet = new Set<string>();
  const cipSoc: Cell[][] = [];
  const cipTitles = new Map<string, string>();
  for (const r of readCsvRecords(shared, 'nces_cip2020_soc2018', 'CIP2020_SOC2018_Crosswalk.csv')) {
    const cip = r.CIP2020Code!;
    const soc = r.SOC2018Code!;
    if (soc === '99-9999' || cip === '99.9999') continue;
    const key = `${cip} ${soc}`;
    if (cipSocSet.has(key)) continue;
    cipSocSet.add(key);
    cipSoc.push([cip, soc]);
  }
  const cipOnet: Cell[][] = [];
  const cipOnetSet = new Set<string>();
  for (const r of readCsvRecords(shared, 'onet_cip_to_onetsoc_crosswalk', 'Education_CIP_to_ONET_SOC.csv')) {
    const cip = r['2020 CIP Code']!;
    const code = r['O*NET-SOC 2019 Code']!;
    const key = `${cip} ${code}`;
    if (!onetCodes.has(code) || cipOnetSet.has(key)) continue;
    cipOnetSet.add(key);
    cipOnet.push([cip, code]);
  }
  for (const r of readCsvRecords(shared, 'nces_cip2020_soc2018', 'CIPCode2020.csv')) {
    const cip = (r.CIPCode ?? '').replace(/^="?|"$/g, '');
    if (/^\d\d\.\d{4}$/.test(cip)) cipTitles.set(cip, (clean(r.CIPTitle) ?? '').replace(/\.$/, ''));
  }
  const usedCips = new Set<string>([
    ...programCipTitles.keys(),
    ...cipSoc.map((r) => String(r[0])),
    ...cipOnet.map((r) => String(r[0])),
  ]);
  const cips: Cell[][] = [...usedCips]
    .sort()
    .map((cip) => [cip, programCipTitles.get(cip) ?? cipTitles.get(cip) ?? null]);

  return {
    schools,
    programs,
    cips,
    cipSoc,
    cipOnet,
    stats: { programsWithoutSchool: missingSchool, cipsWithoutTitle: cips.filter((c) => c[1] === null).length },
  };
}

export function coord(value: string | undefined): number | null {
  const n = num(value);
  return n === null ? null : Math.round(n * 1e5) / 1e5;
}

/** The OEWS metro area of an IPEDS institution: BLS area code = '00' + CBSA for metropolitan CBSAs (CBSATYPE 1). */
export function metroOf(r: Record<string, string>, metroCodes: ReadonlySet<string>): string | null {
  if (r.CBSATYPE !== '1') return null;
  const code = `00${r.CBSA}`;
  return metroCodes.has(code) ? code : null;
}

function webUrl(value: string | undefined): string | null {
  const v = clean(value);
  if (!v) return null;
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}
