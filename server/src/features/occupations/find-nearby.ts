import {
  type ApprenticeshipSponsor,
  LICENSE_SOURCE,
  type LicenseList,
  type OccupationLicense,
  type PlaceInfo,
  SPONSOR_SOURCE,
  type SponsorList,
} from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { distanceMiles } from '../locations/distance.ts';
import { requirePlace } from '../locations/lookup-place.ts';
import { referenceArrays, referenceColumn, referenceRow } from './reference-sql.ts';
import { fail } from '../../platform/errors.ts';

/**
 * What a visitor can act on near them for an occupation: the registered apprenticeship sponsors that
 * train it, nearest first, and the licenses their state requires. The bundled copies have no
 * California rows: the answers say so (StateCovered false) rather than pretend there are none.
 */

export const SPONSOR_PROFILE_URL = 'https://www.apprenticeship.gov/partner-finder/profile?id=';
const EXTRA = 20;

// Nearest first by a flat-earth distance SQLite can sort (as find-school-programs.ts); a few more rows
// than asked are put in exact (haversine) order here.
const SPONSORS_SQL = `SELECT s."sponsorId", s.name, s.city, s.state, s.zip, s.lat, s.lon, s.structure, s.types, s.national, s.website, s.updated
  FROM "occSponsorOccupations" l JOIN "occSponsors" s ON s."sponsorId" = l."sponsorId"
  WHERE l.soc = ?
  ORDER BY (s.lat - ?) * (s.lat - ?) + (s.lon - ?) * (s.lon - ?) * ?, s."sponsorId" LIMIT ?`;
const SPONSOR_STATE_SQL = `SELECT 1 FROM "occSponsors" WHERE state = ? LIMIT 1`;

type SponsorRow = [
  string,
  string,
  string | null,
  string,
  string | null,
  number,
  number,
  ApprenticeshipSponsor['EmployerStructure'],
  string[] | string,
  number | boolean,
  string | null,
  string | null,
];

/** The sponsors that train an occupation, nearest to the place first, with the distance in miles (one decimal). */
export async function findSponsors(
  db: Db,
  occupation: { soc: string },
  place: PlaceInfo,
  limit: number,
): Promise<SponsorList> {
  const [rows, covered] = await Promise.all([
    referenceArrays<SponsorRow>(db, SPONSORS_SQL, [
      occupation.soc,
      place.latitude,
      place.latitude,
      place.longitude,
      place.longitude,
      Math.cos((place.latitude * Math.PI) / 180) ** 2,
      limit + EXTRA,
    ]),
    referenceColumn(db, SPONSOR_STATE_SQL, [place.state]),
  ]);
  const sponsors = rows.map(([id, name, city, state, zip, lat, lon, structure, types, national, website, updated]) => {
    const typeList = typeof types === 'string' ? (JSON.parse(types) as string[]) : types;
    return {
      ID: id,
      Name: name,
      City: city,
      StateAbbr: state,
      Zip: zip,
      Distance: distanceMiles(place, { latitude: lat, longitude: lon }),
      EmployerStructure: structure,
      Union: typeList.includes('Union/Labor'),
      SponsorTypes: typeList,
      NationalProgram: Boolean(national),
      Website: website,
      ProfileUrl: SPONSOR_PROFILE_URL + encodeURIComponent(id),
      LastUpdated: updated,
    };
  });
  sponsors.sort((a, b) => a.Distance - b.Distance || a.ID.localeCompare(b.ID));
  return {
    Sponsors: sponsors.slice(0, limit).map((s) => ({ ...s, Distance: Math.round(s.Distance * 10) / 10 })),
    Location: place,
    StateCovered: covered.length > 0,
    Source: SPONSOR_SOURCE,
  };
}

const LICENSES_SQL = `SELECT l."licenseId", l.state, l.title, l.agency, l.url, l.updated, l.requirements, l.description
  FROM "occLicenseOccupations" x JOIN "occLicenses" l ON l."licenseId" = x."licenseId"
  WHERE x.soc = ? AND l.state IN (?, 'US')
  ORDER BY l.state = 'US', l.title, l."licenseId"`;
const LICENSE_STATE_SQL = `SELECT 1 FROM "occLicenses" WHERE state = ? LIMIT 1`;
const STATE_NAME_SQL = `SELECT name FROM "occAreas" WHERE code = ? AND type = 'state'`;

type LicenseRow = [string, string, string, string | null, string | null, string | null, string | null, string | null];

/** The licenses a state requires for an occupation, then the federal ones (CareerOneStop). */
export async function findLicenses(
  db: Db,
  occupation: { soc: string },
  state: { Code: string; Name: string },
): Promise<LicenseList> {
  const [rows, covered] = await Promise.all([
    referenceArrays<LicenseRow>(db, LICENSES_SQL, [occupation.soc, state.Code]),
    referenceColumn(db, LICENSE_STATE_SQL, [state.Code]),
  ]);
  const Licenses: OccupationLicense[] = rows.map(
    ([id, licenseState, title, agency, url, updated, requirements, description]) => ({
      ID: id,
      Title: title,
      Description: description,
      Agency: agency,
      Url: url,
      Jurisdiction: licenseState === 'US' ? 'Federal' : 'State',
      Updated: updated,
      Requirements: parseRequirements(requirements),
    }),
  );
  return { Licenses, State: state, StateCovered: covered.length > 0, Source: LICENSE_SOURCE };
}

/** 'Exam: State exam required; Type: Registry' -> [{ Name: 'Exam', Value: 'State exam required' }, ...]. */
export function parseRequirements(text: string | null): { Name: string; Value: string }[] {
  if (!text) return [];
  return text
    .split('; ')
    .map((part) => {
      const colon = part.indexOf(': ');
      return colon > 0
        ? { Name: part.slice(0, colon).trim(), Value: part.slice(colon + 2).trim() }
        : { Name: part.trim(), Value: '' };
    })
    .filter((r) => r.Name);
}

/** A state by its abbreviation ('MN', any case), or the state of a ZIP code; 400 with the ZIP messages otherwise. */
export async function requireState(db: Db, location: string): Promise<{ Code: string; Name: string }> {
  const value = location.trim();
  if (/^[A-Za-z]{2}$/.test(value)) {
    const code = value.toUpperCase();
    const name = (await referenceRow<{ name: string }>(db, STATE_NAME_SQL, [code]))?.name;
    // California is a state the data lacks, not a typo: it is known to the wage areas.
    if (!name)
      throw fail('bad_request', `Unknown state '${value}'. Enter a 5-digit ZIP code or a two-letter state code.`);
    return { Code: code, Name: name };
  }
  const place = await requirePlace(db, value);
  return { Code: place.state, Name: place.stateName ?? place.state };
}
