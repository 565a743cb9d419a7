import { gzipSync } from 'node:zlib';

export interface Budgets {
  default: number;
  files: Record<string, number>;
}

export interface SizeRow {
  file: string;
  raw: number;
  gzip: number;
  budget: number;
  ok: boolean;
}

export function sizeRow(file: string, content: Uint8Array, budgets: Budgets): SizeRow {
  const gzip = gzipSync(content, { level: 9 }).length;
  const budget = budgets.files[file] ?? budgets.default;
  return { file, raw: content.length, gzip, budget, ok: gzip <= budget };
}

/** A plain-text table, numbers right-aligned. */
export function formatTable(rows: SizeRow[]): string {
  const header = ['file', 'raw bytes', 'gzip bytes', 'budget', 'status'];
  const cells = rows.map((r) => [r.file, String(r.raw), String(r.gzip), String(r.budget), r.ok ? 'ok' : 'OVER BUDGET']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
