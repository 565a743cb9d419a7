/**
 * No value is forced into a type it does not have (`as unknown as`), in any package the product
 * ships (sdk, widgets, react, hosted, server, examples). The list below only shrinks: an entry
 * that no longer holds fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const PACKAGES = ['sdk', 'widgets', 'react', 'hosted', 'server', 'examples'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = PACKAGES.flatMap((name) => sources(join(ROOT, name))).map((file) => ({
  path: relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

/**
 * `as unknown as` left, and why. server/src/db/pg-client.ts (featureDb): the PostgreSQL database is
 * drizzle's own node-postgres database (no Proxy), but feature code is typed against the SQLite
 * Drizzle database (Db). Both render the same table objects and read rows of the same types, yet
 * drizzle (0.45) types each dialect's query builders apart, and no interface that both databases
 * satisfy structurally can be written over them: an interface of the builders feature code uses
 * (select/from/where/orderBy/limit/offset/joins, typed with drizzle's dialect-neutral
 * query-builders/select.types) is satisfied by the SQLite database up to its joins (which type the
 * joined selection as `T extends SQLiteTable`), and the PostgreSQL database fails at `from`, whose
 * parameter is the conditional `TableLikeHasEmptySelection<T> extends true ? DrizzleTypeError : T`
 * that no generic table resolves; overloads per schema table instead multiply with every join.
 * Removing it takes query builders typed for both dialects (drizzle's, or a layer of our own).
 */
const CASTS_LEFT = new Set(['server/src/db/pg-client.ts']);

describe('forced casts', () => {
  it('reads every package', () => {
    for (const name of PACKAGES)
      expect(
        files.some((f) => f.path.startsWith(`${name}/`)),
        name,
      ).toBe(true);
    expect(files.some((f) => f.path === 'widgets/src/lib/define-element.ts')).toBe(true);
  });

  it('forces no value into a type it does not have (as unknown as)', () => {
    const casting = files
      .filter((f) => /\bas unknown as\b/.test(f.text))
      .map((f) => f.path)
      .sort();
    expect(casting).toEqual([...CASTS_LEFT].sort());
  });
});
