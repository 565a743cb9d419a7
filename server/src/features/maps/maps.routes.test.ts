import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const map = (query: string) => t.app.request(`/v1/maps/static?${query}`);

/** Well-formed XML in the subset we write: every tag closed in order, every attribute quoted. */
function expectWellFormed(svg: string) {
  const stack: string[] = [];
  for (const [, close, name, attrs, self] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    expect(attrs!.replace(/\s[a-z-:]+="[^"]*"/gi, '').trim()).toBe('');
    if (close) expect(stack.pop()).toBe(name);
    else if (!self) stack.push(name!);
  }
  expect(stack).toEqual([]);
}

describe('GET /v1/maps/static', () => {
  it('draws the state around the ZIP with a pin, as a small cacheable SVG', async () => {
    const res = await map('zip=15238&width=600&height=300');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
    const svg = await res.text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="300" viewBox="[\d.]+ [\d.]+ [\d.]+ [\d.]+" role="img"/,
    );
    expect(svg).toContain('<title id="map-title">Pittsburgh, PA 15238</title>');
    expect(svg).toMatch(/<circle class="pin" cx="[\d.]+" cy="[\d.]+"/);
    expect(svg.match(/<path /g)!.length).toBeGreaterThan(3);
    expect(svg.length).toBeLessThan(20_000);
    expectWellFormed(svg);
  });

  it('puts the pin inside the view, in proportion to the image', async () => {
    const svg = await (await map('zip=99501&width=400&height=400')).text();
    const [x, y, w, h] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number) as [number, number, number, number];
    const [, cx, cy] = /class="pin" cx="([\d.]+)" cy="([\d.]+)"/.exec(svg)!.map(Number) as [number, number, number];
    expect(w / h).toBeCloseTo(1, 5);
    expect(cx).toBeGreaterThan(x);
    expect(cx).toBeLessThan(x + w);
    expect(cy).toBeGreaterThan(y);
    expect(cy).toBeLessThan(y + h);
  });

  it.each([
    ['zip=1523', 'Enter a valid 5-digit ZIP code.'],
    ['zip=00000', "We couldn't find ZIP code 00000."],
    ['', 'Enter a valid 5-digit ZIP code.'],
    ['zip=15238&width=5000', 'width must be a whole number of pixels from 80 to 1280'],
  ])('refuses %s', async (query, message) => {
    const res = await map(query);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it('redirects to the configured static-map service with the place filled in', async () => {
    const withService = await createTestApp({
      STATIC_MAP_URL: 'https://maps.example.com/static?center={lat},{lon}&size={width}x{height}&label={zip}',
    });
    try {
      const res = await withService.app.request('/v1/maps/static?zip=15238&width=320&height=200');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(
        'https://maps.example.com/static?center=40.5346,-79.8805&size=320x200&label=15238',
      );
    } finally {
      await withService.close();
    }
  });
});
