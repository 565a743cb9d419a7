import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
});
afterAll(() => t.close());

const preflight = (path: string, origin: string) =>
  t.app.request(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });

describe('CORS', () => {
  it.each([
    '/v1/external/cos/occupations',
    '/v1/external/ipapi',
    '/v1/maps/static',
    '/v1/jobProfiles',
    '/v1/jobProfiles/abc/share',
    '/v1/organizations/lookup',
    '/v1/materials/abc',
    '/v1/embed/material',
  ])('lets any customer site call the widget route %s', async (path) => {
    const res = await preflight(path, 'https://www.customer.example');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.customer.example');
  });

  it('keeps the rest of the API to the configured origins', async () => {
    expect(
      (await preflight('/v1/external/supabase/users', 'https://www.customer.example')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
    expect(
      (await preflight('/v1/external/supabase/users', 'https://partner.example')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe('https://partner.example');
    expect(
      (await preflight('/v1/jobProfilesX', 'https://www.customer.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('answers a preflight with the methods, headers and max age, and varies on Origin', async () => {
    const res = await preflight('/v1/external/supabase/users', 'https://partner.example');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE,OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Content-Type,Accept-Language,x-api-key,x-chat-token',
    );
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it.each([
    ['a JSON answer', '/v1/external/supabase/users?limit=1', true, 200],
    ['a refusal', '/v1/external/supabase/users', false, 401],
    ['an SVG map the handler answers itself', '/v1/maps/static?zip=15238&width=320&height=200', false, 200],
  ])('marks %s with the allowed origin and Vary: Origin', async (_what, path, signedIn, status) => {
    const origin = path.includes('supabase') ? 'https://partner.example' : 'https://www.customer.example';
    const authorization: Record<string, string> = signedIn
      ? { authorization: `Bearer ${await t.sign('superadmin@demo.pathcraft.test')}` }
      : {};
    const res = await t.app.request(path, { headers: { origin, ...authorization } });
    expect(res.status).toBe(status);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('vary')).toMatch(/(^|, )Origin(,|$)/);
    // Set once: a second copy of the middleware's work would show as 'Origin, Origin'.
    expect(res.headers.get('vary')).not.toMatch(/Origin.*Origin/);
  });

  it('gives a site it does not allow no Access-Control-Allow-Origin on a real answer', async () => {
    const res = await t.app.request('/v1/external/supabase/users', {
      headers: { origin: 'https://www.customer.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });
});
