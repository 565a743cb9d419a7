import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

/**
 * A throw-away PostgreSQL server for tests, benchmarks and local runs: a cluster made with Debian's
 * server binaries in a fresh temporary folder, listening on 127.0.0.1 on a free port, trusting
 * local connections, with durability switched off for speed. No Docker, no system service.
 */
export interface TempCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server and deletes its folder. Safe to call twice. */
  stop(): Promise<void>;
  /** Stops the server (`fast`: sessions are ended and the data flushed; `immediate`: as a crash) and keeps its folder, for `resume`. */
  halt(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts a halted server again on the same port and data. */
  resume(): Promise<void>;
}

export interface TempClusterOptions {
  /** Commit only what reached the disk (synchronous_commit on): a commit survives a crash (`halt('immediate')`). Off by default, for speed. */
  durable?: boolean;
}

export const PG_SERVER_MISSING = 'PostgreSQL server binaries not found: apt-get install -y postgresql';

const PG_ROOT = '/usr/lib/postgresql';
const run = promisify(execFile);

/** The newest installed server's bin folder (/usr/lib/postgresql/<version>/bin), or null. */
export function findPgBin(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : null;
}

export async function startTempCluster(options: TempClusterOptions = {}): Promise<TempCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error(PG_SERVER_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'pathcraft-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  // PostgreSQL refuses to run as root: then the folder and the server belong to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
    );
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const pgCtl = (args: string[]) => run(...command('pg_ctl', ['-D', data, ...args]));

  try {
    // The C locale sorts and compares text by code point, as SQLite does.
    await run(
      ...command('initdb', [
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--no-locale',
        '--no-sync',
      ]),
    );
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        ...(options.durable ? [] : ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']),
        '',
      ].join('\n'),
    );
    const port = await freePort();
    const startServer = () => pgCtl(['-l', log, '-w', '-o', `-p ${port}`, 'start']);
    await startServer();
    let stopped = false;
    let running = true;
    // Immediate: the folder is deleted next, so nothing needs flushing.
    const stopArgs = ['-D', data, '-m', 'immediate', 'stop'];
    const stopOnExit = () => {
      if (running) execFileSync(...command('pg_ctl', stopArgs), { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    };
    // A process that ends without calling stop() must not leave a server behind.
    process.on('exit', stopOnExit);
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      process.off('exit', stopOnExit);
      if (running) await run(...command('pg_ctl', stopArgs));
      rmSync(dir, { recursive: true, force: true });
    };
    const halt = async (mode: 'fast' | 'immediate') => {
      await pgCtl(['-m', mode, '-w', 'stop']);
      running = false;
    };
    const resume = async () => {
      await startServer();
      running = true;
    };
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, halt, resume };
  } catch (err) {
    const tail = existsSync(log) ? `\n${readFileSync(log, 'utf8').split('\n').slice(-20).join('\n')}` : '';
    await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start a temporary PostgreSQL server: ${(err as Error).message}${tail}`);
  }
}
