import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';

const { newPage, baseUrl } = useBrowser();

/** A browser the server has not seen today: it counts a visitor's first visit of a record a day as unique (issue 24 #18). */
const newVisitorAgent = () => `Mozilla/5.0 (X11; Linux x86_64) PathcraftTestVisitor/${randomUUID()}`;

/** Visits of one page or link so far, as the console's chart reads them (super admin). */
async function visitsOf(page: Page, refId: string): Promise<{ visits: number; unique: number }> {
  const login = await page.request.post('/v1/auth/login', {
    data: { email: 'superadmin@demo.pathcraft.test', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await page.request.get('/v1/analytics/visits?days=1', { headers: { authorization: `Bearer ${token}` } });
  const { items } = (await res.json()) as { items: { refId: string; visits: number; unique: number }[] };
  const s = items.find((i) => i.refId === refId);
  return { visits: s?.visits ?? 0, unique: s?.unique ?? 0 };
}

describe('public pages and page links, as a visitor', () => {
  it('sends a visitor of a protected page to its link, refuses a wrong code, opens the page with the right one once per session, and counts the visits', async () => {
    const page = await newPage({ userAgent: newVisitorAgent() });
    const before = { page: await visitsOf(page, 'demo-page'), link: await visitsOf(page, 'demo-link') };
    await page.goto('/o/demo-workforce/page/demo-page');
    await page.waitForURL('**/link/demo-link?nt=true');
    await page.getByRole('heading', { name: 'Access Code' }).waitFor();
    expect(await page.getByText('Enter access code to continue.').isVisible()).toBe(true);
    await expectAccessible(page);
    const input = page.getByRole('textbox', { name: 'Access code' });
    // A 6-character entry: a seventh is not taken (the value is cut, not the paste, see invite-forms-walk).
    await input.pressSequentially('ABCDEFG');
    expect(await input.inputValue()).toBe('ABCDEF');
    const go = page.getByRole('button', { name: 'Continue' });
    await input.fill('AAAAA');
    expect(await go.isDisabled()).toBe(true);
    await input.fill('AAAAAA');
    await go.click();
    await page.getByText('The access code is not valid for this page.').waitFor();
    await input.fill('l5c8va');
    await go.click();
    await page.waitForURL('**/o/demo-workforce/page/demo-page');
    await page.getByRole('heading', { level: 1, name: 'Maintenance Apprenticeship Resources' }).waitFor();
    expect(await page.title()).toBe('Maintenance Apprenticeship Resources | Three Rivers Workforce Partnership');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    await page.locator('pathcraft-assistant[state="ready"]').waitFor();
    await expectAccessible(page);

    // The link came with ?nt=true: only the page's visit counts, as the session's first (unique).
    await expect
      .poll(() => visitsOf(page, 'demo-page'))
      .toEqual({ visits: before.page.visits + 1, unique: before.page.unique + 1 });
    expect(await visitsOf(page, 'demo-link')).toEqual(before.link);

    // Same session: the code is not asked again; the second visit is not unique.
    await page.goto('/link/demo-link');
    await page.waitForURL('**/o/demo-workforce/page/demo-page');
    await page.getByRole('button', { name: 'OPEN: How to apply for the maintenance apprenticeship' }).waitFor();
    await expect
      .poll(() => visitsOf(page, 'demo-page'))
      .toEqual({ visits: before.page.visits + 2, unique: before.page.unique + 1 });
    await expect
      .poll(() => visitsOf(page, 'demo-link'))
      .toEqual({ visits: before.link.visits + 1, unique: before.link.unique + 1 });

    // OPEN shows the material; GO follows a card's link in its target.
    await page.getByRole('button', { name: 'OPEN: How to apply for the maintenance apprenticeship' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to apply for the maintenance apprenticeship' });
    await dialog.waitFor();
    expect((await dialog.innerText()).length).toBeGreaterThan(100);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const cards = page.locator('.pc-pp__links .pc-pp__card-title');
    expect(await cards.allInnerTexts()).toEqual([
      'Start your apprenticeship applicationFeatured',
      'PA CareerLink',
      'Apprenticeship.gov',
      'OSHA training resources',
    ]);
    expect(await page.getByRole('button', { name: 'Reorder' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'GO: PA CareerLink' }).getAttribute('target')).toBe('_blank');
    await page.getByRole('link', { name: 'GO: Start your apprenticeship application' }).click();
    await page.waitForURL('**/o/demo-workforce/courses/courseSlug/industrial-maintenance-fundamentals');
  });

  it('shows all six characters of the access code being typed, on a phone and on a desktop', async () => {
    // The box was narrower than its six spaced letters: the first one scrolled out of sight, so a
    // visitor checking a wrong code saw five letters and could not tell which one was wrong.
    const page = await newPage();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/link/demo-link');
      const input = page.getByRole('textbox', { name: 'Access code' });
      await input.fill('WMW8M8');
      await input.press('End');
      const box = await input.evaluate((el: HTMLInputElement) => ({
        scrolled: el.scrollLeft,
        overflow: el.scrollWidth - el.clientWidth,
      }));
      expect(box).toEqual({ scrolled: 0, overflow: 0 });
    }
  });

  it('shows every empty module text in layout2, and the missing page and dashboard states', async () => {
    const page = await newPage();
    await page.goto('/o/demo-workforce/page/demo-page-empty');
    await page.getByRole('heading', { level: 1, name: 'Spring Open House (coming soon)' }).waitFor();
    for (const empty of ['No Links.', 'No Materials.', 'No Material.', 'No Assistant Selected', 'No media.'])
      expect(await page.getByText(empty, { exact: true }).isVisible()).toBe(true);
    const widths = await page
      .locator('.pc-pp__zone')
      .evaluateAll((zones) => zones.map((z) => Math.round(z.getBoundingClientRect().width)));
    expect(widths[0]).toBeGreaterThan(widths[1]! * 1.8);
    expect(Math.abs(widths[1]! - widths[2]!)).toBeLessThan(2);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const phone = await page
      .locator('.pc-pp__zone')
      .evaluateAll((zones) => zones.map((z) => Math.round(z.getBoundingClientRect().width)));
    expect(new Set(phone).size).toBe(1);

    // A page without content and a missing page say what they mean and what to do; the specification's texts stay as a small reference.
    await page.goto('/o/demo-workforce/page/demo-page-no-dashboard');
    await page.getByText('This page has no content yet.').waitFor();
    expect(await page.getByText('Please check back later.').isVisible()).toBe(true);
    expect(await page.locator('.pc-pp__reference').innerText()).toBe(
      'Reference: REDIRECT TO PAGE LINK ERROR (no dashboard)',
    );
    await page.goto('/o/demo-workforce/page/no-such-page');
    await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
    expect(await page.getByTestId('page-message').innerText()).toBe('No page found');
    expect(
      await page.getByText('Check the address, or ask whoever shared it with you for a new link.').isVisible(),
    ).toBe(true);
    expect(await page.getByTestId('page-reference').innerText()).toBe(
      'Reference: REDIRECT TO PAGE LINK ERROR (no page)',
    );
    expect(await page.title()).toBe('Page | Pathcraft');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('shows the community page in layout1 with its material and link cards', async () => {
    const page = await newPage();
    await page.goto('/link/demo-link-community');
    await page.waitForURL('**/o/demo-community/page/demo-page-community');
    await page.getByRole('heading', { level: 1, name: 'Welcome to the Learning Commons' }).waitFor();
    expect(await page.locator('.pc-pp__material-title').innerText()).toMatch(/computer lab/);
    expect(await page.locator('.pc-pp__links--basic .pc-pp__card').count()).toBe(2);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const frame = page.locator('.pc-pp__medium iframe');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-presentation');
    await expectAccessible(page);
  });

  it.each([
    [
      '/link/demo-link-inactive',
      '**/link/msg/inactive?id=demo-link-inactive',
      ['Inactive Page', 'This page is no longer active.', 'demo-link-inactive'],
    ],
    ['/link/no-such-link', '**/link/msg?id=no-such-link', ['404', 'No page found', 'no-such-link']],
    ['/link', '**/link/msg', ['404', 'No page found', '…']],
    ['/link/msg/other', '**/link/msg/other', ['404', 'No page found', '…']],
  ])('%s shows the message screen', async (from, to, texts) => {
    const page = await newPage();
    await page.goto(from);
    await page.waitForURL(to);
    await page.getByTestId('link-message').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(texts[0]);
    expect(await page.getByTestId('link-message').innerText()).toBe(texts[1]);
    expect(await page.getByTestId('link-message-id').innerText()).toBe(texts[2]);
    // And what to do next.
    expect(await page.getByTestId('link-message-next').innerText()).toBe(
      texts[0] === 'Inactive Page'
        ? 'Ask the organization that shared this link where the page has moved.'
        : 'Check the link you were given, or ask whoever shared it with you for a new one.',
    );
    await expectAccessible(page);
  });

  it('redirects a link with a url after a second, and shows a link without page or url by its id', async () => {
    const page = await newPage();
    await page.route('https://www.pacareerlink.pa.gov/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>CareerLink</title><h1>PA CareerLink</h1>' }),
    );
    await page.goto('/link/demo-link-careerlink');
    await page.getByText('Redirecting to... https://www.pacareerlink.pa.gov').waitFor();
    const shown = Date.now();
    await page.waitForURL('https://www.pacareerlink.pa.gov/');
    expect(Date.now() - shown).toBeGreaterThan(700);
    await page.goto('/link/demo-link-id-only');
    await page.getByText('ID: demo-link-id-only').waitFor();
    await expectAccessible(page);
  });

  it("Back from a link's destination returns to the page before the link, not to '/link/…' (which would redirect again)", async () => {
    const page = await newPage();
    await page.route('https://www.pacareerlink.pa.gov/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>CareerLink</title><h1>PA CareerLink</h1>' }),
    );
    await page.goto('/o/demo-workforce/page/demo-page-empty');
    await page.getByText('No Links.').waitFor();
    await page.goto('/link/demo-link-careerlink');
    await page.waitForURL('https://www.pacareerlink.pa.gov/');
    await page.goBack();
    await page.waitForURL('**/o/demo-workforce/page/demo-page-empty');
    await page.getByText('No Links.').waitFor();
    // A link to a page: Back from the page leaves the link too.
    await page.goto('/link/demo-link-community');
    await page.waitForURL('**/o/demo-community/page/demo-page-community');
    await page.getByRole('heading', { level: 1, name: 'Welcome to the Learning Commons' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/o/demo-workforce/page/demo-page-empty');
  });

  it('lets staff reorder a page’s link cards', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('admin.workforce@demo.pathcraft.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/o/demo-workforce/page/demo-page');
    await page.getByRole('button', { name: 'Reorder' }).click();
    await page.getByRole('heading', { name: 'Reorder links' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Move up: OSHA training resources' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/o/demo-workforce/page/demo-page');
    await page.getByRole('link', { name: 'GO: OSHA training resources' }).waitFor();
    expect(await page.locator('.pc-pp__links .pc-pp__card-title').allInnerTexts()).toEqual([
      'Start your apprenticeship applicationFeatured',
      'PA CareerLink',
      'OSHA training resources',
      'Apprenticeship.gov',
    ]);
    // Settings edits a card.
    await page.getByRole('button', { name: 'Settings of PA CareerLink' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link settings' });
    await dialog.getByLabel('Title').fill('PA CareerLink offices');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'GO: PA CareerLink offices' }).waitFor();
  });
});

describe('the console view of page visits', () => {
  it('shows super admins the visits and unique visits per page and link, with a chart per row', async () => {
    const page = await newPage();
    await page.goto('/o/demo-workforce/page/demo-page-empty');
    await page.getByText('No Links.').waitFor();
    await page.goto('/login?continueUrl=/page-visits');
    await page.getByLabel('E-mail').fill('superadmin@demo.pathcraft.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/page-visits');
    await page.getByRole('heading', { level: 1, name: 'Page visits' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Spring Open House (coming soon)' });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).innerText()).toBe('Page');
    expect(Number(await row.getByRole('cell').nth(2).innerText())).toBeGreaterThanOrEqual(1);
    expect(await row.getByRole('img').getAttribute('aria-label')).toMatch(
      /^\d+ visits, \d+ unique; busiest day \d{4}-\d{2}-\d{2} with \d+$/,
    );
    await expectAccessible(page);
    // Filtered to another organization, the workforce page's row goes.
    await page.getByLabel('Organization').selectOption({ label: 'Allegheny Community Learning' });
    await row.waitFor({ state: 'detached' });
  });
});

describe('<pathcraft-page> on a customer site', () => {
  let server: Server | null = null;
  let origin = '';
  const customerPage = (
    pageId: string,
  ) => `<!doctype html><html lang="en"><head><title>Customer site</title><script src="${baseUrl}/embed.js" async></script></head>
<body><main><h1>Our community partners</h1><pathcraft-page page-id="${pageId}"></pathcraft-page></main></body></html>`;
  beforeAll(async () => {
    server = createServer((req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(customerPage(req.url === '/protected' ? 'demo-page' : 'demo-page-community')),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('renders a public page from another origin, lazily, and counts the visit', async () => {
    expect(new URL(origin).origin).not.toBe(new URL(baseUrl).origin);
    const page = await newPage({ userAgent: newVisitorAgent() });
    const before = await visitsOf(page, 'demo-page-community');
    const chunks: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/chunks/') && chunks.push(new URL(r.url()).pathname.replace('/chunks/', '')),
    );
    await page.goto(origin);
    const element = page.locator('pathcraft-page[state="ready"]');
    await element.waitFor();
    expect(await element.getByRole('heading', { level: 2, name: 'Welcome to the Learning Commons' }).isVisible()).toBe(
      true,
    );
    expect(await element.getByText('Carnegie Library of Pittsburgh').isVisible()).toBe(true);
    // Chunk names may carry a content hash (page-AbC123.js).
    const entry = (name: string) => chunks.some((c) => new RegExp(`^${name}(-[\\w-]+)?\\.js$`).test(c));
    expect(entry('page')).toBe(true);
    expect(entry('training-plan')).toBe(false);
    await expect
      .poll(() => visitsOf(page, 'demo-page-community'))
      .toEqual({ visits: before.visits + 1, unique: before.unique + 1 });
    await expectAccessible(page);
  });

  it('points to the link screen when the page needs an access code', async () => {
    const page = await newPage();
    await page.goto(`${origin}/protected`);
    const element = page.locator('pathcraft-page[state="error"]');
    await element.waitFor();
    expect(await element.getByRole('link', { name: 'Access Code' }).getAttribute('href')).toBe(
      `${baseUrl}/link/demo-link`,
    );
  });
});
