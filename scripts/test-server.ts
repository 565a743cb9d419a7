/**
 * `npm run test:server`: the server (API) tests twice, on SQLite and on PostgreSQL (issue 15,
 * "How it is proven"). The PostgreSQL pass runs on the server named by PATHCRAFT_TEST_PG_URL (CI's
 * `.ci/run` starts one), else on a throw-away cluster from Debian's binaries started here; without
 * either it is skipped with a notice, and on CI that is a failure. Each test file gets a database of
 * its own on that server (server/src/test/pg-database.ts). Arguments go to both vitest runs.
 * Exits non-zero when either pass fails.
 */
import { spawn } from 'node:child_process';
import { findPgBin, PG_SERVER_MISSING, startTempCluster, type TempCluster } from '../server/src/test/temp-pg-cluster.ts';

const args = process.argv.slice(2);

// The multi-process tests start their own server processes on one database kind: each runs in its
// pass only (the PostgreSQL one, run alone, starts a throw-away cluster of its own).
const LEFT_OUT_OF = { SQLite: 'server/src/multi-process.pg.test.ts', PostgreSQL: 'server/src/multi-process.test.ts' };

/** One vitest run of the server project; resolves to its exit code. */
function vitest(label: keyof typeof LEFT_OUT_OF, env: NodeJS.ProcessEnv): Promise<{ label: string; code: number; seconds: number }> {
  const started = performance.now();
  console.log(`\n── server tests on ${label} ──`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', '--exclude', LEFT_OUT_OF[label], ...args], { env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ label, code: code ?? (signal ? 1 : 0), seconds: Math.round((performance.now() - started) / 1000) }));
  });
}

// PATHCRAFT_TEST_PG_URL puts the harness on PostgreSQL: the SQLite pass runs without it.
const { PATHCRAFT_TEST_PG_URL: given, ...sqliteEnv } = process.env;
const results = [await vitest('SQLite', sqliteEnv)];

let cluster: TempCluster | null = null;
let pgUrl = given;
if (!pgUrl && findPgBin()) {
  cluster = await startTempCluster();
  pgUrl = cluster.url;
}
if (pgUrl) {
  try {
    results.push(await vitest('PostgreSQL', { ...process.env, PATHCRAFT_TEST_PG_URL: pgUrl }));
  } finally {
    await cluster?.stop();
  }
} else {
  console.log(`\nserver tests on PostgreSQL skipped: ${PG_SERVER_MISSING} (or set PATHCRAFT_TEST_PG_URL)`);
  if (process.env.CI) results.push({ label: 'PostgreSQL (no server)', code: 1, seconds: 0 });
}

console.log(`\n${results.map((r) => `server tests on ${r.label}: ${r.code === 0 ? 'passed' : 'FAILED'} in ${r.seconds} s`).join('\n')}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
