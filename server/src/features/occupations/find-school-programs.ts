import { BLURRED_SCHOOL_TEXT, canSeeSchoolName, type PlaceInfo, type SchoolProgram } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { distanceMiles } from '../locations/distance.ts';
import { referenceArrays } from './reference-sql.ts';

/** Who is looking decides whether school names show (docs/rules.md#training-plans). */
export interface SchoolNameAccess {
  plan?: string | null;
  debug?: boolean;
}

export const SCHOOL_PROGRAMS_LIMIT = 25;
const EXTRA = 20;

// Programs whose CIP either crosswalk links to the occupation (O*NET's by code, NCES/BLS's by SOC).
const LINKED = `p.cip IN (SELECT cip FROM "occCipOnet" WHERE code = ? UNION SELECT cip FROM "occCipSoc" WHERE soc = ?)`;
const FROM = `FROM "occPrograms" p JOIN "occSchools" s ON s."unitId" = p."unitId" JOIN "occCips" c ON c.cip = p.cip WHERE ${LINKED}`;
const COLUMNS = `p.id, c.title, s.name, s.state, s.city, s.lat, s.lon`;
// Nearest first by a flat-earth distance: plain arithmetic SQLite can sort, close to the true order.
// A few more rows than asked are read and put in exact (haversine) order here.
const NEAREST_SQL = `SELECT ${COLUMNS} ${FROM}
  ORDER BY s.lat IS NULL, (s.lat - ?) * (s.lat - ?) + (s.lon - ?) * (s.lon - ?) * ?, p.id LIMIT ?`;
// Without a place: the programs that graduate the most people first.
const LARGEST_SQL = `SELECT ${COLUMNS} ${FROM} ORDER BY coalesce(p.completions, 0) DESC, p.id LIMIT ?`;

type ProgramRow = [number, string | null, string, string, string | null, number | null, number | null];

/** School programs that train for an occupation, nearest to the place first (or largest first without one). */
export async function findSchoolPrograms(
  db: Db,
  occupation: { code: string; soc: string },
  place: PlaceInfo | null,
  access: SchoolNameAccess = {},
  limit = SCHOOL_PROGRAMS_LIMIT,
): Promise<SchoolProgram[]> {
  const rows = place
    ? await referenceArrays<ProgramRow>(db, NEAREST_SQL, [
        occupation.code,
        occupation.soc,
        place.latitude,
        place.latitude,
        place.longitude,
        place.longitude,
        Math.cos((place.latitude * Math.PI) / 180) ** 2,
        limit + EXTRA,
      ])
    : await referenceArrays<ProgramRow>(db, LARGEST_SQL, [occupation.code, occupation.soc, limit]);
  const programs = rows.map(([id, title, school, state, city, lat, lon]) => {
    const shown = canSeeSchoolName(school, access);
    return {
      ID: String(id),
      ProgramName: title ?? 'Program',
      SchoolName: shown ? school : BLURRED_SCHOOL_TEXT,
      ...(shown ? {} : { SchoolNameHidden: true }),
      StateAbbr: state,
      City: city ?? undefined,
      Distance: place && lat !== null && lon !== null ? distanceMiles(place, { latitude: lat, longitude: lon }) : null,
    };
  });
  if (place)
    programs.sort((a, b) => (a.Distance ?? Infinity) - (b.Distance ?? Infinity) || Number(a.ID) - Number(b.ID));
  return programs
    .slice(0, limit)
    .map((p) => ({ ...p, Distance: p.Distance === null ? null : Math.round(p.Distance * 10) / 10 }));
}
