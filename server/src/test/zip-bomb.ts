import { constants, crc32, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';

const MB = 1024 * 1024;

/**
 * Raw deflate data that inflates to `megabytes` MB of zeros, about 1 KB per MB: one MB compressed
 * once and repeated (each piece ends on a full flush, so the pieces join), then an empty final block.
 */
function zerosDeflated(megabytes: number): Buffer {
  const piece = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(piece), Buffer.from([0x03, 0x00])]);
}

interface Part {
  name: string;
  method: 0 | 8;
  data: Buffer;
  crc: number;
  size: number;
}

/**
 * A real Office file with one part replaced by `megabytes` MB of zeros, deflated. `lie`: the
 * headers declare the original part's size (a zip bomb); otherwise they tell the truth.
 */
export async function officeFileUnpackingTo(
  original: Uint8Array,
  part: string,
  megabytes: number,
  { lie }: { lie: boolean },
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(original);
  const parts: Part[] = [];
  for (const name of Object.keys(zip.files)) {
    const entry = zip.files[name]!;
    if (entry.dir) continue;
    const content = Buffer.from(await entry.async('uint8array'));
    if (name === part) {
      parts.push({
        name,
        method: 8,
        data: zerosDeflated(megabytes),
        crc: lie ? crc32(content) : 0,
        size: lie ? content.length : megabytes * MB,
      });
    } else {
      parts.push({ name, method: 8, data: deflateRawSync(content), crc: crc32(content), size: content.length });
    }
  }
  if (!parts.some((p) => p.name === part)) throw new Error(`no part ${part}`);
  return writeZip(parts);
}

/** A plain zip (no zip64, no data descriptors) of parts already compressed. */
function writeZip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(p.method, 8);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, p.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(p.method, 10);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.data.length, 20);
    central.writeUInt32LE(p.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + p.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
