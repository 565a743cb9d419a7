import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './test/harness.ts';
import { png, pngDataUrl } from './test/png.ts';
import { freePort } from './test/free-port.ts';

/**
 * Three real server processes on ONE data folder (one SQLite file in WAL mode, one files folder),
 * behind one public address, driven in turn by one client: nothing that must be shared may live in
 * a process's memory (ARCHITECTURE, "One process, embedded defaults"; issue 15, "How it is proven").
 */
const ROOT = join(fileURLToPath(import.meta.url), '../../..');
const PROCESSES = 3;
// All three answer for the same address, as behind a load balancer: stored file URLs start with it.
const PUBLIC_URL = 'http://pathcraft.multi-process.test';
const WF_ORG = 'demo-workforce-org';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const TEACHER = 'teacher.workforce@demo.pathcraft.test';
const UA = { 'user-agent': 'multi-process test' };

interface Server {
  base: string;
  child: ChildProcess;
  stderr: string[];
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  // NODE_ENV=production: the configuration several processes run in; PATHCRAFT_DEMO=1 seeds the demo
  // (production's default is no demo), whose sign-ins and invites the cases use.
  const child = spawn(process.execPath, ['--conditions=pathcraft-source', '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL, PATHCRAFT_DATA_DIR: dataDir, PATHCRAFT_DEMO: '1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const server = { base: `http://127.0.0.1:${port}`, child, stderr: [] as string[] };
  child.stderr!.on('data', (d: Buffer) => server.stderr.push(d.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${server.stderr.join('')}`);
    if (await fetch(`${server.base}/healthz`).then((r) => r.ok, () => false)) return server;
    if (Date.now() - started > 30_000) throw new Error(`server did not answer /healthz within 30 s: ${server.stderr.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let dataDir: string;
const servers: Server[] = [];
let turn = 0;
/** The next process in turn (round-robin), as a load balancer would pick it. */
const next = () => servers[turn++ % servers.length]!;
const tokens = new Map<string, string>();

interface CallOptions {
  as?: string;
  body?: unknown;
  headers?: Record<string, string>;
  via?: Server;
}

/** One JSON request through `via` (or the next process), as a signed-in user (`as`) or nobody. */
async function call(method: string, path: string, { as, body, headers = {}, via = next() }: CallOptions = {}) {
  const h: Record<string, string> = { ...UA, ...headers };
  if (as) h.authorization = `Bearer ${await signIn(as)}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  const res = await fetch(`${via.base}${path}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json: any = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Streams and plain text stay text.
  }
  return { status: res.status, body: json };
}

/** Signs in once (through whichever process is next): the token must work on all of them. */
async function signIn(email: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const res = await call('POST', '/v1/auth/login', { body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  tokens.set(email, res.body.token);
  return res.body.token;
}

/** Reads the shared database file directly (read-only), for what no route shows. */
function count(sqlText: string, ...params: unknown[]): number {
  const db = new Database(join(dataDir, 'pathcraft.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sqlText).pluck().get(...params) as number;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pathcraft-multi-'));
  // The first alone: it migrates, seeds the demo and writes the generated secrets the others read.
  servers.push(await startServer(dataDir));
  servers.push(...(await Promise.all(Array.from({ length: PROCESSES - 1 }, () => startServer(dataDir)))));
}, 60_000);

afterAll(async () => {
  await Promise.all(
    servers.map(({ child }) => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      return exited;
    }),
  );
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  // A failure the answers hid (a background catch-up that could not write, say) shows up here.
  expect(servers.flatMap((s) => s.stderr).join('')).toBe('');
});

describe(`${PROCESSES} server processes on one SQLite file and one files folder`, () => {
  it('reads through the others a record written through one, and its later change', async () => {
    const [a, b, c] = servers as [Server, Server, Server];
    const name = `Multi-process record ${Date.now()}`;
    const created = await call('POST', '/v1/external/supabase/resources', { as: ADMIN, via: a, body: { name, body: '<p>Written through process A.</p>' } });
    expect(created.status).toBe(201);
    const id = created.body.docId as string;
    for (const via of [b, c]) {
      const read = await call('GET', `/v1/external/supabase/resources?f.id[eq]=${id}`, { as: ADMIN, via });
      expect(read.body.items).toEqual([expect.objectContaining({ id, name, orgId: WF_ORG })]);
    }
    const changed = await call('PUT', '/v1/external/supabase/resources', { as: ADMIN, via: b, body: { id, name: `${name} (changed through B)` } });
    expect(changed.status).toBe(200);
    for (const via of [c, a]) {
      const read = await call('GET', `/v1/external/supabase/resources?f.id[eq]=${id}`, { as: ADMIN, via });
      expect(read.body.items[0].name).toBe(`${name} (changed through B)`);
    }
  });

  it('downloads through the others a file uploaded through one, until it is deleted through a third', async () => {
    const [a, b, c] = servers as [Server, Server, Server];
    const bytes = png(12, 8);
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], 'multi.png'));
    const res = await fetch(`${a.base}/v1/external/aws/upload?fileExt=png&prefix=user-content&organizationId=${WF_ORG}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await signIn(ADMIN)}` } });
    expect(res.status).toBe(201);
    const uploaded = (await res.json()) as { url: string; signedUrl: string };
    expect(uploaded.signedUrl.startsWith(`${PUBLIC_URL}/files/user-content/${WF_ORG}/`)).toBe(true);
    const signedPath = uploaded.signedUrl.slice(PUBLIC_URL.length);
    for (const via of [b, c]) {
      const download = await fetch(`${via.base}${signedPath}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const deleted = await call('DELETE', `/v1/external/aws/delete-file?file=${encodeURIComponent(uploaded.url)}&organizationId=${WF_ORG}`, { as: ADMIN, via: c });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${a.base}${signedPath}`)).status).toBe(404);
  });

  it('locks the invite after wrong codes spread across the processes, then refuses even the right code', async () => {
    const id = 'demo-invite-workforce';
    const attempt = (accessCode: string) => call('POST', '/v1/access/checkAccessCode', { body: { id, table: 'invites', accessCode } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt('ZZZZZZ')).status);
    // The 5th wrong code (counted in the shared database, whichever process took it) locks the invite.
    expect(statuses).toEqual([403, 403, 403, 403, 429, 429]);
    const right = await attempt('W3F9HD');
    expect(right.status).toBe(429);
    expect(right.body.error.message).toBe('Too many incorrect access codes. This invitation is locked for 15 minutes.');
    expect(count(`SELECT count(*) FROM auditEvents WHERE action = 'accessCode.failed' AND json_extract(details, '$.inviteId') = ?`, id)).toBe(5);
  });

  it('gives exactly one signature and one 409 when two processes sign the same agreement at the same moment', async () => {
    const [a, b, c] = servers as [Server, Server, Server];
    const ID = 'demo-apprentice-agreement';
    const verified = await call('POST', '/v1/access/checkAccessCode', { via: a, body: { id: 'demo-invite-apprentice', table: 'invites', accessCode: 'K7P2QX' } });
    expect(verified.status).toBe(200);
    const headers = { 'x-access-token': verified.body.accessToken as string };
    const signing = await Promise.all([b, c].map((via) => call('POST', `/v1/apprenticeAgreements/${ID}/sign`, { via, headers, body: { dataUrl: pngDataUrl() } })));
    expect(signing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(signing.find((r) => r.status === 409)!.body.error.message).toBe('This agreement is signed and can no longer be changed.');
    expect(count(`SELECT count(*) FROM auditEvents WHERE action = 'agreement.signed' AND entityId = ?`, ID)).toBe(1);
    // The refused signing removed the files it had stored: one signed PDF.
    expect(readdirSync(join(dataDir, 'files/agreements', WF_ORG)).filter((f) => f.endsWith('.pdf'))).toHaveLength(1);
    const read = await call('GET', `/v1/apprenticeAgreements/${ID}`, { via: a, headers });
    expect(read.body.item.agreement.signedAt).toBe(signing.find((r) => r.status === 200)!.body.item.agreement.signedAt);
  });

  it('answers from content created through another process, on every process', async () => {
    const [a, b, c] = servers as [Server, Server, Server];
    // Words no other content has: a process that kept their (zero) counts from before would find nothing.
    const question = 'What is Quillfeather Zorblatt?';
    const fact = 'Quillfeather Zorblatt is the welding bay of Mon Valley Manufacturing; it closes at 4:15 pm on Fridays';
    const ask = (via: Server) => call('POST', '/v1/api/content/chatEngine', { as: TEACHER, via, body: { prompt: question } });
    // Asked first everywhere: nothing is known yet (and each process has looked the words up).
    for (const via of [a, b, c]) expect((await ask(via)).body).not.toContain(fact);

    const created = await call('POST', '/v1/external/supabase/resources', { as: ADMIN, via: a, body: { name: 'Welding bay hours', body: `<p>${fact}, for the end-of-week cleaning.</p>` } });
    expect(created.status).toBe(201);
    for (const via of [a, b, c]) expect((await ask(via)).body).toContain(fact);
    const search = await call('POST', '/v1/api/content/vectorSearch', { as: TEACHER, via: b, body: { prompt: question } });
    expect(search.body.resourceIds).toContain(created.body.docId);
  });
});

describe(`${PROCESSES} server processes started together on a new data folder`, () => {
  const together: Server[] = [];
  let folder: string;

  afterAll(async () => {
    await Promise.all(together.map(({ child }) => (child.exitCode !== null ? undefined : new Promise((r) => child.once('exit', r).kill('SIGTERM')))));
    if (folder) rmSync(folder, { recursive: true, force: true });
    expect(together.flatMap((s) => s.stderr).join('')).toBe('');
  });

  it('come up with one database, one demo and one token secret', async () => {
    folder = mkdtempSync(join(tmpdir(), 'pathcraft-together-'));
    together.push(...(await Promise.all(Array.from({ length: PROCESSES }, () => startServer(folder)))));
    // Each process made or read the secret: a token signed by one is good on the others.
    const login = await call('POST', '/v1/auth/login', { via: together[0], body: { email: ADMIN, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    for (const via of together) {
      const me = await fetch(`${via.base}/v1/auth/me`, { headers: { ...UA, authorization: `Bearer ${login.body.token}` } });
      expect(me.status).toBe(200);
    }
    const db = new Database(join(folder, 'pathcraft.db'), { readonly: true, fileMustExist: true });
    try {
      // The demo once, not once per process.
      expect(db.prepare('SELECT count(*) FROM users WHERE email = ?').pluck().get(ADMIN)).toBe(1);
      expect(db.prepare("SELECT count(*) FROM organizations WHERE id = 'demo-workforce-org'").pluck().get()).toBe(1);
    } finally {
      db.close();
    }
  }, 60_000);
});
