/**
 * A server's CPU per request under load: autocannon in a process of its own, the server in this one
 * (lists.ts, list-ceiling.ts).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface HttpRow {
  rps: number;
  p50: number;
  /** Mean latency, ms, unrounded (autocannon's percentiles are whole milliseconds). */
  mean: number;
  p99: number;
  errors: number;
  /** This process's CPU (the server's: the load comes from another process) per answered request, ms. */
  cpuMs: number;
}

const AUTOCANNON = join(fileURLToPath(new URL('../..', import.meta.url)), 'node_modules/.bin/autocannon');

/**
 * autocannon in a process of its own, so the server's CPU per request can be read from this
 * process alone: on a 2-core machine, a load generator in the same process competes with the
 * server for the cores, and requests per second then measure both.
 */
export async function measure(
  url: string,
  token: string,
  seconds: number,
  connections: number,
  acceptEncoding?: string,
  /** More request headers, e.g. `cache-control: no-cache` to read past the data API's answer cache. */
  more: Record<string, string> = {},
): Promise<HttpRow> {
  const before = process.cpuUsage();
  const out = await new Promise<string>((resolve, reject) => {
    const headers = [
      '-H',
      `authorization=Bearer ${token}`,
      ...(acceptEncoding ? ['-H', `accept-encoding=${acceptEncoding}`] : []),
      ...Object.entries(more).flatMap(([name, value]) => ['-H', `${name}=${value}`]),
    ];
    const child = spawn(AUTOCANNON, ['--json', '-c', String(connections), '-d', String(seconds), ...headers, url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`autocannon exited with ${code}`))));
  });
  const cpu = process.cpuUsage(before);
  const r = JSON.parse(out) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    non2xx: number;
  };
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    mean: r.latency.average,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(r.requests.total, 1),
  };
}
