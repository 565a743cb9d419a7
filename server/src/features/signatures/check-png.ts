import { inflateSync } from 'node:zlib';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const MAX_SIDE = 4000;

export type PngCheck = { ok: true; width: number; height: number; blank: boolean } | { ok: false; reason: string };

/**
 * Reads a PNG as a decoder would: signature, IHDR first, chunks in bounds,
 * IEND last, and the image data inflates to the size the header promises.
 * `blank` is true for an image with an alpha channel and nothing drawn
 * (every pixel fully transparent), which is what an empty pad exports.
 */
export function checkPng(bytes: Uint8Array): PngCheck {
  if (bytes.length < 8 + 25 + 12 || !SIGNATURE.every((b, i) => bytes[i] === b))
    return { ok: false, reason: 'not a PNG' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = (at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
  let at = 8;
  let header: { width: number; height: number; depth: number; color: number; interlace: number } | null = null;
  const idat: Uint8Array[] = [];
  let ended = false;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const kind = type(at + 4);
    const data = at + 8;
    if (data + length + 4 > bytes.length) return { ok: false, reason: 'a chunk runs past the end' };
    if (!header && kind !== 'IHDR') return { ok: false, reason: 'IHDR is not first' };
    if (kind === 'IHDR') {
      if (header || length !== 13) return { ok: false, reason: 'bad IHDR' };
      header = {
        width: view.getUint32(data),
        height: view.getUint32(data + 4),
        depth: bytes[data + 8]!,
        color: bytes[data + 9]!,
        interlace: bytes[data + 12]!,
      };
    } else if (kind === 'IDAT') idat.push(bytes.subarray(data, data + length));
    else if (kind === 'IEND') {
      ended = at + 12 === bytes.length;
      break;
    }
    at = data + length + 4;
  }
  if (!header || !ended || !idat.length) return { ok: false, reason: 'incomplete PNG' };
  const { width, height, depth, color, interlace } = header;
  const channels = CHANNELS[color];
  if (
    !channels ||
    ![1, 2, 4, 8, 16].includes(depth) ||
    width < 1 ||
    height < 1 ||
    width > MAX_SIDE ||
    height > MAX_SIDE
  )
    return { ok: false, reason: 'unsupported PNG header' };
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const expected = (rowBytes + 1) * height;
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1024 });
  } catch {
    return { ok: false, reason: 'the image data does not decompress' };
  }
  if (interlace === 0 && pixels.length !== expected)
    return { ok: false, reason: 'the image data does not match its size' };
  let blank = false;
  if (interlace === 0 && (color === 4 || color === 6) && depth === 8) {
    // Filtered rows of all-zero pixels stay all zero, whatever the filter.
    blank = true;
    for (let row = 0; row < height && blank; row++) {
      const start = row * (rowBytes + 1) + 1;
      for (let i = start; i < start + rowBytes; i++) {
        if (pixels[i] !== 0) {
          blank = false;
          break;
        }
      }
    }
  }
  return { ok: true, width, height, blank };
}
