import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';

const { newPage } = useBrowser();
const SUPER = 'superadmin@demo.pathcraft.test';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(SUPER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('link', { name: 'Users' }).first().waitFor();
}

/** Every API read the page asks for, by path and query. */
function apiReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/') && request.method() === 'GET') reads.push(url.pathname + url.search);
  });
  return reads;
}

describe("a console page's first reads start with its HTML (issue 29)", () => {
  it.each([
    { address: '/users?org=demo-workforce-org', ready: 'Search by name' },
    { address: '/', ready: 'Search classes' },
  ])('$address: the page takes the reads its shell started, and asks for none twice', async ({ address, ready }) => {
    const page = await newPage();
    const refused: string[] = [];
    page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
    await signIn(page);
    const reads = apiReads(page);
    await page.goto(address);
    await page.getByLabel(ready).waitFor();
    await page.getByRole('table').waitFor();
    await page.waitForLoadState('networkidle');
    // The shell's script ran (its hash allowed it) and the page took every read it started.
    expect(await page.evaluate(() => (window as { __pathcraftEarlyReads?: unknown[] }).__pathcraftEarlyReads)).toEqual(
      [],
    );
    expect(refused.filter((t) => t.includes('Content Security Policy'))).toEqual([]);
    expect(reads.filter((r) => r === '/v1/auth/me')).toHaveLength(1);
    const lists = reads.filter((r) => r.startsWith('/v1/external/') || r.startsWith('/v1/api/content/'));
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(new Set(lists).size).toBe(lists.length);
  });
});
