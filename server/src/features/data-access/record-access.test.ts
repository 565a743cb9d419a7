import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAccounts,
  courses,
  dashboards,
  documents,
  materials,
  resources,
  users,
  widgets,
} from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

/**
 * Access by record (issue 24): who may read what, route by route, for every kind of caller.
 * Through the real app, on SQLite and (PATHCRAFT_TEST_PG_URL) PostgreSQL.
 */

const WF = 'demo-workforce-org';
const SITE = 'http://localhost:3000';
const CALLERS = [
  'superAdmin',
  'owner',
  'admin',
  'teacher',
  'student',
  'other organization',
  'anonymous',
  'anonymous with the code',
  'API key',
] as const;
type Caller = (typeof CALLERS)[number];
const STAFF: readonly Caller[] = ['superAdmin', 'owner', 'admin', 'teacher'];

let t: TestApp;
let apiKey: string;
let codeToken: string;
const emails = {} as Record<Caller, string>;

beforeAll(async () => {
  t = await createTestApp();
  emails.superAdmin = SUPER;
  for (const role of ['owner', 'admin', 'teacher', 'student'] as const)
    emails[role] = emailOf(t, 'demo-workforce', role);
  emails['other organization'] = emailOf(t, 'demo-community', 'admin');
  apiKey = (await t.call('POST', '/v1/api-keys', emails.admin, { name: 'Record access' })).body.key;
  codeToken = (
    await t.call(
      'POST',
      '/v1/access/checkAccessCode',
      null,
      { id: 'demo-link', table: 'pageLinks', accessCode: 'L5C8VA' },
      {},
      '10.24.0.1',
    )
  ).body.accessToken;
});
afterAll(() => t.close());

/** A request as one of the callers; the code's token travels as x-access-token. */
function callAs(caller: Caller, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  if (caller === 'API key') return t.call(method, path, { apiKey }, body, headers);
  if (caller === 'anonymous') return t.call(method, path, null, body, headers, '10.24.0.2');
  if (caller === 'anonymous with the code')
    return t.call(method, path, null, body, { ...headers, 'x-access-token': codeToken }, '10.24.0.3');
  return t.call(method, path, emails[caller], body, headers);
}

describe('content behind a page link’s access code', () => {
  // demo-page sits behind demo-link (code L5C8VA); everything on its dashboard is on no open page.
  // Beside the seeded records: a material with words of its own (so the assistant's answer can be
  // told apart from the resource it belongs to), a document of it, and open twins on no page.
  const GATED = {
    pages: 'demo-page',
    dashboards: 'demo-dashboard',
    widgets: 'demo-widget-careerlink',
    materials: 'gate-material',
    documents: 'gate-document',
  } as const;
  const OPEN = { widgets: 'open-widget', materials: 'open-material', documents: 'open-document' } as const;
  /** Words only one record holds, so the assistant's sources tell which record answered. */
  const WORDS: Record<string, string> = {
    [GATED.materials]: 'zephyrine quokkaline calibration',
    [GATED.documents]: 'xylocarpic ombrellino ledger',
    [OPEN.materials]: 'marzipanic trelliswork calibration',
    [OPEN.documents]: 'glockenspiel tamarind ledger',
  };

  beforeAll(async () => {
    const stamp = new Date().toISOString();
    const at = { orgId: WF, createdAt: stamp, updatedAt: stamp };
    // Each material under a resource of its own (in a group the assistant offers), so a source names one record.
    const resource = (id: string) => ({
      ...at,
      id: `${id}-resource`,
      name: `Binder ${id}`,
      body: '<p>Binder.</p>',
      parentId: 'demo-rg-training',
      parentType: 'resourceGroup',
    });
    const material = (id: string, words: string) => ({
      ...at,
      id,
      title: `Notes ${id}`,
      body: `<p>The ${words} procedure, step by step.</p>`,
      userId: 'demo-wf-admin',
      resourceId: `${id}-resource`,
    });
    const gatedHolder = `${GATED.documents}-holder`;
    const openHolder = `${OPEN.documents}-holder`;
    await t.db.insert(resources).values([GATED.materials, gatedHolder, OPEN.materials, openHolder].map(resource));
    await t.db
      .insert(materials)
      .values([
        material(GATED.materials, WORDS[GATED.materials]!),
        material(gatedHolder, 'binder'),
        material(OPEN.materials, WORDS[OPEN.materials]!),
        material(openHolder, 'binder'),
      ]);
    await t.db.insert(documents).values([
      {
        ...at,
        id: GATED.documents,
        refId: gatedHolder,
        title: 'Handout',
        rawText: `Handout: ${WORDS[GATED.documents]} checklist.`,
        pageNumber: 1,
      },
      {
        ...at,
        id: OPEN.documents,
        refId: openHolder,
        title: 'Handout',
        rawText: `Handout: ${WORDS[OPEN.documents]} checklist.`,
        pageNumber: 1,
      },
    ]);
    await t.db
      .insert(widgets)
      .values({ ...at, id: OPEN.widgets, type: 'link', title: 'Open card', url: 'https://www.example.org' });
    // The gated material and the gated document's material are on the coded page only.
    const dashboard = (await first(t.db.select().from(dashboards).where(eq(dashboards.id, GATED.dashboards))))!;
    const zone2 = (dashboard.zone2 ?? []).map((m) =>
      m.moduleType === 'MATERIALS_LIST'
        ? { ...m, selectedIds: [...(m.selectedIds ?? []), GATED.materials, gatedHolder] }
        : m,
    );
    await t.db.update(dashboards).set({ zone2 }).where(eq(dashboards.id, GATED.dashboards));
  });

  type Table = keyof typeof GATED;
  /** Each route that serves records by id, and whether its answer holds the record. */
  const ROUTES: Record<
    string,
    { tables: readonly Table[]; read: (caller: Caller, table: Table, id: string) => Promise<boolean> }
  > = {
    'content API': {
      tables: ['pages', 'dashboards', 'widgets', 'materials', 'documents'],
      read: async (caller, table, id) => {
        const res = await callAs(caller, 'GET', `/v1/api/content/${table}/${id}`);
        return res.status === 200 && res.body.item.id === id;
      },
    },
    'data API': {
      tables: ['pages', 'dashboards', 'widgets', 'materials', 'documents'],
      read: async (caller, table, id) => {
        const res = await callAs(caller, 'GET', `/v1/external/supabase/${table}?id=${id}`);
        return res.status === 200 && res.body.items.some((r: { id: string }) => r.id === id);
      },
    },
    'data API list': {
      tables: ['widgets', 'materials', 'documents'],
      read: async (caller, table, id) => {
        const res = await callAs(caller, 'GET', `/v1/external/supabase/${table}?limit=3000&select=id`);
        return res.status === 200 && res.body.items.some((r: { id: string }) => r.id === id);
      },
    },
    'firebase-store': {
      tables: ['pages', 'dashboards', 'widgets', 'materials', 'documents'],
      read: async (caller, table, id) => {
        const res = await callAs(caller, 'GET', `/v1/external/firebase/store/${table}?id=${id}`);
        return res.status === 200 && res.body.item.id === id;
      },
    },
    'firebase-store entries': {
      tables: ['pages', 'dashboards', 'widgets', 'materials', 'documents'],
      read: async (caller, table, id) => {
        const res = await callAs(caller, 'GET', `/v1/external/firebase/store/entries/${table}?ids=${id}`);
        return res.status === 200 && res.body.items.some((r: { id: string }) => r.id === id);
      },
    },
    'public page': {
      tables: ['pages'],
      read: async (caller, _table, id) => {
        const res = await callAs(caller, 'GET', `/v1/public/pages/${id}`);
        return res.status === 200 && res.body.item.page.id === id;
      },
    },
    'material reader': {
      tables: ['materials'],
      read: async (caller, _table, id) => {
        const res = await callAs(caller, 'GET', `/v1/materials/${id}`);
        return res.status === 200 && res.body.material.id === id;
      },
    },
    'assistant sources': {
      tables: ['materials', 'documents'],
      read: async (caller, table, id) => {
        const search = {
          prompt: `${WORDS[id]} procedure checklist`,
          contentTypes: ['resources'],
          threshold: 0.1,
          count: 50,
        };
        const visitor = caller === 'anonymous' || caller === 'anonymous with the code';
        const started = visitor
          ? await t.call(
              'POST',
              '/v1/assistant/sessions',
              null,
              { integrationId: 'demo-assistant' },
              { origin: SITE },
              '10.24.1.1',
            )
          : null;
        const res = started
          ? await t.call(
              'POST',
              '/v1/api/content/vectorSearch',
              null,
              { ...search, integrationId: 'demo-assistant' },
              { origin: SITE, 'x-chat-token': started.body.token },
              '10.24.1.1',
            )
          : await callAs(caller, 'POST', '/v1/api/content/vectorSearch', { ...search, orgId: WF });
        if (res.status !== 200) return false;
        // A material's passage names it; a document's comes under its material's resource.
        const sources = res.body.sources as { id: string; materialId?: string }[];
        return table === 'materials'
          ? sources.some((s) => s.materialId === id)
          : sources.some((s) => s.id === `${id}-holder-resource`);
      },
    },
  };

  /** Staff see their own organization's content; a verified code opens what its page shows, on the routes visitors use. */
  function served(caller: Caller, route: string, table: Table, gated: boolean): boolean {
    if (STAFF.includes(caller)) return true;
    const publicRoute = route === 'public page' || route === 'material reader';
    if (caller === 'other organization' && !publicRoute) return false;
    // The assistant's visitors: its open sources; a page's code does not reach the assistant.
    if (route === 'assistant sources') return !gated;
    if (caller === 'anonymous' || caller === 'anonymous with the code' || caller === 'other organization') {
      // Visitors read records by id, and no documents.
      if (table === 'documents' || route === 'data API list') return false;
      return !gated || caller === 'anonymous with the code';
    }
    // Students and API keys: their organization's open records (keys read no pages or dashboards).
    if (caller === 'API key' && (table === 'pages' || table === 'dashboards')) return false;
    return !gated;
  }

  const cases = Object.entries(ROUTES).flatMap(([route, { tables }]) =>
    tables.flatMap((table) =>
      CALLERS.flatMap((caller) => [
        [route, table, 'behind the code', caller, served(caller, route, table, true)] as const,
        ...(table in OPEN ? [[route, table, 'open', caller, served(caller, route, table, false)] as const] : []),
      ]),
    ),
  );

  it.each(cases)('%s, %s %s, as %s: served %s', async (route, table, which, caller, expected) => {
    const id = which === 'open' ? OPEN[table as keyof typeof OPEN] : GATED[table];
    expect(await ROUTES[route]!.read(caller, table, id)).toBe(expected);
  });

  it("a gated material's files are signed and read (buffer) only for those who see the material", async () => {
    const form = new FormData();
    form.set(
      'file',
      new File(
        [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])],
        'a.png',
      ),
    );
    const uploaded = await t.app.request(
      `/v1/external/aws/upload?organizationId=${WF}&prefix=materials&parentId=${GATED.materials}`,
      { method: 'POST', body: form, headers: { authorization: `Bearer ${await t.sign(emails.admin)}` } },
    );
    expect(uploaded.status).toBe(201);
    const url = encodeURIComponent(((await uploaded.json()) as { url: string }).url);
    for (const caller of CALLERS) {
      const signed = await callAs(caller, 'GET', `/v1/actions/create-public-url?url=${url}`);
      const buffer = await callAs(caller, 'GET', `/v1/external/aws/buffer?url=${url}`);
      // Visitors who passed the code read the material, and its files, through the material reader.
      expect([caller, signed.status === 200, buffer.status === 200]).toEqual([
        caller,
        STAFF.includes(caller),
        STAFF.includes(caller),
      ]);
    }
  });
});

describe('user records follow rank', () => {
  const RANKS = ['superAdmin', 'owner', 'admin', 'teacher', 'student'] as const;
  type Rank = (typeof RANKS)[number];
  let made = 0;
  /** A fresh person of the organization with a sign-in account, so one case's change never touches another's. */
  async function person(rank: Rank) {
    const n = ++made;
    const stamp = new Date().toISOString();
    const id = `rank-${rank}-${n}`;
    await t.db.insert(authAccounts).values({
      id: `acct-${id}`,
      email: `${id}@demo.pathcraft.test`,
      passwordHash: null,
      emailVerifiedAt: stamp,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await t.db.insert(users).values({
      id,
      uid: `acct-${id}`,
      orgId: WF,
      name: `Person ${n}`,
      firstName: 'Person',
      lastName: String(n),
      email: `${id}@demo.pathcraft.test`,
      role: [rank],
      createdAt: stamp,
      updatedAt: stamp,
    });
    return id;
  }
  const stateOf = async (id: string) => {
    const user = (await first(t.db.select().from(users).where(eq(users.id, id))))!;
    const account = (await first(
      t.db.select({ disabled: authAccounts.disabled }).from(authAccounts).where(eq(authAccounts.id, user.uid!)),
    ))!;
    return {
      email: user.email,
      courseReadOnly: user.courseReadOnly,
      firstName: user.firstName,
      courseIds: user.courseIds,
      disabled: account.disabled,
    };
  };

  const ROUTES: Record<string, (caller: Caller, id: string) => ReturnType<typeof callAs>> = {
    'data API edit (e-mail, courseReadOnly)': (caller, id) =>
      callAs(caller, 'PUT', '/v1/external/supabase/users', {
        id,
        email: `moved-${id}@outside.example`,
        courseReadOnly: true,
      }),
    'firebase-store edit': (caller, id) =>
      callAs(caller, 'PUT', '/v1/external/firebase/store/users', { id, email: `moved-${id}@outside.example` }),
    'personal details': (caller, id) =>
      callAs(caller, 'PUT', `/v1/users/${id}/details`, { firstName: 'Changed', lastName: 'Person' }),
    'records lists': (caller, id) => callAs(caller, 'POST', '/v1/users/lists', { id, courseIds: ['demo-course-imm'] }),
    deactivate: (caller, id) => callAs(caller, 'POST', `/v1/users/${id}/deactivate`),
  };
  const RANK_OF: Partial<Record<Caller, number>> = { superAdmin: 0, owner: 1, admin: 2 };
  /** Owners and admins change the people of their organization ranked at most their own; the super admin anyone. */
  const allowed = (caller: Caller, target: Rank) =>
    RANK_OF[caller] !== undefined && (caller === 'superAdmin' || RANKS.indexOf(target) >= RANK_OF[caller]!);

  const cases = Object.keys(ROUTES).flatMap((route) =>
    CALLERS.filter((c) => c !== 'anonymous with the code').flatMap((caller) =>
      RANKS.map((target) => [route, caller, target, allowed(caller, target)] as const),
    ),
  );

  it.each(cases)('%s, by %s, of a %s: allowed %s', async (route, caller, target, expected) => {
    const id = await person(target);
    const before = await stateOf(id);
    const res = await ROUTES[route]!(caller, id);
    if (expected) {
      expect(res.status).toBe(200);
      expect(await stateOf(id)).not.toEqual(before);
    } else {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      // Outranked owners and admins are told who may; nothing changed.
      if (caller === 'owner' || caller === 'admin')
        expect([res.status, res.body.error.message]).toEqual([
          403,
          expect.stringMatching(/^Only (an owner|a super admin) can (change|deactivate) this user\.$/),
        ]);
      expect(await stateOf(id)).toEqual(before);
    }
  });
});

describe('a course shared with another organization', () => {
  const SHARED = 'shared-course';
  beforeAll(async () => {
    const stamp = new Date().toISOString();
    await t.db.insert(courses).values({
      id: SHARED,
      orgId: WF,
      orgIds: ['demo-community-org'],
      title: 'Shared safety course',
      createdAt: stamp,
      updatedAt: stamp,
    });
  });
  const titleOf = async () =>
    (await first(t.db.select({ title: courses.title }).from(courses).where(eq(courses.id, SHARED))))?.title;

  it.each([
    ['superAdmin', true],
    ['owner', true],
    ['admin', true],
    ['teacher', true],
    ['other organization', false],
  ] as const)('%s: reads it, changes and deletes it %s', async (caller, writes) => {
    const read = await callAs(caller, 'GET', `/v1/api/content/courses/${SHARED}`);
    expect([read.status, read.body.item?.id]).toEqual([200, SHARED]);
    const before = await titleOf();
    const put = await callAs(caller, 'PUT', '/v1/external/firebase/store/courses', {
      id: SHARED,
      title: `Renamed by ${caller}`,
    });
    expect(put.status).toBe(writes ? 200 : 404);
    expect(await titleOf()).toBe(writes ? `Renamed by ${caller}` : before);
  });

  it('the organization it is shared with can’t delete it (its owner neither); its own admin can', async () => {
    expect(
      (await callAs('other organization', 'DELETE', `/v1/external/firebase/store/courses?id=${SHARED}`)).status,
    ).toBe(404);
    expect(await titleOf()).toBeDefined();
    expect(
      (
        await t.call(
          'DELETE',
          `/v1/external/firebase/store/courses?id=${SHARED}`,
          emailOf(t, 'demo-community', 'owner'),
        )
      ).status,
    ).toBe(404);
    expect((await callAs('admin', 'DELETE', `/v1/external/firebase/store/courses?id=${SHARED}`)).status).toBe(200);
    expect(await titleOf()).toBeUndefined();
  });
});

describe('a public course publishes only its own staff, and stores its description sanitized', () => {
  const COURSE = 'instructor-course';
  const listed = {
    teacher: 'demo-wf-journey-1',
    student: 'demo-wf-student',
    'other organization student': '',
    superAdmin: 'demo-superadmin',
  };
  beforeAll(async () => {
    listed['other organization student'] = (await t.userByEmail(emailOf(t, 'demo-community', 'student'))).id;
    const stamp = new Date().toISOString();
    await t.db.insert(courses).values({
      id: COURSE,
      orgId: WF,
      title: 'Instructor check',
      courseSlug: 'instructor-check',
      isPublic: true,
      teacherIds: Object.values(listed),
      createdAt: stamp,
      updatedAt: stamp,
    });
  });

  it.each([
    ['teacher', true],
    ['student', false],
    ['other organization student', false],
    ['superAdmin', false],
  ] as const)('listing a %s in teacherIds makes their profile public: %s', async (who, shown) => {
    const id = listed[who];
    const profile = await t.call('GET', `/v1/api/content/users/${id}`, null);
    expect(profile.status).toBe(shown ? 200 : 404);
    const page = await t.call('GET', '/v1/public/orgs/demo-workforce/courses/courseSlug/instructor-check', null);
    expect(page.status).toBe(200);
    expect(page.body.instructors.some((i: { id: string }) => i.id === id)).toBe(shown);
  });

  it.each([
    ['POST', '/v1/external/supabase/courses'],
    ['POST', '/v1/external/firebase/store/courses'],
    ['PUT', '/v1/external/supabase/courses'],
  ])('%s %s stores the description sanitized', async (method, path) => {
    const description =
      '<p onclick="steal()">Welcome<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a></p>';
    const body = method === 'PUT' ? { id: COURSE, description } : { title: 'Sanitized', description };
    const res = await callAs('admin', method, path, body);
    expect(res.status).toBe(method === 'PUT' ? 200 : 201);
    const id = res.body.item.id as string;
    const stored = (await first(
      t.db.select({ description: courses.description }).from(courses).where(eq(courses.id, id)),
    ))!.description!;
    expect(stored).toBe('<p>Welcome<a>go</a></p>');
  });
});
