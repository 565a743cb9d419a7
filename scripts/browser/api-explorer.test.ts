import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';

/**
 * The API explorer at /api (docs/rules.md#content-api-and-explorer) as an API developer uses it: a real key
 * created through the API for the demo workforce organization, each endpoint run from the page.
 */
const { newPage, baseUrl } = useBrowser();
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let apiKey: string;
let fileUrl: string;

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  const login = await api('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
  });
  const token = login.body.token as string;
  const created = await api('/v1/api-keys', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Explorer browser test' }),
  });
  expect(created.status).toBe(201);
  apiKey = created.body.key;
  const me = await api('/v1/auth/me', { token });
  const orgId = me.body.user?.orgId ?? me.body.orgId;
  const form = new FormData();
  form.set('file', new File([PNG], 'logo.png'));
  // An organization asset: an API key signs links to its organization's files, not to a person's own uploads.
  const uploaded = await api(`/v1/external/aws/upload?fileExt=png&prefix=public&organizationId=${orgId}`, {
    method: 'POST',
    token,
    body: form,
  });
  expect(uploaded.status).toBe(201);
  fileUrl = uploaded.body.url;
});

const responsePanel = (page: Page) => page.getByTestId('response-panel');

async function chooseAndRun(page: Page, endpoint: string, fields: Record<string, string> = {}) {
  await page.getByLabel('Endpoint', { exact: true }).selectOption({ label: `GET ${endpoint}` });
  for (const [name, value] of Object.entries(fields)) await page.getByLabel(name, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByTestId('response-status').waitFor();
}

describe('the API explorer', () => {
  it('runs each endpoint with a real key, with snippets that follow the fields', async () => {
    const page = await newPage();
    await page.goto('/api');
    await page.getByRole('heading', { level: 1, name: 'Pathcraft API' }).waitFor();
    await page.getByRole('tab', { name: 'Content' }).waitFor();
    await expect(page.title()).resolves.toBe('Pathcraft API');
    await expect(page.getByRole('tab', { name: 'Content' }).count()).resolves.toBe(1);
    await expect(page.getByRole('tab', { name: 'Actions' }).count()).resolves.toBe(1);
    await expectAccessible(page, 'the empty explorer');

    // Run needs a key and an endpoint.
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByText('Enter an API key and choose an endpoint to run a request.').waitFor();

    await page.getByLabel('API key').fill(apiKey);
    await chooseAndRun(page, '/v1/api/content/resources', { limit: '20' });
    expect(await page.getByTestId('response-status').textContent()).toMatch(/^Status 200 · \d+ ms$/);
    const resources = JSON.parse((await page.getByTestId('response-body').textContent())!);
    expect(resources.limit).toBe(20);
    expect(resources.items.length).toBeGreaterThan(0);
    expect(await page.getByTestId('fetch-snippet').textContent()).toContain(
      `fetch('${baseUrl}/v1/api/content/resources?limit=20'`,
    );
    expect(await page.getByTestId('curl-snippet').textContent()).toBe(
      `curl -H 'x-api-key: YOUR_API_KEY' '${baseUrl}/v1/api/content/resources?limit=20'`,
    );
    expect(await page.getByTestId('fetch-snippet').textContent()).not.toContain(apiKey);
    expect(await page.getByTestId('response-schema').textContent()).toContain('"rangeFrom"');
    await page.getByText('f.parentType[eq]=resourceGroup').first().waitFor();
    await expectAccessible(page, 'the explorer with an answer');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/api-explorer-desktop.png', fullPage: true });

    await chooseAndRun(page, '/v1/api/content/resourceGroups');
    expect(
      JSON.parse((await page.getByTestId('response-body').textContent())!).items.map((g: { title: string }) => g.title),
    ).toEqual(['Maintenance Apprenticeship Guide', 'Safety and Paying for Training']);

    await chooseAndRun(page, '/v1/api/content/documents', {
      'f.refId[in]': 'demo-resource-osha',
      select: 'rawText,refId,pageNumber,metadata',
      order: 'pageNumber',
    });
    const documents = JSON.parse((await page.getByTestId('response-body').textContent())!);
    expect(documents.items.map((d: { id: string }) => d.id)).toEqual(['demo-doc-osha-1', 'demo-doc-osha-2']);
    expect(Object.keys(documents.items[0]).sort()).toEqual(['id', 'metadata', 'pageNumber', 'rawText', 'refId']);

    // A limit under 20 is refused on the page, before any request.
    await page.getByLabel('limit', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByText('limit must be a whole number from 20 to 3000.').waitFor();

    await page.getByRole('tab', { name: 'Actions' }).click();
    await chooseAndRun(page, '/v1/api/actions/create-public-url', { url: fileUrl });
    expect(await page.getByTestId('response-status').textContent()).toMatch(/^Status 200/);
    const signed = JSON.parse((await page.getByTestId('response-body').textContent())!);
    expect(signed.url).toMatch(/\?exp=\d+&sig=/);
    expect((await fetch(signed.url.replace(/^https?:\/\/[^/]+/, baseUrl))).status).toBe(200);

    // The key survives a reload of the tab, not a new session.
    await page.reload();
    await page.getByRole('tab', { name: 'Content' }).waitFor();
    await expect(page.getByLabel('API key').inputValue()).resolves.toBe(apiKey);
    const fresh = await newPage();
    await fresh.goto('/api');
    await fresh.getByRole('tab', { name: 'Content' }).waitFor();
    await expect(fresh.getByLabel('API key').inputValue()).resolves.toBe('');
    await page.setViewportSize({ width: 375, height: 800 });
    await chooseAndRun(page, '/v1/api/content/resources', { limit: '20' });
    await page.screenshot({ path: '/tmp/api-explorer-375.png', fullPage: true });
  });

  it('shows the HTTP error texts for a bad key', async () => {
    const page = await newPage();
    await page.goto('/api');
    await page.getByRole('tab', { name: 'Content' }).waitFor();
    await page.getByLabel('API key').fill('pk_not-a-real-key');
    await chooseAndRun(page, '/v1/api/content/documents');
    await expect(responsePanel(page).getByText('HTTP error! status: 401', { exact: true }).count()).resolves.toBe(1);
    await expect(
      responsePanel(page).getByText('Error: The API key is not valid.', { exact: true }).count(),
    ).resolves.toBe(1);
    await expectAccessible(page, 'the explorer with an error');
  });

  it('renders the API reference from the same document', async () => {
    const page = await newPage();
    await page.goto('/api/reference');
    await page.getByRole('heading', { level: 1, name: 'Pathcraft API reference' }).waitFor();
    await page.getByRole('heading', { name: 'GET /v1/api/content/documents' }).waitFor();
    await page.getByRole('heading', { name: 'GET /v1/api/actions/create-public-url' }).waitFor();
    await expectAccessible(page, 'the API reference');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: '/tmp/api-reference-375.png' });
  });
});
