import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Budgets {
  default: number;
  files: Record<string, number>;
  /**
   * Files a page loads together: each listed file with every chunk it imports statically, the UI
   * runtime included (a page downloads it before the group runs; issue 29 goal 7).
   */
  groups?: Record<string, { files: string[]; budget: number }>;
  /** Hosted paths whose page, entry and preloads must carry no schema library. */
  hostedWithoutValidator?: string[];
  /**
   * Per hosted path, the brotli bytes of the code its shell preloads (entry, what it imports, the
   * route's chunks): what a browser downloads before the page's first paint (issue 29 goal 1).
   */
  hostedFirstPaint?: Record<string, number>;
}

/** The hosted manifest's parts that say what a shell preloads (scripts/build/hosted.ts HostedManifest). */
export interface HostedPreloads {
  entry: string;
  preload: string[];
  routes: { pattern: string; files: string[] }[];
}

/** The files a hosted path's shell preloads, entry first; null when no route has the path (no preloads). */
export function hostedPreloadsOf(manifest: HostedPreloads, path: string): string[] | null {
  const route = manifest.routes.find((r) => new RegExp(r.pattern, 'i').test(path));
  return route ? [manifest.entry, ...manifest.preload, ...route.files] : null;
}

export interface SizeRow {
  file: string;
  raw: number;
  gzip: number;
  /** Brotli bytes, as the server sends the file to browsers (the build's .br). */
  br?: number;
  budget: number;
  ok: boolean;
}

export function sizeRow(file: string, content: Uint8Array, budgets: Budgets): SizeRow {
  const gzip = gzipSync(content, { level: 9 }).length;
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const budget = budgets.files[file] ?? budgets.default;
  return { file, raw: content.length, gzip, br, budget, ok: gzip <= budget };
}

/** A plain-text table, numbers right-aligned. */
export function formatTable(rows: SizeRow[]): string {
  const header = ['file', 'raw bytes', 'gzip bytes', 'budget', 'status'];
  const cells = rows.map((r) => [r.file, String(r.raw), String(r.gzip), String(r.budget), r.ok ? 'ok' : 'OVER BUDGET']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** A chunk's name without its content hash (`chunks/runtime-AbC_12-x.js` -> `chunks/runtime.js`): budgets and reports use these. */
export const logicalName = (file: string) => file.replace(/-[A-Za-z0-9_-]{6}(\.js)$/, '$1');

/** The chunks an ES module chunk imports statically (`import … from "./x.js"`), not its dynamic import()s, by logical name. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+)["']/g)].map((m) =>
    logicalName(`chunks/${m[1]}`),
  );
}

/** A group's files (each with its static imports, transitively, none left out) and their summed gzip size against its budget. */
export function groupRow(
  name: string,
  group: { files: string[]; budget: number },
  rows: SizeRow[],
  read: (file: string) => string,
): SizeRow {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.startsWith('chunks/')) for (const dep of staticImports(read(file))) visit(dep);
  };
  group.files.forEach(visit);
  const members = rows.filter((r) => seen.has(r.file));
  const raw = members.reduce((n, r) => n + r.raw, 0);
  const gzip = members.reduce((n, r) => n + r.gzip, 0);
  const br = members.reduce((n, r) => n + (r.br ?? 0), 0);
  return {
    file: `${name}: ${members.map((r) => r.file.replace(/^chunks\//, '')).join(' + ')}`,
    raw,
    gzip,
    br,
    budget: group.budget,
    ok: gzip <= group.budget,
  };
}
