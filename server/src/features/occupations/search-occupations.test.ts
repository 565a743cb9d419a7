import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../db/client.ts';
import { loadOccupationData } from './load-occupation-data.ts';
import { correct, editDistance, searchCertifications, searchOccupations } from './search-occupations.ts';

let dir: string;
let db: Db;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pathcraft-occ-search-'));
  db = openDatabase(join(dir, 'test.db'));
  loadOccupationData(db.$client);
}, 60_000);

afterAll(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

const codes = (keyword: string, limit = 3) => searchOccupations(db.$client, keyword, { limit }).map((h) => h.code);

describe('searchOccupations', () => {
  it("ranks Registered Nurses first for 'registered nurse'", () => {
    expect(codes('registered nurse', 5)[0]).toBe('29-1141.00');
  });

  it.each([
    ['CNC Operator', '51-9161.00'],
    ['RN', '29-1141.00'],
    ['forklift', '53-7051.00'],
    ['HVAC tech', '49-9021.00'],
    ['electrician', '47-2111.00'],
    ['truck driver', '53-3032.00'],
    ['software developer', '15-1252.00'],
  ])('finds %s -> %s in the top 3', (keyword, code) => {
    expect(codes(keyword)).toContain(code);
  });

  it('tolerates misspellings', () => {
    expect(correct(db.$client, 'electrision')).toEqual(['electrician']);
    expect(correct(db.$client, 'electrician')).toEqual([]);
    expect(codes('electrision')[0]).toBe('47-2111.00');
    expect(codes('plumbr')).toContain('47-2152.00');
  });

  it('returns nothing for empty or unmatched input', () => {
    expect(searchOccupations(db.$client, '  --  ')).toEqual([]);
    expect(searchOccupations(db.$client, 'qqqqzzzz')).toEqual([]);
  });

  it('is fast', () => {
    const started = performance.now();
    for (const q of ['nurse', 'CNC Operator', 'electrision', 'HVAC tech', 'forklift']) searchOccupations(db.$client, q);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('searchCertifications', () => {
  it('finds certifications by keyword and acronym', () => {
    expect(searchCertifications(db.$client, 'forklift').length).toBeGreaterThan(0);
    expect(searchCertifications(db.$client, 'CWI').map((c) => c.name)).toContain('Certified Welding Inspector');
  });
});

describe('editDistance', () => {
  it('counts edits and adjacent transpositions', () => {
    expect(editDistance('electrision', 'electrician')).toBe(2);
    expect(editDistance('nurse', 'nruse')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
