import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, type Db, openDatabase } from '../../db/client.ts';
import { openPgDatabase, pgRows } from '../../db/pg-client.ts';
import { createTestPgDatabase, pgUnavailable, type TestPgDatabase } from '../../test/pg-database.ts';
import { loadOccupationData, loadOccupationDataIn, type OccupationDataLoad } from './load-occupation-data.ts';
import { OCCUPATION_SEARCH_TABLES } from './load-occupation-data.pg.ts';
import { TABLES } from './occupation-bundle.ts';

/** The PostgreSQL loader against the SQLite one (load-occupation-data.test.ts checks the data itself there). */
const unavailable = pgUnavailable();

describe.skipIf(unavailable)(
  `loadOccupationData on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let database: TestPgDatabase;
    /** Two pools on one database: two processes starting together. */
    let one: Db;
    let two: Db;
    let loads: OccupationDataLoad[];
    let dir: string;
    let sqliteDb: Db;
    let sqlite: Database.Database;

    beforeAll(async () => {
      database = await createTestPgDatabase();
      [one, two] = await Promise.all([
        openPgDatabase(database.url, { max: 2 }),
        openPgDatabase(database.url, { max: 2 }),
      ]);
      loads = await Promise.all([loadOccupationDataIn(one), loadOccupationDataIn(two)]);
      console.info(`PostgreSQL occupation data load: ${Math.max(...loads.map((l) => l.ms))} ms`);
      dir = mkdtempSync(join(tmpdir(), 'pathcraft-occ-pg-'));
      sqliteDb = openDatabase(join(dir, 'test.db'));
      sqlite = await sqliteDb.$withConnection((connection) => connection);
      loadOccupationData(sqlite);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([one, two, sqliteDb].filter(Boolean).map((db) => closeDatabase(db)));
      await database?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    const pgCount = async (table: string) =>
      (await pgRows<{ n: number }>(one, sql.raw(`SELECT count(*) AS n FROM "${table}"`)))[0]!.n;

    it('loads once when two processes start together', () => {
      expect(loads.map((l) => l.loaded).sort()).toEqual([false, true]);
    });

    it.each(TABLES)('%s holds the rows SQLite holds', async (table) => {
      const expected = sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
      expect(await pgCount(table)).toBe(expected);
    });

    it('keeps lists and details as JSON and flags as booleans', async () => {
      const rows = await pgRows<{ states: string; details: string; annualOnly: boolean }>(
        one,
        sql`SELECT a.states, c.details, w."annualOnly" FROM "occAreas" a, "occCertifications" c, "occWages" w
       WHERE a.code = '0038300' AND c.acronym = 'CWI' AND w.soc = '25-2021' AND w."areaCode" = 'US'`,
      );
      const expected = sqlite
        .prepare(
          `SELECT a.states, c.details FROM occAreas a, occCertifications c WHERE a.code = '0038300' AND c.acronym = 'CWI'`,
        )
        .get() as { states: string; details: string };
      expect(JSON.parse(rows[0]!.states)).toEqual(JSON.parse(expected.states));
      expect(JSON.parse(rows[0]!.details)).toEqual(JSON.parse(expected.details));
      expect(rows[0]!.annualOnly).toBe(true);
    });

    it('builds the search documents and the vocabulary', async () => {
      expect(await pgCount('occTitleSearch')).toBe(await pgCount('occOccupationTitles'));
      expect(await pgCount('occOccupationSearch')).toBe(await pgCount('occOccupations'));
      expect(await pgCount('occCertificationSearch')).toBe(await pgCount('occCertifications'));
      expect(await pgCount('occSearchWords')).toBe(sqlite.prepare('SELECT count(*) FROM occSearchWords').pluck().get());
      for (const table of OCCUPATION_SEARCH_TABLES) expect(await pgCount(table)).toBeGreaterThan(0);
    });

    it('skips a second load of the same version', async () => {
      // A started process has its pool's connection (it just migrated): the check is one query.
      await pgRows(two, sql`SELECT 1`);
      const again = await loadOccupationDataIn(two);
      expect(again.loaded).toBe(false);
    });

    it('reloads in place when the stored version differs', async () => {
      const before = await pgCount('occOccupationTitles');
      await pgRows(one, sql`UPDATE "occupationDataVersion" SET version = 'old' WHERE id = 1`);
      const reload = await loadOccupationDataIn(one);
      expect(reload.loaded).toBe(true);
      expect(await pgCount('occOccupationTitles')).toBe(before);
      expect(await pgCount('occTitleSearch')).toBe(before);
    }, 120_000);
  },
);
