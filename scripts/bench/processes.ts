/**
 * Several processes (issue 15): the same endpoint through one server process and through three on
 * one PostgreSQL database, each process with a load generator of its own (autocannon in its own
 * process, the connections split evenly), requests per second summed. On a machine with fewer
 * cores than 3 servers + 3 load generators the three share them: the number shows what the
 * processes cost each other, not the speed-up on a bigger machine.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer, startServersInto, stopServers, type Server } from '../../server/src/test/server-process.ts';
import { benchSignIn } from './sign-in.ts';

const AUTOCANNON = join(fileURLToPath(new URL('../..', import.meta.url)), 'node_modules/.bin/autocannon');
const ENDPOINTS = [
  { name: 'GET /v1/external/supabase/users', path: '/v1/external/supabase/users' },
  { name: 'GET /v1/external/supabase/resources', path: '/v1/external/supabase/resources' },
] as const;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function autocannon(url: string, token: string, seconds: number, connections: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      AUTOCANNON,
      ['--json', '-c', String(connections), '-d', String(seconds), '-H', `authorization=Bearer ${token}`, url],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(text) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    });
  });
}

/** The same load spread over `servers`: one generator per server, connections split evenly; rps summed, latencies of the slowest. */
async function spread(
  servers: Server[],
  path: string,
  token: string,
  seconds: number,
  connections: number,
): Promise<Load> {
  const each = Math.max(1, Math.round(connections / servers.length));
  const loads = await Promise.all(servers.map((s) => autocannon(`${s.base}${path}`, token, seconds, each)));
  return {
    rps: loads.reduce((n, l) => n + l.rps, 0),
    p50: Math.max(...loads.map((l) => l.p50)),
    p99: Math.max(...loads.map((l) => l.p99)),
    errors: loads.reduce((n, l) => n + l.errors, 0),
  };
}

/** One process against three on a new database of the PostgreSQL server at `serverUrl`. */
export async function benchProcesses(serverUrl: string, seconds: number, connections: number): Promise<void> {
  const name = `pathcraft_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const secrets = {
    PATHCRAFT_TOKEN_SECRET: randomBytes(48).toString('base64url'),
    PATHCRAFT_DATA_KEY: randomBytes(32).toString('base64'),
  };
  const folders: string[] = [];
  const servers: Server[] = [];
  const start = () => {
    const folder = mkdtempSync(join(tmpdir(), 'pathcraft-bench-proc-'));
    folders.push(folder);
    // The demo seeded; LOG_LEVEL silent: the request log would measure the terminal.
    return startServer({ ...secrets, PATHCRAFT_DATA_DIR: folder, DATABASE_URL: url.href, NODE_ENV: 'test' });
  };
  try {
    servers.push(await start());
    await startServersInto(servers, 2, start);
    const token = await benchSignIn(servers[0]!.base);
    console.log(
      `\nseveral processes on one PostgreSQL database: ${connections} connections in all, ${seconds} s each, loopback (autocannon: one process per server)`,
    );
    console.log(
      `${'endpoint'.padEnd(40)} ${'1 process'.padStart(10)} ${'3 processes'.padStart(12)}  ratio  p50 ms 1 / 3  errors`,
    );
    for (const endpoint of ENDPOINTS) {
      // Discarded: warms the JIT of every process.
      await spread(servers, endpoint.path, token, Math.min(2, seconds), connections);
      const one = await spread(servers.slice(0, 1), endpoint.path, token, seconds, connections);
      const three = await spread(servers, endpoint.path, token, seconds, connections);
      console.log(
        `${endpoint.name.padEnd(40)} ${`${one.rps} req/s`.padStart(10)} ${`${three.rps} req/s`.padStart(12)}  ${(three.rps / Math.max(one.rps, 1)).toFixed(2).padStart(5)}  ${`${one.p50} / ${three.p50}`.padStart(13)}  ${one.errors + three.errors}`,
      );
    }
  } finally {
    await stopServers(servers);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
