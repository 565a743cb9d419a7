import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { clickTwiceAtOnce, countRequests, expectFitsPhone, signIn, useBrowser } from './browser.ts';

const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-program-classes';
const OWNER = 'owner.workforce@demo.pathcraft.test';
const PROGRAM = 'Industrial Maintenance Mechanic';
const CNC = 'CNC Machining I: Setup and Operation';
const SAVES = '/v1/external/supabase/apprenticeships';

const toast = (page: Page, text: string) => page.locator('.pc-toast').filter({ hasText: text });
const program = (page: Page) => page.getByRole('region', { name: PROGRAM });
const classList = (page: Page) => program(page).getByRole('list', { name: 'Related-instruction classes' });
/** Each listed class as its text, e.g. 'OSHA 10 for General Industry — 10 hours'. */
const listed = async (page: Page) =>
  (await classList(page).locator('.ordered-list__text').allTextContents()).map((t) => t.trim());

/** Opens the program's Related instruction tab from the console's apprenticeships list. */
async function openClasses(page: Page) {
  await page.getByRole('heading', { name: 'Apprenticeships', level: 1 }).waitFor();
  await page.getByRole('button', { name: `Open ${PROGRAM}` }).click();
  await program(page).getByRole('tab', { name: 'Related instruction' }).click();
  await classList(page).waitFor();
}

describe("the sponsor's owner edits a program's related-instruction classes in the organization area (/org/apprenticeships)", () => {
  let page: Page;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, OWNER, '/org/apprenticeships');
    await openClasses(page);
  });

  it("lists the demo program's classes with their hours", async () => {
    expect(await listed(page)).toEqual([
      'OSHA 10 for General Industry — 10 hours',
      'Industrial Maintenance Fundamentals — 96 hours',
    ]);
    await program(page).getByText('Classes count for 106 of 144 instruction hours.').waitFor();
    await expectAccessible(page, 'related-instruction classes');
  });

  it('adds a class once, after the sdk schema refused what was wrong without sending it', async () => {
    const saves = countRequests(page, 'PUT', SAVES);
    await program(page).getByRole('button', { name: 'Add class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a related-instruction class' });
    // The classes already listed are not offered again.
    const offered = await dialog.getByLabel('Class or course').locator('option').allTextContents();
    expect(offered).toContain(CNC);
    expect(offered).not.toContain('OSHA 10 for General Industry');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Choose a class or course.', { exact: true }).last().waitFor();
    await dialog.getByLabel('Class or course').selectOption({ label: CNC });
    await dialog.getByLabel('Hours it counts for').fill('1.1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByText('The hours a class counts for are a number above 0 and at most 2000, in quarter hours.')
      .waitFor();
    expect(saves.count).toBe(0);
    await dialog.getByLabel('Hours it counts for').fill('40');
    await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Save' }));
    await toast(page, 'Class added.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(saves.count).toBe(1);
    expect(await listed(page)).toContain(`${CNC} — 40 hours`);
    await program(page).getByText('Classes count for 146 of 144 instruction hours.').waitFor();
  });

  it('edits its hours at 375 px, and the change is still there after a reload', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await program(page)
      .getByRole('button', { name: `Edit class ${CNC}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit related-instruction class' });
    expect(await dialog.getByLabel('Hours it counts for').inputValue()).toBe('40');
    await dialog.getByLabel('Hours it counts for').fill('37.5');
    await page.screenshot({ path: `${SHOTS}/edit-375.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Class saved.').waitFor();
    expect(await listed(page)).toContain(`${CNC} — 37.5 hours`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.reload();
    await openClasses(page);
    expect(await listed(page)).toEqual([
      'OSHA 10 for General Industry — 10 hours',
      'Industrial Maintenance Fundamentals — 96 hours',
      `${CNC} — 37.5 hours`,
    ]);
    await expectFitsPhone(page, SHOTS, 'classes', { wide: true });
  });

  it('removes it after the confirmation, and it stays removed after a reload', async () => {
    await program(page)
      .getByRole('button', { name: `Remove class ${CNC}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Remove ${CNC}?` });
    await confirm.getByText('Apprentices who completed it no longer count its hours').waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toast(page, `${CNC} was removed.`).waitFor();
    expect(await listed(page)).not.toContain(`${CNC} — 37.5 hours`);

    await page.reload();
    await openClasses(page);
    expect(await listed(page)).toEqual([
      'OSHA 10 for General Industry — 10 hours',
      'Industrial Maintenance Fundamentals — 96 hours',
    ]);
  });
});
