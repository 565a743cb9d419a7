import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser.ts';

/** Deleting periods and schedules by their rules (docs/rules.md#wage-schedules), and the dialog at 375 px. */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-wage-deletes';
const PAGE = '/apprenticeships/demo-apprenticeship-imm/wage-schedules';
const THREE = 'Industrial Machinery Mechanics 2027';
const FOUR = 'Industrial Machinery Mechanics 2027 - Four Step';

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const periodRows = (schedule: Locator) => schedule.getByRole('table', { name: 'Wage periods' }).locator('tbody tr');

/** Back to the first step, then Cancel: nothing is saved. */
async function closeDialog(edit: Locator) {
  await edit.getByRole('button', { name: 'Back' }).click();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await edit.waitFor({ state: 'detached' });
}

/** Whether the element sits inside the viewport, left to right. */
const onScreen = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.left >= 0 && r.right <= window.innerWidth && r.width > 0;
  });

describe('wage schedule deletes and the dialog on a phone', () => {
  let page: Page;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await newPage();
    await signIn(page, 'admin.workforce@demo.pathcraft.test', PAGE);
    await page.getByRole('heading', { name: 'Wage Schedules' }).waitFor();
  });

  it('offers no period delete with 3 periods, and one with 4 until the 4th is gone', async () => {
    await page.getByRole('button', { name: `Edit ${THREE}`, exact: true }).click();
    let edit = dialog(page, 'Edit Wage Schedule');
    await edit.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => periodRows(edit).count()).toBe(3);
    expect(await edit.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await edit.getByRole('button', { name: 'Edit 1st period' }).click();
    expect(await dialog(page, 'Edit 1st Period').getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await dialog(page, 'Edit 1st Period').getByRole('button', { name: 'Cancel' }).click();
    await closeDialog(edit);

    await page.getByRole('button', { name: `Edit ${FOUR}` }).click();
    edit = dialog(page, 'Edit Wage Schedule');
    await edit.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => periodRows(edit).count()).toBe(4);
    await edit.getByRole('button', { name: 'Delete 4th period' }).click();
    await expect.poll(() => periodRows(edit).count()).toBe(3);
    expect(await edit.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await closeDialog(edit);
  });

  it('keeps Change, Edit and Delete on screen at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: `Edit ${FOUR}` }).click();
    const edit = dialog(page, 'Edit Wage Schedule');
    await edit.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => periodRows(edit).count()).toBe(4);
    await page.screenshot({ path: `${SHOTS}/periods-375.png` });
    for (const name of ['Change', 'Edit 1st period', 'Edit 4th period', 'Delete 1st period', 'Delete 4th period'])
      expect(await onScreen(edit.getByRole('button', { name, exact: true })), name).toBe(true);
    await closeDialog(edit);
    for (const name of [`Edit ${FOUR}`, `Delete ${FOUR}`])
      expect(await onScreen(page.getByRole('button', { name, exact: true })), name).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('deletes a whole schedule of 2 or more periods after a confirm, once, and it stays gone on reload', async () => {
    await page.getByRole('button', { name: `Delete ${FOUR}` }).click();
    const confirm = dialog(page, `Delete ${FOUR}?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('rowheader', { name: FOUR }).waitFor();
    await page.getByRole('button', { name: `Delete ${FOUR}` }).click();
    await dialog(page, `Delete ${FOUR}?`).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Wage Schedule deleted.').waitFor();
    await page.getByRole('rowheader', { name: FOUR }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('rowheader', { name: THREE, exact: true }).waitFor();
    expect(await page.getByRole('rowheader', { name: FOUR }).count()).toBe(0);
  });
});
