/**
 * `npx tsx --conditions=pathcraft-source scripts/bench/pg-ratio.ts [postgres-url]`: issue 29 goal 4
 * on a shared machine. The SQLite and the PostgreSQL platforms run side by side and each endpoint
 * of the bench is measured on one, then the other, in several rounds (autocannon in a process of
 * its own): a burst of other work on the machine then weighs on both sides of a round, where
 * `npm run bench pg` measures every SQLite endpoint first and PostgreSQL minutes later. Prints
 * the median req/s of each side, PG/SQLite of each round and their median, and the CPU a request
 * costs this process and PostgreSQL's server processes. Without a URL it starts a throw-away
 * cluster. BENCH_ROUNDS (5), BENCH_SECONDS (3), BENCH_CONNECTIONS (10); BENCH_ENDPOINTS, a
 * regular expression, picks endpoints by name.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startTempCluster } from '../../server/src/test/temp-pg-cluster.ts';
import { type BenchPlatform, withBenchPlatform } from './bench-platform.ts';
import { benchSignIn } from './sign-in.ts';
import { demoOrgId, topUpDemoUsers } from './demo-users.ts';
import { targets } from './targets.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_ENDPOINTS ? new RegExp(process.env.BENCH_ENDPOINTS) : null;
const AUTOCANNON = fileURLToPath(new URL('../../node_modules/.bin/autocannon', import.meta.url));
const TICK_MS = 10;

/** CPU time so far of the processes whose parent is `postmaster` (PostgreSQL's server processes), in ms. */
function serverCpuMs(postmaster: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pid) === postmaster || Number(fields[1]) === postmaster)
        ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * TICK_MS;
}

async function cannon(url: string, headers: Record<string, string>, method: string, body?: string) {
  const args = ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-m', method];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  if (body) args.push('-b', body);
  const child = spawn(AUTOCANNON, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await new Promise((resolve) => child.on('close', resolve));
  const result = JSON.parse(out);
  return {
    requests: result.requests.total as number,
    rps: result.requests.average as number,
    failed: (result.non2xx + result.errors) as number,
  };
}

async function signedIn(platform: BenchPlatform) {
  const db = platform.deps.db;
  const orgId = await demoOrgId(db);
  await topUpDemoUsers(db, orgId);
  const base = platform.base.replace('localhost', '127.0.0.1');
  return { db, orgId, base, token: await benchSignIn(base) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function compare(serverUrl: string, postmaster: number | undefined): Promise<void> {
  await withBenchPlatform('ratio-sqlite', undefined, (sqlitePlatform) =>
    withBenchPlatform('ratio-pg', serverUrl, async (pgPlatform) => {
      const sides = { SQLite: await signedIn(sqlitePlatform), PostgreSQL: await signedIn(pgPlatform) };
      console.log(
        `${ROUNDS} rounds of ${SECONDS} s a side, ${CONNECTIONS} connections; CPU ms a request: this process (server and bench)${postmaster ? ', PostgreSQL' : ''}\n`,
      );
      for (const t of targets) {
        if (ONLY && !ONLY.test(t.name)) continue;
        for (const side of Object.values(sides)) await t.prepare?.({ db: side.db, orgId: side.orgId });
        const runs = { SQLite: [] as number[], PostgreSQL: [] as number[] };
        const cpu = { SQLite: [] as number[], PostgreSQL: [] as number[], server: [] as number[] };
        let failed = 0;
        for (let round = 0; round < ROUNDS; round++) {
          for (const [name, side] of Object.entries(sides) as [keyof typeof sides, (typeof sides)['SQLite']][]) {
            const headers: Record<string, string> = { ...t.headers, authorization: `Bearer ${side.token}` };
            if (t.body !== undefined) headers['content-type'] = 'application/json';
            const ownBefore = process.cpuUsage();
            const serverBefore = postmaster ? serverCpuMs(postmaster) : 0;
            const r = await cannon(
              `${side.base}${t.path}`,
              headers,
              t.method ?? 'GET',
              t.body === undefined ? undefined : JSON.stringify(t.body),
            );
            const own = process.cpuUsage(ownBefore);
            runs[name].push(r.rps);
            cpu[name].push((own.user + own.system) / 1000 / Math.max(r.requests, 1));
            if (name === 'PostgreSQL' && postmaster)
              cpu.server.push((serverCpuMs(postmaster) - serverBefore) / Math.max(r.requests, 1));
            failed += r.failed;
          }
        }
        const ratios = runs.PostgreSQL.map((rps, i) => rps / Math.max(runs.SQLite[i]!, 1));
        console.log(
          `${t.name}${failed ? `  (${failed} failed answers: ratio meaningless)` : ''}\n` +
            `  req/s median: SQLite ${median(runs.SQLite).toFixed(0)}, PostgreSQL ${median(runs.PostgreSQL).toFixed(0)}` +
            `   CPU ms a request: SQLite ${median(cpu.SQLite).toFixed(2)}, PostgreSQL ${median(cpu.PostgreSQL).toFixed(2)}` +
            `${postmaster ? ` + ${median(cpu.server).toFixed(2)} in PostgreSQL` : ''}\n` +
            `  PG/SQLite: median ${median(ratios).toFixed(2)}, rounds ${ratios.map((x) => x.toFixed(2)).join(' ')}  (goal ≥ 0.70)`,
        );
      }
    }),
  );
}

/** The pid of the PostgreSQL server at `url` when it runs on this machine (the parent of a session's process), else undefined. */
async function localPostmaster(url: string): Promise<number | undefined> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const stat = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

const given = process.argv[2] ?? process.env.PATHCRAFT_BENCH_PG_URL;
const cluster = given ? null : await startTempCluster();
try {
  const url = given ?? cluster!.url;
  await compare(url, await localPostmaster(url));
} finally {
  await cluster?.stop();
}
