import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_INFO_FIELDS } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatSessions, courses, users, wageSchedules } from '../db/schema/index.ts';
import { first } from '../db/first.ts';
import { loadOccupationDataIn } from '../features/occupations/load-occupation-data.ts';
import {
  PRIVATE_INFO,
  SAMPLES,
  REGISTER_LINK,
  type SampleRecords,
  type SampleRequest,
} from '../test/access-samples.ts';
import { createTestApp, SUPER, type TestApp } from '../test/harness.ts';
import { png } from '../test/png.ts';
import { ACCESS, accessMarkdown, CALLERS, type Caller } from './access-table.ts';

/**
 * The access matrix: every declared operation, called as each of the seven callers through the real
 * app, against the table in access-table.ts (docs/access.md). One app and one seeded database for all.
 */

const WF = 'demo-workforce-org';
const CM = 'demo-community-org';
const SITE = 'http://localhost:3000';
const CM_ADMIN = 'admin.community@demo.pathcraft.test';
const APPRENTICE_ID = 'demo-wf-student';
export const CALLER_EMAILS: Partial<Record<Caller, string>> = {
  superAdmin: SUPER,
  owner: 'owner.workforce@demo.pathcraft.test',
  admin: 'admin.workforce@demo.pathcraft.test',
  teacher: 'teacher.workforce@demo.pathcraft.test',
  student: 'student.workforce@demo.pathcraft.test',
};
const CALLER_IDS: Record<Caller, string> = {
  superAdmin: 'demo-superadmin',
  owner: 'demo-wf-owner',
  admin: 'demo-wf-admin',
  teacher: 'demo-wf-teacher',
  student: 'demo-wf-student',
  anonymous: 'demo-wf-student',
  apiKey: 'demo-wf-student',
};

let t: TestApp;
let apiKey: string;
let records: Omit<SampleRecords, 'me' | 'caller'>;
let declared: string[];
/** Operations whose declaration admits callers without credentials (OpenAPI security: none, or an empty alternative). */
let openToVisitors: Set<string>;

interface Answer {
  status: number;
  text: string;
}

/** A request as one caller: their bearer token or the API key, from an address of its own (rate limits count per address). */
async function send(
  caller: Caller,
  method: string,
  req: { path: string; body?: unknown; upload?: Record<string, string> },
  headers: Record<string, string> = {},
): Promise<Answer> {
  const h: Record<string, string> = { ...headers };
  const email = CALLER_EMAILS[caller];
  if (email) h.authorization = `Bearer ${await t.sign(email)}`;
  if (caller === 'apiKey') h['x-api-key'] = apiKey;
  let body: BodyInit | undefined;
  if (req.upload) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png(20, 20))], { type: 'image/png' }), 'matrix.png');
    body = form;
  } else if (req.body !== undefined) {
    h['content-type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const address = `10.77.${CALLERS.indexOf(caller)}.${Math.floor(Math.random() * 250) + 1}`;
  const res = await t.app.request(
    req.path,
    { method, headers: h, body },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return { status: res.status, text: await res.text() };
}

const allowed = (a: Answer) => a.status < 500 && a.status !== 401 && a.status !== 403;
const refused = (a: Answer) => a.status === 401 || a.status === 403 || a.status === 404;
/** A list that leaves out what is not the caller's: as good as a refusal. */
const emptyList = (a: Answer) => {
  if (a.status !== 200) return false;
  try {
    const items = (JSON.parse(a.text) as { items?: unknown[] }).items;
    return Array.isArray(items) && items.length === 0;
  } catch {
    return false;
  }
};

async function uploadAs(email: string, orgId: string, materialId: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png(20, 20))], { type: 'image/png' }), 'matrix.png');
  const res = await t.app.request(
    `/v1/external/aws/upload?organizationId=${orgId}&prefix=materials&parentId=${materialId}&fileExt=png`,
    { method: 'POST', headers: { authorization: `Bearer ${await t.sign(email)}` }, body: form },
  );
  if (res.status !== 201) throw new Error(`upload as ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

async function codeToken(table: string, id: string, accessCode: string): Promise<string> {
  const res = await t.call('POST', '/v1/access/checkAccessCode', null, { id, table, accessCode }, {}, '10.78.0.1');
  if (res.status !== 200) throw new Error(`code of ${id}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken;
}

beforeAll(async () => {
  t = await createTestApp();
  await loadOccupationDataIn(t.db);
  const admin = CALLER_EMAILS.admin!;
  apiKey = (await t.call('POST', '/v1/api-keys', admin, { name: 'Matrix caller' })).body.key;
  const key = async (as: string) => {
    const res = await t.call('POST', '/v1/api-keys', as, { name: 'Matrix spare' });
    if (res.status !== 201) throw new Error(`spare key: ${res.status}`);
    return res.body.item.id as string;
  };
  const invite = async (as: string) => {
    const res = await t.call('POST', '/v1/invites', as, {
      inviteType: 'register',
      email: `spare.${Math.random().toString(36).slice(2)}@example.test`,
      firstName: 'Spare',
      lastName: 'Invitee',
      registerLink: REGISTER_LINK,
    });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`spare invite: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.docId as string;
  };
  const base = (await first(
    t.db.select().from(wageSchedules).where(eq(wageSchedules.id, 'demo-wage-schedule-default')),
  ))!;
  const otherOrg = { orgId: CM, apprenticeshipId: null, employerProfileId: null };
  await t.db
    .insert(wageSchedules)
    .values([
      { ...base, ...otherOrg, id: 'matrix-cm-schedule' },
      { ...base, ...otherOrg, id: 'matrix-cm-spare-schedule' },
      ...CALLERS.map((caller) => ({ ...base, id: `matrix-spare-schedule-${caller}` })),
    ]);
  // A class of the other organization that is not public, open for enrollment.
  const openClass = (await first(t.db.select().from(courses).where(eq(courses.id, 'demo-course-financial-wellness'))))!;
  await t.db
    .insert(courses)
    .values({ ...openClass, id: 'matrix-cm-private-course', courseSlug: null, isPublic: false });
  const stamp = new Date().toISOString();
  const at = { orgId: CM, createdAt: stamp, updatedAt: stamp };
  await t.db.insert(chatSessions).values({ ...at, id: 'matrix-cm-session', title: 'Matrix' });
  await t.db
    .insert(chatMessages)
    .values({ ...at, id: 'matrix-cm-message', sessionId: 'matrix-cm-session', role: 'user', content: 'Hello' });
  const cmMaterial = await t.call('POST', '/v1/materials', CM_ADMIN, {
    organizationId: CM,
    title: 'Matrix draft notes',
    isDraft: true,
  });
  if (cmMaterial.status !== 201) throw new Error(`material: ${cmMaterial.status} ${JSON.stringify(cmMaterial.body)}`);
  const cmMaterialId = (cmMaterial.body.item?.id ?? cmMaterial.body.docId ?? cmMaterial.body.material?.id) as string;
  const started = await t.call(
    'POST',
    '/v1/assistant/sessions',
    null,
    { integrationId: 'demo-assistant' },
    { origin: SITE },
  );
  const chatToken = started.body.token as string;
  const message = await t.call(
    'POST',
    `/v1/assistant/sessions/${started.body.sessionId}/messages`,
    null,
    { content: 'What does the safety course cover?', contentTypes: ['resources'] },
    { origin: SITE, 'x-chat-token': chatToken },
  );
  const spare = {} as SampleRecords['spare'];
  const wfSpareFileUrl = {} as SampleRecords['wfSpareFileUrl'];
  for (const caller of CALLERS) {
    const student = CALLER_EMAILS.student!;
    const login = await t.call('POST', '/v1/auth/login', null, { email: student, password: 'pathcraft-demo' });
    const signIn = await t.call('POST', '/v1/auth/sign-in-token', student);
    spare[caller] = {
      invite: await invite(admin),
      key: await key(admin),
      schedule: `matrix-spare-schedule-${caller}`,
      refreshToken: login.body.refreshToken,
      signInToken: signIn.body.token,
    };
    wfSpareFileUrl[caller] = await uploadAs(admin, WF, 'demo-material-osha');
  }
  records = {
    spare,
    codes: {
      apprentice: await codeToken('invites', 'demo-invite-apprentice', 'K7P2QX'),
      employer: await codeToken('invites', 'demo-invite-employer', 'M4R8TZ'),
      workforce: await codeToken('invites', 'demo-invite-workforce', 'W3F9HD'),
      register: await codeToken('invites', 'demo-invite-register', 'R6N2JB'),
      page: await codeToken('pageLinks', 'demo-link', 'L5C8VA'),
    },
    visitorChat: {
      sessionId: started.body.sessionId,
      messageId: message.body.message.id,
      token: chatToken,
    },
    // A file of the organization nobody deletes: the read routes' record.
    wfFileUrl: await uploadAs(admin, WF, 'demo-material-osha'),
    wfSpareFileUrl,
    cmFileUrl: await uploadAs(CM_ADMIN, CM, cmMaterialId),
    cmMaterial: cmMaterialId,
    cmChat: { sessionId: 'matrix-cm-session', messageId: 'matrix-cm-message' },
    cmSpare: { invite: await invite(CM_ADMIN), key: await key(CM_ADMIN), schedule: 'matrix-cm-spare-schedule' },
    cmSchedule: 'matrix-cm-schedule',
    cmInvite: await invite(CM_ADMIN),
  };
  const doc = (await t.call('GET', '/v1/openapi.json', null)).body;
  const operations = Object.entries(doc.paths as Record<string, Record<string, { security?: object[] }>>).flatMap(
    ([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ op: `${method.toUpperCase()} ${path}`, security: op.security })),
  );
  declared = operations.map((o) => o.op);
  openToVisitors = new Set(
    operations.filter((o) => !o.security?.length || o.security.some((s) => !Object.keys(s).length)).map((o) => o.op),
  );
}, 120_000);
afterAll(() => t.close());

describe('the access table', () => {
  it('has a row and a sample request for every declared operation', () => {
    const withoutRow = declared.filter((op) => !ACCESS[op]);
    const withoutSample = declared.filter((op) => !SAMPLES[op]);
    expect(
      withoutRow,
      `Declared operations missing from server/src/http/access-table.ts (add a row: who may call it, on which records): ${withoutRow.join(', ')}`,
    ).toEqual([]);
    expect(
      withoutSample,
      `Declared operations without a sample request in server/src/test/access-samples.ts: ${withoutSample.join(', ')}`,
    ).toEqual([]);
  });

  it('names only declared operations', () => {
    const stale = [...Object.keys(ACCESS), ...Object.keys(SAMPLES)].filter((op) => !declared.includes(op));
    expect(stale, `Rows of operations the API no longer declares: ${stale.join(', ')}`).toEqual([]);
  });

  it('is what docs/access.md says', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../docs/access.md'), 'utf8');
    // The formatter pads the tables' cells; their content is what must match.
    const cells = (markdown: string) =>
      markdown
        .trim()
        .split('\n')
        .map((line) =>
          line.startsWith('|')
            ? line
                .split('|')
                .map((cell) => (/^\s*-+\s*$/.test(cell) ? '---' : cell.trim()))
                .join('|')
            : line,
        );
    expect(cells(doc), 'docs/access.md differs from the table: run `npx tsx scripts/access-doc.ts`').toEqual(
      cells(accessMarkdown()),
    );
  });
});

describe('every operation, as each caller', () => {
  const operations = Object.keys(SAMPLES);
  it.each(operations)('%s', async (op) => {
    const row = ACCESS[op];
    if (!row || !declared.includes(op)) return; // reported by 'the access table'
    const method = op.split(' ')[0]!;
    const wrong: string[] = [];
    const review: string[] = [];
    for (const caller of CALLERS) {
      const reach = row.reach[caller];
      const sample: SampleRequest = SAMPLES[op]!({ ...records, caller, me: CALLER_IDS[caller] });
      const headers = sample.headers ?? {};
      const check = (what: string, answer: Answer, ok: boolean) => {
        review.push(`${caller} ${what} ${answer.status}${answer.status >= 400 ? ` ${answer.text.slice(0, 70)}` : ''}`);
        if (answer.status >= 500 || !ok)
          wrong.push(`${caller} (${reach}) ${what}: ${answer.status} ${answer.text.slice(0, 160)}`);
      };
      if (reach === 'link' && sample.link) {
        const withoutCode = await send(caller, method, sample, headers);
        check('without the code', withoutCode, refused(withoutCode));
        const withCode = await send(caller, method, sample, { ...headers, ...sample.link });
        check('with the code', withCode, sample.codeRefused ? refused(withCode) : allowed(withCode));
      } else {
        const answer = await send(caller, method, sample, headers);
        const theirs = !((reach === 'named' || reach === 'own') && sample.notTheirs?.includes(caller));
        check(
          'on its record',
          answer,
          reach === '-' ? refused(answer) : theirs ? allowed(answer) : refused(answer) || emptyList(answer),
        );
      }
      if (caller === 'anonymous' && reach === '-' && !openToVisitors.has(op)) {
        // Refused before the input is read: without the query and with an empty body, still 401, 403 or 404.
        const bare = await send(
          caller,
          method,
          {
            path: sample.path.split('?')[0]!,
            body: sample.body === undefined && !sample.upload ? undefined : {},
          },
          headers,
        );
        check('before its input is read', bare, refused(bare));
      }
      if (sample.other) {
        const withLink = reach === 'link' && sample.link ? { ...headers, ...sample.link } : headers;
        const answer = await send(caller, method, { ...sample, ...sample.other }, withLink);
        const reachesOther = reach === 'any' || reach === 'open';
        check(
          'on another organization’s record',
          answer,
          reachesOther ? allowed(answer) : refused(answer) || emptyList(answer),
        );
      }
    }
    if (process.env.PATHCRAFT_ACCESS_REVIEW) console.log(op, review.join(' | '));
    expect(wrong, `${op} (${row.note ?? ''})`).toEqual([]);
  });
});

/** Every private field name with a value (not null, not empty) anywhere in a JSON answer, with its path. */
function privateValues(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => privateValues(item, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...((PRIVATE_INFO_FIELDS as readonly string[]).includes(key) &&
    inner !== null &&
    inner !== '' &&
    !(Array.isArray(inner) && !inner.length)
      ? [`${path}.${key}`]
      : []),
    ...privateValues(inner, `${path}.${key}`),
  ]);
}

describe('a teacher never receives a private field', () => {
  // The organization's own teacher, and a mentor: a teacher named on the apprenticeship as journeyworker.
  const TEACHERS = ['teacher.workforce@demo.pathcraft.test', 'tom.yablonski@demo.pathcraft.test'];
  const APPRENTICE = 'demo-wf-student';
  /** Reads of people, profiles, agreements, progress and compliance beyond the samples: the apprentice's records. */
  const PEOPLE_READS = [
    `/v1/userProfiles/${APPRENTICE}`,
    `/v1/users/${APPRENTICE}/details`,
    `/v1/users/${APPRENTICE}/account`,
    `/v1/users/by-id?userId=${APPRENTICE}`,
    `/v1/progress/apprenticeships/demo-apprenticeship-imm/apprentices/${APPRENTICE}`,
    '/v1/courses/demo-course-cnc/roster',
  ];

  /** Answers whose address fields are a place's (a training site, an instruction provider), and the API's own description. */
  const NOT_PEOPLE = [
    '/v1/openapi.json',
    '/v1/locations/validate',
    '/v1/api/content/locations',
    '/v1/api/content/instructionProviders',
  ];

  it.each(TEACHERS)('%s: every GET operation, every table of the data API, the apprentice’s records', async (email) => {
    const tables = Object.keys(
      ((await t.call('GET', '/v1/openapi.json', null)).body.paths['/v1/api/content/{table}'].get['x-tables'] ??
        {}) as Record<string, unknown>,
    );
    const paths = [
      ...declared
        .filter((op) => op.startsWith('GET ') && SAMPLES[op])
        // The records of the apprentice wherever a sample names the caller's own.
        .map((op) => SAMPLES[op]!({ ...records, caller: 'teacher', me: APPRENTICE }).path),
      ...tables.map((table) => `/v1/api/content/${table}?limit=100`),
      ...PEOPLE_READS,
    ];
    expect(tables.length).toBeGreaterThan(10);
    const seen: string[] = [];
    for (const path of paths.filter((p) => !NOT_PEOPLE.includes(p.split('?')[0]!))) {
      const res = await t.call('GET', path, email, undefined, { origin: SITE });
      if (res.status !== 200 || typeof res.body !== 'object') continue;
      seen.push(...privateValues(res.body).map((where) => `${path} ${where}`));
    }
    expect(seen).toEqual([]);
  });

  it('while an admin of the organization does see them (the scan finds what is there)', async () => {
    const res = await t.call('GET', `/v1/userProfiles/${APPRENTICE}`, CALLER_EMAILS.admin!);
    expect(privateValues(res.body).length).toBeGreaterThan(5);
  });
});

describe('nobody rewrites uid, role or orgId through a body', () => {
  const OTHER = 'demo-wf-learner-11';
  const identity = async (id: string) => {
    const row = (await first(
      t.db.select({ uid: users.uid, role: users.role, orgId: users.orgId }).from(users).where(eq(users.id, id)),
    ))!;
    return { ...row, role: [...(row.role ?? [])].sort() };
  };
  const forged = { uid: 'forged-uid', role: ['superAdmin'], orgId: CM };
  /** Every write route that takes a body of a user, a profile or an invitee, with the identity links added. */
  const writes = (id: string) =>
    [
      ['PUT', `/v1/users/${id}/details`, { firstName: 'Access', lastName: 'Matrix', ...forged }],
      ['PUT', `/v1/userProfiles/${id}`, { ...PRIVATE_INFO, ...forged, userId: OTHER }],
      ['PUT', '/v1/api/content/users', { id, ...forged }],
      ['PUT', '/v1/external/supabase/users', { id, ...forged }],
      ['PUT', '/v1/external/firebase/store/users', { id, ...forged }],
      ['PUT', '/v1/api/content/userProfiles', { id, userId: OTHER, orgId: CM }],
      ['PUT', `/v1/users/${id}/role`, { role: ['superAdmin'] }],
      ['PUT', `/v1/users/${id}/role`, { role: ['owner'] }],
    ] as const;

  it.each(['student', 'teacher', 'admin'] as const)('as %s, on themselves and on another member', async (caller) => {
    const email = CALLER_EMAILS[caller]!;
    for (const id of [CALLER_IDS[caller], OTHER]) {
      const before = await identity(id);
      const applied: string[] = [];
      for (const [method, path, body] of writes(id)) {
        const res = await t.call(method, path, email, body);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        const after = await identity(id);
        if (JSON.stringify(after) !== JSON.stringify(before))
          applied.push(`${method} ${path} → ${res.status} ${JSON.stringify(after)}`);
      }
      expect(applied, `identity of ${id} changed by ${caller}`).toEqual([]);
    }
  });

  it('an invitee cannot rewrite them through the invitation’s forms either', async () => {
    const before = await identity(APPRENTICE_ID);
    for (const [path, body] of [
      ['/v1/invites/demo-invite-apprentice/user/details', { firstName: 'Jasmine', lastName: 'Carter', ...forged }],
      ['/v1/invites/demo-invite-apprentice/user/privateInfo', { ...PRIVATE_INFO, ...forged }],
    ] as const) {
      const res = await t.call('PUT', path, null, body, { 'x-access-token': records.codes.apprentice });
      expect(res.status, path).toBeLessThan(500);
    }
    expect(await identity(APPRENTICE_ID)).toEqual(before);
  });

  it('and nobody creates a member above their own role or in another organization', async () => {
    for (const caller of ['teacher', 'admin'] as const) {
      const email = `forged.${caller}@example.test`;
      const res = await t.call('POST', '/v1/api/content/users', CALLER_EMAILS[caller]!, {
        name: 'Forged Member',
        email,
        ...forged,
      });
      expect(res.status).toBeLessThan(500);
      const created = await first(t.db.select().from(users).where(eq(users.email, email)));
      if (created) {
        expect(created.orgId).toBe(WF);
        expect(created.role).not.toContain('superAdmin');
        expect(created.uid).not.toBe('forged-uid');
      }
    }
  });
});

describe('progress follows the people the apprenticeship names (issue 27)', () => {
  const progressOf = (userId: string) => `/v1/progress/apprenticeships/demo-apprenticeship-imm/apprentices/${userId}`;
  it.each([
    ['the apprentice, their own', 'student.workforce@demo.pathcraft.test', APPRENTICE_ID, 200],
    ['a mentor (journeyworker of the program)', 'tom.yablonski@demo.pathcraft.test', APPRENTICE_ID, 200],
    ['the employer admin', 'karen.novak@demo.pathcraft.test', APPRENTICE_ID, 200],
    ['the sponsor organization’s admin', 'gloria.santos@demo.pathcraft.test', APPRENTICE_ID, 200],
    ['another apprentice of the program', 'student.workforce@demo.pathcraft.test', 'demo-wf-learner-04', 404],
    ['a teacher not named on it', 'teacher.workforce@demo.pathcraft.test', APPRENTICE_ID, 404],
    ['an admin of another organization', CM_ADMIN, APPRENTICE_ID, 404],
  ] as const)('%s', async (_who, email, userId, status) => {
    const res = await t.call('GET', progressOf(userId), email);
    expect(res.status === 403 && status === 404 ? 404 : res.status).toBe(status);
  });

  it('an apprentice never reviews a week, not even their own', async () => {
    const res = await t.call(
      'POST',
      `/v1/progress/logs/demo-log-${APPRENTICE_ID}-2026-11-09/review`,
      CALLER_EMAILS.student!,
      {
        decision: 'approve',
      },
    );
    expect([403, 404]).toContain(res.status);
  });
});
