import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgPoolOf } from '../../db/pg-pool.ts';
import { dashboards, materials, widgets } from '../../db/schema/index.ts';
import { statementsReachingPool } from '../../test/pool-statements.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

const PAGE = '/v1/public/pages/demo-page';
const LINK = '/v1/public/page-links';

describe('public pages and page links', () => {
  let t: TestApp;
  let token: string;
  const as: Record<string, string | null> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['owner', 'admin', 'teacher', 'student'] as const) {
      as[role] = emailOf(t, 'demo-workforce', role);
      as[`other ${role}`] = emailOf(t, 'demo-community', role);
    }
    const check = await t.call(
      'POST',
      '/v1/access/checkAccessCode',
      null,
      { id: 'demo-link', table: 'pageLinks', accessCode: 'L5C8VA' },
      {},
      '10.9.0.1',
    );
    token = check.body.accessToken;
  });
  afterAll(() => t.close());

  it('sends a visitor of a page behind a coded link to that link, and opens it with the verified code', async () => {
    const refused = await t.call('GET', PAGE, null, undefined, {}, '10.9.0.2');
    expect(refused.status).toBe(401);
    expect(refused.body.error.details).toEqual({ pageLinkId: 'demo-link' });
    const opened = await t.call(
      'GET',
      `${PAGE}?orgSlug=demo-workforce`,
      null,
      undefined,
      { 'x-access-token': token },
      '10.9.0.2',
    );
    expect(opened.status).toBe(200);
    const view = opened.body.item;
    expect(view.page).toEqual({
      id: 'demo-page',
      title: 'Maintenance Apprenticeship Resources',
      showOrgLogo: true,
      showTitle: true,
    });
    expect(view.organization).toMatchObject({ slug: 'demo-workforce', searchEnginesEnabled: true });
    expect(view.organization).not.toHaveProperty('billing');
    expect(view.canManage).toBe(false);
    expect(view.dashboard.activeLayout).toBe('layout1');
    const [zone1, zone2, zone3] = view.dashboard.zones;
    expect(zone1[0].links.map((l: { title: string }) => l.title)).toEqual([
      'Start your apprenticeship application',
      'PA CareerLink',
      'Apprenticeship.gov',
      'OSHA training resources',
    ]);
    // A visitor is unknown: no e-mail is appended.
    expect(zone1[0].links[0].url).toBe('/o/demo-workforce/courses/courseSlug/industrial-maintenance-fundamentals');
    const titles = zone2[0].materials.map((m: { title: string }) => m.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
    expect(zone3[0]).toMatchObject({ moduleType: 'ASSISTANT', integrationId: 'demo-assistant', display: 'chatBox' });
    expect(zone3[1].media[0]).toMatchObject({
      kind: 'iframe',
      src: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/),
    });
  });

  it('refuses a token of another link and a forged one', async () => {
    const other = await t.call(
      'POST',
      '/v1/access/checkAccessCode',
      null,
      { id: 'demo-link-careerlink', table: 'pageLinks', accessCode: 'AAAAAA' },
      {},
      '10.9.0.3',
    );
    expect(other.status).toBe(200); // a link without a code opens with any code
    expect(
      (await t.call('GET', PAGE, null, undefined, { 'x-access-token': other.body.accessToken }, '10.9.0.3')).status,
    ).toBe(401);
    expect((await t.call('GET', PAGE, null, undefined, { 'x-access-token': `${token}x` }, '10.9.0.3')).status).toBe(
      401,
    );
  });

  it.each([
    ['superAdmin', SUPER, 200, true],
    ['owner', 'owner', 200, true],
    ['admin', 'admin', 200, true],
    ['teacher', 'teacher', 200, true],
    ['student', 'student', 401, false],
    ['other org owner', 'other owner', 401, false],
    ['other org student', 'other student', 401, false],
  ])('%s: a page behind a code answers %s (staff manage their own pages)', async (_who, who, status, manage) => {
    const email = who === SUPER ? SUPER : as[who]!;
    const res = await t.call('GET', PAGE, email);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.item.canManage).toBe(manage);
  });

  it('appends the signed-in visitor e-mail to a card that asks for it', async () => {
    const res = await t.call('GET', PAGE, as.owner!);
    expect(res.body.item.dashboard.zones[0][0].links[0].url).toBe(
      `/o/demo-workforce/courses/courseSlug/industrial-maintenance-fundamentals?email=${encodeURIComponent(as.owner!)}`,
    );
  });

  it('reads the page, its organization and its dashboard in one statement, and the visitor only for a card that passes them on (PostgreSQL: each is a round trip)', async (test) => {
    const pool = pgPoolOf(t.deps.db);
    if (!pool) return test.skip();
    const statements = (path: string, email: string) =>
      statementsReachingPool(pool, async () => expect((await t.call('GET', path, email)).status).toBe(200));
    const reading = (seen: string[], table: string) => seen.filter((text) => text.includes(`from "${table}"`));
    const community = await statements('/v1/public/pages/demo-page-community', SUPER);
    expect(reading(community, 'pages')).toHaveLength(1);
    expect(reading(community, 'organizations')).toEqual([]);
    expect(reading(community, 'dashboards')).toEqual([]);
    expect(community.filter((text) => text.includes('"externalUserId"'))).toEqual([]);
    // demo-page's first card appends the visitor's e-mail.
    const withEmail = await statements(PAGE, as.owner!);
    expect(withEmail.filter((text) => text.includes('"externalUserId"'))).toHaveLength(1);
  });

  it.each([
    ['anonymous', null],
    ['a student of another organization', 'other student'],
    ['an API key', 'apiKey'],
  ])('shows an open page to %s, without drafts, other organizations records or hidden fields', async (_who, who) => {
    const caller =
      who === 'apiKey'
        ? { apiKey: (await t.call('POST', '/v1/api-keys', as['other admin']!, { name: 'Site' })).body.key as string }
        : who
          ? as[who]!
          : null;
    const res = await t.call('GET', '/v1/public/pages/demo-page-community?orgSlug=demo-community', caller);
    expect(res.status).toBe(200);
    const json = JSON.stringify(res.body);
    expect(json).not.toContain('accessCodeHash');
    expect(json).not.toContain('embedCode');
    expect(json).not.toContain('isDraft');
    expect(res.body.item.dashboard.zones[0][0].material.title).toMatch(/computer lab/);
  });

  it('keeps drafts and records of other organizations off a page that selects them', async () => {
    const zone2 = [
      {
        moduleType: 'MATERIALS_LIST' as const,
        selectedIds: ['demo-material-first-week', 'demo-material-apply', 'demo-material-lab'],
      },
      { moduleType: 'LINK_WIDGETS_LIST' as const, selectedIds: ['demo-widget-careerlink', 'demo-widget-cm-211'] },
      { moduleType: 'ASSISTANT' as const, selectedIds: ['demo-assistant'] },
    ];
    await t.db.update(dashboards).set({ zone2 }).where(eq(dashboards.id, 'demo-dashboard-community'));
    const res = await t.call('GET', '/v1/public/pages/demo-page-community', null);
    const [materials, links, assistant] = res.body.item.dashboard.zones[1];
    expect(materials.materials.map((m: { id: string }) => m.id)).toEqual(['demo-material-lab']);
    expect(links.links.map((l: { id: string }) => l.id)).toEqual(['demo-widget-cm-211']);
    expect(assistant.integrationId).toBeNull();
  });

  it('sanitizes material bodies and reduces embeds to safe sources', async () => {
    await t.db
      .update(materials)
      .set({
        body: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe></p>',
      })
      .where(eq(materials.id, 'demo-material-lab'));
    await t.db
      .update(widgets)
      .set({ embedCode: '<script>alert(1)</script><iframe src="http://insecure.test/v" height="200"></iframe>' })
      .where(eq(widgets.id, 'demo-widget-cm-map'));
    const res = await t.call('GET', '/v1/public/pages/demo-page-community', null);
    const body = res.body.item.dashboard.zones[0][0].material.body as string;
    // The one material sanitizer: only links that open a new tab need rel (noopener noreferrer).
    expect(body).toBe('<p>Hi<a>x</a></p>');
    expect(res.body.item.dashboard.zones[2][0].media).toEqual([]);
  });

  it.each([
    ['/v1/public/pages/no-such-page', 404, 'REDIRECT TO PAGE LINK ERROR (no page)'],
    ['/v1/public/pages/demo-page-community?orgSlug=demo-workforce', 404, 'REDIRECT TO PAGE LINK ERROR (no page)'],
  ])('%s answers %s %s', async (path, status, message) => {
    const res = await t.call('GET', path, null);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it('answers a page without a dashboard with dashboard null, and the empty page with every module empty', async () => {
    expect((await t.call('GET', '/v1/public/pages/demo-page-no-dashboard', null)).body.item.dashboard).toBeNull();
    const empty = (await t.call('GET', '/v1/public/pages/demo-page-empty', null)).body.item;
    expect(empty.dashboard.activeLayout).toBe('layout2');
    expect(empty.dashboard.zones.flat()).toEqual([
      { moduleType: 'LINK_WIDGETS_LIST', styling: 'box', display: null, links: [] },
      { moduleType: 'MATERIALS_LIST', styling: null, display: null, materials: [] },
      { moduleType: 'MATERIAL', styling: null, display: null, material: null },
      { moduleType: 'ASSISTANT', styling: null, display: 'chatBox', integrationId: null },
      { moduleType: 'EMBED_WIDGETS_LIST', styling: null, display: null, media: [] },
    ]);
  });

  it('hides a coded link url until its code was verified', async () => {
    const locked = await t.call('GET', `${LINK}/demo-link`, null);
    expect(locked.status).toBe(200);
    expect(locked.body.item).toMatchObject({
      id: 'demo-link',
      orgSlug: 'demo-workforce',
      pageId: 'demo-page',
      hasAccessCode: true,
      unlocked: false,
      url: null,
    });
    const open = await t.call('GET', `${LINK}/demo-link`, null, undefined, { 'x-access-token': token });
    expect(open.body.item.unlocked).toBe(true);
    const url = await t.call('GET', `${LINK}/demo-link-careerlink`, null);
    expect(url.body.item).toMatchObject({
      url: 'https://www.pacareerlink.pa.gov',
      unlocked: true,
      enablePageContent: false,
    });
    const inactive = await t.call('GET', `${LINK}/demo-link-inactive`, null);
    expect(inactive.body.item).toMatchObject({ inactive: true, url: null });
    const missing = await t.call('GET', `${LINK}/nope`, null);
    expect([missing.status, missing.body.error.message]).toEqual([404, 'No page found']);
  });

  it('answers the page-link lookup without any filter with Missing params, and hides the url from visitors', async () => {
    for (const who of [null, SUPER, as.owner!]) {
      const res = await t.call('GET', '/v1/api/content/pageLinks', who);
      expect([res.status, res.body.error?.message]).toEqual([400, 'Missing params']);
    }
    expect(
      (await t.call('GET', '/v1/api/content/pageLinks?f.pageId[eq]=demo-page', as.owner!)).body.items.map(
        (l: { id: string }) => l.id,
      ),
    ).toEqual(['demo-link']);
    expect((await t.call('GET', '/v1/api/content/pageLinks/demo-link-careerlink', null)).body.item).not.toHaveProperty(
      'url',
    );
  });

  it('limits anonymous reads per address', async () => {
    let last = 0;
    for (let i = 0; i < 301; i++)
      last = (await t.call('GET', `${LINK}/demo-link`, null, undefined, {}, '10.9.9.9')).status;
    expect(last).toBe(429);
  });
});
