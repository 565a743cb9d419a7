import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * Three real server processes on ONE data folder (one SQLite file in WAL mode, one files folder),
 * behind one public address, driven in turn by one client (the cases: test/multi-process.ts; the
 * same on PostgreSQL + S3: multi-process.pg.test.ts).
 */
let dataDir: string;
const servers: Server[] = [];
const onFolder = (folder: string) => startServer({ PATHCRAFT_DATA_DIR: folder });

/** Reads the shared database file directly (read-only), for what no route shows. */
function count(sqlText: string, ...params: unknown[]): number {
  const db = new Database(join(dataDir, 'pathcraft.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(sqlText)
      .pluck()
      .get(...params) as number;
  } finally {
    db.close();
  }
}

// These processes run on SQLite whichever database the harness uses: npm run test:server runs this
// file in its SQLite pass only.
const otherPass = process.env.PATHCRAFT_TEST_PASS === 'postgresql';

beforeAll(async () => {
  if (otherPass) return;
  dataDir = mkdtempSync(join(tmpdir(), 'pathcraft-multi-'));
  // The first alone: it migrates, seeds the demo and writes the generated secrets the others read.
  servers.push(await onFolder(dataDir));
  await startServersInto(servers, PROCESSES - 1, () => onFolder(dataDir));
}, 60_000);

afterAll(async () => {
  if (otherPass) return;
  await stopServers(servers);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  // A failure the answers hid (a background catch-up that could not write, say) shows up here.
  expect(servers.flatMap((s) => s.stderr).join('')).toBe('');
});

describe.skipIf(otherPass)(`${PROCESSES} server processes on one SQLite file and one files folder`, () => {
  sharedProcessCases(servers, {
    auditCount: async (action, { entityId, inviteId, ip }) =>
      ip
        ? count(`SELECT count(*) FROM auditEvents WHERE action = ? AND ip = ?`, action, ip)
        : inviteId
          ? count(
              `SELECT count(*) FROM auditEvents WHERE action = ? AND json_extract(details, '$.inviteId') = ?`,
              action,
              inviteId,
            )
          : count(`SELECT count(*) FROM auditEvents WHERE action = ? AND entityId = ?`, action, entityId),
    // Each PDF sits in its agreement's folder (agreements/<org>/<agreementId>/).
    agreementPdfs: async (orgId) =>
      readdirSync(join(dataDir, 'files/agreements', orgId), { recursive: true }).filter((f) =>
        String(f).endsWith('.pdf'),
      ).length,
  });
});

describe.skipIf(otherPass)(`${PROCESSES} server processes started together on a new data folder`, () => {
  const together: Server[] = [];
  let folder: string;

  afterAll(async () => {
    await stopServers(together);
    if (folder) rmSync(folder, { recursive: true, force: true });
    expect(together.flatMap((s) => s.stderr).join('')).toBe('');
  });

  it('come up with one database, one demo and one token secret', async () => {
    folder = mkdtempSync(join(tmpdir(), 'pathcraft-together-'));
    together.push(...(await Promise.all(Array.from({ length: PROCESSES }, () => onFolder(folder)))));
    // Each process made or read the secret: a token signed by one is good on the others.
    const login = await processClient(together).call('POST', '/v1/auth/login', {
      via: together[0],
      body: { email: ADMIN, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    for (const via of together) {
      const me = await fetch(`${via.base}/v1/auth/me`, { headers: { authorization: `Bearer ${login.body.token}` } });
      expect(me.status).toBe(200);
    }
    const db = new Database(join(folder, 'pathcraft.db'), { readonly: true, fileMustExist: true });
    try {
      // The demo once, not once per process.
      expect(db.prepare('SELECT count(*) FROM users WHERE email = ?').pluck().get(ADMIN)).toBe(1);
      expect(db.prepare("SELECT count(*) FROM organizations WHERE id = 'demo-workforce-org'").pluck().get()).toBe(1);
    } finally {
      db.close();
    }
  }, 60_000);
});
