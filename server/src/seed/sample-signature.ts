import { encodeRgbaPng } from '../platform/png.ts';

/** The signature pad's size (docs/rules.md#signatures), so a seeded signature looks like a drawn one. */
const WIDTH = 330;
const HEIGHT = 100;
const INK = [0x11, 0x18, 0x27] as const;

type Pt = readonly [number, number];

/**
 * A hand-drawn "G. Santos": pen strokes through control points, as a person
 * would draw them on the pad (a looped G, a joined cursive tail, a tall S,
 * the t-cross and an underline flourish).
 */
const STROKES: readonly (readonly Pt[])[] = [
  // G: a large open loop, then the bar and the descending tail.
  [
    [62, 28],
    [54, 19],
    [40, 18],
    [27, 28],
    [20, 45],
    [22, 62],
    [33, 73],
    [48, 72],
    [59, 62],
    [63, 50],
    [56, 48],
    [46, 51],
    [60, 52],
    [66, 60],
    [64, 78],
    [55, 90],
    [47, 86],
    [52, 74],
    [66, 66],
  ],
  // The joined "loria" that runs off the G's tail.
  [
    [66, 66],
    [74, 56],
    [82, 34],
    [84, 24],
    [79, 28],
    [77, 48],
    [80, 66],
    [88, 64],
    [92, 56],
    [98, 56],
    [100, 64],
    [95, 68],
    [92, 62],
    [99, 58],
    [106, 62],
    [110, 56],
    [112, 64],
    [118, 60],
    [121, 56],
    [121, 64],
    [126, 62],
    [132, 56],
    [129, 64],
    [134, 68],
    [140, 58],
  ],
  // S: a tall swash.
  [
    [186, 24],
    [178, 16],
    [164, 18],
    [158, 30],
    [168, 42],
    [180, 52],
    [182, 64],
    [172, 74],
    [156, 72],
    [150, 62],
  ],
  // "antos": small connected waves.
  [
    [182, 64],
    [190, 58],
    [196, 56],
    [192, 66],
    [200, 62],
    [206, 56],
    [206, 66],
    [212, 60],
    [218, 56],
    [222, 42],
    [220, 66],
    [228, 62],
    [236, 56],
    [240, 62],
    [234, 68],
    [230, 60],
    [242, 58],
    [250, 58],
    [256, 56],
    [254, 64],
    [246, 70],
    [258, 66],
    [268, 58],
  ],
  // The t-cross.
  [
    [212, 46],
    [218, 45],
    [230, 44],
  ],
  // The underline flourish.
  [
    [24, 88],
    [80, 84],
    [150, 82],
    [230, 80],
    [292, 76],
    [304, 72],
  ],
];

/** Points along a Catmull-Rom curve through `points`, about half a pixel apart. */
function curve(points: readonly Pt[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(i - 1, 0)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(i + 2, points.length - 1)]!;
    const steps = Math.max(2, Math.ceil(Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) * 2));
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (k: 0 | 1) =>
        0.5 *
        (2 * p1[k] +
          (-p0[k] + p2[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 +
          (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([at(0), at(1)]);
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

/** Coverage (0..1) of each pixel: round pen stamps, thinner where the pen moves fast, with soft edges. */
function inkCoverage(): Float32Array {
  const alpha = new Float32Array(WIDTH * HEIGHT);
  for (const stroke of STROKES) {
    const path = curve(stroke);
    path.forEach(([x, y], i) => {
      const [nx, ny] = path[Math.min(i + 1, path.length - 1)]!;
      const speed = Math.hypot(nx - x, ny - y);
      // The pad's pen runs from 0.8 to 2.4 px wide; slower strokes are wider.
      const radius = Math.max(0.55, 1.25 - speed * 0.6);
      for (let py = Math.floor(y - radius - 1); py <= Math.ceil(y + radius + 1); py++) {
        for (let px = Math.floor(x - radius - 1); px <= Math.ceil(x + radius + 1); px++) {
          if (px < 0 || py < 0 || px >= WIDTH || py >= HEIGHT) continue;
          const cover = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(px + 0.5 - x, py + 0.5 - y)));
          const at = py * WIDTH + px;
          if (cover > alpha[at]!) alpha[at] = cover;
        }
      }
    });
  }
  return alpha;
}

/** The demo sponsor's drawn signature: dark ink on a transparent 330×100 PNG, like the pad exports. */
export function sampleSignaturePng(): Uint8Array {
  const alpha = inkCoverage();
  const raw = Buffer.alloc((1 + WIDTH * 4) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (1 + WIDTH * 4);
    for (let x = 0; x < WIDTH; x++) {
      const a = alpha[y * WIDTH + x]!;
      if (!a) continue;
      raw.set([...INK, Math.round(a * 255)], row + 1 + x * 4);
    }
  }
  return new Uint8Array(encodeRgbaPng(WIDTH, HEIGHT, raw));
}
