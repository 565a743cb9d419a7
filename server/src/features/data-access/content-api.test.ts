import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';

/** The API explorer's endpoints (docs/rules.md#content-api-and-explorer) with a real organization key, as an API developer calls them. */
let t: TestApp;
let key: { apiKey: string };
let otherKey: { apiKey: string };
let admin: string;

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

async function createKey(email: string) {
  const res = await t.call('POST', '/v1/api-keys', email, { name: 'Explorer test' });
  expect(res.status).toBe(201);
  return { apiKey: res.body.key as string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
  key = await createKey(admin);
  otherKey = await createKey(emailOf(t, 'demo-community', 'admin'));
});
afterAll(() => t.close());

describe('GET /v1/api/content/{resources,resourceGroups,documents} with x-api-key', () => {
  it('lists the key organization’s resources in name order with the paged shape', async () => {
    const res = await t.call('GET', '/v1/api/content/resources?limit=20&page=1', key);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['items', 'limit', 'page', 'rangeFrom', 'rangeTo', 'total']);
    expect(res.body.items.length).toBeGreaterThan(0);
    const orgId = (await t.userByEmail(admin)).orgId;
    expect(res.body.items.every((r: any) => r.orgId === orgId)).toBe(true);
    const names = res.body.items.map((r: any) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.body).toMatchObject({ limit: 20, page: 1, rangeFrom: 0, rangeTo: res.body.items.length - 1 });
  });

  it('filters resources by parent (eq, is, parentIds ov) and parent type', async () => {
    const byGroup = await t.call(
      'GET',
      '/v1/api/content/resources?f.parentId[eq]=demo-rg-training&f.parentType[eq]=resourceGroup',
      key,
    );
    expect(byGroup.status).toBe(200);
    expect(byGroup.body.items.length).toBeGreaterThan(0);
    expect(
      byGroup.body.items.every((r: any) => r.parentId === 'demo-rg-training' && r.parentType === 'resourceGroup'),
    ).toBe(true);
    const byGroups = await t.call(
      'GET',
      '/v1/api/content/resources?f.parentIds[ov]=demo-rg-training,demo-rg-apprenticeship',
      key,
    );
    expect(
      byGroups.body.items.every((r: any) => ['demo-rg-training', 'demo-rg-apprenticeship'].includes(r.parentId)),
    ).toBe(true);
    expect(byGroups.body.total).toBeGreaterThanOrEqual(byGroup.body.total);
    const orphans = await t.call('GET', '/v1/api/content/resources?f.parentId[is]=null', key);
    expect(orphans.status).toBe(200);
    expect(orphans.body.items.every((r: any) => r.parentId === null)).toBe(true);
  });

  it('lists resource groups in title order', async () => {
    const res = await t.call('GET', '/v1/api/content/resourceGroups', key);
    expect(res.status).toBe(200);
    expect(res.body.items.map((g: any) => g.title)).toEqual([
      'Maintenance Apprenticeship Guide',
      'Safety and Paying for Training',
    ]);
  });

  it('answers documents with rawText, id, refId, pageNumber and metadata, filtered by refId and selected', async () => {
    const res = await t.call(
      'GET',
      '/v1/api/content/documents?f.refId[in]=demo-resource-osha&select=rawText,refId,pageNumber,metadata&order=pageNumber',
      key,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((d: any) => [d.id, d.pageNumber])).toEqual([
      ['demo-doc-osha-1', 1],
      ['demo-doc-osha-2', 2],
    ]);
    expect(Object.keys(res.body.items[0]).sort()).toEqual(['id', 'metadata', 'pageNumber', 'rawText', 'refId']);
    expect(res.body.items[0].metadata).toEqual({ fileName: 'osha-10-safety-basics.pdf', pages: 2 });
    expect(res.body.items[0].rawText.length).toBeGreaterThan(100);
  });

  it('answers one document by id', async () => {
    const res = await t.call('GET', '/v1/api/content/documents?id=demo-doc-osha-2', key);
    expect(res.body.items.map((d: any) => d.id)).toEqual(['demo-doc-osha-2']);
  });

  it('never answers another organization’s rows, by id or by filter', async () => {
    expect((await t.call('GET', '/v1/api/content/documents?id=demo-doc-lab-1', key)).body).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await t.call('GET', '/v1/api/content/resourceGroups?id=demo-rg-commons', key)).body).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await t.call('GET', '/v1/api/content/resources?f.parentId[eq]=demo-rg-commons', key)).body).toMatchObject({
      items: [],
      total: 0,
    });
    const theirs = await t.call('GET', '/v1/api/content/resourceGroups', otherKey);
    expect(theirs.body.items.map((g: any) => g.id)).toEqual(['demo-rg-commons']);
  });

  it.each([
    ['no key', null, 401, 'Sign in to continue.'],
    ['a bad key', { apiKey: 'pk_not-a-real-key' }, 401, 'The API key is not valid.'],
  ])('refuses %s', async (_what, as, status, message) => {
    for (const table of ['resources', 'resourceGroups', 'documents']) {
      const res = await t.call('GET', `/v1/api/content/${table}`, as);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('refuses a revoked key', async () => {
    const created = await t.call('POST', '/v1/api-keys', admin, { name: 'Short-lived' });
    await t.call('DELETE', `/v1/api-keys/${created.body.item.id}`, admin);
    expect((await t.call('GET', '/v1/api/content/resources', { apiKey: created.body.key })).status).toBe(401);
  });

  it('refuses writes with a key', async () => {
    const res = await t.call('POST', '/v1/api/content/resources', key, { name: 'Sneaky' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('API keys can only read resources.');
  });

  it.each([
    ['page=0', "'page' must be a whole number from 1 to 1000000"],
    ['limit=abc', "'limit' must be a whole number from 1 to 1000000"],
    ['f.secret[eq]=1', "Unknown field 'secret' on resources"],
    ['f.name[nope]=1', "Unknown filter operator 'nope' (use one of eq, is, !is, ilike, gt, lt, in, ov, !ov)"],
  ])('answers 400 with the error shape for %s', async (query, message) => {
    const res = await t.call('GET', `/v1/api/content/resources?${query}`, key);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'bad_request', message } });
  });

  it('answers at most 3000 rows per page', async () => {
    const res = await t.call('GET', '/v1/api/content/documents?limit=5000', key);
    expect(res.body.limit).toBe(3000);
  });
});

describe('GET /v1/api/actions/create-public-url with x-api-key', () => {
  let url: string;
  let otherUrl: string;
  const upload = async (email: string) => {
    const orgId = (await t.userByEmail(email)).orgId!;
    const form = new FormData();
    form.set('file', new File([PNG], 'logo.png'));
    const res = await t.app.request(`/v1/external/aws/upload?fileExt=png&prefix=public&organizationId=${orgId}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await t.sign(email)}` },
    });
    return ((await res.json()) as { url: string }).url;
  };
  beforeAll(async () => {
    url = await upload(admin);
    otherUrl = await upload(emailOf(t, 'demo-community', 'admin'));
  });

  it('signs a link to the organization’s file for 3600 seconds by default, which then works without credentials', async () => {
    const before = Date.now();
    const res = await t.call('GET', `/v1/api/actions/create-public-url?url=${encodeURIComponent(url)}`, key);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^http:\/\/localhost:3000\/files\/public\/.+\?exp=\d+&sig=/);
    expect(Math.abs(Date.parse(res.body.expiresAt) - before - 3600_000)).toBeLessThan(5000);
    const file = await t.app.request(res.body.url.replace('http://localhost:3000', ''));
    expect(file.status).toBe(200);
  });

  it('takes expires in seconds', async () => {
    const res = await t.call('GET', `/v1/api/actions/create-public-url?url=${encodeURIComponent(url)}&expires=60`, key);
    expect(Math.abs(Date.parse(res.body.expiresAt) - Date.now() - 60_000)).toBeLessThan(5000);
  });

  it.each([
    [
      'another organization’s file',
      () => `url=${encodeURIComponent(otherUrl)}`,
      () => key,
      403,
      "You can only use your own organization's files.",
    ],
    ['no key', () => `url=${encodeURIComponent(url)}`, () => null, 401, 'Sign in to continue.'],
    [
      'a bad key',
      () => `url=${encodeURIComponent(url)}`,
      () => ({ apiKey: 'pk_wrong' }),
      401,
      'The API key is not valid.',
    ],
    ['no url', () => '', () => key, 400, 'url is required'],
    [
      'expires 0',
      () => `url=${encodeURIComponent(url)}&expires=0`,
      () => key,
      400,
      'expires: seconds from 1 to 604800',
    ],
  ])('refuses %s', async (_what, query, as, status, message) => {
    const res = await t.call('GET', `/v1/api/actions/create-public-url?${query()}`, as());
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.code).toBeTruthy();
  });
});
