const EARTH_RADIUS_MILES = 3958.8;
const RAD = Math.PI / 180;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Degrees of latitude and longitude spanning `miles` around a point: a cheap box to pre-filter by. */
export function boxAround(p: LatLon, miles: number): { lat: [number, number]; lon: [number, number] } {
  const dLat = miles / 69;
  const dLon = miles / (69 * Math.max(0.01, Math.cos(p.latitude * RAD)));
  return { lat: [p.latitude - dLat, p.latitude + dLat], lon: [p.longitude - dLon, p.longitude + dLon] };
}
