import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openAsyncDatabase } from './db/async-sqlite.ts';
import { closeDatabase } from './db/client.ts';
import { pgPoolOf } from './db/pg-client.ts';
import * as schema from './db/schema/index.ts';
import { STORAGE_FULL_MESSAGE, STORAGE_READONLY_MESSAGE, storageFailureOf } from './http/errors.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from './test/harness.ts';

/** The harness runs the app on PostgreSQL when this is set: the ways to make a database refuse writes differ. */
const onPostgres = Boolean(process.env.PATHCRAFT_TEST_PG_URL);

let t: TestApp;
let defaultMaxPages: number;

beforeAll(async () => {
  t = await createTestApp();
  if (!onPostgres) defaultMaxPages = t.sqlite.pragma('max_page_count', { simple: true }) as number;
});
afterAll(() => t.close());
afterEach(() => {
  if (onPostgres) return;
  t.sqlite.pragma('query_only = OFF');
  t.sqlite.pragma(`max_page_count = ${defaultMaxPages}`);
});

/** Through an app on a database that refuses writes: a write is a 503 with the read-only message, and /healthz names the reason. */
async function expectWritesRefused(app: ReturnType<typeof createApp>, reason: RegExp): Promise<Record<string, string>> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await t.sign(SUPER)}` };
  const res = await app.request('/v1/api/content/documents', {
    method: 'POST',
    headers,
    body: JSON.stringify({ orgId: (await t.userByEmail(SUPER)).orgId, title: 'Handbook' }),
  });
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ error: { code: 'unavailable', message: STORAGE_READONLY_MESSAGE } });
  const health = await app.request('/healthz');
  expect(health.status).toBe(503);
  expect(((await health.json()) as { reason: string }).reason).toMatch(reason);
  return headers;
}

const writeDocument = async (rawText = 'A page of text.') =>
  t.call('POST', '/v1/api/content/documents', SUPER, {
    orgId: (await t.userByEmail(emailOf(t, 'demo-workforce', 'admin'))).orgId,
    title: 'Handbook',
    rawText,
    pageNumber: 1,
  });

describe.skipIf(onPostgres)('a SQLite database that cannot write', () => {
  it('answers writes with 503 and a clear message while it is read-only, and recovers', async () => {
    expect((await writeDocument()).status).toBe(201);
    // SQLite's own read-only mode on the app's connection: every write fails with SQLITE_READONLY.
    t.sqlite.pragma('query_only = ON');
    const refused = await writeDocument();
    expect(refused.status).toBe(503);
    expect(refused.body.error).toEqual({ code: 'unavailable', message: STORAGE_READONLY_MESSAGE });
    const health = await t.call('GET', '/healthz', null);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      ok: false,
      reason: expect.stringMatching(/^The database cannot save changes \(SQLITE_READONLY\)/),
    });
    // Reads still work.
    expect((await t.call('GET', '/v1/api/content/documents?limit=1', SUPER)).status).toBe(200);

    t.sqlite.pragma('query_only = OFF');
    expect(await t.call('GET', '/healthz', null)).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('answers 503 when the database file was opened read-only', async () => {
    const readonly = new Database(t.config.dbFile, { readonly: true });
    const app = createApp({ ...t.deps, db: openAsyncDatabase(readonly, schema) });
    try {
      await expectWritesRefused(app, /^The database cannot save changes \(SQLITE_READONLY\)/);
    } finally {
      await readonly.close();
    }
  });

  it('answers writes with 507 when the database is full', async () => {
    const pages = t.sqlite.pragma('page_count', { simple: true }) as number;
    // No page beyond the current ones: the next write that needs space fails with SQLITE_FULL, as on a full disk.
    t.sqlite.pragma(`max_page_count = ${pages}`);
    const refused = await writeDocument('x'.repeat(200_000));
    expect(refused.status).toBe(507);
    expect(refused.body.error).toEqual({ code: 'insufficient_storage', message: STORAGE_FULL_MESSAGE });
    const health = await t.call('GET', '/healthz', null);
    expect(health.status).toBe(503);
    expect(health.body.reason).toMatch(/^The database is full/);
  });
});

describe.runIf(onPostgres)('a PostgreSQL database that cannot write', () => {
  it('answers writes with 503 and a clear message while its session is read-only, reads still work', async () => {
    // One connection whose session refuses writes (25006), as on a standby or a database its operator set read-only.
    const readOnly = await t.openOtherConnection();
    try {
      await pgPoolOf(readOnly)!.query('SET SESSION default_transaction_read_only = on');
      const app = createApp({ ...t.deps, db: readOnly });
      const headers = await expectWritesRefused(app, /^The database cannot save changes \(25006\)/);
      expect((await app.request('/v1/api/content/documents?limit=1', { headers })).status).toBe(200);
    } finally {
      await closeDatabase(readOnly);
    }
    expect(await t.call('GET', '/healthz', null)).toMatchObject({ status: 200, body: { ok: true } });
  });
});

describe('storage failures', () => {
  it.each([
    ['SQLITE_FULL', 507],
    ['ENOSPC', 507],
    ['EDQUOT', 507],
    ['SQLITE_READONLY', 503],
    ['SQLITE_READONLY_DBMOVED', 503],
    ['EROFS', 503],
    ['EACCES', 503],
    ['SQLITE_BUSY', 503],
    ['53100', 507],
    ['25006', 503],
    ['40P01', 503],
    ['53300', 503],
    ['SQLITE_CONSTRAINT_UNIQUE', null],
    ['ENOENT', null],
  ])('maps %s to %s', (code, status) => {
    expect(storageFailureOf(Object.assign(new Error('x'), { code }))?.status ?? null).toBe(status);
  });
});
