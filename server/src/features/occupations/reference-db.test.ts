import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOccupationData } from './load-occupation-data.ts';
import { closeDatabase, openDatabase } from '../../db/client.ts';
import { buildReferenceDatabase, startFromReference } from './reference-db.ts';

const root = mkdtempSync(join(tmpdir(), 'pathcraft-reference-'));
const reference = join(root, 'cache', 'reference.sqlite');
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(() => buildReferenceDatabase(reference), 60_000);

describe('a new data folder starts from the reference database', () => {
  it('copies it, private to the server user, with the occupation data already loaded', async () => {
    const dbFile = join(root, 'fresh', 'pathcraft.db');
    expect(startFromReference(dbFile, reference)).toBe(true);
    expect(statSync(dbFile).mode & 0o777).toBe(0o600);
    const db = openDatabase(dbFile);
    try {
      const sqlite = await db.$withConnection((connection) => connection);
      expect(loadOccupationData(sqlite).loaded).toBe(false);
      expect(sqlite.prepare('SELECT count(*) FROM occOccupations').pluck().get()).toBeGreaterThan(900);
      expect(
        sqlite.prepare("SELECT count(*) FROM occTitleSearch WHERE occTitleSearch MATCH 'electrician'").pluck().get(),
      ).toBeGreaterThan(0);
      // Nothing of any customer: the reference holds reference data only.
      for (const table of ['organizations', 'users', 'authAccounts', 'apiKeys'])
        expect(sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get()).toBe(0);
    } finally {
      await closeDatabase(db);
    }
  });

  it('leaves an existing database alone, and does nothing without a reference', () => {
    const dbFile = join(root, 'existing.db');
    writeFileSync(dbFile, 'not touched');
    expect(startFromReference(dbFile, reference)).toBe(false);
    expect(startFromReference(join(root, 'other', 'pathcraft.db'), join(root, 'no-such.sqlite'))).toBe(false);
  });
});
