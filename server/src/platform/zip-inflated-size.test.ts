import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { officeFileUnpackingTo } from '../test/zip-bomb.ts';
import { zipInflatedSize } from './zip-inflated-size.ts';

const docx = new Uint8Array(
  readFileSync(new URL('../features/program-import/fixtures/electrician.docx', import.meta.url)),
);
const MB = 1024 * 1024;
// The parts of electrician.docx as `unzip -l` lists them.
const DOCX_UNPACKED = 43973;

describe('zipInflatedSize', () => {
  it.each([
    ['a real Office file', async () => docx, 64 * MB, { ok: true, bytes: DOCX_UNPACKED }],
    ['a real file, one byte over the limit', async () => docx, DOCX_UNPACKED - 1, { ok: false, reason: 'tooBig' }],
    [
      'a part that inflates to 100 MB under a few KB of headers',
      () => officeFileUnpackingTo(docx, 'word/styles.xml', 100, { lie: true }),
      64 * MB,
      { ok: false, reason: 'tooBig' },
    ],
    [
      'the same part, honestly declared',
      () => officeFileUnpackingTo(docx, 'word/styles.xml', 100, { lie: false }),
      64 * MB,
      { ok: false, reason: 'tooBig' },
    ],
    ['a file cut short', async () => docx.subarray(0, 4000), 64 * MB, { ok: false, reason: 'damaged' }],
    [
      'bytes that are no zip',
      async () => new TextEncoder().encode('not a zip at all'),
      64 * MB,
      { ok: false, reason: 'damaged' },
    ],
  ])('%s', async (_case, bytes, limit, expected) => {
    expect(await zipInflatedSize(await bytes(), limit)).toEqual(expected);
  });

  it('refuses an encrypted entry and a compression method the readers do not know', async () => {
    const central = (b: Uint8Array) => Buffer.from(b).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const encrypted = Buffer.from(docx);
    encrypted.writeUInt16LE(encrypted.readUInt16LE(central(docx) + 8) | 1, central(docx) + 8);
    expect(await zipInflatedSize(encrypted, 64 * MB)).toEqual({ ok: false, reason: 'damaged' });
    const bzip2 = Buffer.from(docx);
    bzip2.writeUInt16LE(12, central(docx) + 10);
    expect(await zipInflatedSize(bzip2, 64 * MB)).toEqual({ ok: false, reason: 'damaged' });
  });
});
