/**
 * `npm run test:server`: the server (API) tests twice, on SQLite and on PostgreSQL (issue 15,
 * "How it is proven"). The PostgreSQL pass runs on the server named by PATHCRAFT_TEST_PG_URL (CI's
 * `.ci/run` starts one), else on a throw-away cluster from Debian's binaries started here; without
 * either it is skipped with a notice, and on CI that is a failure. Each test file gets a database of
 * its own on that server (server/src/test/pg-database.ts). Other arguments go to both vitest runs.
 *
 * `--with-browser` (what `npm test` uses): the browser project runs alongside the PostgreSQL pass,
 * whose output is held until it ends, so that CI's three long runs take the time of two.
 * Exits non-zero when any run fails.
 */
import { spawn } from 'node:child_process';
import { findPgBin, PG_SERVER_MISSING, startTempCluster, type TempCluster } from '../server/src/test/temp-pg-cluster.ts';

const withBrowser = process.argv.includes('--with-browser');
const args = process.argv.slice(2).filter((a) => a !== '--with-browser');


interface Result {
  label: string;
  code: number;
  seconds: number;
}

/** One vitest run; `held`: its output is printed in one piece when it ends (it runs beside another). */
function vitest(label: string, vitestArgs: string[], env: NodeJS.ProcessEnv, held = false): Promise<Result> {
  const started = performance.now();
  if (!held) console.log(`\n── ${label} ──`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...vitestArgs], { env, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (held) process.stdout.write(`\n── ${label} ──\n${Buffer.concat(output).toString()}`);
      resolve({ label, code: code ?? (signal ? 1 : 0), seconds: Math.round((performance.now() - started) / 1000) });
    });
  });
}

// PATHCRAFT_TEST_PASS names the pass: the multi-process tests start their own server processes on
// one database kind, and each file runs in its own pass only (alone, each runs). Not --exclude:
// twice on CI the server project then found no test files at all, though the browser project,
// spawned the same way without it, found its files.
const server = ['--project', 'server', ...args];

// PATHCRAFT_TEST_PG_URL puts the harness on PostgreSQL: the SQLite pass runs without it.
const { PATHCRAFT_TEST_PG_URL: given, ...sqliteEnv } = process.env;
const results = [await vitest('server tests on SQLite', server, { ...sqliteEnv, PATHCRAFT_TEST_PASS: 'sqlite' })];

let cluster: TempCluster | null = null;
let pgUrl = given;
if (!pgUrl && findPgBin()) {
  cluster = await startTempCluster();
  pgUrl = cluster.url;
}
const browser = withBrowser ? vitest('browser tests', ['--project', 'browser'], process.env) : null;
if (pgUrl) {
  try {
    results.push(await vitest('server tests on PostgreSQL', server, { ...process.env, PATHCRAFT_TEST_PG_URL: pgUrl, PATHCRAFT_TEST_PASS: 'postgresql' }, Boolean(browser)));
  } finally {
    await cluster?.stop();
  }
} else {
  console.log(`\nserver tests on PostgreSQL skipped: ${PG_SERVER_MISSING} (or set PATHCRAFT_TEST_PG_URL)`);
  if (process.env.CI) results.push({ label: 'server tests on PostgreSQL (no server)', code: 1, seconds: 0 });
}
if (browser !== null) results.push(await browser);

console.log(`\n${results.map((r) => `${r.label}: ${r.code === 0 ? 'passed' : 'FAILED'} in ${r.seconds} s`).join('\n')}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
