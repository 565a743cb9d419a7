import type { OccupationDetailResponse, SchoolProgram } from '@pathcraft/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgPoolOf } from '../../db/pg-pool.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { statementsReachingPool } from '../../test/pool-statements.ts';
import { loadOccupationDataIn } from './load-occupation-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadOccupationDataIn(t.deps.db);
}, 60_000);
afterAll(() => t.close());

const get = (path: string, ip?: string) => t.call('GET', path, null, undefined, {}, ip);
const detail = async (query: string) => {
  const res = await get(`/v1/external/cos/occupation?${query}`);
  expect(res.status).toBe(200);
  return res.body as OccupationDetailResponse;
};

describe('GET /v1/external/cos/occupations', () => {
  it.each([
    ['CNC Operator', '51-9161.00'],
    ['RN', '29-1141.00'],
    ['forklift', '53-7051.00'],
    ['HVAC tech', '49-9021.00'],
    ['electrision', '47-2111.00'],
  ])("finds what people type: '%s' has %s in the top 3", async (keyword, code) => {
    const res = await get(`/v1/external/cos/occupations?keyword=${encodeURIComponent(keyword)}`);
    expect(res.status).toBe(200);
    expect(res.body.OccupationList.slice(0, 3).map((o: { OnetCode: string }) => o.OnetCode)).toContain(code);
  });

  it('answers OnetTitle, OnetCode and OccupationDescription, 20 by default, up to limit', async () => {
    const all = await get('/v1/external/cos/occupations?keyword=operator');
    expect(all.body.OccupationList).toHaveLength(20);
    expect(Object.keys(all.body.OccupationList[0]).sort()).toEqual(['OccupationDescription', 'OnetCode', 'OnetTitle']);
    const five = await get('/v1/external/cos/occupations?keyword=operator&limit=5');
    expect(five.body.OccupationList).toHaveLength(5);
  });

  it.each([
    ['', 'keyword is required'],
    ['?keyword=%20%20', 'keyword is required'],
    ['?keyword=nurse&limit=0', 'limit must be a whole number from 1 to 100'],
    ['?keyword=nurse&limit=101', 'limit must be a whole number from 1 to 100'],
  ])('refuses %s with 400 %s', async (query, message) => {
    const res = await get(`/v1/external/cos/occupations${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('limits anonymous callers to 120 a minute per IP address, not signed-in users', async () => {
    for (let i = 0; i < 120; i++)
      expect((await get('/v1/external/cos/occupations?keyword=welder&limit=1', '203.0.113.9')).status).toBe(200);
    const refused = await get('/v1/external/cos/occupations?keyword=welder&limit=1', '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many requests\. Try again in /);
    expect((await get('/v1/external/cos/occupations?keyword=welder&limit=1', '203.0.113.10')).status).toBe(200);
  });
});

describe('GET /v1/external/cos/occupation', () => {
  it('answers the occupation at a ZIP: skills and knowledge by importance, local wages, programs, certifications, place', async () => {
    const d = await detail('keyword=51-9161.00&location=15238');
    expect(d.OccupationDetail).toHaveLength(1);
    expect(d.OccupationDetail[0]).toMatchObject({
      OnetCode: '51-9161.00',
      OnetTitle: 'Computer Numerically Controlled Tool Operators',
    });
    for (const list of [d.SkillsDataList, d.KnowledgeDataList]) {
      expect(list.length).toBeGreaterThan(5);
      expect(list.map((e) => e.Importance)).toEqual([...list.map((e) => e.Importance)].sort((a, b) => b - a));
      expect(list.every((e) => e.DataValue >= 1 && e.DataValue <= 5 && e.Importance >= 1 && e.Importance <= 100)).toBe(
        true,
      );
    }
    expect(Object.keys(d.SkillsDataList[0]!).sort()).toEqual([
      'DataValue',
      'ElementDescription',
      'ElementId',
      'ElementName',
      'Importance',
    ]);
    expect(d.Location).toMatchObject({
      zip: '15238',
      city: 'Pittsburgh',
      state: 'PA',
      metroCode: '0038300',
      metroName: 'Pittsburgh, PA',
    });
    expect(d.SchoolPrograms!.length).toBeGreaterThan(0);
    expect(d.SchoolPrograms!.length).toBeLessThanOrEqual(25);
    expect(d.CertList!.length).toBeGreaterThan(0);
    expect(d.CertList!.length).toBeLessThanOrEqual(10);
    expect(d.CertList!.slice(0, 5).every((c) => /CNC/.test(c.Name))).toBe(true);
  });

  it.each([
    ['keyword=51-9161', '51-9161.00'],
    ['keyword=51-4011', '51-9161.00'],
    ['keyword=51-4011.00', '51-9161.00'],
    ['keyword=registered%20nurse', '29-1141.00'],
  ])('takes a code or a title: %s -> %s', async (query, code) => {
    expect((await detail(`${query}&location=15238&training=false`)).OccupationDetail[0]!.OnetCode).toBe(code);
  });

  it.each([
    [
      'metro',
      'keyword=51-9161.00&location=15238',
      { AreaType: 'metro', AreaCode: '0038300', AreaName: 'Pittsburgh, PA', Hourly: { Median: 28.25 } },
    ],
    [
      'state, outside any metro (Wellsboro, PA)',
      'keyword=51-9161.00&location=16901',
      { AreaType: 'state', AreaCode: 'PA', AreaName: 'Pennsylvania', Hourly: { Median: 26.25 } },
    ],
    [
      'state, when the metro publishes no figure',
      'keyword=17-2021.00&location=15238',
      { AreaType: 'state', AreaCode: 'PA', Annual: { Median: 80300 } },
    ],
    [
      'national with percentiles, when neither does',
      'keyword=11-9071.00&location=15238',
      {
        AreaType: 'national',
        AreaCode: 'US',
        AreaName: 'United States',
        Hourly: { Median: 44.82, Pct10: 26.9, Pct90: 79.01 },
      },
    ],
    [
      'national without a location',
      'keyword=51-9161.00',
      { AreaType: 'national', Hourly: { Median: 24.37, Pct10: 18.34 } },
    ],
  ])('wages fall back: %s', async (_, query, expected) => {
    const { Wages } = await detail(query);
    expect(Wages).toMatchObject({ ...expected, Year: 'May 2025' });
    expect(Wages!.Source).toMatch(/Bureau of Labor Statistics/);
  });

  it('searches the certifications of the occupation and its titles in one statement (PostgreSQL: each is a round trip)', async (test) => {
    const pool = pgPoolOf(t.deps.db);
    if (!pool) return test.skip();
    const seen = await statementsReachingPool(pool, () => detail('keyword=51-9161.00&location=15238'));
    expect(seen.filter((text) => text.includes('"occCertificationSearch"'))).toHaveLength(1);
  });

  it('leaves out wages and training when asked', async () => {
    const d = await detail('keyword=51-9161.00&location=15238&wages=false&training=false');
    expect(d).not.toHaveProperty('Wages');
    expect(d).not.toHaveProperty('SchoolPrograms');
    expect(d).not.toHaveProperty('CertList');
    expect(d.SkillsDataList.length).toBeGreaterThan(0);
  });

  it.each([
    ['keyword=51-9161.00&location=1523', 400, 'Enter a valid 5-digit ZIP code.'],
    ['keyword=51-9161.00&location=00000', 400, "We couldn't find ZIP code 00000."],
    ['keyword=51-9161.00&location=pittsburgh', 400, 'Enter a valid 5-digit ZIP code.'],
    ['location=15238', 400, 'keyword is required'],
    ['keyword=99-9999.00', 404, "No occupation found for '99-9999.00'"],
    ['keyword=qqqqzzzz', 404, "No occupation found for 'qqqqzzzz'"],
  ])('refuses %s with %i %s', async (query, status, message) => {
    const res = await get(`/v1/external/cos/occupation?${query}`);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });
});

describe('GET /v1/external/cos/training', () => {
  const programs = async (query: string) => {
    const res = await get(`/v1/external/cos/training?${query}`);
    expect(res.status).toBe(200);
    return res.body.SchoolPrograms as SchoolProgram[];
  };

  it('lists programs nearest to the ZIP first, with the distance in miles', async () => {
    const list = await programs('keyword=49-9021.00&location=15238');
    expect(list.length).toBe(25);
    const miles = list.map((p) => p.Distance!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBeLessThan(15);
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining(['ProgramName', 'SchoolName', 'StateAbbr', 'ID', 'City', 'Distance']),
    );
    // The same occupation from Philadelphia starts on the other side of the state.
    const east = await programs('keyword=49-9021.00&location=19104');
    expect(east[0]!.ID).not.toBe(list[0]!.ID);
    expect(east[0]!.Distance).toBeLessThan(15);
  });

  it("blurs school names only for an organization on the free plan, never the partner college's; without an organization they show", async () => {
    const free = await programs('keyword=49-9021.00&location=15238&orgId=demo-community-org');
    const partner = free.find((p) => p.SchoolName === 'Community College of Allegheny County');
    expect(partner).toBeDefined();
    expect(partner!.SchoolNameHidden).toBeUndefined();
    const hidden = free.filter((p) => p.SchoolNameHidden);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((p) => p.SchoolName === 'Upgrade to view school name')).toBe(true);

    // Nobody could upgrade the public tool: a visitor without an organization reads the names.
    const anonymous = await programs('keyword=49-9021.00&location=15238');
    expect(anonymous.some((p) => p.SchoolNameHidden)).toBe(false);
    const pro = await programs('keyword=49-9021.00&location=15238&orgId=demo-workforce-org');
    expect(pro.some((p) => p.SchoolNameHidden)).toBe(false);
    const debug = await programs('keyword=49-9021.00&location=15238&orgId=demo-community-org&debug=true');
    expect(debug.some((p) => p.SchoolNameHidden)).toBe(false);
  });

  it('refuses a bad ZIP', async () => {
    const res = await get('/v1/external/cos/training?keyword=49-9021.00&location=123456');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Enter a valid 5-digit ZIP code.');
  });
});

describe('GET /v1/external/cos/certificationfinder', () => {
  it('ranks certificates for the keyword, with every field of the Certificate shape', async () => {
    const res = await get('/v1/external/cos/certificationfinder?keyword=forklift');
    expect(res.status).toBe(200);
    expect(res.body.CertList[0].Name).toMatch(/Forklift/);
    expect(Object.keys(res.body.CertList[0]).sort()).toEqual([
      'Acronym',
      'CertDetailList',
      'Description',
      'Id',
      'Name',
      'Organization',
      'OrganizationAddress',
      'OrganizationUrl',
      'Type',
      'Url',
    ]);
  });

  it('ranks for an occupation when given its code', async () => {
    const res = await get('/v1/external/cos/certificationfinder?keyword=51-9161.00');
    expect(res.body.CertList[0].Name).toMatch(/CNC/);
  });

  it('needs a keyword', async () => {
    expect((await get('/v1/external/cos/certificationfinder')).body.error.message).toBe('keyword is required');
  });
});
