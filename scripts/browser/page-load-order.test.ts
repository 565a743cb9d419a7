import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser.ts';

/**
 * Issue 29: a hosted page asks for its data without waiting on another answer first. The
 * signed-in user's read is held until the page's list reads have been sent: a console page that
 * waited for it would never send them (each test then fails on its own, not on time).
 */
const { newPage } = useBrowser();
const SUPER = 'superadmin@demo.pathcraft.test';

/** Holds GET /v1/auth/me; `release` lets the held answers through. */
async function holdSignedInUser(page: Page) {
  const held: Route[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/v1/auth/me',
    async (route) => {
      held.push(route);
      await released;
      await route.continue();
    },
  );
  return { held, release };
}

/** The list reads the page sends (data API paths), while `/v1/auth/me` has not answered. */
function listReadsSent(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/v1\/(external\/supabase|api\/content)\//.test(pathname)) sent.push(pathname);
  });
  return sent;
}

describe('console pages read their lists beside the signed-in user', () => {
  it.each([
    ['/', ['/v1/api/content/courses', '/v1/external/supabase/organizations']],
    ['/users?role=teacher', ['/v1/external/supabase/users', '/v1/external/supabase/organizations']],
  ])('%s sends its list reads before /v1/auth/me has answered, then shows them', async (path, lists) => {
    const page = await newPage();
    await signIn(page, SUPER);
    await page.getByTestId('console-home').waitFor();
    const sent = listReadsSent(page);
    const me = await holdSignedInUser(page);
    await page.goto(path);
    // Whatever the order, both are asked while the user's read is held.
    await expect.poll(() => me.held.length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => lists.every((l) => sent.includes(l)), { timeout: 10_000 }).toBe(true);
    me.release();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    // One read each: the page took the answers it had asked for.
    for (const list of lists) expect(sent.filter((s) => s === list).length).toBe(1);
  });

  it('a signed-out visitor goes to the login without a list read', async () => {
    const page = await newPage();
    const sent = listReadsSent(page);
    await page.goto('/users');
    await page.waitForURL('**/login?**');
    expect(sent).toEqual([]);
  });
});

describe('public pages take their data with their code', () => {
  it("a public page's data read is the shell's preload, asked once", async () => {
    const page = await newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/public/pages/')) reads.push(request.resourceType());
    });
    await page.goto('/o/demo-community/page/demo-page-community');
    await page.getByRole('heading', { level: 1, name: 'Welcome to the Learning Commons' }).waitFor();
    // The preload (no fetch of the page's own): the page's fetch took the preloaded answer.
    expect(reads).toEqual(['other']);
  });

  it("a first visit to a gated page shows its link's code screen without loading code after the page's answer", async () => {
    const page = await newPage();
    let answered = false;
    const codeAfter: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/v1/public/pages/')) answered = true;
    });
    page.on('request', (request) => {
      if (answered && request.resourceType() === 'script') codeAfter.push(new URL(request.url()).pathname);
    });
    await page.goto('/o/demo-workforce/page/demo-page');
    await page.waitForURL('**/link/demo-link?nt=true');
    await page.getByRole('heading', { name: 'Access Code' }).waitFor();
    expect(codeAfter).toEqual([]);
  });

  it("a first visit to a gated page reads its link once, from the shell's preload", async () => {
    const page = await newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/public/page-links/')) reads.push(request.resourceType());
    });
    await page.goto('/o/demo-workforce/page/demo-page');
    await page.getByRole('heading', { name: 'Access Code' }).waitFor();
    // The preload ('other'), and no fetch of the link screen's own: it took the preloaded answer.
    expect(reads).toEqual(['other']);
  });
});
