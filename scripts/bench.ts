/**
 * `npm run bench`: autocannon on loopback against a bare Hono route and the
 * platform's endpoints in the same run, with the ratio to the bare route.
 * Uses a temporary data folder seeded with the demo plus enough users for 200.
 * Budgets (issue 29) are judged where they are measured and summed up at the end; one over
 * budget makes the bench exit 1. `npm run bench lists` (or `BENCH_ONLY=lists`) runs only the parts named:
 * http, pages, bulk, start, pg, lists, processes, progress (scripts/bench/budgets.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { start } from '../server/src/main.ts';
import { measureChatEngineFirstByte, measureVectorSearchInProcess } from './bench/assistant.ts';
import { benchBulkWrites } from './bench/bulk.ts';
import { ensureBuilt } from './build/index.ts';
import { reportCompressionLevels } from './bench/compression.ts';
import { reportDelivery } from './bench/delivery.ts';
import { measureOccupationsInProcess } from './bench/in-process.ts';
import { benchLists } from './bench/lists.ts';
import { benchProgressBoth } from './bench/progress.ts';
import { targets } from './bench/targets.ts';
import pg from 'pg';
import { findPgBin, PG_SERVER_MISSING, startTempCluster } from '../server/src/test/temp-pg-cluster.ts';
import { benchProcesses } from './bench/processes.ts';
import { demoOrgId, topUpDemoUsers } from './bench/demo-users.ts';
import { benchPart, judge, reportBudgets, selectedBenchParts } from './bench/budgets.ts';
import { measureStart, measureWarmStartRatio, START_COMMANDS } from './bench/start-time.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  /** Why the endpoint could not be measured on this database. */
  failed?: string;
}

async function measure(
  name: string,
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Row> {
  // In a worker thread, so the load generator doesn't share the server's event loop.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    method: (opts.method ?? 'GET') as 'GET',
    headers: opts.headers,
    body: opts.body,
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const tokens = new Map<string, string>();
/** A demo user's token on the platform at `base` (signed in once a platform and user). */
async function signIn(base: string, email: string): Promise<string> {
  const key = `${base} ${email}`;
  if (!tokens.has(key)) {
    const res = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'pathcraft-demo' }),
    });
    if (!res.ok) throw new Error(`bench sign-in failed for ${email}: ${res.status}`);
    tokens.set(key, ((await res.json()) as { token: string }).token);
  }
  return tokens.get(key)!;
}

/** Tops the demo organization up to 200 users so the list endpoint does real work, prepares the targets, and measures each over HTTP. */
async function measureTargets(platform: Awaited<ReturnType<typeof start>>): Promise<{ rows: Row[] }> {
  const db = platform.deps.db;
  const base = platform.base.replace('localhost', '127.0.0.1');
  const org = { id: await demoOrgId(db) };
  await topUpDemoUsers(db, org.id);
  const rows: Row[] = [];
  for (const t of targets) {
    try {
      await t.prepare?.({ db, orgId: org.id });
    } catch (err) {
      // A target this database cannot serve yet: a row that says so, the rest still measured.
      rows.push({
        name: t.name,
        rps: 0,
        p50: 0,
        p90: 0,
        p99: 0,
        errors: 1,
        failed: (err as Error).message.split('\n')[0],
      });
      continue;
    }
    const headers: Record<string, string> = { ...t.headers };
    if (t.as) headers.authorization = `Bearer ${await signIn(base, t.as)}`;
    if (t.body !== undefined) headers['content-type'] = 'application/json';
    rows.push(
      await measure(t.name, `${base}${t.path}`, {
        method: t.method,
        headers,
        body: t.body === undefined ? undefined : JSON.stringify(t.body),
      }),
    );
  }
  return { rows };
}

const pad = Math.max('bare Hono route'.length, ...targets.map((t) => t.name.length));
function printRows(rows: Row[], bareRps: number): void {
  console.log(
    `${'endpoint'.padEnd(pad)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(7)}  ${'p90 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'vs bare'.padStart(8)}  errors`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(pad)}  ${String(r.rps).padStart(8)}  ${String(r.p50).padStart(7)}  ${String(r.p90).padStart(7)}  ${String(r.p99).padStart(7)}  ${(r.rps / bareRps).toFixed(2).padStart(8)}  ${r.errors}${r.failed ? `  (not measured: ${r.failed})` : ''}`,
    );
  }
}

const parts = selectedBenchParts();
console.log(`bench parts: ${[...parts].join(', ')}\n`);

let bareRps = 0;
let sqliteRows: Row[] = [];
if (benchPart('http') || benchPart('pages') || benchPart('pg') || benchPart('bulk')) await benchSqlite();

// Start-up: the compiled server's warm start against a bare Hono server's, alternated (issue 29 goal 5).
if (benchPart('start')) await benchStart();

// The same endpoints on PostgreSQL, beside SQLite, and one process against three (issue 15).
if (benchPart('pg') || benchPart('processes') || benchPart('lists')) await benchPostgres(sqliteRows, bareRps);

// Lists at scale: 1,000 and 100,000 generated users, each on a platform of its own (scripts/bench/lists.ts).
if (benchPart('lists')) await benchLists(DURATION_S, CONNECTIONS);

// Apprentice progress at scale: 10,000 apprentices with two years of weekly logs (scripts/bench/progress.ts).
if (benchPart('progress')) await benchProgressBoth();

reportBudgets();

/** On the demo's SQLite platform: the endpoints against a bare Hono route (http, and pg's comparison), then the pages. */
async function benchSqlite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pathcraft-bench-'));
  const bare = new Hono().get('/', (c) => c.json({ ok: true }));
  const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => bareServer.once('listening', () => r()));
  const barePort = (bareServer.address() as { port: number }).port;
  const platform = await start({
    ...process.env,
    NODE_ENV: 'test',
    PATHCRAFT_DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    PATHCRAFT_DEMO: '1',
    LOG_LEVEL: 'silent',
  });
  try {
    const base = platform.base.replace('localhost', '127.0.0.1');
    const superAdminToken = () => signIn(base, 'superadmin@demo.pathcraft.test');
    if (benchPart('http') || benchPart('pg')) {
      console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, loopback\n`);
      const bareRow = await measure('bare Hono route', `http://127.0.0.1:${barePort}/`);
      bareRps = bareRow.rps;
      sqliteRows = (await measureTargets(platform)).rows;
      console.log('SQLite (the embedded default)');
      printRows([bareRow, ...sqliteRows], bareRps);
    }

    if (benchPart('http')) {
      const db = platform.deps.db;
      const orgId = await demoOrgId(db);
      console.log('\nin-process (no HTTP), 500 calls each');
      const occupationRows = await measureOccupationsInProcess(db);
      for (const r of [...occupationRows, await measureVectorSearchInProcess(db, orgId)]) {
        console.log(
          `${r.name.padEnd(pad)}  p50 ${r.p50.toFixed(3)} ms  p90 ${r.p90.toFixed(3)} ms  budget p50 ≤ ${r.budget} ms  ${judge(`${r.name}, in process`, r.p50 <= r.budget, `${r.p50.toFixed(3)} ms`, `p50 ≤ ${r.budget} ms`)}`,
        );
      }

      const firstByte = await measureChatEngineFirstByte(base, await superAdminToken(), orgId);
      console.log(
        `\nchatEngine, extractive composer, time to the first streamed byte over HTTP (100 calls): p50 ${firstByte.p50} ms  p90 ${firstByte.p90} ms`,
      );

      const answer = async (path: string) =>
        new Uint8Array(
          await (
            await fetch(`${base}${path}`, {
              headers: { authorization: `Bearer ${await superAdminToken()}`, 'accept-encoding': 'identity' },
            })
          ).arrayBuffer(),
        );
      await reportCompressionLevels([
        { name: 'users list (200 rows)', bytes: await answer('/v1/external/supabase/users') },
        { name: 'OpenAPI document', bytes: await answer('/v1/openapi.json') },
      ]);
    }

    await reportDelivery(base, await superAdminToken(), { lists: benchPart('http'), pages: benchPart('pages') });

    // Last on this platform: it leaves 20,000 more materials behind.
    if (benchPart('bulk')) await benchBulkWrites(base, await superAdminToken(), await demoOrgId(platform.deps.db));
  } finally {
    await platform.stop();
    bareServer.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchStart(): Promise<void> {
  // The compiled server is what starts: built first when its sources changed since (as npm run size does).
  await ensureBuilt({ log: (line) => console.error(line) });
  console.log(
    '\nstart-up (a fresh process each; cold = fresh data folder with migrations, bundled data and demo seed):',
  );
  for (const cmd of [START_COMMANDS.prod, START_COMMANDS.tsx]) {
    const n = await measureStart(cmd);
    console.log(
      `  ${n.name.padEnd(26)} cold ${String(n.coldMs).padStart(5)} ms  warm ${String(n.warmMs).padStart(5)} ms to the first answer  idle RSS ${n.idleRssMb} MB`,
    );
  }
  const rounds = Number(process.env.BENCH_START_ROUNDS ?? 7);
  const { cmdMs, bareMs, ratio } = await measureWarmStartRatio(START_COMMANDS.prod, rounds);
  const verdict = judge(
    'warm start to the first answer, compiled server / bare Hono',
    ratio <= 1.5,
    `${ratio.toFixed(2)}×`,
    '≤ 1.5×',
  );
  console.log(
    `  warm start, median of ${rounds} alternated: ${START_COMMANDS.prod.name} ${cmdMs} ms, ${START_COMMANDS.bare.name} ${bareMs} ms = ${ratio.toFixed(2)}×  goal ≤ 1.5×  ${verdict}`,
  );
}

/** On a throw-away PostgreSQL server from Debian's binaries (or PATHCRAFT_BENCH_PG_URL's server), when there is one. */
async function benchPostgres(sqlite: Row[], bareRps: number): Promise<void> {
  const given = process.env.PATHCRAFT_BENCH_PG_URL;
  if (!given && !findPgBin()) {
    console.log(`\nPostgreSQL rows skipped: ${PG_SERVER_MISSING}`);
    return;
  }
  const cluster = given ? null : await startTempCluster();
  const serverUrl = given ?? cluster!.url;
  try {
    if (benchPart('pg')) await comparePostgres(serverUrl, sqlite, bareRps);
    if (benchPart('lists')) await benchLists(DURATION_S, CONNECTIONS, serverUrl);
    if (benchPart('processes')) await benchProcesses(serverUrl, DURATION_S, CONNECTIONS);
  } finally {
    await cluster?.stop();
  }
}

/** The SQLite endpoints again on a new database of the PostgreSQL server at `serverUrl`, and the ratio of each (issue 29 goal 4: ≥ 0.7). */
async function comparePostgres(serverUrl: string, sqlite: Row[], bareRps: number): Promise<void> {
  const name = `pathcraft_bench_${Date.now()}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pgDir = mkdtempSync(join(tmpdir(), 'pathcraft-bench-pg-'));
  try {
    const onPg = await start({
      ...process.env,
      NODE_ENV: 'test',
      PATHCRAFT_DATA_DIR: pgDir,
      DATABASE_URL: url.href,
      PORT: '0',
      HOST: '127.0.0.1',
      PATHCRAFT_DEMO: '1',
      LOG_LEVEL: 'silent',
    });
    try {
      const { rows } = await measureTargets(onPg);
      console.log(
        `\nPostgreSQL ${(await admin.query('SHOW server_version')).rows[0].server_version} (same machine, loopback, durability off: a throw-away cluster)`,
      );
      printRows(rows, bareRps);
      console.log(
        `\n${'endpoint'.padEnd(pad)}  ${'SQLite req/s'.padStart(12)}  ${'PG req/s'.padStart(9)}  ${'PG/SQLite'.padStart(9)}  ${'p50 ms SQLite / PG'.padStart(19)}`,
      );
      rows.forEach((r, i) => {
        const s = sqlite[i]!;
        // Answers that failed are fast and mean nothing: no ratio for a row with errors.
        const ratio =
          r.errors || s.errors ? `errors ${s.errors} / ${r.errors}` : (r.rps / Math.max(s.rps, 1)).toFixed(2);
        const ok = !r.errors && !s.errors && r.rps / Math.max(s.rps, 1) >= 0.7;
        const verdict = judge(`PostgreSQL / SQLite, ${r.name}`, ok, ratio, '≥ 0.70');
        console.log(
          `${r.name.padEnd(pad)}  ${String(s.rps).padStart(12)}  ${String(r.rps).padStart(9)}  ${ratio.padStart(9)}  ${`${s.p50} / ${r.p50}`.padStart(19)}  goal ≥ 0.70  ${verdict}`,
        );
      });
    } finally {
      await onPg.stop();
    }
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
