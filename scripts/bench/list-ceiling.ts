/**
 * The ceiling of goal 2 (issue 29): how close to the floor (the users list's query through
 * better-sqlite3 + `JSON.stringify`, in process) an HTTP server on this stack can get at all,
 * measured the way `lists.ts` measures the data API: this process's CPU per answered request,
 * autocannon in its own process, 10 connections, loopback.
 *
 * The ceiling server does the floor's work and nothing else (no framework, no session, no log, no
 * count), then writes the answer, compressed with zstd 1 when the client takes it, as the platform
 * compresses. `lists.ts` measures it beside the data API in every run.
 *
 * Run alone (alternated rounds: the floor, then node:http, the same handler on Hono + @hono/node-server,
 * and the platform's data API, each without and with a browser's Accept-Encoding):
 * `npx tsx --conditions=pathcraft-source scripts/bench/list-ceiling.ts` (SIZE=100000, ROUNDS, SECONDS).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { eq, getTableColumns } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../server/src/db/client.ts';
import { organizations, users } from '../../server/src/db/schema/index.ts';
import { first } from '../../server/src/db/first.ts';
import { compressBytes } from '../../server/src/http/compress.ts';
import { preparedStatement } from '../../server/src/db/prepared-statement.ts';
import { withBenchPlatform } from './bench-platform.ts';
import { benchSignIn } from './sign-in.ts';
import { insertBenchUsers } from './bench-users.ts';
import { measure } from './http-load.ts';

/** What Chromium sends (the zstd it names is used where this Node.js has it: 22.15 and later). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The floor's statement: the default users list's columns and order, 200 rows. */
export const FLOOR_STATEMENT = `SELECT ${Object.values(getTableColumns(users))
  .map((c) => `"${c.name}"`)
  .join(', ')} FROM users ORDER BY name, id LIMIT 200`;

/** The default list's query straight through better-sqlite3, serialized to JSON: calls per second over `seconds`. */
export function floorThroughput(db: Db, seconds: number): Promise<{ rps: number; p50: number; cpuMs: number }> {
  // No request runs meanwhile: the floor holds the connection for its whole measurement.
  return db.$withConnection((sqlite) => {
    const stmt = sqlite.prepare(FLOOR_STATEMENT);
    for (let i = 0; i < 20; i++) JSON.stringify({ items: stmt.all() });
    const times: number[] = [];
    const before = process.cpuUsage();
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const t0 = performance.now();
      JSON.stringify({ items: stmt.all() });
      times.push(performance.now() - t0);
    }
    const cpu = process.cpuUsage(before);
    times.sort((a, b) => a - b);
    return {
      rps: Math.round(times.length / seconds),
      p50: Math.round(times[times.length >> 1]! * 1000) / 1000,
      cpuMs: (cpu.user + cpu.system) / 1000 / times.length,
    };
  });
}

/** The floor's work, then the answer as the client asked for it (zstd at the platform's level, or plain). */
function floorAnswer(db: Db, acceptEncoding: string | undefined) {
  const json = db.$withConnection((sqlite) =>
    JSON.stringify({ items: preparedStatement(sqlite, FLOOR_STATEMENT).all() }),
  );
  return json.then(async (text) =>
    acceptEncoding?.includes('zstd')
      ? { body: await compressBytes(Buffer.from(text), 'zstd'), encoding: 'zstd' }
      : { body: text, encoding: undefined },
  );
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** The ceiling: plain node:http answering the floor's work. */
export async function startCeilingServer(db: Db): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    void floorAnswer(db, req.headers['accept-encoding']).then(({ body, encoding }) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
      });
      res.end(body);
    });
  });
  return { url: `${await listen(server)}/list`, close: () => server.close() };
}

/** The same handler on Hono + @hono/node-server: what the framework adds. */
async function startHonoCeilingServer(db: Db): Promise<{ url: string; close: () => void }> {
  const app = new Hono().get('/list', async (c) => {
    const { body, encoding } = await floorAnswer(db, c.req.header('accept-encoding'));
    if (encoding) c.header('content-encoding', encoding);
    c.header('content-type', 'application/json');
    return c.body(body as string);
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/list`, close: () => server.close() };
}

async function main() {
  const size = Number(process.env.SIZE ?? 1_000);
  const rounds = Number(process.env.ROUNDS ?? 3);
  const seconds = Number(process.env.SECONDS ?? 3);
  await withBenchPlatform('ceiling', undefined, async (platform) => {
    const db = platform.deps.db;
    const org = (await first(
      db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo-workforce')),
    ))!;
    await insertBenchUsers(db, org.id, size);
    await db.$withConnection((sqlite) => sqlite.pragma('optimize'));
    const base = platform.base.replace('localhost', '127.0.0.1');
    const token = await benchSignIn(base);
    const plain = await startCeilingServer(db);
    const hono = await startHonoCeilingServer(db);
    const servers = [
      { name: 'node:http', url: plain.url },
      { name: 'hono', url: hono.url },
      { name: 'data API', url: `${base}/v1/external/supabase/users` },
    ];
    const measured = new Map<string, { ms: number[]; shares: number[] }>();
    const add = (name: string, ms: number, floorMs: number) => {
      const row = measured.get(name) ?? { ms: [], shares: [] };
      row.ms.push(ms);
      row.shares.push(floorMs / ms);
      measured.set(name, row);
    };
    for (let round = 0; round < rounds; round++) {
      const floorMs = (await floorThroughput(db, seconds)).cpuMs;
      add('floor', floorMs, floorMs);
      for (const s of servers)
        for (const encoding of [undefined, BROWSER_ACCEPT_ENCODING]) {
          await measure(s.url, token, 1, 10, encoding); // the JIT's first second
          const { cpuMs, errors } = await measure(s.url, token, seconds, 10, encoding);
          if (errors) throw new Error(`${s.name}: ${errors} failed requests`);
          add(`${s.name}${encoding ? ', browser Accept-Encoding' : ''}`, cpuMs, floorMs);
        }
    }
    plain.close();
    hono.close();
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
    console.log(
      `\nlist ceiling at ${size.toLocaleString('en-US')} users, ${rounds} rounds of ${seconds} s (medians; rounds)`,
    );
    for (const [name, { ms, shares }] of measured)
      console.log(
        `${name.padEnd(38)} ${median(ms).toFixed(3)} ms CPU a ${name === 'floor' ? 'call' : 'request'}${name === 'floor' ? '' : ` = ${Math.round(median(shares) * 100)} % of the floor's capacity (${shares.map((s) => Math.round(s * 100)).join(', ')})`}`,
      );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
