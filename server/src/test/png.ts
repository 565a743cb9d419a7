import { encodeRgbaPng } from '../platform/png.ts';

/** A real RGBA PNG of `width`×`height`, with a stroke across it unless blank. */
export function png(width: number, height: number, { blank = false, filter = 0 } = {}): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    row[0] = filter;
    if (!blank && y === Math.floor(height / 2))
      for (let x = 0; x < width; x++) row.writeUInt32BE(0x1f2937ff, 1 + x * 4);
    rows.push(row);
  }
  return encodeRgbaPng(width, height, Buffer.concat(rows));
}

export const pngDataUrl = (width = 330, height = 100) =>
  `data:image/png;base64,${png(width, height).toString('base64')}`;
