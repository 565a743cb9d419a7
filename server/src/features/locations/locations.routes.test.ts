import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadOccupationDataIn } from '../occupations/load-occupation-data.ts';
import { createDefaultZipLocator } from '../../platform/locations/ip-locator.ts';
import { lookupPlace } from './lookup-place.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadOccupationDataIn(t.deps.db);
}, 60_000);
afterAll(() => t.close());

describe('lookupPlace', () => {
  it.each([
    ['15238', 'Pittsburgh', 'PA', '0038300'],
    ['15132', 'Mckeesport', 'PA', '0038300'],
    ['16801', 'State College', 'PA', '0044300'],
    ['16901', 'Wellsboro', 'PA', null],
    ['16335', 'Meadville', 'PA', null],
  ])('%s is %s, %s in metro %s', async (zip, city, state, metroCode) => {
    expect(await lookupPlace(t.deps.db, zip)).toMatchObject({ zip, city, state, stateName: 'Pennsylvania', metroCode });
  });

  it('knows no place for an unknown or malformed ZIP', async () => {
    expect(await lookupPlace(t.deps.db, '00000')).toBeNull();
    expect(await lookupPlace(t.deps.db, 'K1A0B')).toBeNull();
  });
});

describe('a ZIP the plan is searched at', () => {
  it.each([
    ['/v1/external/cos/occupation?keyword=51-9161.00&location=99999', "We couldn't find ZIP code 99999."],
    ['/v1/external/cos/occupation?keyword=51-9161.00&location=9999', 'Enter a valid 5-digit ZIP code.'],
    ['/v1/maps/static?zip=99999', "We couldn't find ZIP code 99999."],
    ['/v1/maps/static?zip=ABCDE', 'Enter a valid 5-digit ZIP code.'],
    ['/v1/maps/static?zip=15238-12', 'Enter a valid 5-digit ZIP code.'],
    ['/v1/external/cos/occupation?keyword=51-9161.00&location=152381234', 'Enter a valid 5-digit ZIP code.'],
  ])('%s → 400 %s', async (path, message) => {
    const res = await t.call('GET', path, null);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('takes a ZIP+4 as the place of its five-digit ZIP, for the plan, its map and what is near', async () => {
    const plus4 = await t.call('GET', '/v1/external/cos/occupation?keyword=51-9161.00&location=15238-1234', null);
    const five = await t.call('GET', '/v1/external/cos/occupation?keyword=51-9161.00&location=15238', null);
    expect(plus4.status).toBe(200);
    expect(plus4.body).toEqual(five.body);
    expect(JSON.stringify(plus4.body)).toContain('Pittsburgh');
    const map = await t.app.request('/v1/maps/static?zip=15238-1234&width=320&height=200');
    expect(map.status).toBe(200);
    const sponsors = await t.call(
      'GET',
      '/v1/external/cos/apprenticeship-sponsors?keyword=51-9161.00&location=15238-1234',
      null,
    );
    expect(sponsors.status).toBe(200);
  });
});

describe('GET /v1/external/ipapi', () => {
  it('answers the configured default ZIP (15238 in demo mode) for any visitor', async () => {
    const res = await t.call('GET', '/v1/external/ipapi', null, undefined, {}, '198.51.100.7');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ip: '198.51.100.7',
      zip: '15238',
      city: 'Pittsburgh',
      state: 'PA',
      latitude: 40.5346,
      longitude: -79.8805,
    });
    expect((await t.call('GET', '/v1/external/ipapi?ip=8.8.8.8', null)).body).toMatchObject({
      ip: '8.8.8.8',
      zip: '15238',
    });
  });

  it('refuses a malformed ip', async () => {
    const res = await t.call('GET', '/v1/external/ipapi?ip=not-an-ip', null);
    expect(res.status).toBe(400);
  });

  it("says 'Location unknown' when no default ZIP is configured", async () => {
    const bare = await createTestApp({}, { ipLocator: createDefaultZipLocator(undefined) });
    try {
      const res = await bare.call('GET', '/v1/external/ipapi', null);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Location unknown');
    } finally {
      await bare.close();
    }
  });
});

describe('GET /v1/locations/validate', () => {
  it("answers a location's public fields", async () => {
    const res = await t.call('GET', '/v1/locations/validate?locationId=demo-wf-loc-strip', null);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      location: {
        id: 'demo-wf-loc-strip',
        orgId: 'demo-workforce-org',
        name: 'Strip District Training Center',
        locationImage: null,
        addressCity: 'Pittsburgh',
        addressState: 'PA',
        addressPostalCode: '15222',
        defaultLocation: true,
      },
    });
  });

  it.each([
    ['?locationId=nope', 404, 'Location not found'],
    ['?locationId=demo-wf-loc-strip&orgId=demo-community-org', 404, 'Location not found'],
    ['', 400, 'locationId is required'],
  ])('refuses %s with %i', async (query, status, message) => {
    const res = await t.call('GET', `/v1/locations/validate${query}`, null);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });
});
