import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../db/client.ts';
import { loadOccupationData, OCCUPATION_DATA_DIR, programId, type OccupationDataLoad } from './load-occupation-data.ts';

let dir: string;
let db: Db;
/** The raw connection: these tests drive the synchronous occupation modules directly, between no requests. */
let sqlite: Database.Database;
let first: OccupationDataLoad;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pathcraft-occ-'));
  db = openDatabase(join(dir, 'test.db'));
  sqlite = await db.$withConnection((connection) => connection);
  first = loadOccupationData(sqlite);
}, 60_000);

afterAll(async () => {
  await closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

const get = <T>(sql: string, ...params: unknown[]) => sqlite.prepare(sql).get(...params) as T;
const all = <T>(sql: string, ...params: unknown[]) => sqlite.prepare(sql).all(...params) as T[];
const count = (sql: string, ...params: unknown[]) => get<{ n: number }>(sql, ...params).n;

describe('loadOccupationData', () => {
  it('loads the bundle once', () => {
    expect(first.loaded).toBe(true);
    const manifest = JSON.parse(readFileSync(join(OCCUPATION_DATA_DIR, 'manifest.json'), 'utf8')) as {
      version: string;
    };
    expect(get<{ version: string }>('SELECT version FROM occupationDataVersion WHERE id = 1').version).toContain(
      manifest.version,
    );
  });

  it('has the O*NET occupations with descriptions', () => {
    expect(count('SELECT count(*) AS n FROM occOccupations')).toBeGreaterThan(900);
    const cnc = get<{ title: string; description: string; jobZone: number }>(
      "SELECT * FROM occOccupations WHERE code = '51-9161.00'",
    );
    expect(cnc.title).toBe('Computer Numerically Controlled Tool Operators');
    expect(cnc.description.length).toBeGreaterThan(50);
    expect(cnc.jobZone).toBeGreaterThanOrEqual(1);
    // O*NET 29.0 follows SOC 2018: the old 51-4011 (CNC machine tool operators) became 51-9161.
    expect(count("SELECT count(*) AS n FROM occOccupations WHERE code = '51-4011.00'")).toBe(0);
    expect(
      count(
        "SELECT count(*) AS n FROM occOccupationTitles WHERE code = '29-1141.00' AND kind = 'short' AND title = 'RN'",
      ),
    ).toBe(1);
  });

  it('rates skills and knowledge: importance 1-100, difficulty 1-5, elements described once', () => {
    const rows = all<{ kind: string; name: string; description: string; importance: number; difficulty: number }>(
      `SELECT e.kind, e.name, e.description, r.importance, r.difficulty FROM occOccupationElements r
       JOIN occElements e ON e.elementId = r.elementId WHERE r.code = '51-9161.00' ORDER BY r.importance DESC`,
    );
    expect(rows.filter((r) => r.kind === 'skill').length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.kind === 'knowledge').length).toBeGreaterThan(5);
    for (const r of rows) {
      expect(r.importance).toBeGreaterThanOrEqual(1);
      expect(r.importance).toBeLessThanOrEqual(100);
      expect(r.difficulty).toBeGreaterThanOrEqual(1);
      expect(r.difficulty).toBeLessThanOrEqual(5);
      expect(r.description).not.toBe('');
    }
    const range = get<{ minI: number; maxI: number; minD: number; maxD: number }>(
      'SELECT min(importance) AS minI, max(importance) AS maxI, min(difficulty) AS minD, max(difficulty) AS maxD FROM occOccupationElements',
    );
    expect(range.minI).toBeGreaterThanOrEqual(1);
    expect(range.maxI).toBeLessThanOrEqual(100);
    expect(range.minD).toBeGreaterThanOrEqual(1);
    expect(range.maxD).toBeLessThanOrEqual(5);
    expect(count('SELECT count(*) AS n FROM occElements')).toBe(68);
  });

  it('has national wages with percentiles, and state and metro medians', () => {
    const national = get<{
      hourlyMedian: number;
      annualMedian: number;
      hourly10: number;
      annual90: number;
      employment: number;
    }>(
      `SELECT w.* FROM occOccupations o JOIN occWages w ON w.soc = o.wageSoc AND w.areaCode = 'US' WHERE o.code = '51-9161.00'`,
    );
    expect(national.hourlyMedian).toBeGreaterThan(10);
    expect(national.annualMedian).toBeGreaterThan(20_000);
    expect(national.hourly10).toBeLessThan(national.hourlyMedian);
    expect(national.annual90).toBeGreaterThan(national.annualMedian);
    expect(national.employment).toBeGreaterThan(10_000);

    const pa = get<{ annualMedian: number; areaType: string }>(
      "SELECT * FROM occWages WHERE soc = '29-1141' AND areaCode = 'PA'",
    );
    expect(pa.areaType).toBe('state');
    expect(pa.annualMedian).toBeGreaterThan(50_000);
    const pittsburgh = get<{ name: string; states: string }>("SELECT * FROM occAreas WHERE code = '0038300'");
    expect(pittsburgh.name).toContain('Pittsburgh');
    expect(JSON.parse(pittsburgh.states)).toContain('PA');
    expect(count("SELECT count(*) AS n FROM occWages WHERE areaCode = '0038300' AND soc = '29-1141'")).toBe(1);

    // Aggregated OEWS codes: 13-1021..23 share 13-1020 (Buyers and Purchasing Agents).
    const buyer = get<{ wageSoc: string; wageMatch: string }>(
      "SELECT wageSoc, wageMatch FROM occOccupations WHERE code = '13-1023.00'",
    );
    expect(buyer).toEqual({ wageSoc: '13-1020', wageMatch: 'aggregate' });
    expect(count("SELECT count(*) AS n FROM occWages WHERE soc = '13-1020' AND areaCode = 'US'")).toBe(1);
  });

  it('links schools and programs to occupations through CIP -> SOC', () => {
    const programs = all<{ id: number; programName: string; schoolName: string; stateAbbr: string; lat: number }>(
      `SELECT p.id, c.title AS programName, s.name AS schoolName, s.state AS stateAbbr, s.lat
       FROM occOccupations o
       JOIN occCipSoc x ON x.soc = o.soc
       JOIN occPrograms p ON p.cip = x.cip
       JOIN occCips c ON c.cip = p.cip
       JOIN occSchools s ON s.unitId = p.unitId
       WHERE o.code = '29-1141.00' AND s.state = 'PA'`,
    );
    expect(programs.length).toBeGreaterThan(10);
    for (const p of programs) {
      expect(p.programName).toBeTruthy();
      expect(p.schoolName).toBeTruthy();
      expect(p.stateAbbr).toBe('PA');
    }
    expect(programs.some((p) => p.schoolName === 'Community College of Allegheny County')).toBe(true);
    const ccac = get<{ id: number; unitId: number; cip: string }>(
      "SELECT p.* FROM occPrograms p JOIN occSchools s ON s.unitId = p.unitId WHERE s.name = 'Community College of Allegheny County' AND p.cip = '51.3801'",
    );
    expect(ccac.id).toBe(programId(ccac.unitId, ccac.cip));
    // The finer O*NET crosswalk links the same CIP to the O*NET-SOC code.
    expect(count("SELECT count(*) AS n FROM occCipOnet WHERE code = '29-1141.00' AND cip = '51.3801'")).toBe(1);
  });

  it('has certifications with valid types and detail lists', () => {
    expect(count('SELECT count(*) AS n FROM occCertifications')).toBeGreaterThan(6000);
    const types = all<{ type: string }>('SELECT DISTINCT type FROM occCertifications').map((r) => r.type);
    expect(types.sort()).toEqual(['Advanced', 'Core', 'Product/Equipment', 'Specialty', 'Unclassified']);
    const cwi = get<{ name: string; organization: string; url: string; details: string }>(
      "SELECT * FROM occCertifications WHERE acronym = 'CWI'",
    );
    expect(cwi.organization).toBe('American Welding Society');
    const details = JSON.parse(cwi.details) as { Name: string; Value: string }[];
    expect(details.length).toBeGreaterThan(0);
    for (const d of details) expect(Object.keys(d)).toEqual(['Name', 'Value']);
  });

  it('has projections and ZIP hints', () => {
    const rn = get<{ employment2024: number; changePercent: number; openings: number }>(
      "SELECT * FROM occProjections WHERE soc = '29-1141'",
    );
    expect(rn.employment2024).toBeGreaterThan(1_000_000);
    expect(rn.openings).toBeGreaterThan(1000);
    expect(get<{ state: string }>("SELECT state FROM occZipPrefixes WHERE zip3 = '152'").state).toBe('PA');
    expect(count("SELECT count(*) AS n FROM occMetroPoints WHERE areaCode = '0038300'")).toBeGreaterThan(5);
  });

  it('has registered apprenticeship sponsors linked by SOC code, none in California (the copy has none)', () => {
    expect(count('SELECT count(*) AS n FROM occSponsors')).toBe(17_837); // 17,842 less 5 test accounts
    expect(count("SELECT count(*) AS n FROM occSponsors WHERE state = 'CA'")).toBe(0);
    expect(count('SELECT count(DISTINCT state) AS n FROM occSponsors')).toBe(50);
    const jac = get<{ name: string; city: string; structure: string; types: string; national: number }>(
      "SELECT * FROM occSponsors WHERE sponsorId = 'partner-rapids-sponsor_1940-MN-001700'",
    );
    expect(jac).toMatchObject({
      name: 'MPLS PIPEFITTERS JAC',
      city: 'Brooklyn Park',
      structure: 'Multiple Employer',
      national: 0,
    });
    expect(JSON.parse(jac.types)).toEqual(['Union/Labor']);
    // Cities written in capitals read as names: 'MAPLE GROVE' -> 'Maple Grove'.
    expect(
      get<{ city: string }>("SELECT city FROM occSponsors WHERE sponsorId = 'partner-rapids-sponsor_1940-MN-000007'")
        .city,
    ).toBe('Maple Grove');
    expect(
      all<{ soc: string }>(
        "SELECT soc FROM occSponsorOccupations WHERE sponsorId = 'partner-rapids-sponsor_1940-MN-001700' ORDER BY soc",
      ).map((r) => r.soc),
    ).toEqual(['47-2152', '49-9021']);
    expect(count("SELECT count(*) AS n FROM occSponsorOccupations WHERE soc = '47-2111'")).toBe(4528); // 4,531 less 3 test accounts
  });

  it('has state licenses linked by SOC code, federal ones once', () => {
    expect(count("SELECT count(*) AS n FROM occLicenses WHERE state = 'US'")).toBe(74);
    expect(count("SELECT count(*) AS n FROM occLicenses WHERE state <> 'US'")).toBe(9110);
    expect(count("SELECT count(*) AS n FROM occLicenses WHERE state = 'CA'")).toBe(0);
    // 'https://0' and other links that cannot be followed are dropped.
    expect(count("SELECT count(*) AS n FROM occLicenses WHERE url IS NOT NULL AND url NOT LIKE 'http%.%'")).toBe(0);
  });

  it('keeps the title vocabulary by sound', () => {
    expect(get<{ sound: string }>("SELECT sound FROM occWordSounds WHERE word = 'electrician'").sound).toBe('ELKTRXN');
    expect(count('SELECT count(*) AS n FROM occWordSounds')).toBeGreaterThan(5000);
  });

  it('skips a second load of the same version', () => {
    const again = loadOccupationData(sqlite);
    expect(again.loaded).toBe(false);
  });

  it('reloads in place when the stored version differs', () => {
    const before = count('SELECT count(*) AS n FROM occOccupationTitles');
    sqlite.prepare("UPDATE occupationDataVersion SET version = 'old' WHERE id = 1").run();
    const reload = loadOccupationData(sqlite);
    expect(reload.loaded).toBe(true);
    expect(count('SELECT count(*) AS n FROM occOccupationTitles')).toBe(before);
    expect(count("SELECT count(*) AS n FROM sqlite_master WHERE type = 'index' AND name = 'occPrograms_cip'")).toBe(1);
    expect(count("SELECT count(*) AS n FROM occTitleSearch WHERE occTitleSearch MATCH 'nurse'")).toBeGreaterThan(10);
  }, 60_000);
});
