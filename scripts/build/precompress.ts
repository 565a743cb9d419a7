import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the server may send compressed (server/src/web/web.ts serves `<file>.br` / `<file>.gz` beside the file). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt)$/;
/** Below this the encoding gains nothing (the server sends these as they are). */
const MIN_BYTES = 256;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of `dir` (recursively), once, at build time: the server then answers
 * with the smallest bytes and spends no CPU on them.
 */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}
