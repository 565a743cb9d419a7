import { createRequire } from 'node:module';
import type { GeoProjection } from 'd3-geo';
import type { Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { stateAbbreviation } from '../../platform/locations/zip-codes.ts';

export interface MapPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

type Box = [[number, number], [number, number]];
interface StateShape {
  abbr: string;
  rings: Position[][];
  bounds: Box;
}

const FULL: Box = [
  [0, 0],
  [975, 610],
];
/** The smallest area shown, in map units (about 3 miles each), so DC or Rhode Island keep their neighbours. */
const MIN_SPAN = 60;

interface Atlas {
  shapes: StateShape[];
  projection: GeoProjection;
}
let atlas: Promise<Atlas> | undefined;
const pathsByDigits = new Map<number, string[]>();

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

/**
 * The state shapes (planar: the file is pre-projected) with their bounding boxes and the projection
 * that places points on them, read once per process on the first map: the geo libraries and the
 * atlas stay out of the server's start.
 */
function loadAtlas(): Promise<Atlas> {
  atlas ??= Promise.all([import('d3-geo'), import('topojson-client')]).then(
    ([{ geoAlbersUsa, geoPath }, { feature }]) => {
      const t = createRequire(import.meta.url)('us-atlas/states-albers-10m.json') as StatesTopology;
      const planar = geoPath();
      const shapes = feature(t, t.objects.states).features.map((f) => ({
        abbr: stateAbbreviation(f.properties?.name ?? '') ?? '',
        rings:
          f.geometry.type === 'Polygon'
            ? f.geometry.coordinates
            : f.geometry.type === 'MultiPolygon'
              ? f.geometry.coordinates.flat()
              : [],
        bounds: planar.bounds(f) as Box,
      }));
      // us-atlas's states-albers-10m is already projected (975x610); this projection places points on it.
      return { shapes, projection: geoAlbersUsa().scale(1300).translate([487.5, 305]) };
    },
  );
  return atlas;
}

/** Every state's path data at a precision, built once per precision (a zoomed-in map needs more decimals). */
function statePaths(shapes: StateShape[], digits: number): string[] {
  let paths = pathsByDigits.get(digits);
  if (!paths) {
    paths = shapes.map((s) => s.rings.map((ring) => ringPath(ring, digits)).join(''));
    pathsByDigits.set(digits, paths);
  }
  return paths;
}

/**
 * One ring as compact path data: an absolute start, then relative steps ('l') with the separators
 * and leading zeros SVG lets us drop. Points that round onto the previous one are skipped; rounding
 * absolute positions first keeps shared borders identical in neighbouring states.
 */
function ringPath(ring: Position[], digits: number): string {
  const f = 10 ** digits;
  let out = '';
  let prev: [number, number] | null = null;
  // GeoJSON repeats the first point at the end; 'z' closes the ring without it.
  for (const [x, y] of ring.slice(0, -1)) {
    const p: [number, number] = [Math.round(x! * f), Math.round(y! * f)];
    if (!prev) out += `M${compact([p[0] / f, p[1] / f])}l`;
    else if (p[0] !== prev[0] || p[1] !== prev[1]) out += compact([(p[0] - prev[0]) / f, (p[1] - prev[1]) / f], out);
    prev = p;
  }
  return `${out.replace(/l$/, '')}z`;
}

/** Numbers joined the short way: '-' and a second '.' separate by themselves. */
function compact(numbers: number[], before = ''): string {
  let out = '';
  let last = before.at(-1) ?? '';
  let lastHasDot = /\.\d*$/.test(before);
  for (const n of numbers) {
    const s = String(n).replace(/^(-?)0\./, '$1.');
    const needsSpace = /[\d.]/.test(last) && !s.startsWith('-') && !(s.startsWith('.') && lastHasDot);
    out += (needsSpace ? ' ' : '') + s;
    last = s.at(-1)!;
    lastHasDot = s.includes('.');
  }
  return out;
}

/** A viewBox around the place's state (and the place), padded and stretched to the image's proportions. */
function frame(state: StateShape | undefined, point: [number, number] | null, aspect: number): Box {
  if (!state) return fit(FULL, aspect);
  let [[x0, y0], [x1, y1]] = state.bounds;
  if (point)
    [x0, y0, x1, y1] = [Math.min(x0, point[0]), Math.min(y0, point[1]), Math.max(x1, point[0]), Math.max(y1, point[1])];
  const pad = Math.max(x1 - x0, y1 - y0) * 0.12;
  return fit(
    [
      [x0 - pad, y0 - pad],
      [x1 + pad, y1 + pad],
    ],
    aspect,
  );
}

function fit([[x0, y0], [x1, y1]]: Box, aspect: number): Box {
  let w = Math.max(x1 - x0, MIN_SPAN);
  let h = Math.max(y1 - y0, MIN_SPAN / aspect);
  if (w / h < aspect) w = h * aspect;
  else h = w / aspect;
  const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
  return [
    [cx - w / 2, cy - h / 2],
    [cx + w / 2, cy + h / 2],
  ];
}

const overlaps = (a: Box, b: Box) =>
  a[0][0] <= b[1][0] && b[0][0] <= a[1][0] && a[0][1] <= b[1][1] && b[0][1] <= a[1][1];
const escapeXml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const num = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * A small SVG map of the place's state and its neighbours with a pin on the ZIP, drawn from the
 * pre-projected state shapes. Only states inside the view are written, at the precision the zoom needs.
 */
export async function drawStaticMap(place: MapPlace, size: { width: number; height: number }): Promise<string> {
  const { shapes: all, projection } = await loadAtlas();
  const point = projection([place.longitude, place.latitude]);
  const home = all.find((s) => s.abbr === place.state);
  const view = frame(home, point, size.width / size.height);
  const [[vx, vy], [vx1, vy1]] = view;
  const zoom = size.width / (vx1 - vx);
  const paths = statePaths(all, zoom >= 10 ? 2 : zoom >= 1.5 ? 1 : 0);
  const label = `${place.city}, ${place.state} ${place.zip}`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${num(vx)} ${num(vy)} ${num(vx1 - vx)} ${num(vy1 - vy)}" role="img" aria-labelledby="map-title">`,
    `<title id="map-title">${escapeXml(label)}</title>`,
    `<rect x="${num(vx)}" y="${num(vy)}" width="${num(vx1 - vx)}" height="${num(vy1 - vy)}" fill="#dbe7f3"/>`,
    // Strokes in map units, one screen pixel wide at this zoom.
    `<g stroke="#fff" stroke-width="${num(1 / zoom)}" stroke-linejoin="round">`,
  ];
  all.forEach((s, i) => {
    if (overlaps(s.bounds, view)) parts.push(`<path fill="${s === home ? '#c9d6e3' : '#eef2f6'}" d="${paths[i]}"/>`);
  });
  parts.push('</g>');
  if (point) {
    const r = 7 / zoom;
    parts.push(
      `<circle cx="${num(point[0])}" cy="${num(point[1])}" r="${num(r * 2.2)}" fill="#d93025" fill-opacity="0.2"/>`,
      `<circle class="pin" cx="${num(point[0])}" cy="${num(point[1])}" r="${num(r)}" fill="#d93025" stroke="#fff" stroke-width="${num(2 / zoom)}"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
