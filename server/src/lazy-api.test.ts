import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyRoutes } from './app.ts';
import type { AppEnv } from './platform/actor.ts';
import { createTestApp, DEMO_PASSWORD, SUPER, type TestApp } from './test/harness.ts';

/**
 * The API is built on its first request, not at start (issue 29 goal 5: a start answers /healthz without
 * building a route declaration or evaluating a feature).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API built on first use', () => {
  it('is not built when the app is created: the app holds only the catch-alls in front of it', () => {
    const api = t.app.routes.filter((route) => route.path.startsWith('/v1') || route.path.startsWith('/files'));
    expect(api.map((route) => `${route.method} ${route.path}`)).toEqual(['ALL /v1/*', 'ALL /files/*']);
  });

  it('answers concurrent first requests from one build, each validated and answered as declared', async () => {
    const login = () =>
      t.app.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: SUPER, password: DEMO_PASSWORD }),
      });
    const [first, second, invalid, document, missing] = await Promise.all([
      login(),
      login(),
      t.app.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'not an address' }),
      }),
      t.app.request('/v1/openapi.json'),
      t.app.request('/v1/no-such-route'),
    ]);
    expect([first.status, second.status, invalid.status, document.status, missing.status]).toEqual([
      200, 200, 400, 200, 404,
    ]);
    expect((await first.json()).token).toEqual(expect.any(String));
    expect((await second.json()).token).toEqual(expect.any(String));
    expect((await invalid.json()).error.code).toBe('bad_request');
    expect(Object.keys((await document.json()).paths)).toContain('/v1/auth/login');
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /v1/no-such-route' },
    });
    const [a, b] = await Promise.all([t.app.api(), t.app.api()]);
    expect(a).toBe(b);
  });

  it("keeps the request's id through the API (the app's request log gave it)", async () => {
    const res = await t.app.request('/v1/no-such-route', { headers: { 'x-request-id': 'probe-request-0001' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('probe-request-0001');
  });
});

describe('lazyRoutes', () => {
  const answering = (text: string) => new Hono<AppEnv>().get('/v1/x', (c) => c.text(text));

  it('builds once for concurrent first requests', async () => {
    let builds = 0;
    const lazy = lazyRoutes(async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answering('built');
    });
    const app = new Hono<AppEnv>().all('/v1/*', lazy.answer);
    const answers = await Promise.all([app.request('/v1/x'), app.request('/v1/x'), app.request('/v1/x')]);
    expect(await Promise.all(answers.map((res) => res.text()))).toEqual(['built', 'built', 'built']);
    expect(builds).toBe(1);
  });

  it('tries a failed build again on the next request', async () => {
    let builds = 0;
    const lazy = lazyRoutes(async () => {
      builds++;
      if (builds === 1) throw new Error('first build fails');
      return answering('second build');
    });
    const app = new Hono<AppEnv>().all('/v1/*', lazy.answer);
    app.onError((err, c) => c.text(err.message, 500));
    expect(await (await app.request('/v1/x')).text()).toBe('first build fails');
    expect(await (await app.request('/v1/x')).text()).toBe('second build');
    expect(builds).toBe(2);
  });
});
