import type { LicenseList, SponsorList } from '@pathcraft/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadOccupationDataIn } from './load-occupation-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadOccupationDataIn(t.deps.db);
}, 60_000);
afterAll(() => t.close());

const get = (path: string, ip?: string) => t.call('GET', path, null, undefined, {}, ip);
const sponsors = async (query: string) => {
  const res = await get(`/v1/external/cos/apprenticeship-sponsors?${query}`);
  expect(res.status).toBe(200);
  return res.body as SponsorList;
};
const licenses = async (query: string) => {
  const res = await get(`/v1/external/cos/licenses?${query}`);
  expect(res.status).toBe(200);
  return res.body as LicenseList;
};

/**
 * The expected values were derived once, straight from the source CSVs and not through the import or
 * this server, by scripts/import-data/derive-nearby-expectations.py (its header says how to run it):
 * the sponsors whose SOC_CODES hold the occupation's SOC code, by great-circle distance from the ZIP's
 * coordinates (npm zipcodes), after the import's two cleaning rules; and the license ids of the state
 * (JURISDICTION 'State') and federal rows holding the SOC code. The test never reads the source data.
 */
const CASES = [
  {
    name: 'an electrician in Minneapolis',
    query: 'keyword=47-2111.00&location=55401',
    state: { Code: 'MN', Name: 'Minnesota' },
    nearest: [
      ['partner-rapids-sponsor_2014-MN-004230', 'ELECTRICAL TRAINING NETWORK OF MN', 'MN', 3.0],
      ['partner-rapids-sponsor_2025-MN-129225', 'Novel Energy Solutions LLC', 'MN', 3.8],
      ['partner-rapids-sponsor_2025-MN-128030', 'KMC Electric LLC', 'MN', 7.7],
      ['partner-rapids-sponsor_2005-MN-004189', 'MN CHAPTER OF ASSOCIATED BUILDERS AND CONTRACTORS', 'MN', 9.5],
      [
        'partner-rapids-sponsor_1941-MN-000020',
        'St Paul Area Electrical Joint Apprenticeship and Training Fund',
        'MN',
        11.1,
      ],
    ],
    stateLicenses: ['27-5459', '27-5466', '27-5468', '27-5469', '27-5970', '27-6200'],
    federalLicenses: [] as string[],
  },
  {
    name: 'a machinist in Cleveland, Ohio (no Ohio license for machinists in the data)',
    query: 'keyword=51-4041.00&location=44114',
    state: { Code: 'OH', Name: 'Ohio' },
    nearest: [
      ['partner-rapids-sponsor_2018-OH-69825', 'CUYAHOGA COMMUNITY COLLEGE', 'OH', 1.0],
      ['partner-rapids-sponsor_OH008081714', 'JACOBS TECHNOLOGY, INC.', 'OH', 6.3],
      ['partner-rapids-sponsor_OH008081715', 'Troy 7', 'OH', 6.3],
      ['partner-rapids-sponsor_OH004168329', 'MANUFACTURING WORKS', 'OH', 7.9],
      ['partner-rapids-sponsor_OH003620002', 'GENERAL MOTORS - PARMA', 'OH', 8.1],
    ],
    stateLicenses: [],
    federalLicenses: [],
  },
  {
    name: 'a nursing assistant in Alpine, rural Texas (the nearest 300 miles away)',
    query: 'keyword=31-1131.00&location=79830',
    state: { Code: 'TX', Name: 'Texas' },
    nearest: [
      ['partner-rapids-sponsor_2024-TX-130884', 'San Antonio Career Center', 'TX', 317.8],
      ['partner-rapids-sponsor_2020-TX-78755', 'Hamilton-Ryker - Priority Personnel', 'TX', 341.7],
      ['partner-rapids-sponsor_2023-TX-121990', 'Marbridge', 'TX', 346.5],
      ['partner-rapids-sponsor_2021-TX-94058', 'Austin Community College - Healthcare', 'TX', 354.5],
      ['partner-rapids-sponsor_2019-TX-74155', 'Baylor Scott & White', 'TX', 356.3],
    ],
    stateLicenses: [],
    federalLicenses: ['00-63'],
  },
  {
    name: 'an electrician in Los Angeles (no California rows: the nearest are in Nevada and Arizona)',
    query: 'keyword=47-2111.00&location=90012',
    state: { Code: 'CA', Name: 'California' },
    nearest: [
      ['partner-rapids-sponsor_NV003910002', 'ASSOCIATED BUILDERS & CONTRACTORS OF LAS VEGAS', 'NV', 222.1],
      ['partner-rapids-sponsor_2025-AZ-134565', 'Air Control Air Conditioning, Inc.', 'AZ', 225.4],
      ['partner-rapids-sponsor_NV003134859', 'Borman Specialty Materials', 'NV', 228.5],
      ['partner-rapids-sponsor_NV001470001', 'Electrical JATC of Southern Nevada - WIREMAN', 'NV', 231.3],
      ['partner-rapids-sponsor_2020-AZ-78870', 'Arizona Western College', 'AZ', 235.8],
    ],
    stateLicenses: [],
    federalLicenses: [],
  },
] as const;

describe('GET /v1/external/cos/apprenticeship-sponsors', () => {
  it.each(CASES)('lists the nearest sponsors for $name', async ({ query, state, nearest }) => {
    const list = await sponsors(`${query}&limit=5`);
    expect(list.Sponsors.map((s) => [s.ID, s.Name, s.StateAbbr])).toEqual(
      nearest.map(([id, name, st]) => [id, name, st]),
    );
    // Coordinates are kept to 5 decimals (about a metre): the miles agree to the tenth.
    list.Sponsors.forEach((s, i) => expect(Math.abs(s.Distance - nearest[i]![3])).toBeLessThanOrEqual(0.1));
    expect(list.Location.state).toBe(state.Code);
    expect(list.StateCovered).toBe(state.Code !== 'CA');
    expect(list.Source).toMatchObject({
      Name: 'U.S. Department of Labor, apprenticeship.gov Partner Finder',
      Date: '2026-08-10',
    });
  });

  it('answers each sponsor with its city, state, type, union and public profile', async () => {
    const list = await sponsors('keyword=47-2111.00&location=55101&limit=50');
    expect(list.Sponsors).toHaveLength(50);
    const jatc = list.Sponsors.find((s) => s.ID === 'partner-rapids-sponsor_1941-MN-000020');
    expect(jatc).toEqual({
      ID: 'partner-rapids-sponsor_1941-MN-000020',
      Name: 'St Paul Area Electrical Joint Apprenticeship and Training Fund',
      City: 'Saint Paul',
      StateAbbr: 'MN',
      Zip: '55106',
      Distance: expect.any(Number),
      EmployerStructure: 'Multiple Employer',
      Union: true,
      SponsorTypes: ['Union/Labor'],
      NationalProgram: false,
      Website: null,
      ProfileUrl: 'https://www.apprenticeship.gov/partner-finder/profile?id=partner-rapids-sponsor_1941-MN-000020',
      LastUpdated: '2026-05-04',
    });
    const miles = list.Sponsors.map((s) => s.Distance);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it('finds sponsors by any of the occupation keyword kinds, 10 by default', async () => {
    const byCode = await sponsors('keyword=47-2111.00&location=55401');
    expect(byCode.Sponsors).toHaveLength(10);
    for (const keyword of ['47-2111', 'electrician', '0159'])
      expect((await sponsors(`keyword=${keyword}&location=55401`)).Sponsors).toEqual(byCode.Sponsors);
  });

  it.each([
    ['keyword=47-2111.00', 400, 'location is required'],
    ['keyword=47-2111.00&location=5540', 400, 'Enter a valid 5-digit ZIP code.'],
    ['keyword=47-2111.00&location=00000', 400, "We couldn't find ZIP code 00000."],
    ['keyword=47-2111.00&location=MN', 400, 'Enter a valid 5-digit ZIP code.'],
    ['keyword=47-2111.00&location=55401&limit=51', 400, 'limit must be a whole number from 1 to 50'],
    ['keyword=47-2111.00&location=55401&limit=0', 400, 'limit must be a whole number from 1 to 50'],
    ['location=55401', 400, 'keyword is required'],
    ['keyword=99-9999.00&location=55401', 404, "No occupation found for '99-9999.00'"],
  ])('refuses %s with %i %s', async (query, status, message) => {
    const res = await get(`/v1/external/cos/apprenticeship-sponsors?${query}`);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it('answers an occupation no sponsor trains with an empty list', async () => {
    const list = await sponsors('keyword=23-1011.00&location=55401');
    expect(list.Sponsors).toEqual([]);
    expect(list.StateCovered).toBe(true);
  });

  it('limits anonymous callers like the other occupation calls (one budget per address)', async () => {
    for (let i = 0; i < 120; i++)
      expect(
        (
          await get(
            '/v1/external/cos/apprenticeship-sponsors?keyword=47-2111.00&location=55401&limit=1',
            '198.51.100.7',
          )
        ).status,
      ).toBe(200);
    const refused = await get('/v1/external/cos/licenses?keyword=47-2111.00&location=MN', '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many requests\. Try again in /);
  });
});

describe('GET /v1/external/cos/licenses', () => {
  it.each(CASES)(
    'lists the state licenses, then federal ones, for $name',
    async ({ query, state, stateLicenses, federalLicenses }) => {
      const list = await licenses(query);
      expect(list.State).toEqual(state);
      expect(list.StateCovered).toBe(state.Code !== 'CA');
      expect(
        list.Licenses.filter((l) => l.Jurisdiction === 'State')
          .map((l) => l.ID)
          .sort(),
      ).toEqual(stateLicenses);
      expect(list.Licenses.filter((l) => l.Jurisdiction === 'Federal').map((l) => l.ID)).toEqual(federalLicenses);
      // State licenses come first.
      expect(list.Licenses.map((l) => l.Jurisdiction)).toEqual([
        ...stateLicenses.map(() => 'State'),
        ...federalLicenses.map(() => 'Federal'),
      ]);
      expect(list.Source.Name).toBe('CareerOneStop, sponsored by the U.S. Department of Labor');
    },
  );

  it('answers a license with its agency, link, date and requirements', async () => {
    const list = await licenses('keyword=47-2111.00&location=mn');
    const license = list.Licenses.find((l) => l.ID === '27-5459');
    expect(license).toMatchObject({ Jurisdiction: 'State', Title: expect.any(String), Agency: expect.any(String) });
    expect(license!.Requirements.length).toBeGreaterThan(0);
    for (const r of license!.Requirements) expect(Object.keys(r)).toEqual(['Name', 'Value']);
    expect(list.Licenses.map((l) => l.Title)).toEqual(
      [...list.Licenses.map((l) => l.Title)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('takes a ZIP code or a state code alike', async () => {
    expect((await licenses('keyword=47-2111.00&location=55401')).Licenses).toEqual(
      (await licenses('keyword=47-2111.00&location=MN')).Licenses,
    );
  });

  it.each([
    ['keyword=47-2111.00', 400, 'location is required'],
    ['keyword=47-2111.00&location=ZZ', 400, "Unknown state 'ZZ'. Enter a 5-digit ZIP code or a two-letter state code."],
    ['keyword=47-2111.00&location=Minnesota', 400, 'Enter a valid 5-digit ZIP code.'],
    ['keyword=qqqqzzzz&location=MN', 404, "No occupation found for 'qqqqzzzz'"],
  ])('refuses %s with %i %s', async (query, status, message) => {
    const res = await get(`/v1/external/cos/licenses?${query}`);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });
});

describe('GET /v1/external/cos/occupations by code', () => {
  it.each([
    ['51-9161.00', '51-9161.00'],
    ['51-9161', '51-9161.00'],
    ['0159', '47-2111.00'],
    ['electrishun', '47-2111.00'],
  ])("finds '%s' first: %s", async (keyword, code) => {
    const res = await get(`/v1/external/cos/occupations?keyword=${encodeURIComponent(keyword)}`);
    expect(res.status).toBe(200);
    expect(res.body.OccupationList[0].OnetCode).toBe(code);
  });
});
