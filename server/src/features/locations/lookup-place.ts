import { INVALID_ZIP_MESSAGE, type PlaceInfo, unknownZipMessage, zZip } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { referenceColumn, referenceRow, referenceRows } from '../occupations/reference-sql.ts';
import { boxAround, distanceMiles } from './distance.ts';
import { lookupZip } from '../../platform/locations/zip-codes.ts';
import { fail } from '../../platform/errors.ts';

/**
 * A metro area is a group of whole counties; the bundle knows it only through the colleges inside it
 * (occMetroPoints). A ZIP belongs to a metro when a college there shares its ZIP, or when one lies
 * within this distance in the same state: close enough for suburbs, far enough to leave rural towns
 * (Wellsboro PA, 35 miles from Elmira NY) to their state's wages.
 */
const METRO_RADIUS_MILES = 15;

const EXACT_SQL = `SELECT p."areaCode", a.name FROM "occMetroPoints" p JOIN "occAreas" a ON a.code = p."areaCode" WHERE p.zip = ? LIMIT 1`;
const NEARBY = `SELECT p."areaCode", a.name, p.lat, p.lon FROM "occMetroPoints" p JOIN "occAreas" a ON a.code = p."areaCode"
  WHERE p.lat BETWEEN ? AND ? AND p.lon BETWEEN ? AND ?`;
const NEARBY_SQL = {
  sqlite: `${NEARBY} AND EXISTS (SELECT 1 FROM json_each(a.states) WHERE value = ?)`,
  postgres: `${NEARBY} AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(a.states) AS s(value) WHERE value = ?)`,
};
const STATE_SQL = `SELECT name FROM "occAreas" WHERE code = ? AND type = 'state'`;

/** City, state, coordinates and metro area of a US ZIP code; null when the ZIP is unknown. */
export async function lookupPlace(db: Db, zip: string): Promise<PlaceInfo | null> {
  const z = lookupZip(zip);
  if (!z) return null;
  const here = { latitude: z.latitude, longitude: z.longitude };
  const [[stateName], metro] = await Promise.all([
    referenceColumn<string>(db, STATE_SQL, [z.state]),
    metroOf(db, zip, z.state, here),
  ]);
  return {
    zip,
    city: z.city,
    state: z.state,
    ...(stateName ? { stateName } : {}),
    latitude: z.latitude,
    longitude: z.longitude,
    metroCode: metro?.areaCode ?? null,
    metroName: metro?.name ?? null,
  };
}

async function metroOf(db: Db, zip: string, state: string, here: { latitude: number; longitude: number }) {
  const exact = await referenceRow<{ areaCode: string; name: string }>(db, EXACT_SQL, [zip]);
  if (exact) return exact;
  const box = boxAround(here, METRO_RADIUS_MILES);
  const near = await referenceRows<{ areaCode: string; name: string; lat: number; lon: number }>(db, NEARBY_SQL, [
    box.lat[0],
    box.lat[1],
    box.lon[0],
    box.lon[1],
    state,
  ]);
  let best: { areaCode: string; name: string; miles: number } | undefined;
  for (const p of near) {
    const miles = distanceMiles(here, { latitude: p.lat, longitude: p.lon });
    if (miles <= METRO_RADIUS_MILES && (!best || miles < best.miles))
      best = { areaCode: p.areaCode, name: p.name, miles };
  }
  return best;
}

/** The place of a ZIP a caller sent, or 400 with the sdk's message: one for a malformed ZIP, another for an unknown one. */
export async function requirePlace(db: Db, input: unknown): Promise<PlaceInfo> {
  const parsed = zZip.safeParse(input);
  if (!parsed.success) throw fail('bad_request', INVALID_ZIP_MESSAGE);
  const place = await lookupPlace(db, parsed.data);
  if (!place) throw fail('bad_request', unknownZipMessage(parsed.data));
  return place;
}
