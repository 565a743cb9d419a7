import { clean, readCsvRecords } from './read.ts';
import type { Cell } from './output.ts';

export const LICENSE_COLUMNS = [
  'licenseId',
  'state',
  'title',
  'agency',
  'url',
  'updated',
  'requirements',
  'description',
];
export const LICENSE_OCCUPATION_COLUMNS = ['licenseId', 'soc'];

/** Where a federal license is kept once: the source repeats it under every state. */
export const FEDERAL = 'US';

/**
 * CareerOneStop occupational licenses (October 2024 export, re-keyed to SOC codes, ~474 common
 * occupations, no California: see the source README). State licenses keep their state; the 74
 * federal licenses (id 00-…, the same row under every state) are kept once with state 'US'.
 * Requirements stay '; '-joined "label: value" text. Links that cannot be a web address
 * ('https://0', blanks) are dropped. Descriptions are the compiler's (at most ~1,400 characters).
 */
export function readLicenses(shared: string): {
  licenses: Cell[][];
  licenseOccupations: Cell[][];
  stats: Record<string, number>;
} {
  const records = readCsvRecords(shared, 'careeronestop_licenses_derived', 'careeronestop_state_licenses.csv');
  const licenses = new Map<string, Cell[]>();
  const links = new Set<string>();
  let brokenLinks = 0;
  for (const r of records) {
    const id = clean(r.LICENSE_ID);
    const title = clean(r.TITLE);
    if (!id || !title) continue;
    const federal = r.JURISDICTION === 'Federal';
    const socs = (r.SOC_CODES ?? '').split('|').filter((s) => /^\d\d-\d{4}$/.test(s));
    for (const soc of socs) links.add(`${id}\t${soc}`);
    if (licenses.has(id)) {
      if (!federal) throw new Error(`license ${id} appears twice`);
      continue;
    }
    const url = webAddress(r.AGENCY_URL_OR_LICENSE_URL);
    if (!url && r.AGENCY_URL_OR_LICENSE_URL) brokenLinks++;
    licenses.set(id, [
      id,
      federal ? FEDERAL : clean(r.STATE)!,
      title,
      clean(r.AGENCY),
      url,
      /^(19|20)\d\d-\d\d-\d\d$/.test(r.UPDATED ?? '') ? r.UPDATED! : null,
      clean(r.REQUIREMENTS),
      clean(r.DESCRIPTION),
    ]);
  }
  const rows = [...licenses.values()].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  const licenseOccupations: Cell[][] = [...links].sort().map((key) => key.split('\t'));
  return {
    licenses: rows,
    licenseOccupations,
    stats: {
      licenses: rows.length,
      federalLicenses: rows.filter((r) => r[1] === FEDERAL).length,
      licenseOccupationLinks: licenseOccupations.length,
      licenseUrlsDropped: brokenLinks,
    },
  };
}

function webAddress(value: string | undefined): string | null {
  const v = clean(value);
  return v && /^https?:\/\/[^/\s]+\.[a-z]{2,}/i.test(v) ? v : null;
}
