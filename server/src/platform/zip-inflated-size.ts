import { createInflateRaw } from 'node:zlib';

/**
 * What a zip really unpacks to, without trusting the sizes it declares: every entry is inflated as
 * a stream whose output is counted and dropped, and the count stops at the limit. Memory stays at
 * one zlib window and one output chunk whatever the file claims (a zip bomb lies in its headers).
 */
export type ZipInflation = { ok: true; bytes: number } | { ok: false; reason: 'tooBig' | 'damaged' };

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MAX_32 = 0xffffffff;
const MAX_ENTRIES = 20_000;

interface Entry {
  method: number;
  encrypted: boolean;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

class Damaged extends Error {}

export async function zipInflatedSize(bytes: Uint8Array, limit: number): Promise<ZipInflation> {
  let entries: Entry[];
  try {
    entries = centralDirectory(bytes);
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  // What the directory claims is already too much: no need to inflate anything.
  if (entries.reduce((sum, e) => sum + e.declaredSize, 0) > limit) return { ok: false, reason: 'tooBig' };
  let total = 0;
  for (const entry of entries) {
    if (entry.encrypted || (entry.method !== STORED && entry.method !== DEFLATED))
      return { ok: false, reason: 'damaged' };
    let data: Uint8Array;
    try {
      data = entryData(bytes, entry);
    } catch {
      return { ok: false, reason: 'damaged' };
    }
    const left = limit - total;
    const size = entry.method === STORED ? data.length : await countInflated(data, left).catch(() => null);
    if (size === null) return { ok: false, reason: 'damaged' };
    if (size > left) return { ok: false, reason: 'tooBig' };
    total += size;
  }
  return { ok: true, bytes: total };
}

/** Inflates raw deflate data, counting the output; stops as soon as it passes `limit` (answers limit + 1 then). */
function countInflated(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let count = 0;
    inflater.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count > limit) {
        inflater.destroy();
        resolve(limit + 1);
      }
    });
    inflater.on('end', () => resolve(count));
    inflater.on('error', reject);
    inflater.end(data);
  });
}

function centralDirectory(b: Uint8Array): Entry[] {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => {
    const value = view.getBigUint64(at, true);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Damaged();
    return Number(value);
  };
  // The end record sits in the last 22 bytes plus a comment of at most 65 535.
  let end = -1;
  for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - 0xffff); at--) {
    if (u32(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Damaged();
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if ((count === 0xffff || offset === MAX_32) && end >= 20 && u32(end - 20) === ZIP64_LOCATOR) {
    const record = u64(end - 20 + 8);
    if (u32(record) !== ZIP64_EOCD) throw new Damaged();
    count = u64(record + 32);
    offset = u64(record + 48);
  }
  if (count > MAX_ENTRIES) throw new Damaged();
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) throw new Damaged();
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const entry: Entry = {
      method: u16(at + 10),
      encrypted: (u16(at + 8) & 1) === 1,
      compressedSize: u32(at + 20),
      declaredSize: u32(at + 24),
      localOffset: u32(at + 42),
    };
    readZip64Extra(view, at + 46 + nameLength, extraLength, entry, u64);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Sizes and offsets too large for 32 bits live in the entry's zip64 extra field, in this order. */
function readZip64Extra(
  view: DataView,
  start: number,
  length: number,
  entry: Entry,
  u64: (at: number) => number,
): void {
  for (let at = start; at + 4 <= start + length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        const value = u64(field);
        field += 8;
        return value;
      };
      if (entry.declaredSize === MAX_32) entry.declaredSize = next();
      if (entry.compressedSize === MAX_32) entry.compressedSize = next();
      if (entry.localOffset === MAX_32) entry.localOffset = next();
      return;
    }
    at += 4 + size;
  }
}

function entryData(b: Uint8Array, entry: Entry): Uint8Array {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const at = entry.localOffset;
  if (view.getUint32(at, true) !== LOCAL) throw new Damaged();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > b.length) throw new Damaged();
  return b.subarray(start, start + entry.compressedSize);
}
