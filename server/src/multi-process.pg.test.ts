import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from './test/harness.ts';
import {
  ADMIN,
  PROCESSES,
  processClient,
  sharedProcessCases,
  startServer,
  startServersInto,
  stopServers,
  type Server,
} from './test/multi-process.ts';
import { createTestPgDatabase, pgUnavailable, type TestPgDatabase } from './test/pg-database.ts';

/**
 * The multi-process cases (test/multi-process.ts) on the production engines: three server
 * processes on one PostgreSQL database and one S3 bucket (s3rver, a local server speaking the S3
 * protocol, in this process). Each process has a data folder of its own, so nothing may be shared
 * through the disk either; the secrets are set, as production sets them.
 */
// npm run test:server runs this file in its PostgreSQL pass only.
const unavailable = process.env.PATHCRAFT_TEST_PASS === 'sqlite' ? 'it runs in the PostgreSQL pass' : pgUnavailable();
const BUCKET = 'pathcraft-files';
const folders: string[] = [];
const databases: TestPgDatabase[] = [];
let s3: S3rver;
let s3Url: string;
const secrets = {
  PATHCRAFT_TOKEN_SECRET: randomBytes(48).toString('base64url'),
  PATHCRAFT_DATA_KEY: randomBytes(32).toString('base64'),
};

/** A process on `databaseUrl` and the bucket, with a new data folder of its own. */
function onDatabase(databaseUrl: string): Promise<Server> {
  const folder = mkdtempSync(join(tmpdir(), 'pathcraft-multi-pg-'));
  folders.push(folder);
  return startServer({
    ...secrets,
    PATHCRAFT_DATA_DIR: folder,
    DATABASE_URL: databaseUrl,
    FILES_S3_URL: s3Url,
    FILES_S3_BUCKET: BUCKET,
    FILES_S3_ACCESS_KEY_ID: 'S3RVER',
    FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
}

async function newDatabase(): Promise<string> {
  const database = await createTestPgDatabase();
  databases.push(database);
  return database.url;
}

async function query(url: string, text: string, params: unknown[]): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return Number((await client.query(text, params)).rows[0].n);
  } finally {
    await client.end();
  }
}

describe.skipIf(unavailable)(
  `${PROCESSES} server processes on one PostgreSQL database and one S3 bucket${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    const servers: Server[] = [];
    let databaseUrl: string;

    beforeAll(async () => {
      const s3Dir = mkdtempSync(join(tmpdir(), 'pathcraft-multi-s3-'));
      folders.push(s3Dir);
      s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      s3Url = `http://127.0.0.1:${(await s3.run()).port}`;
      databaseUrl = await newDatabase();
      // The first alone, the others together (started-together is its own case below).
      servers.push(await onDatabase(databaseUrl));
      await startServersInto(servers, PROCESSES - 1, () => onDatabase(databaseUrl));
    }, 120_000);

    afterAll(async () => {
      await stopServers(servers);
      // A failure the answers hid (a background catch-up that could not write, say) shows up here.
      expect(servers.flatMap((s) => s.stderr).join('')).toBe('');
    });

    sharedProcessCases(servers, {
      auditCount: (action, { entityId, inviteId, ip }) =>
        ip
          ? query(databaseUrl, `SELECT count(*) AS n FROM "auditEvents" WHERE action = $1 AND ip = $2`, [action, ip])
          : inviteId
            ? query(
                databaseUrl,
                `SELECT count(*) AS n FROM "auditEvents" WHERE action = $1 AND details->>'inviteId' = $2`,
                [action, inviteId],
              )
            : query(databaseUrl, `SELECT count(*) AS n FROM "auditEvents" WHERE action = $1 AND "entityId" = $2`, [
                action,
                entityId,
              ]),
      agreementPdfs: async (orgId) => {
        // s3rver answers unsigned reads: the bucket's listing, as XML.
        const listing = await (
          await fetch(`${s3Url}/${BUCKET}?list-type=2&prefix=${encodeURIComponent(`agreements/${orgId}/`)}`)
        ).text();
        return [...listing.matchAll(/<Key>([^<]+\.pdf)<\/Key>/g)].length;
      },
    });

    it('runs the writing transactions of every process at once: each has written and locked its own row while all wait on a row the test holds', async () => {
      const { call } = processClient(servers);
      const ip = '203.0.113.70';
      const people = [
        'teacher.workforce@demo.pathcraft.test',
        'student.community@demo.pathcraft.test',
        'teacher.community@demo.pathcraft.test',
      ];
      const barrier = new pg.Client(databaseUrl);
      const watcher = new pg.Client(databaseUrl);
      await Promise.all([barrier.connect(), watcher.connect()]);
      try {
        // A sign-in's transaction creates and locks its account's counter, then locks its address's counter
        // (rate-limit.ts reserve): the test holds the address's.
        await barrier.query(
          `INSERT INTO "rateLimits" (key, "windowStart", count) VALUES ($1, 0, 0) ON CONFLICT DO NOTHING`,
          [`signin:ip:${ip}`],
        );
        await barrier.query('BEGIN');
        await barrier.query(`SELECT key FROM "rateLimits" WHERE key = $1 FOR UPDATE`, [`signin:ip:${ip}`]);
        const barrierPid = (await barrier.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
        const signIns = servers.map((via, i) =>
          call('POST', '/v1/auth/login', {
            via,
            headers: { 'x-forwarded-for': ip },
            body: { email: people[i], password: DEMO_PASSWORD },
          }),
        );
        // Three open transactions that have each written (a transaction id is given at the first write) and now wait
        // for the test's row (the first directly, the others queued behind it): with one writer at a time across
        // processes, two would still be waiting for their turn before writing anything, and this would never hold.
        await vi.waitFor(
          async () => {
            const { rows } = await watcher.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> $1 AND backend_xid IS NOT NULL AND wait_event_type = 'Lock'`,
              [barrierPid],
            );
            expect(rows[0].n).toBe(PROCESSES);
          },
          { timeout: 30_000, interval: 100 },
        );
        await barrier.query('COMMIT');
        expect((await Promise.all(signIns)).map((r) => r.status)).toEqual(servers.map(() => 200));
      } finally {
        await barrier.end();
        await watcher.end();
      }
    }, 60_000);
  },
);

describe.skipIf(unavailable)(`${PROCESSES} server processes started together on a new PostgreSQL database`, () => {
  const together: Server[] = [];

  afterAll(async () => {
    await stopServers(together);
    expect(together.flatMap((s) => s.stderr).join('')).toBe('');
  });

  it('migrate it once and seed one demo; a token signed by one is good on the others', async () => {
    const url = await newDatabase();
    await startServersInto(together, PROCESSES, () => onDatabase(url));
    const login = await processClient(together).call('POST', '/v1/auth/login', {
      via: together[0],
      body: { email: ADMIN, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    for (const via of together)
      expect(
        (await fetch(`${via.base}/v1/auth/me`, { headers: { authorization: `Bearer ${login.body.token}` } })).status,
      ).toBe(200);
    expect(await query(url, 'SELECT count(*) AS n FROM users WHERE email = $1', [ADMIN])).toBe(1);
    expect(await query(url, `SELECT count(*) AS n FROM organizations WHERE id = 'demo-workforce-org'`, [])).toBe(1);
  }, 120_000);
});

afterAll(async () => {
  await s3?.close();
  for (const database of databases) await database.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
