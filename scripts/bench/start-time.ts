/**
 * Start-up numbers of a server command: milliseconds from spawning it to its first
 * answer (GET /healthz 200), and the resident memory of its whole process tree
 * (npm, tsx and node each count) after it has sat idle for a moment.
 * Used by `npm run bench` and runnable alone:
 *   tsx scripts/bench/start-time.ts [prod|tsx|npm]
 * The start-up goal (issue 29 goal 5) compares the compiled server's warm start with a bare
 * Hono server's (scripts/bench/bare-hono.mjs) in the same run: measureWarmStartRatio.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/src/test/free-port.ts';

const ROOT = join(fileURLToPath(import.meta.url), '../../..');

export interface StartCommand {
  name: string;
  command: string;
  args: string[];
}

/** The ways to run the platform: compiled (production), through tsx, and through npm start's tsx. */
export const START_COMMANDS: Record<'prod' | 'tsx' | 'npm' | 'bare', StartCommand> = {
  prod: { name: 'node server/dist/main.js', command: process.execPath, args: ['server/dist/main.js'] },
  tsx: {
    name: 'tsx server/src/main.ts',
    command: join(ROOT, 'node_modules/.bin/tsx'),
    args: ['--conditions=pathcraft-source', 'server/src/main.ts'],
  },
  npm: { name: 'npm start', command: 'npm', args: ['start'] },
  /** The floor (issue 29 goal 5): a bare Hono server answering /healthz, run by node as the compiled server is. */
  bare: { name: 'bare Hono (node)', command: process.execPath, args: ['scripts/bench/bare-hono.mjs'] },
};

export interface StartNumbers {
  name: string;
  coldMs: number;
  warmMs: number;
  idleRssMb: number;
}

/** Every process whose ancestor is `pid` (from /proc), with `pid` itself. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

function rssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return Math.round(kb / 1024);
}

/** Spawns the command on `dataDir`, waits for /healthz, and stops it; ms to the first answer and idle RSS. */
async function runOnce(cmd: StartCommand, dataDir: string, idleMs: number): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(cmd.command, cmd.args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PATHCRAFT_DATA_DIR: dataDir,
      PATHCRAFT_DEMO: '1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    let ms = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${cmd.name} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        ms = Math.round(performance.now() - started);
        break;
      }
      if (performance.now() - started > 60_000) throw new Error(`${cmd.name} did not answer within 60 s`);
      await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => setTimeout(r, idleMs));
    return { ms, rssMb: rssMb(child.pid!) };
  } finally {
    // The whole group: npm and tsx start children of their own.
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
  }
}

/** Cold start (fresh data folder: migrations, bundled data, demo seed), then a warm start on the same folder. */
export async function measureStart(cmd: StartCommand, { idleMs = 2000 } = {}): Promise<StartNumbers> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathcraft-start-'));
  try {
    const cold = await runOnce(cmd, dataDir, 0);
    const warm = await runOnce(cmd, dataDir, idleMs);
    return { name: cmd.name, coldMs: cold.ms, warmMs: warm.ms, idleRssMb: warm.rssMb };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/**
 * Warm starts of `cmd` against the bare Hono server, alternated so both see the same load on a
 * shared machine: the median of `rounds` each, on a data folder `cmd` prepared with a cold start.
 */
export async function measureWarmStartRatio(
  cmd: StartCommand,
  rounds = 7,
): Promise<{ cmdMs: number; bareMs: number; ratio: number; coldMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathcraft-start-'));
  try {
    const cold = await runOnce(cmd, dataDir, 0);
    const cmdTimes: number[] = [];
    const bareTimes: number[] = [];
    for (let i = 0; i < rounds; i++) {
      bareTimes.push((await runOnce(START_COMMANDS.bare, dataDir, 0)).ms);
      cmdTimes.push((await runOnce(cmd, dataDir, 0)).ms);
    }
    return {
      cmdMs: median(cmdTimes),
      bareMs: median(bareTimes),
      ratio: median(cmdTimes) / median(bareTimes),
      coldMs: cold.ms,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const which = (process.argv[2] ?? 'prod') as keyof typeof START_COMMANDS;
  const numbers = await measureStart(START_COMMANDS[which]);
  console.log(
    `${numbers.name}: cold start ${numbers.coldMs} ms, warm start ${numbers.warmMs} ms to the first answer, idle RSS ${numbers.idleRssMb} MB`,
  );
  const { cmdMs, bareMs, ratio } = await measureWarmStartRatio(START_COMMANDS[which]);
  console.log(
    `warm start, median of 7 alternated: ${cmdMs} ms against bare Hono's ${bareMs} ms = ${ratio.toFixed(2)}×`,
  );
}
