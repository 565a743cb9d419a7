import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, MIGRATIONS_DIR, migrationsApplied, openDatabase } from './client.ts';

/**
 * A start skips the migrator when the database has every migration already (issue 29 goal 5): the
 * check must say "applied" exactly when drizzle's migrator would apply nothing.
 */
const root = mkdtempSync(join(tmpdir(), 'pathcraft-migrations-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('migrationsApplied', () => {
  it('is true once opened (opening again changes nothing), false for a newer journal or without the table', async () => {
    const file = join(root, 'app.sqlite');
    const db = openDatabase(file);
    const sqlite = await db.$withConnection((c) => c);
    expect(migrationsApplied(sqlite)).toBe(true);
    const recorded = sqlite.prepare('select count(*) as n from __drizzle_migrations').get();
    await closeDatabase(db);

    const again = openDatabase(file);
    const reopened = await again.$withConnection((c) => c);
    expect(reopened.prepare('select count(*) as n from __drizzle_migrations').get()).toEqual(recorded);
    // A journal with one migration more than the database records: not applied, the migrator runs.
    const folder = join(root, 'drizzle-next');
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    const journalFile = join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, when: last.when + 1, tag: 'next' });
    writeFileSync(journalFile, JSON.stringify(journal));
    expect(migrationsApplied(reopened, folder)).toBe(false);
    // Without the migrations table (a database drizzle never migrated): not applied.
    reopened.exec('alter table __drizzle_migrations rename to kept_migrations');
    expect(migrationsApplied(reopened)).toBe(false);
    reopened.exec('alter table kept_migrations rename to __drizzle_migrations');
    await closeDatabase(again);
  });
});
