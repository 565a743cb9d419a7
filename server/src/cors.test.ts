import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
});
afterAll(() => t.close());

const preflight = (path: string, origin: string) =>
  t.app.request(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });

describe('CORS', () => {
  it.each(['/v1/external/cos/occupations', '/v1/external/ipapi', '/v1/maps/static', '/v1/jobProfiles', '/v1/jobProfiles/abc/share', '/v1/organizations/lookup', '/v1/materials/abc', '/v1/embed/material'])(
    'lets any customer site call the widget route %s',
    async (path) => {
      const res = await preflight(path, 'https://www.customer.example');
      expect(res.headers.get('access-control-allow-origin')).toBe('https://www.customer.example');
    },
  );

  it('keeps the rest of the API to the configured origins', async () => {
    expect((await preflight('/v1/external/supabase/users', 'https://www.customer.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/v1/external/supabase/users', 'https://partner.example')).headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect((await preflight('/v1/jobProfilesX', 'https://www.customer.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
