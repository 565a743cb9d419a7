import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

/** Server processes for the multi-process tests and the bench (no vitest here: the bench imports it). */
const ROOT = join(fileURLToPath(import.meta.url), '../../../..');
// All answer for the same address, as behind a load balancer: stored file URLs start with it.
export const PUBLIC_URL = 'http://pathcraft.multi-process.test';

export interface Server {
  base: string;
  child: ChildProcess;
  stderr: string[];
}

/** One server process (NODE_ENV=production, the demo seeded), answering /healthz. `env` adds the data folder, database and files settings. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // NODE_ENV=production: the configuration several processes run in; PATHCRAFT_DEMO=1 seeds the demo
  // (production's default is no demo), whose sign-ins and invites the cases use.
  const child = spawn(process.execPath, ['--conditions=pathcraft-source', '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    // TRUST_PROXY=loopback: the test client stands in for a proxy, and names a visitor's address in X-Forwarded-For.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      PATHCRAFT_DEMO: '1',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const server = { base: `http://127.0.0.1:${port}`, child, stderr: [] as string[] };
  child.stderr!.on('data', (d: Buffer) => server.stderr.push(d.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${server.stderr.join('')}`);
    if (
      await fetch(`${server.base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    if (Date.now() - started > 45_000) {
      // Nobody holds this process yet to stop it: stop it here, or it outlives the test run.
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within 45 s: ${server.stderr.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Stops the processes (SIGTERM) and waits for them to exit. */
export async function stopServers(servers: Server[]): Promise<void> {
  await Promise.all(
    servers.map(({ child }) => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      return exited;
    }),
  );
}

/**
 * Starts `count` processes at once and adds each to `into` as it answers, so the caller's stopServers
 * stops every one that started even when another did not.
 */
export async function startServersInto(into: Server[], count: number, start: () => Promise<Server>): Promise<void> {
  const started = await Promise.allSettled(Array.from({ length: count }, start));
  for (const outcome of started) if (outcome.status === 'fulfilled') into.push(outcome.value);
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
