/**
 * The database boundary (docs/architecture.md): what differs between SQLite and PostgreSQL sits
 * behind capability interfaces (server/src/db/capabilities.ts, chosen once per database), so code
 * above the database layer never asks which engine runs, and no value is forced into a type it
 * does not have (`as unknown as`). Both lists below only shrink: an entry that no longer holds fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..', 'server', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sources(SERVER).map((file) => ({ path: relative(SERVER, file), text: readFileSync(file, 'utf8') }));
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('test/');

/**
 * `as unknown as` left, and why. pg-client.ts (featureDb): the PostgreSQL database is drizzle's own
 * node-postgres database (no Proxy), but feature code is typed against the SQLite Drizzle database
 * (Db). Both render the same table objects and read rows of the same types, yet drizzle types each
 * dialect's query builders apart (a union of the two databases is not callable) and has no
 * dialect-neutral query type. Removing it takes feature code typed against such a type.
 */
const CASTS_LEFT = new Set(['db/pg-client.ts']);

/**
 * Files outside the database layer that still read which engine runs: tests of one engine's own
 * behaviour (query plans, collations, the raw connection).
 */
const ENGINE_READERS_LEFT = new Set([
  'db/pg-client.test.ts',
  'features/data-access/list-paging.test.ts',
  'features/data-access/list-plans.test.ts',
  'features/progress/progress-plans.test.ts',
  'test/harness.ts',
]);

const matching = (pattern: RegExp) =>
  files
    .filter((f) => pattern.test(f.text))
    .map((f) => f.path)
    .sort();

describe('the database boundary', () => {
  it('reads the server sources', () => {
    expect(files.some((f) => f.path === 'db/capabilities.ts')).toBe(true);
  });

  it('forces no value into a type it does not have (as unknown as)', () => {
    expect(matching(/\bas unknown as\b/)).toEqual([...CASTS_LEFT].sort());
  });

  it('asks which engine runs only inside the database layer', () => {
    const readers = matching(/\.\$dialect\b/).filter((path) => !path.startsWith('db/') || isTest(path));
    expect(readers).toEqual([...ENGINE_READERS_LEFT].sort());
  });

  it('leaves the raw SQLite connection to SQLite implementations and tests', () => {
    const users = matching(/\.\$withConnection\(/).filter((path) => !isTest(path) && !path.startsWith('db/'));
    for (const path of users)
      expect(path, path).toMatch(/sqlite|read-page\.ts$|load-occupation-data\.ts$|reference-db\.ts$/);
  });
});
