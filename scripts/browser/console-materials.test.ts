import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-console-materials';
const TEACHER = 'teacher.workforce@demo.pathcraft.test';
const STUDENT = 'student.workforce@demo.pathcraft.test';
// Distinctive, so other suites' lists never meet it, and a re-run on the same data finds its own.
const TITLE = `Zz Console material ${Date.now().toString(36)}`;

describe('console materials', () => {
  it('a teacher writes a new material in the side sheet, saves it once, declines the move to resources, and finds it in the list', async () => {
    const page = await newPage();
    await signIn(page, TEACHER, '/materials');
    await page.getByRole('heading', { name: 'Materials', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Materials' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New material' }).click();
    const sheet = page.getByRole('dialog', { name: 'New material' });
    await sheet.waitFor();
    // Save without a title: the spec's message, and nothing is created.
    await sheet.locator('.ProseMirror').waitFor();
    await sheet.getByRole('button', { name: 'Save' }).click();
    await sheet.getByText('Title is required.').waitFor();

    await sheet.getByLabel('Title').fill(TITLE);
    await sheet.locator('.ProseMirror').click();
    await page.keyboard.type('Lockout/tagout: every energy source is isolated before service.');
    await sheet.getByText(/characters remaining/).waitFor();
    await expectAccessible(page);
    const creates: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/materials' && creates.push(r.url()),
    );
    await sheet.getByRole('button', { name: 'Save' }).dblclick();
    await page.getByText('Material saved!').waitFor();
    expect(creates).toHaveLength(1);

    // A new material is offered a place in the assistant's resources; 'Not now' keeps it as it is.
    const adding = page.getByRole('dialog', { name: 'Add Material' });
    await adding.waitFor();
    await page.screenshot({ path: `${SHOTS}/add-material.png` });
    await adding.getByRole('button', { name: 'Not now' }).click();
    await adding.waitFor({ state: 'hidden' });
    const saved = page.getByRole('dialog', { name: TITLE });
    expect(await saved.locator('.pc-material__body').innerText()).toContain('Lockout/tagout');
    // Saved as a draft (the box starts ticked): the badge shows until the author publishes it.
    await saved.locator('.pc-msheet__badge').waitFor();
    await saved.getByRole('button', { name: 'Material actions' }).click();
    await saved.getByRole('button', { name: 'Edit', exact: true }).click();
    await saved.getByRole('checkbox', { name: /Draft/ }).uncheck();
    await saved.getByRole('button', { name: 'Save' }).click();
    await saved.locator('.pc-material__body').waitFor();
    expect(await saved.locator('.pc-msheet__badge').count()).toBe(0);
    await page.keyboard.press('Escape');
    await saved.waitFor({ state: 'hidden' });

    // The list shows it once the sheet closes, and reopens it.
    await page.getByLabel('Search materials').fill(TITLE);
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await row.waitFor();
    await row.getByRole('button', { name: `Open ${TITLE}` }).click();
    await page.getByRole('dialog', { name: TITLE }).waitFor();
  });

  it('at phone width the list and the new-material sheet fit the screen', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 760 });
    await signIn(page, TEACHER, '/materials');
    await page.getByRole('table', { name: 'Materials' }).waitFor();
    await page.getByRole('button', { name: 'New material' }).click();
    await page.getByRole('dialog', { name: 'New material' }).locator('.ProseMirror').waitFor();
    await page.locator('.pc-sheet--open').waitFor();
    // Full screen once it has slid in.
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: 'New material' })
          .evaluate((el) => Math.round(el.getBoundingClientRect().left)),
      )
      .toBe(0);
    await page.screenshot({ path: `${SHOTS}/new-material-375.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Cancelling a material never saved closes the sheet.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'New material' }).waitFor({ state: 'hidden' });
  });

  it('a student is sent to their own account page', async () => {
    const page = await newPage();
    await signIn(page, STUDENT, '/materials');
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('status').filter({ hasText: "That page is for your organization's staff." }).waitFor();
  });
});
