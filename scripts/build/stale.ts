import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export const STAMP_FILE = '.build-stamp';

// Tests do not change what is built.
const IGNORED = /(\.test\.tsx?|\.unit\.test\.ts)$|(^|\/)\.DS_Store$/;

async function listFiles(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => null);
  if (!info) return [];
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** A hash of the paths, sizes and modification times of `inputs` (files or folders, relative to root). */
export async function hashInputs(root: string, inputs: readonly string[]): Promise<string> {
  const files = (await Promise.all(inputs.map((input) => listFiles(join(root, input))))).flat();
  const lines = await Promise.all(
    files
      .filter((file) => !IGNORED.test(file))
      .map(async (file) => {
        const { size, mtimeMs } = await stat(file);
        return `${relative(root, file)}\t${size}\t${mtimeMs}`;
      }),
  );
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

export async function readStamp(dist: string): Promise<string | null> {
  return readFile(join(dist, STAMP_FILE), 'utf8').then(
    (text) => text.trim(),
    () => null,
  );
}

export async function writeStamp(dist: string, hash: string): Promise<void> {
  await writeFile(join(dist, STAMP_FILE), `${hash}\n`);
}
