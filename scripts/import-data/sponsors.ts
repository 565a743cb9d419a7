import { distanceMiles } from '../../server/src/features/locations/distance.ts';
import { lookupZip } from '../../server/src/platform/locations/zip-codes.ts';
import { clean, readCsvRecords } from './read.ts';
import type { Cell } from './output.ts';

export const SPONSOR_COLUMNS = [
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
];
export const SPONSOR_OCCUPATION_COLUMNS = ['sponsorId', 'soc'];

/** Every profile link is this prefix + the sponsor id (checked below), so only the id is kept. */
export const SPONSOR_PROFILE_PREFIX = 'https://www.apprenticeship.gov/partner-finder/profile?id=';

/**
 * Registered apprenticeship sponsors of the U.S. DOL apprenticeship.gov Partner Finder (snapshot of
 * 2026-08-10, only sponsors of ~474 common occupations, no California: see the source README).
 * Kept: id, name, city, state, ZIP, coordinates (5 decimals, about a metre), employer structure
 * (Single / Multiple Employer; 'Neither' dropped), sponsor types ('|'-joined: Union/Labor, Employer, ...;
 * 'None' dropped), national program, website, last update. Dropped: the occupation titles (the SOC
 * codes link sponsors to occupations, one row each in sponsorOccupations) and the instruction method.
 * Cleaned: apprenticeship.gov's test accounts ('Iowa (Test) Sponsor') are left out; a sponsor geocoded
 * more than 50 miles from its own ZIP code (about 100: 'Des Moines' placed near Los Angeles) is placed
 * at that ZIP's coordinates (npm zipcodes, as the server's ZIP look-up), so 'nearest' is near.
 */
export function readSponsors(shared: string): {
  sponsors: Cell[][];
  sponsorOccupations: Cell[][];
  stats: Record<string, number>;
} {
  const records = readCsvRecords(
    shared,
    'apprenticeship_rapids_and_sponsors',
    'apprenticeship_sponsors_partner_finder_20260810.csv',
  );
  const sponsors: Cell[][] = [];
  const links: Cell[][] = [];
  const seen = new Set<string>();
  let skipped = 0;
  let testAccounts = 0;
  let relocated = 0;
  for (const r of records) {
    const id = clean(r.SPONSOR_ID);
    const name = clean(r.NAME);
    let lat = coordinate(r.LATITUDE, 90);
    let lon = coordinate(r.LONGITUDE, 180);
    const socs = [...new Set((r.SOC_CODES ?? '').split('|').map((s) => s.trim()))]
      .filter((s) => /^\d\d-\d{4}$/.test(s))
      .sort();
    if (!id || !name || lat === null || lon === null || socs.length === 0 || seen.has(id)) {
      skipped++;
      continue;
    }
    if (TEST_ACCOUNT.test(name)) {
      testAccounts++;
      continue;
    }
    const zip = /^\d{5}$/.test(r.ZIP ?? '') ? r.ZIP! : null;
    const place = zip ? lookupZip(zip) : undefined;
    if (place && distanceMiles(place, { latitude: lat, longitude: lon }) > GEOCODE_TOLERANCE_MILES) {
      [lat, lon] = [place.latitude, place.longitude];
      relocated++;
    }
    if (r.PROFILE_URL && r.PROFILE_URL !== SPONSOR_PROFILE_PREFIX + id)
      throw new Error(`sponsor ${id}: profile link ${r.PROFILE_URL} is not the usual one`);
    seen.add(id);
    const structure = clean(r.EMPLOYER_STRUCTURE);
    const types = (r.SPONSOR_TYPE ?? '')
      .split('|')
      .map((t) => t.trim())
      .filter((t) => t && t !== 'None');
    sponsors.push([
      id,
      name,
      cityName(clean(r.CITY)),
      clean(r.STATE)!,
      zip,
      lat,
      lon,
      structure === 'Single Employer' || structure === 'Multiple Employer' ? structure : null,
      types.join('|'),
      r.NATIONAL_PROGRAM === 'Y',
      webAddress(r.WEBSITE),
      /^\d{4}-\d\d-\d\d$/.test(r.LAST_UPDATED ?? '') ? r.LAST_UPDATED! : null,
    ]);
    for (const soc of socs) links.push([id, soc]);
  }
  sponsors.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  links.sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));
  return {
    sponsors,
    sponsorOccupations: links,
    stats: {
      sponsors: sponsors.length,
      sponsorOccupationLinks: links.length,
      sponsorsSkipped: skipped,
      sponsorTestAccounts: testAccounts,
      sponsorsPlacedAtZip: relocated,
    },
  };
}

/** apprenticeship.gov's test and demo accounts, by name. */
export const TEST_ACCOUNT = /\(test\b|\btest (account|program|sponsor)\b|-test\//i;
const GEOCODE_TOLERANCE_MILES = 50;

function coordinate(value: string | undefined, max: number): number | null {
  const n = Number(value);
  if (!value?.trim() || !Number.isFinite(n) || Math.abs(n) > max) return null;
  return Math.round(n * 1e5) / 1e5;
}

/** 'MAPLE GROVE' -> 'Maple Grove' (about a third of the cities are in capitals); mixed case is kept as written. */
export function cityName(city: string | null): string | null {
  if (!city || city !== city.toUpperCase()) return city;
  return city
    .toLowerCase()
    .replace(/(^|[\s\-'.(/])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function webAddress(value: string | undefined): string | null {
  const v = clean(value);
  if (!v) return null;
  const url = /^https?:\/\//i.test(v) ? v : `https://${v}`;
  return /^https?:\/\/[^/\s]+\.[a-z]{2,}/i.test(url) ? url : null;
}
