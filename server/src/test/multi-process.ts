import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from './harness.ts';
import { png, pngDataUrl } from './png.ts';
import { PUBLIC_URL, type Server } from './server-process.ts';

export { PUBLIC_URL, startServer, stopServers, type Server } from './server-process.ts';

/**
 * Several real server processes behind one public address, driven in turn by one client: nothing
 * that must be shared may live in a process's memory (issue 15, "How it is proven"). The cases run
 * on the embedded defaults (one SQLite file, one files folder: multi-process.test.ts) and on
 * PostgreSQL + an S3 bucket (multi-process.pg.test.ts).
 */
export const PROCESSES = 3;
export const WF_ORG = 'demo-workforce-org';
export const ADMIN = 'admin.workforce@demo.pathcraft.test';
const TEACHER = 'teacher.workforce@demo.pathcraft.test';
const UA = { 'user-agent': 'multi-process test' };

interface CallOptions {
  as?: string;
  body?: unknown;
  headers?: Record<string, string>;
  via?: Server;
}

/** One client for a group of processes: each request goes to the next one in turn unless `via` names it. */
export function processClient(servers: Server[]) {
  let turn = 0;
  /** The next process in turn (round-robin), as a load balancer would pick it. */
  const next = () => servers[turn++ % servers.length]!;
  const tokens = new Map<string, string>();

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

  return { call, signIn };
}

/** What the cases read outside the API, from wherever this setup keeps it. */
export interface SharedStore {
  /** Audit rows with this action (and this entityId, this details.inviteId, or from this address). */
  auditCount(action: string, match: { entityId?: string; inviteId?: string; ip?: string }): Promise<number>;
  /** Signed agreement PDFs stored for the organization. */
  agreementPdfs(orgId: string): Promise<number>;
}

/** The cases every multi-process setup must pass; `servers` is filled by the caller's beforeAll. */
export function sharedProcessCases(servers: Server[], store: SharedStore): void {
  const { call, signIn } = processClient(servers);

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
      // From disk, or (S3) through the redirect to the bucket's presigned URL.
      const download = await fetch(`${via.base}${signedPath}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const deleted = await call('DELETE', `/v1/external/aws/delete-file?file=${encodeURIComponent(uploaded.url)}&organizationId=${WF_ORG}`, { as: ADMIN, via: c });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${a.base}${signedPath}`)).status).toBe(404);
  });

  it('counts parallel wrong codes one by one across the processes: one address gets exactly 5 on an invite and 20 in all (issue 24 §11)', async () => {
    const id = 'demo-invite-workforce';
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const attempt = (docId: string, accessCode: string, ip: string) => call('POST', '/v1/access/checkAccessCode', { headers: from(ip), body: { id: docId, table: 'invites', accessCode } });
    const burst = await Promise.all(Array.from({ length: 30 }, () => attempt(id, 'ZZZZZZ', '203.0.113.50')));
    // Evaluated: the 4 that answer 'not valid' and the 5th, which starts the wait; the other 25 are refused unevaluated.
    expect(burst.filter((r) => r.status === 403)).toHaveLength(4);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(26);
    expect(await store.auditCount('accessCode.failed', { ip: '203.0.113.50' })).toBe(5);

    const spread = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`multi-process-guess-${i}`, 'ZZZZZZ', '203.0.113.51')));
    expect(spread.filter((r) => r.status === 403)).toHaveLength(19);
    expect(await store.auditCount('accessCode.failed', { ip: '203.0.113.51' })).toBe(20);

    // The guesser waits; whoever has the code, from another address, gets in (issue 25 §4).
    const right = await attempt(id, 'W3F9HD', '203.0.113.50');
    expect([right.status, right.body.error.message]).toEqual([429, 'Too many incorrect access codes. This invitation is locked for 15 minutes.']);
    expect((await attempt(id, 'W3F9HD', '203.0.113.52')).status).toBe(200);
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
    expect(await store.auditCount('agreement.signed', { entityId: ID })).toBe(1);
    // The refused signing removed the files it had stored: one signed PDF.
    expect(await store.agreementPdfs(WF_ORG)).toBe(1);
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
}
