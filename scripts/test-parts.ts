/**
 * The parts of `npm test` and `npm run test:server`, each timed, so that the suite's time is
 * reported per part (a slow part shows, and CI's budget is watched as the suite grows).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  findPgBin,
  PG_SERVER_MISSING,
  startTempCluster,
  type TempCluster,
} from '../server/src/test/temp-pg-cluster.ts';

export interface PartResult {
  label: string;
  code: number;
  seconds: number;
}

/** One command; `held`: its output is printed in one piece when it ends (it runs beside another). */
export function runPart(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  held = false,
): Promise<PartResult> {
  const started = performance.now();
  if (!held) console.log(`\n── ${label} ──`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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

const vitest = (label: string, vitestArgs: string[], env: NodeJS.ProcessEnv, held = false) =>
  runPart(label, process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...vitestArgs], env, held);

/**
 * The server (API) tests twice, on SQLite and on PostgreSQL. The PostgreSQL pass runs on the server
 * named by PATHCRAFT_TEST_PG_URL (CI's `.ci/run` starts one), else on a throw-away cluster from
 * Debian's binaries started here; without either it is skipped with a notice, and on CI that is a
 * failure. Each test file gets a database of its own on that server (server/src/test/pg-database.ts).
 *
 * `withBrowser` (what `npm test` uses): the browser project runs alongside both server passes, one
 * after the other, whose output is held until each ends. The browser run is the longest part and
 * runs its files one at a time (one shared platform), so the two server passes fit beside it.
 */
export async function serverParts(withBrowser: boolean, args: string[]): Promise<PartResult[]> {
  // PATHCRAFT_TEST_PASS names the pass: the multi-process tests start their own server processes on
  // one database kind, and each file runs in its own pass only (alone, each runs). Not --exclude:
  // twice on CI the server project then found no test files at all, though the browser project,
  // spawned the same way without it, found its files.
  const server = ['--project', 'server', ...args];
  // PATHCRAFT_TEST_PG_URL puts the harness on PostgreSQL: the SQLite pass runs without it.
  const { PATHCRAFT_TEST_PG_URL: given, ...sqliteEnv } = process.env;
  const browser = withBrowser ? vitest('browser tests', ['--project', 'browser'], process.env) : null;
  const results = [
    await vitest('server tests on SQLite', server, { ...sqliteEnv, PATHCRAFT_TEST_PASS: 'sqlite' }, Boolean(browser)),
  ];

  let cluster: TempCluster | null = null;
  let pgUrl = given;
  if (!pgUrl && findPgBin()) {
    cluster = await startTempCluster();
    pgUrl = cluster.url;
  }
  if (pgUrl) {
    try {
      results.push(
        await vitest(
          'server tests on PostgreSQL',
          server,
          { ...process.env, PATHCRAFT_TEST_PG_URL: pgUrl, PATHCRAFT_TEST_PASS: 'postgresql' },
          Boolean(browser),
        ),
      );
    } finally {
      await cluster?.stop();
    }
  } else {
    console.log(`\nserver tests on PostgreSQL skipped: ${PG_SERVER_MISSING} (or set PATHCRAFT_TEST_PG_URL)`);
    if (process.env.CI) results.push({ label: 'server tests on PostgreSQL (no server)', code: 1, seconds: 0 });
  }
  if (browser !== null) results.push(await browser);
  return results;
}

/** Prints each part's outcome and time, and exits non-zero when one failed. */
export function report(results: PartResult[]): never {
  const width = Math.max(...results.map((r) => r.label.length));
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  console.log(
    `\n${results.map((r) => `${r.label.padEnd(width)}  ${r.code === 0 ? 'passed' : 'FAILED'}  ${String(r.seconds).padStart(4)} s`).join('\n')}`,
  );
  console.log(`${'(parts run partly side by side; sum)'.padEnd(width)}          ${String(total).padStart(4)} s`);
  process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const APT_PACKAGES = { chromium: ['chromium', 'fonts-dejavu-core'], postgresql: ['postgresql'] };

/**
 * What the browser tests and the PostgreSQL pass need from the machine: Debian's Chromium and
 * PostgreSQL server binaries. Missing ones are installed with apt when the tests run as root on a
 * machine with apt-get (as on a fresh CI machine); otherwise this stops at once with the one
 * command that installs them.
 */
export function ensureTestPrerequisites(): void {
  const missing: string[] = [];
  if (!existsSync(CHROMIUM)) missing.push(...APT_PACKAGES.chromium);
  if (!process.env.PATHCRAFT_TEST_PG_URL && !findPgBin()) missing.push(...APT_PACKAGES.postgresql);
  if (missing.length === 0) return;
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing what the tests need from Debian's packages: ${missing.join(', ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    return;
  }
  console.error(
    `The tests need Chromium and PostgreSQL from Debian's packages: run \`sudo ${command}\` (or set CHROMIUM_PATH / PATHCRAFT_TEST_PG_URL).`,
  );
  process.exit(1);
}
