import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/** Connects a test file to the shared Chromium and gives each test a fresh, isolated context. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    baseUrl,
    /**
     * `forwardedFor`: the visitor's network address as the platform sees it (it trusts loopback as a proxy);
     * `userAgent`: a browser of its own (the server tells visitors apart by address and browser, e.g. unique visits);
     * `locale`: the browser's language (navigator.languages and Accept-Language);
     * `timezoneId`: where the visitor's clock is (an IANA zone, e.g. America/New_York).
     */
    async newPage({
      forwardedFor,
      userAgent,
      locale,
      timezoneId,
    }: {
      forwardedFor?: string;
      userAgent?: string;
      locale?: string;
      timezoneId?: string;
    } = {}): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl,
        ...(userAgent ? { userAgent } : {}),
        ...(locale ? { locale } : {}),
        ...(timezoneId ? { timezoneId } : {}),
        ...(forwardedFor ? { extraHTTPHeaders: { 'x-forwarded-for': forwardedFor } } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

export const DEMO_PASSWORD = 'pathcraft-demo';

/** Signs in through the login page, which then goes on to `continueUrl`. */
export async function signIn(page: Page, email: string, continueUrl = '/'): Promise<void> {
  await page.goto(`/login?continueUrl=${encodeURIComponent(continueUrl)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Two clicks in the same tick, faster than any re-render: the second must do nothing. */
export const clickTwiceAtOnce = (button: Locator) =>
  button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });

/** Counts the requests the page sends with this method to this path. */
export function countRequests(page: Page, method: string, path: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.count++;
  });
  return seen;
}

/**
 * A phone-width (375 px) check: nothing makes the page scroll sideways. Saves a screenshot at
 * that width (and at 1280 px with `wide`) in `shotsDir`, for a person to look at.
 */
export async function expectFitsPhone(
  page: Page,
  shotsDir: string,
  shot: string,
  { wide = false } = {},
): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(150);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: `${shotsDir}/${shot}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (wide) await page.screenshot({ path: `${shotsDir}/${shot}-1280.png`, fullPage: true });
  expect(width).toBeLessThanOrEqual(375);
}

/** Draws a signature on the signature pad inside `scope` (scrolled into view first), as a hand would. */
export async function drawSignature(page: Page, scope: Locator): Promise<void> {
  const canvas = scope.getByRole('img', { name: 'Signature pad' });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 70);
  await page.mouse.down();
  for (const [x, y] of [
    [60, 30],
    [100, 75],
    [140, 25],
    [190, 70],
    [240, 35],
    [300, 60],
  ] as const)
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await page.mouse.up();
}

/** The demo owner of the workforce organization's sign-in token. */
export async function demoOwnerToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner.workforce@demo.pathcraft.test', password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The demo owner sends an invite through the API, as the console would; the answer carries the code once. */
export async function sendDemoInvite(
  baseUrl: string,
  body: Record<string, unknown>,
): Promise<{ docId: string; accessCode: string }> {
  const res = await fetch(`${baseUrl}/v1/invites`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await demoOwnerToken(baseUrl)}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${await res.text()}`);
  return (await res.json()) as { docId: string; accessCode: string };
}

/** A high-DPI screen (devicePixelRatio 2) at 1280×800, through the DevTools protocol; answers its session. */
export async function emulateHighDpi(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 1280,
    height: 800,
    deviceScaleFactor: 2,
    mobile: false,
  });
  return cdp;
}
