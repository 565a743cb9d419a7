import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type Cell = string | number | boolean | null | Cell[] | { [key: string]: Cell };

export interface FileSummary {
  file: string;
  rows: number;
  bytes: number;
  columns: string[];
  /** sha256 of the uncompressed text, so the version does not depend on zlib's output. */
  sha256: string;
}

/**
 * Data files are gzip'd JSON lines: line 1 is the array of column names, every
 * further line one row as an array of values in that order (no repeated keys,
 * and JSON handles the quotes and line breaks found in the sources).
 */
export class DataWriter {
  readonly files: FileSummary[] = [];

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) if (name.endsWith('.jsonl.gz')) rmSync(join(dir, name));
  }

  write(name: string, columns: string[], rows: Cell[][]): FileSummary {
    for (const row of rows) {
      if (row.length !== columns.length)
        throw new Error(`${name}: row has ${row.length} cells, expected ${columns.length}`);
    }
    const text = `${[columns, ...rows].map((r) => JSON.stringify(r)).join('\n')}\n`;
    const gz = gzipSync(text, { level: 9 });
    const file = `${name}.jsonl.gz`;
    writeFileSync(join(this.dir, file), gz);
    const summary = { file, rows: rows.length, bytes: gz.length, columns, sha256: sha256(text) };
    this.files.push(summary);
    return summary;
  }

  writeText(file: string, text: string): number {
    writeFileSync(join(this.dir, file), text);
    return Buffer.byteLength(text);
  }

  /** One version string for the whole bundle: changes whenever any file's content changes. */
  version(formatVersion: number): string {
    const h = createHash('sha256').update(`format ${formatVersion}\n`);
    for (const f of [...this.files].sort((a, b) => a.file.localeCompare(b.file))) h.update(`${f.file} ${f.sha256}\n`);
    return h.digest('hex').slice(0, 16);
  }
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
