import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from './harness.ts';
import { png, pngDataUrl } from './png.ts';
import { PUBLIC_URL, type Server } from './server-process.ts';

export { PUBLIC_URL, startServer, startServersInto, stopServers, type Server } from './server-process.ts';

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
    const res = await fetch(`${via.base}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
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
    const created = await call('POST', '/v1/external/supabase/resources', {
      as: ADMIN,
      via: a,
      body: { name, body: '<p>Written through process A.</p>' },
    });
    expect(created.status).toBe(201);
    const id = created.body.docId as string;
    for (const via of [b, c]) {
      const read = await call('GET', `/v1/external/supabase/resources?f.id[eq]=${id}`, { as: ADMIN, via });
      expect(read.body.items).toEqual([expect.objectContaining({ id, name, orgId: WF_ORG })]);
    }
    const changed = await call('PUT', '/v1/external/supabase/resources', {
      as: ADMIN,
      via: b,
      body: { id, name: `${name} (changed through B)` },
    });
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
    const res = await fetch(
      `${a.base}/v1/external/aws/upload?fileExt=png&prefix=user-content&organizationId=${WF_ORG}`,
      { method: 'POST', body: form, headers: { authorization: `Bearer ${await signIn(ADMIN)}` } },
    );
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
    const deleted = await call(
      'DELETE',
      `/v1/external/aws/delete-file?file=${encodeURIComponent(uploaded.url)}&organizationId=${WF_ORG}`,
      { as: ADMIN, via: c },
    );
    expect(deleted.status).toBe(200);
    expect((await fetch(`${a.base}${signedPath}`)).status).toBe(404);
  });

  it('counts parallel wrong codes one by one across the processes: one address gets exactly 5 on an invite and 20 in all', async () => {
    const id = 'demo-invite-workforce';
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const attempt = (docId: string, accessCode: string, ip: string) =>
      call('POST', '/v1/access/checkAccessCode', {
        headers: from(ip),
        body: { id: docId, table: 'invites', accessCode },
      });
    const burst = await Promise.all(Array.from({ length: 30 }, () => attempt(id, 'ZZZZZZ', '203.0.113.50')));
    // Evaluated: the 4 that answer 'not valid' and the 5th, which starts the wait; the other 25 are refused unevaluated.
    expect(burst.filter((r) => r.status === 403)).toHaveLength(4);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(26);
    expect(await store.auditCount('accessCode.failed', { ip: '203.0.113.50' })).toBe(5);

    const spread = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`multi-process-guess-${i}`, 'ZZZZZZ', '203.0.113.51')),
    );
    expect(spread.filter((r) => r.status === 403)).toHaveLength(19);
    expect(await store.auditCount('accessCode.failed', { ip: '203.0.113.51' })).toBe(20);

    // The guesser waits; whoever has the code, from another address, gets in (SECURITY.md, access-code limits).
    const right = await attempt(id, 'W3F9HD', '203.0.113.50');
    expect([right.status, right.body.error.message]).toEqual([
      429,
      'Too many incorrect access codes. This invitation is locked for 15 minutes.',
    ]);
    expect((await attempt(id, 'W3F9HD', '203.0.113.52')).status).toBe(200);
  });

  it('gives exactly one signature and a 409 to the others when every process signs the same agreement at the same moment', async () => {
    const [a] = servers as [Server, Server, Server];
    const ID = 'demo-apprentice-agreement';
    const verified = await call('POST', '/v1/access/checkAccessCode', {
      via: a,
      body: { id: 'demo-invite-apprentice', table: 'invites', accessCode: 'K7P2QX' },
    });
    expect(verified.status).toBe(200);
    const headers = { 'x-access-token': verified.body.accessToken as string };
    const signing = await Promise.all(
      servers.map((via) =>
        call('POST', `/v1/apprenticeAgreements/${ID}/sign`, { via, headers, body: { dataUrl: pngDataUrl() } }),
      ),
    );
    expect(signing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const refused of signing.filter((r) => r.status === 409))
      expect(refused.body.error.message).toBe('This agreement is signed and can no longer be changed.');
    expect(await store.auditCount('agreement.signed', { entityId: ID })).toBe(1);
    // The refused signing removed the files it had stored: one signed PDF.
    expect(await store.agreementPdfs(WF_ORG)).toBe(1);
    const read = await call('GET', `/v1/apprenticeAgreements/${ID}`, { via: a, headers });
    expect(read.body.item.agreement.signedAt).toBe(signing.find((r) => r.status === 200)!.body.item.agreement.signedAt);
  });

  it('counts parallel wrong passwords one by one across the processes: exactly 5 are checked, then the account is locked', async () => {
    const email = 'tom.yablonski@demo.pathcraft.test';
    const ip = '203.0.113.60';
    const signIn = (password: string, from: string) =>
      call('POST', '/v1/auth/login', { headers: { 'x-forwarded-for': from }, body: { email, password } });
    const burst = await Promise.all(Array.from({ length: 30 }, () => signIn('not-the-password-1', ip)));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(25);
    expect(await store.auditCount('auth.signIn.failed', { ip })).toBe(5);
    expect(await store.auditCount('auth.signIn.locked', { ip })).toBe(25);
    // Locked for everyone, the right password included.
    expect((await signIn(DEMO_PASSWORD, '203.0.113.61')).status).toBe(429);
  });

  it('keeps every enrolment when one user enrols in two classes through every process at once, each once', async () => {
    const learner = 'student.workforce@demo.pathcraft.test';
    const enrolments = [
      {
        classId: 'demo-course-cnc',
        externalRegisterClassId: 'MTT-101-S27',
        cohortId: 'demo-cohort-cnc-spring',
        eUnitIds: ['cnc-s27-lec'],
      },
      { classId: 'demo-course-osha10', cohortId: 'demo-cohort-osha-winter', eUnitIds: ['osha-day-1'] },
    ];
    await signIn(learner);
    const answers = await Promise.all(
      servers.flatMap((via) => enrolments.map((body) => call('POST', '/v1/enrollments', { as: learner, via, body }))),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const user = (await call('GET', '/v1/external/supabase/users?f.id[eq]=demo-wf-student', { as: ADMIN })).body
      .items[0];
    for (const id of ['demo-cohort-cnc-spring', 'demo-cohort-osha-winter'])
      expect(user.cohortIds.filter((c: string) => c === id)).toHaveLength(1);
    for (const id of ['cnc-s27-lec', 'osha-day-1'])
      expect(user.educationUnitIds.filter((u: string) => u === id)).toHaveLength(1);
  });

  it('creates one user when every process adds the same e-mail at once; the others are told it exists', async () => {
    const email = `same.person.${Date.now()}@example.org`;
    const adding = await Promise.all(
      servers.map((via, i) =>
        call('POST', '/v1/external/supabase/users', {
          as: ADMIN,
          via,
          body: { name: `Same Person ${i}`, email, orgId: WF_ORG },
        }),
      ),
    );
    expect(adding.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(
      (await call('GET', `/v1/external/supabase/users?f.email[eq]=${encodeURIComponent(email)}`, { as: ADMIN })).body
        .items,
    ).toHaveLength(1);
  });

  it('lets only one of two owners demote the other when both try at once: the rank rule sees the committed roles', async () => {
    const [owner, admin] = ['owner.community@demo.pathcraft.test', 'admin.community@demo.pathcraft.test'];
    const promoted = await call('PUT', '/v1/users/demo-cm-admin/role', {
      as: 'superadmin@demo.pathcraft.test',
      body: { role: ['owner'] },
    });
    expect(promoted.status).toBe(200);
    await Promise.all([signIn(owner), signIn(admin)]);
    const [a, b] = servers as [Server, Server, Server];
    const demoting = await Promise.all([
      call('PUT', '/v1/users/demo-cm-admin/role', { as: owner, via: a, body: { role: ['admin'] } }),
      call('PUT', '/v1/users/demo-cm-owner/role', { as: admin, via: b, body: { role: ['admin'] } }),
    ]);
    expect(demoting.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(demoting.find((r) => r.status === 403)!.body.error.message).toBe(
      "Only an owner can change this user's roles.",
    );
    const people = (
      await call('GET', '/v1/external/supabase/users?f.orgId[eq]=demo-community-org', {
        as: 'superadmin@demo.pathcraft.test',
      })
    ).body.items as { id: string; role: string[] }[];
    expect(
      people.filter((p) => ['demo-cm-owner', 'demo-cm-admin'].includes(p.id) && p.role.includes('owner')),
    ).toHaveLength(1);
  });

  it('leaves one default location when every process makes another location the default at once', async () => {
    const made = await Promise.all(
      servers.map((via, i) =>
        call('POST', '/v1/external/supabase/locations', {
          as: ADMIN,
          via,
          body: { orgId: WF_ORG, name: `Race location ${i} ${Date.now()}` },
        }),
      ),
    );
    const ids = made.map((r) => r.body.docId as string);
    const setting = await Promise.all(
      servers.map((via, i) =>
        call('PUT', '/v1/external/supabase/locations', { as: ADMIN, via, body: { id: ids[i], defaultLocation: true } }),
      ),
    );
    expect(setting.map((r) => r.status)).toEqual([200, 200, 200]);
    const defaults = (
      await call('GET', `/v1/external/supabase/locations?f.orgId[eq]=${WF_ORG}&f.defaultLocation[eq]=true`, {
        as: ADMIN,
      })
    ).body.items;
    expect(defaults).toHaveLength(1);
  });

  it('keeps a wage schedule within its rules when its entry wage and its periods change at once, and deletes it only with 2 or more periods', async () => {
    const schedule = (wageRates: { wageAmount: number; duration: number }[]) => ({
      apprenticeshipId: 'demo-apprenticeship-imm',
      title: `Race schedule ${Date.now()}`,
      entryWage: 28.5,
      wageRates,
    });
    const three = [
      { wageAmount: 13.4, duration: 667 },
      { wageAmount: 19.1, duration: 667 },
      { wageAmount: 24.8, duration: 666 },
    ];
    const created = await call('POST', '/v1/wageSchedules', { as: ADMIN, body: schedule(three) });
    expect(created.status).toBe(201);
    const id = created.body.docId as string;
    const [a, b, c] = servers as [Server, Server, Server];
    // Each is right alone; together the last period (27.0) would not stay below the entry wage (26.0).
    const changes = await Promise.all([
      call('PUT', `/v1/wageSchedules/${id}`, { as: ADMIN, via: a, body: { entryWage: 26 } }),
      call('PUT', `/v1/wageSchedules/${id}`, {
        as: ADMIN,
        via: b,
        body: {
          wageRates: [
            { wageAmount: 17, duration: 667 },
            { wageAmount: 21, duration: 667 },
            { wageAmount: 27, duration: 666 },
          ],
        },
      }),
    ]);
    expect(changes.map((r) => r.status).sort()).toEqual([200, 400]);
    const stored = (await call('GET', `/v1/wageSchedules/${id}`, { as: ADMIN, via: c })).body.item;
    expect(stored.wageRates.every((r: { wageAmount: number }) => r.wageAmount < stored.entryWage)).toBe(true);

    // Down to one period and deleted at once: one of them is refused, so no one-period schedule is deleted.
    const racing = await Promise.all([
      call('PUT', `/v1/wageSchedules/${id}`, {
        as: ADMIN,
        via: a,
        body: { wageRates: [{ wageAmount: 20, duration: 2000 }] },
      }),
      call('DELETE', `/v1/wageSchedules/${id}`, { as: ADMIN, via: b }),
    ]);
    expect([
      [200, 409],
      [404, 200],
    ]).toContainEqual(racing.map((r) => r.status));
  });

  it('answers from content created through another process, on every process', async () => {
    const [a, b, c] = servers as [Server, Server, Server];
    // Words no other content has: a process that kept their (zero) counts from before would find nothing.
    const question = 'What is Quillfeather Zorblatt?';
    const fact =
      'Quillfeather Zorblatt is the welding bay of Mon Valley Manufacturing; it closes at 4:15 pm on Fridays';
    const ask = (via: Server) =>
      call('POST', '/v1/api/content/chatEngine', { as: TEACHER, via, body: { prompt: question } });
    // Asked first everywhere: nothing is known yet (and each process has looked the words up).
    for (const via of [a, b, c]) expect((await ask(via)).body).not.toContain(fact);

    const created = await call('POST', '/v1/external/supabase/resources', {
      as: ADMIN,
      via: a,
      body: { name: 'Welding bay hours', body: `<p>${fact}, for the end-of-week cleaning.</p>` },
    });
    expect(created.status).toBe(201);
    for (const via of [a, b, c]) expect((await ask(via)).body).toContain(fact);
    const search = await call('POST', '/v1/api/content/vectorSearch', {
      as: TEACHER,
      via: b,
      body: { prompt: question },
    });
    expect(search.body.resourceIds).toContain(created.body.docId);
  });
}
