import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './test/harness.ts';
import { ADMIN, PROCESSES, startServer, startServersInto, stopServers, type Server } from './test/multi-process.ts';
import { withClient } from './test/pg-database.ts';
import { findPgBin, PG_SERVER_MISSING, startTempCluster, type TempCluster } from './test/temp-pg-cluster.ts';

/**
 * A database restart: three server processes on one PostgreSQL server that is stopped and started again
 * under a write load, first cleanly (`pg_ctl stop -m fast`: sessions ended by the server), then as a
 * crash (`-m immediate`). While it is down every answer is a 503 with Retry-After (never a 500, never
 * a dropped connection), /healthz says so, and afterwards every process answers again without a
 * restart, with every write it acknowledged (201) in the database.
 *
 * It needs a server of its own to stop, so it starts a throw-away cluster from Debian's binaries
 * (durable: synchronous_commit on, so an acknowledged commit survives the crash), whatever
 * PATHCRAFT_TEST_PG_URL names. npm run test:server runs it in its PostgreSQL pass only.
 */
const unavailable =
  process.env.PATHCRAFT_TEST_PASS === 'sqlite'
    ? 'it runs in the PostgreSQL pass'
    : findPgBin()
      ? null
      : PG_SERVER_MISSING;
if (unavailable && process.env.CI && process.env.PATHCRAFT_TEST_PASS !== 'sqlite') throw new Error(unavailable);

const WRITERS = 6;
const DOWN_MS = 3_000;
const RECOVERY_LIMIT_MS = 30_000;

interface Answer {
  at: number;
  via: number;
  kind: 'write' | 'read' | 'health';
  status: number;
  retryAfter: string | null;
  body: string;
  id?: string;
}

const folders: string[] = [];
let cluster: TempCluster | null = null;
const servers: Server[] = [];

afterAll(async () => {
  await stopServers(servers);
  await cluster?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(unavailable)(
  `${PROCESSES} server processes while PostgreSQL restarts under a write load${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('stay alive, answer 503 with Retry-After while it is down, reconnect by themselves and lose no acknowledged write', async () => {
      cluster = await startTempCluster({ durable: true });
      const serverUrl = cluster.url;
      await withClient(serverUrl, (client) => client.query(`CREATE DATABASE pathcraft`));
      const databaseUrl = serverUrl.replace(/\/postgres$/, '/pathcraft');
      const secrets = {
        PATHCRAFT_TOKEN_SECRET: randomBytes(48).toString('base64url'),
        PATHCRAFT_DATA_KEY: randomBytes(32).toString('base64'),
      };
      const onDatabase = () => {
        const folder = mkdtempSync(join(tmpdir(), 'pathcraft-pg-restart-'));
        folders.push(folder);
        return startServer({ ...secrets, PATHCRAFT_DATA_DIR: folder, DATABASE_URL: databaseUrl });
      };
      // The first alone (it migrates and seeds the demo), the others together.
      servers.push(await onDatabase());
      await startServersInto(servers, PROCESSES - 1, onDatabase);

      const login = await fetch(`${servers[0]!.base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };

      const started = Date.now();
      const answers: Answer[] = [];
      const dropped: string[] = [];
      let turn = 0;
      let running = true;

      /** One request through the next process; a connection the process drops (or a process gone) is recorded as `dropped`. */
      async function ask(kind: Answer['kind'], path: string, init: RequestInit = {}): Promise<Answer | null> {
        const via = turn++ % servers.length;
        try {
          const res = await fetch(`${servers[via]!.base}${path}`, init);
          const body = await res.text();
          const answer: Answer = {
            at: Date.now() - started,
            via,
            kind,
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            body,
          };
          answers.push(answer);
          return answer;
        } catch (err) {
          dropped.push(`${kind} ${path} via ${via}: ${(err as Error).message}`);
          return null;
        }
      }

      let written = 0;
      async function writer(n: number) {
        while (running) {
          const name = `Restart load ${n}-${written++}`;
          const answer = await ask('write', '/v1/external/supabase/resources', {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ name, body: `<p>${name}</p>` }),
          });
          if (answer?.status === 201) answer.id = (JSON.parse(answer.body) as { docId: string }).docId;
          else await new Promise((r) => setTimeout(r, 25));
        }
      }
      async function reader() {
        while (running) {
          await ask('read', '/v1/external/supabase/resources?limit=5', { headers: auth });
          await ask('read', '/v1/public/page-links/demo-link-community');
          await ask('health', '/healthz');
        }
      }

      /** Waits until every process has acknowledged a write after `since` (ms since start): the longest wait, or null after RECOVERY_LIMIT_MS. */
      async function recovered(since: number): Promise<number | null> {
        for (;;) {
          const firstOk = servers.map(
            (_, via) =>
              answers.find((a) => a.kind === 'write' && a.via === via && a.status === 201 && a.at > since)?.at,
          );
          if (firstOk.every((at) => at !== undefined)) return Math.max(...(firstOk as number[])) - since;
          if (Date.now() - started - since > RECOVERY_LIMIT_MS) return null;
          await new Promise((r) => setTimeout(r, 50));
        }
      }

      const load = [...Array.from({ length: WRITERS }, (_, n) => writer(n)), reader()];
      const rounds: { mode: 'fast' | 'immediate'; down: number; up: number; recoveryMs: number | null }[] = [];
      await new Promise((r) => setTimeout(r, 1_500));
      for (const mode of ['fast', 'immediate'] as const) {
        await cluster.halt(mode);
        const down = Date.now() - started;
        await new Promise((r) => setTimeout(r, DOWN_MS));
        const up = Date.now() - started;
        await cluster.resume();
        rounds.push({ mode, down, up, recoveryMs: await recovered(up) });
        await new Promise((r) => setTimeout(r, 1_000));
      }
      running = false;
      await Promise.all(load);

      const acknowledged = answers.filter((a) => a.kind === 'write' && a.status === 201);
      const unavailableAnswers = answers.filter((a) => a.status === 503);
      const stored = await withClient(databaseUrl, async (client) => {
        const { rows } = await client.query<{ id: string }>('SELECT id FROM resources WHERE id = ANY($1)', [
          acknowledged.map((a) => a.id),
        ]);
        return new Set(rows.map((r) => r.id));
      });
      const during = (a: Answer) => rounds.some((r) => a.at > r.down && a.at < r.up);
      console.log(
        [
          `PostgreSQL restart under load: ${answers.length} answers (${answers.filter((a) => a.kind === 'write').length} writes), ${unavailableAnswers.length} × 503, ${acknowledged.length} acknowledged writes checked, ${stored.size} found`,
          ...rounds.map(
            (r) =>
              `  ${r.mode} stop: down ${r.up - r.down} ms, every process writing again ${r.recoveryMs} ms after the server was back`,
          ),
          `  statuses: ${JSON.stringify(Object.fromEntries([...new Set(answers.map((a) => `${a.kind} ${a.status}`))].map((k) => [k, answers.filter((a) => `${a.kind} ${a.status}` === k).length])))}`,
        ].join('\n'),
      );

      expect(servers.map((s) => s.child.exitCode === null || s.stderr.join('').slice(-2000))).toEqual(
        servers.map(() => true),
      );
      expect(dropped.slice(0, 10)).toEqual([]);
      expect(rounds.map((r) => r.recoveryMs !== null)).toEqual([true, true]);
      expect(
        answers.filter((a) => a.status >= 500 && a.status !== 503).map((a) => `${a.kind} ${a.status} ${a.body}`),
      ).toEqual([]);
      // Nothing but success or 503 (a 401 would mean a session check took the outage for a bad token).
      expect(
        answers
          .filter((a) => a.status !== 503 && a.status !== (a.kind === 'write' ? 201 : 200))
          .map((a) => `${a.kind} ${a.status} ${a.body}`),
      ).toEqual([]);
      expect(unavailableAnswers.filter((a) => !(Number(a.retryAfter) > 0)).length).toBe(0);
      // While it was down, every kind of request said so, /healthz with the reason.
      for (const kind of ['write', 'read', 'health'] as const)
        expect(answers.some((a) => a.kind === kind && during(a) && a.status === 503)).toBe(true);
      expect(
        answers
          .filter((a) => a.kind === 'health' && during(a))
          .every((a) => a.status === 503 && /database/i.test(JSON.parse(a.body).reason)),
      ).toBe(true);
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(acknowledged.filter((a) => !stored.has(a.id!)).map((a) => a.id)).toEqual([]);
      // And every process answers normally at the end.
      for (const server of servers) expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    }, 180_000);
  },
);
