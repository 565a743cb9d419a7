import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgPoolOf } from './db/pg-client.ts';
import { freePort } from './test/free-port.ts';
import { createTestApp, SUPER, type TestApp } from './test/harness.ts';
import { withClient } from './test/pg-database.ts';

/**
 * A database outage, route by route: the app's PostgreSQL sessions are ended by the server (as a restart
 * does) and new connections are refused (the server is down). Every mounted route then answers
 * without a 500: those that need the database a 503 with Retry-After; /healthz says why; and once the
 * server answers again, so does the app, without a restart. (pg-restart.pg.test.ts does the same
 * with a real server restart under load, across three processes.)
 */
describe.runIf(process.env.PATHCRAFT_TEST_PG_URL)('every route while PostgreSQL is unreachable', () => {
  let t: TestApp;
  let databaseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    databaseUrl = pgPoolOf(t.db)!.options.connectionString!;
  });
  afterAll(() => t.close());

  /** Ends this database's sessions from outside, as a server shutting down does. */
  const endSessions = () =>
    withClient(databaseUrl.replace(/\/[^/?]*(\?|$)/, '/postgres$1'), (client) =>
      client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(databaseUrl).pathname.slice(1)],
      ),
    );

  it('answers 503 with Retry-After (never 500) on every route, and recovers by itself', async () => {
    const token = await t.sign(SUPER);
    const before = await t.call('GET', '/v1/external/supabase/resources?limit=1', SUPER);
    expect(before.status).toBe(200);

    const pool = pgPoolOf(t.db)!;
    const url = new URL(databaseUrl);
    url.port = String(await freePort());
    pool.options.connectionString = url.href;
    await endSessions();
    try {
      const routes = [
        ...new Map(
          [...t.app.routes, ...(await t.app.api()).routes]
            .filter((r) => r.method !== 'ALL')
            .map((r) => [`${r.method} ${r.path}`, r]),
        ).values(),
      ];
      const statuses: Record<string, number> = {};
      const failures: string[] = [];
      for (const route of routes) {
        for (const authorization of [`Bearer ${token}`, null]) {
          const path = route.path.replace(/:(\w+)/g, 'x').replace(/\*$/, 'x');
          const init: RequestInit = {
            method: route.method,
            headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json' },
          };
          if (!['GET', 'HEAD'].includes(route.method)) init.body = '{}';
          const res = await t.app.request(`http://localhost${path}`, init);
          const body = await res.text();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status >= 500 && (res.status !== 503 || !(Number(res.headers.get('retry-after')) > 0)))
            failures.push(`${route.method} ${path} → ${res.status} ${body.slice(0, 200)}`);
        }
      }
      console.info(`database unreachable: ${routes.length} routes, answers ${JSON.stringify(statuses)}`);
      expect(failures).toEqual([]);
      expect(statuses[503]).toBeGreaterThan(routes.length);

      const signedIn = await t.app.request('/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
      expect([
        signedIn.status,
        signedIn.headers.get('retry-after'),
        ((await signedIn.json()) as { error: { message: string } }).error.message,
      ]).toEqual([
        503,
        '5',
        'The database is not answering right now, so nothing was saved. Try again in a few seconds.',
      ]);
      const health = await t.app.request('/healthz');
      expect(health.status).toBe(503);
      expect(((await health.json()) as { reason: string }).reason).toMatch(
        /^The database is not reachable \(ECONNREFUSED\): /,
      );
    } finally {
      pool.options.connectionString = databaseUrl;
    }
    expect((await t.call('GET', '/v1/external/supabase/resources?limit=1', SUPER)).status).toBe(200);
    expect((await t.app.request('/healthz')).status).toBe(200);
  });
});
