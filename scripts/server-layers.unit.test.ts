/**
 * The server's layers, drawn from its imports (docs/architecture.md): http (routing, contract, the
 * request context) → features (verbs, and each feature's `*.routes.ts`, its HTTP adapter) →
 * platform services (db, platform: storage, mail, rate limit, audit, crypto; pdf, emails).
 * Arrows point down only, and no file reaches itself through its runtime imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..', 'server', 'src');

/**
 * Verbs that still read the request through Hono's Context. None since the request's tokens sit
 * in the request context and uploads and streams cross the edge as plain values (a form reader,
 * a body and its type); the list only shrinks (a file that no longer needs its place here fails).
 */
const VERBS_STILL_ON_HONO = new Set<string>([]);

interface SourceFile {
  path: string;
  /** Relative imports that load code at run time (not `import type`, not a later `import()`). */
  runtime: string[];
  /** Every relative import, types included. */
  all: string[];
  packages: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

const IMPORT = /^(import|export)\s+(type\s+)?[^;]*?\sfrom\s+'([^']+)';/gms;

function parse(file: string): SourceFile {
  const text = readFileSync(file, 'utf8');
  const path = relative(SERVER, file);
  const result: SourceFile = { path, runtime: [], all: [], packages: [] };
  for (const match of text.matchAll(IMPORT)) {
    const [, , typeOnly, spec] = match;
    if (!spec!.startsWith('.')) {
      result.packages.push(spec!);
      continue;
    }
    const target = normalize(join(dirname(path), spec!));
    result.all.push(target);
    if (!typeOnly) result.runtime.push(target);
  }
  return result;
}

const files = sourceFiles(SERVER).map(parse);
const layerOf = (path: string) => path.split('/')[0]!;
const PLATFORM = new Set(['platform', 'db', 'pdf', 'emails']);
const isRoutes = (path: string) => path.endsWith('.routes.ts');

function cycles(): string[][] {
  const graph = new Map(files.map((f) => [f.path, f.runtime.filter((t) => t !== f.path)]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

/** Why `file` may not import `target`, or null when the arrow points down. */
function backArrow(file: string, target: string, packageName?: string): string | null {
  const from = layerOf(file);
  if (packageName !== undefined) {
    if (!packageName.startsWith('hono')) return null;
    if (PLATFORM.has(from)) return 'a platform service uses Hono';
    if (from === 'features' && !isRoutes(file)) return 'a verb uses Hono (only *.routes.ts speak HTTP)';
    return null;
  }
  const to = layerOf(target);
  if (PLATFORM.has(from) && (to === 'features' || to === 'http' || to === 'seed'))
    return `a platform service imports ${to}`;
  if (from === 'features' && to === 'http' && !isRoutes(file)) return 'a verb imports http (only *.routes.ts do)';
  if (from === 'features' && to === 'seed') return 'a feature imports the demo seed';
  if (from === 'features' && !isRoutes(file) && isRoutes(target)) return 'a verb imports a routes file';
  return null;
}

/** Why a routes file may not import `target` (or the package), or null: routes parse, call a verb and answer. */
function routeQuery(file: string, target: string, packageName?: string): string | null {
  if (!isRoutes(file)) return null;
  if (packageName === 'drizzle-orm' || packageName?.startsWith('drizzle-orm/')) return 'a route builds a query';
  if (target.startsWith('db/schema')) return 'a route reads the tables';
  // What a request did is recorded by the verb that did it, inside its work, not by the route after it.
  if (target.startsWith('platform/audit')) return 'a route writes the audit log';
  return null;
}

type ImportRule = (file: string, target: string, packageName?: string) => string | null;

/** Every import of `f` that breaks `rule`, as `file → target: why`. */
const breachesOf = (f: SourceFile, rule: ImportRule) => [
  ...f.all.flatMap((t) => {
    const why = rule(f.path, t);
    return why ? [`${f.path} → ${t}: ${why}`] : [];
  }),
  ...f.packages.flatMap((p) => {
    const why = rule(f.path, '', p);
    return why ? [`${f.path} → ${p}: ${why}`] : [];
  }),
];
const arrowsOf = (f: SourceFile) => breachesOf(f, backArrow);

describe('server layers', () => {
  it('reads the server sources', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((f) => f.path === 'http/identify.ts')).toBe(true);
  });

  it('has no import circle', () => {
    expect(cycles().map((c) => c.join(' → '))).toEqual([]);
  });

  it('has no arrow back up', () => {
    expect(files.filter((f) => !VERBS_STILL_ON_HONO.has(f.path)).flatMap(arrowsOf)).toEqual([]);
  });

  it('has no database query or audit write in a routes file', () => {
    expect(files.flatMap((f) => breachesOf(f, routeQuery))).toEqual([]);
  });

  it.each([
    ['features/api-keys/api-keys.routes.ts', '', 'drizzle-orm', 'a route builds a query'],
    ['features/api-keys/api-keys.routes.ts', 'db/schema/index.ts', null, 'a route reads the tables'],
    ['features/files/files.routes.ts', 'platform/audit/record-audit-event.ts', null, 'a route writes the audit log'],
    ['features/files/stored-files.ts', 'platform/audit/record-audit-event.ts', null, null],
    ['features/api-keys/api-keys.routes.ts', 'features/api-keys/api-keys.ts', null, null],
    ['features/api-keys/api-keys.ts', '', 'drizzle-orm', null],
  ])('route %s → %s %s: %s', (file, target, pkg, why) => {
    expect(routeQuery(file, target, pkg ?? undefined)).toBe(why);
  });

  it('keeps the list of verbs still on Hono honest', () => {
    const stillOnHono = files
      .filter((f) => arrowsOf(f).length > 0 && VERBS_STILL_ON_HONO.has(f.path))
      .map((f) => f.path)
      .sort();
    expect(stillOnHono).toEqual([...VERBS_STILL_ON_HONO].sort());
  });

  it.each([
    ['platform/mail/mailer.ts', 'features/invites/create-invite.ts', null, 'a platform service imports features'],
    ['db/client.ts', 'http/errors.ts', null, 'a platform service imports http'],
    ['features/invites/create-invite.ts', 'http/errors.ts', null, 'a verb imports http (only *.routes.ts do)'],
    ['features/invites/invites.routes.ts', 'http/contract.ts', null, null],
    ['features/invites/create-invite.ts', 'platform/errors.ts', null, null],
    [
      'features/materials/upload-material-media.ts',
      'features/files/files.routes.ts',
      null,
      'a verb imports a routes file',
    ],
    ['features/materials/materials.routes.ts', 'features/public-pages/page-gate.ts', null, null],
    ['http/identify.ts', 'platform/tokens.ts', null, null],
    ['platform/rate-limit/limit-requests.ts', '', 'hono', 'a platform service uses Hono'],
    ['features/courses/reorder-course-topics.ts', '', 'hono', 'a verb uses Hono (only *.routes.ts speak HTTP)'],
    ['features/courses/courses.routes.ts', '', 'hono', null],
    ['features/courses/reorder-course-topics.ts', '', 'drizzle-orm', null],
  ])('%s → %s %s: %s', (file, target, pkg, why) => {
    expect(backArrow(file, target, pkg ?? undefined)).toBe(why);
  });
});
