import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const { newPage, baseUrl } = useBrowser();

const NONCE = 'pc-n0nce-4711';
const STRICT = `default-src 'self'; script-src ${baseUrl}; style-src 'self'`;
const STEP1 = 'Which position or apprenticeship is this training plan for?';

/** A customer page with no inline script or style: the two main elements and the script tag. */
const customerPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Strict CSP customer page</title></head>
<body>
  <pathcraft-training-plan org-id="demo-workforce-org"></pathcraft-training-plan>
  <pathcraft-assistant integration-id="demo-assistant"></pathcraft-assistant>
  <script src="${baseUrl}/embed.js" nonce="${NONCE}" async></script>
</body>
</html>`;

interface Options {
  csp?: string;
  /** Removes constructable stylesheets, as in browsers without them. */
  withoutAdoptedSheets?: boolean;
}

/** Serves the customer page (with the given CSP header) and records every CSP violation it reports. */
async function openCustomerPage({ csp, withoutAdoptedSheets = false }: Options): Promise<Page> {
  const page = await newPage();
  // Init scripts run before the page's own and are not subject to its CSP.
  await page.addInitScript((removeSheets: boolean) => {
    const seen: string[] = [];
    window.violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    if (removeSheets) delete (ShadowRoot.prototype as Partial<ShadowRoot>).adoptedStyleSheets;
  }, withoutAdoptedSheets);
  const url = `${baseUrl}/examples/strict-csp-customer.html`;
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: csp ? { 'Content-Security-Policy': csp } : {},
      body: customerPage,
    }),
  );
  await page.goto(url);
  await page.locator('pathcraft-training-plan').and(page.locator('[state="ready"]')).waitFor();
  await page.locator('pathcraft-assistant').and(page.locator('[state="ready"]')).waitFor({ state: 'attached' });
  return page;
}

const PROPS = [
  'display',
  'position',
  'background-color',
  'color',
  'border-radius',
  'padding',
  'font-family',
  'font-weight',
  'box-shadow',
  'width',
  'height',
];

/** Computed styles of the training plan's search button and box, the launcher, and the open chat panel. */
async function looks(page: Page) {
  const plan = page.locator('pathcraft-training-plan');
  const assistant = page.locator('pathcraft-assistant');
  const style = (el: Element, props: string[]) => {
    const cs = getComputedStyle(el);
    return Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
  };
  const searchButton = await plan.getByRole('button', { name: 'Search' }).evaluate(style, PROPS);
  const searchBox = await plan.getByLabel(STEP1).evaluate(style, PROPS);
  const launcher = await assistant.getByRole('button', { name: 'Chat with Ava' }).evaluate(style, PROPS);
  await assistant.getByRole('button', { name: 'Chat with Ava' }).click();
  const dialog = assistant.getByRole('dialog', { name: 'Ava' });
  await dialog.getByPlaceholder('Ask a question...').waitFor();
  const panel = await dialog.evaluate(style, PROPS);
  const question = await dialog.getByPlaceholder('Ask a question...').evaluate(style, PROPS);
  return { searchButton, searchBox, launcher, panel, question };
}

const violations = (page: Page) => page.evaluate(() => window.violations ?? []);

describe('the elements under a strict customer CSP', () => {
  it("look and work the same under default-src 'self'; script-src <platform>; style-src 'self' (no inline style or script)", async () => {
    const open = await openCustomerPage({});
    const expected = await looks(open);
    // The styles are really there (a page without them would match an unstyled page too).
    expect(expected.launcher.position).toBe('fixed');
    expect(expected.panel.position).toBe('fixed');
    expect(expected.searchButton['border-radius']).not.toBe('0px');

    const strict = await openCustomerPage({ csp: STRICT });
    expect(await looks(strict)).toEqual(expected);

    // It works too: a search answers with occupation profiles (the chat closed first: it covers the page's corner).
    await strict
      .locator('pathcraft-assistant')
      .getByRole('dialog', { name: 'Ava' })
      .getByRole('button', { name: 'Close Ava' })
      .click();
    const plan = strict.locator('pathcraft-training-plan');
    await plan.getByLabel(STEP1).fill('CNC Operator');
    await plan.getByRole('button', { name: 'Search' }).click();
    await plan.getByRole('heading', { name: 'Choose an occupation profile that best matches your search' }).waitFor();
    expect(await violations(strict)).toEqual([]);
  });

  it("honours the script tag's nonce: in a nonce-only script-src, and on <style> where constructable stylesheets are missing", async () => {
    const expected = await looks(await openCustomerPage({}));
    const strict = await openCustomerPage({
      csp: `default-src 'self'; script-src 'nonce-${NONCE}'; style-src 'self' 'nonce-${NONCE}'`,
      withoutAdoptedSheets: true,
    });
    expect(await looks(strict)).toEqual(expected);
    expect(
      await strict.locator('pathcraft-training-plan').evaluate((el) => el.shadowRoot!.querySelectorAll('style').length),
    ).toBeGreaterThan(0);
    expect(await violations(strict)).toEqual([]);
  });
});
