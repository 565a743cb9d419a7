import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_AUDIO_NAME, SAMPLE_AUDIO_TRANSCRIPT } from '../../server/src/seed/sample-audio.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';

const { newPage, baseUrl } = useBrowser();

const MATERIAL_ID = 'demo-material-osha';
const TITLE = 'OSHA 10 safety basics';
const EDITED_TITLE = 'OSHA 10 safety basics (side sheet test)';
const TEST_FILE = 'material-sheet-test-notes.txt';
const ADMIN = 'admin.workforce@demo.pathcraft.test';

async function tokenOf(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return ((await res.json()) as { token: string }).token;
}

/** The demo page sits behind its page link's access code; `base` opens it under another host name. */
async function openDemoPage(page: Page, base = '') {
  await page.goto(`${base}/link/demo-link`);
  await page.getByRole('textbox', { name: 'Access code' }).fill('L5C8VA');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/o/demo-workforce/page/demo-page');
  await page.getByRole('button', { name: `OPEN: ${TITLE}` }).waitFor();
}

/** Every script the browser fetched whose name starts with the chunk's. */
function watchChunks(page: Page) {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  return (name: string) => urls.filter((u) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(u));
}

/** Waits for an audio element's metadata: its duration, or the error that stopped it. */
const audioDuration = (page: Page) =>
  page.locator('audio').evaluate(
    (el: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        if (el.readyState >= 1) return resolve(el.duration);
        el.addEventListener('loadedmetadata', () => resolve(el.duration));
        el.addEventListener('error', () => reject(new Error(`audio error ${el.error?.code}`)));
        el.load();
      }),
  );

describe('the material side sheet', () => {
  it("plays a material's audio when the site is opened under another host name than PUBLIC_URL (issue 25 #10)", async () => {
    const page = await newPage();
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/.test(m.text())) blocked.push(m.text());
    });
    // PUBLIC_URL is http://localhost:<port>; the visitor types the address as 127.0.0.1.
    const otherName = baseUrl.replace('//localhost:', '//127.0.0.1:');
    expect(otherName).not.toBe(baseUrl);
    await openDemoPage(page, otherName);
    await page.getByRole('button', { name: `OPEN: ${TITLE}` }).click();
    await page.getByRole('dialog', { name: TITLE }).waitFor();
    expect(await audioDuration(page)).toBeGreaterThan(1);
    expect(blocked).toEqual([]);
  });

  it('shows a reader the material, its audio with the transcript and its files; Escape closes it and gives focus back', async () => {
    const page = await newPage();
    const chunks = watchChunks(page);
    await openDemoPage(page);
    const open = page.getByRole('button', { name: `OPEN: ${TITLE}` });
    await open.click();
    const sheet = page.getByRole('dialog', { name: TITLE });
    await sheet.waitFor();
    await page.locator('.pc-sheet--open').waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('pc-side-sheet-open'))).toBe(true);
    expect(await sheet.locator('.pc-material__body').innerText()).toContain('OSHA');
    expect(await sheet.locator('.pc-msheet__badge').count()).toBe(0);

    // The seeded recording plays: its metadata loads from the signed link.
    expect(await audioDuration(page)).toBeGreaterThan(1);
    expect(await sheet.getByText(SAMPLE_AUDIO_TRANSCRIPT).isVisible()).toBe(false);
    await sheet.getByText('Transcript', { exact: true }).click();
    expect(await sheet.getByText(SAMPLE_AUDIO_TRANSCRIPT).isVisible()).toBe(true);

    const table = sheet.getByRole('table');
    expect(await table.locator('th').allInnerTexts()).toEqual(['File', 'Size', 'Actions']);
    expect(await table.locator('tbody tr').first().innerText()).toMatch(new RegExp(`${SAMPLE_AUDIO_NAME}\\s+24 KB`));
    expect(await sheet.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await sheet.locator('.pc-msheet__author').innerText()).toContain('Author:');

    // A reader's menu: 'Material Resource' (the seeded material is one of the assistant's resources), Close only.
    await sheet.getByRole('button', { name: 'Material actions' }).click();
    expect(await sheet.locator('.pc-msheet__menu-heading').innerText()).toMatch(/^material resource$/i);
    expect(await sheet.locator('.pc-msheet__menu-list button').allInnerTexts()).toEqual(['Close']);
    await page.keyboard.press('Escape');
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`OPEN: ${TITLE}`);
    expect(await page.evaluate(() => document.body.classList.contains('pc-side-sheet-open'))).toBe(false);
    await expectAccessible(page);
    expect(chunks('MaterialEditor')).toEqual([]);
    expect(chunks('GenerateDraft')).toEqual([]);
  });

  it("lets the organization's admin edit the title, see a draft's badge and delete a file through the confirmation", async () => {
    const page = await newPage();
    const chunks = watchChunks(page);
    const token = await tokenOf(page, ADMIN);
    const auth = { authorization: `Bearer ${token}` };
    const patch = (data: Record<string, unknown>) =>
      page.request.patch(`/v1/materials/${MATERIAL_ID}`, { headers: auth, data });
    // The edits go back, whatever happens, so the other tests and suites see the seeded material.
    const restore = async () => {
      await patch({ title: TITLE, isDraft: false });
      const view = (await (await page.request.get(`/v1/materials/${MATERIAL_ID}`, { headers: auth })).json()) as {
        files: { id: string; name: string }[];
      };
      for (const f of view.files.filter((f) => f.name === TEST_FILE))
        await page.request.delete(`/v1/materials/${MATERIAL_ID}/files/${f.id}`, { headers: auth });
    };
    try {
      const upload = await page.request.post(`/v1/materials/${MATERIAL_ID}/files`, {
        headers: auth,
        multipart: {
          file: {
            name: TEST_FILE,
            mimeType: 'text/plain',
            buffer: Buffer.from('Toolbox talk notes: lockout, tagout, try.\n'),
          },
        },
      });
      expect(upload.status()).toBe(201);

      await page.goto('/login');
      await page.getByLabel('E-mail').fill(ADMIN);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await openDemoPage(page);
      await page.getByRole('button', { name: `OPEN: ${TITLE}` }).click();
      let sheet = page.getByRole('dialog', { name: TITLE });
      await sheet.waitFor();
      await sheet.getByRole('button', { name: 'Material actions' }).click();
      expect(await sheet.locator('.pc-msheet__menu-list button').allInnerTexts()).toEqual(['Edit', 'Close']);
      expect(chunks('MaterialEditor')).toEqual([]);

      // Edit fetches the editor's chunk, only now.
      await sheet.getByRole('button', { name: 'Edit' }).click();
      await sheet.getByRole('textbox', { name: 'Material body' }).waitFor();
      expect(chunks('MaterialEditor')).toHaveLength(1);
      expect(await sheet.getByRole('tab').allInnerTexts()).toEqual(['Settings', 'Files']);
      await sheet.getByRole('textbox', { name: 'Title', exact: true }).fill(EDITED_TITLE);
      await sheet.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Material saved!').waitFor();
      sheet = page.getByRole('dialog', { name: EDITED_TITLE });
      await sheet.locator('.pc-msheet__read').waitFor();
      expect(
        (
          (await (await page.request.get(`/v1/materials/${MATERIAL_ID}`, { headers: auth })).json()) as {
            material: { title: string };
          }
        ).material.title,
      ).toBe(EDITED_TITLE);

      // Delete a file: confirmed first, then gone from the table.
      await sheet.getByRole('button', { name: `Delete ${TEST_FILE}` }).click();
      const confirm = page.getByRole('dialog', { name: `Delete ${TEST_FILE}` });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain('This action cannot be undone');
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await page.getByText(`${TEST_FILE} deleted!`).waitFor();
      await confirm.waitFor({ state: 'detached' });
      expect(await sheet.getByRole('row', { name: new RegExp(TEST_FILE) }).count()).toBe(0);
      expect(await sheet.getByRole('row', { name: new RegExp(SAMPLE_AUDIO_NAME) }).count()).toBe(1);

      // A draft shows its badge (the page's list keeps the title it loaded with).
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect((await patch({ isDraft: true })).status()).toBe(200);
      await page.getByRole('button', { name: `OPEN: ${TITLE}` }).click();
      sheet = page.getByRole('dialog', { name: EDITED_TITLE });
      await sheet.locator('.pc-msheet__read').waitFor();
      expect(await sheet.locator('.pc-msheet__badge').innerText()).toBe('draft');
      await expectAccessible(page);

      // A phone: the sheet takes the whole width.
      await page.setViewportSize({ width: 375, height: 812 });
      await expect.poll(() => page.locator('.pc-toast').count(), { timeout: 5000 }).toBe(0);
      expect(await sheet.evaluate((el) => el.getBoundingClientRect().width)).toBe(375);
      await page.screenshot({ path: '/tmp/material-sheet-375.png' });
      await sheet.locator('.pc-msheet__content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.screenshot({ path: '/tmp/material-sheet-375-end.png' });

      // The edit reached the material's resource (issue 25 #15): a visitor's assistant cites it by its new title.
      const visitor = await newPage();
      await visitor.goto('/examples/assistant.html');
      const assistant = visitor.locator('pathcraft-assistant');
      await assistant.and(visitor.locator('[state="ready"]')).waitFor({ state: 'attached' });
      await assistant.getByRole('button', { name: 'Chat with Ava' }).click();
      const chat = assistant.getByRole('dialog', { name: 'Ava' });
      await chat.getByPlaceholder('Ask a question...').fill('What should I do before I clear a jam or change a belt?');
      await chat.getByPlaceholder('Ask a question...').press('Enter');
      await chat.locator('.pc-as__answer[data-state="done"]').waitFor();
      expect(await chat.locator('.pc-as__sources a').allInnerTexts()).toContain(EDITED_TITLE);
    } finally {
      await restore();
    }
  });
});

describe('the material side sheet in <pathcraft-page>', () => {
  // On the platform's origin: a page behind an access code is not shown to other origins (its token header is not allowed there).
  const customerPage = `<!doctype html><html lang="en"><head><title>Training resources</title><script src="/embed.js" async></script></head>
<body><main><h1>Training resources</h1><pathcraft-page page-id="demo-page"></pathcraft-page></main></body></html>`;

  it('opens in the element’s shadow root with its own styles, over the page, and closes on the backdrop', async () => {
    const page = await newPage();
    const chunks = watchChunks(page);
    // The visitor came through the page link earlier in this session: its verified token is kept.
    const check = await page.request.post('/v1/access/checkAccessCode', {
      data: { id: 'demo-link', table: 'pageLinks', accessCode: 'L5C8VA' },
    });
    const { accessToken } = (await check.json()) as { accessToken: string };
    await page.addInitScript((token) => {
      sessionStorage.setItem('pathcraft.pageLink.demo-page', 'demo-link');
      sessionStorage.setItem('pathcraft.access.pageLinks.demo-link', token);
    }, accessToken);
    await page.route(`${baseUrl}/material-sheet-customer.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: customerPage }),
    );
    await page.goto(`${baseUrl}/material-sheet-customer.html`);
    const element = page.locator('pathcraft-page[state="ready"]');
    await element.waitFor();
    expect(chunks('MaterialSheet')).toEqual([]);
    await element.getByRole('button', { name: `OPEN: ${TITLE}` }).click();
    const sheet = element.getByRole('dialog', { name: TITLE });
    await sheet.locator('.pc-msheet__read').waitFor();
    expect(chunks('MaterialSheet')).toHaveLength(1);
    await element.locator('.pc-sheet--open').waitFor();
    // Slid in from the right edge (the transition takes 250 ms), fixed over the customer's page.
    const placement = () =>
      sheet.evaluate((el) => ({
        right: Math.round(el.getBoundingClientRect().right),
        position: getComputedStyle(el.parentElement!).position,
      }));
    await expect.poll(placement).toEqual({ right: page.viewportSize()!.width, position: 'fixed' });
    expect(await page.evaluate(() => document.body.classList.contains('pc-side-sheet-open'))).toBe(true);
    await expectAccessible(page);
    await element.locator('.pc-sheet__backdrop').click({ position: { x: 10, y: 10 } });
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.classList.contains('pc-side-sheet-open'))).toBe(false);
    expect(chunks('MaterialEditor')).toEqual([]);
  });
});
