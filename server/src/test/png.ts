import { crc32, deflateSync } from 'node:zlib';

/** A real RGBA PNG of `width`×`height`, with a stroke across it unless blank. */
export function png(width: number, height: number, { blank = false, filter = 0 } = {}): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    row[0] = filter;
    if (!blank && y === Math.floor(height / 2)) for (let x = 0; x < width; x++) row.writeUInt32BE(0x1f2937ff, 1 + x * 4);
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}


export const pngDataUrl = (width = 330, height = 100) => `data:image/png;base64,${png(width, height).toString('base64')}`;
