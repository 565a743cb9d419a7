import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * A ZIP+4 (five digits, a hyphen, four more) is a ZIP code wherever one is typed: the training
 * plan's place search takes it as its five-digit ZIP, a location keeps it as typed. Anything else is
 * still refused with the field's message. Records made here are removed again: the platform is shared.
 */
const { newPage } = useBrowser();
const OWNER = 'owner.workforce@demo.pathcraft.test';
const STEP1 = 'Which position or apprenticeship is this training plan for?';
const CNC = 'Computer Numerically Controlled Tool Operators';

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function searchZip(tool: Locator, zip: string) {
  await tool.getByLabel('ZIP code').fill(zip);
  await tool.getByRole('button', { name: 'Search' }).click();
}

describe('a ZIP+4', () => {
  it("is searched as its ZIP on the training plan's place, and a malformed one is refused", async () => {
    const page = await newPage();
    await page.goto('/examples/');
    const tool = page.locator('pathcraft-training-plan');
    await tool.and(page.locator('[state="ready"]')).waitFor();
    await tool.getByLabel(STEP1).fill('CNC Operator');
    await tool.getByRole('button', { name: 'Search' }).click();
    await tool.getByRole('listitem').filter({ hasText: CNC }).getByRole('button', { name: 'Select' }).click();
    await tool.getByRole('heading', { name: CNC, level: 3 }).waitFor();

    await searchZip(tool, '10001-2062');
    await tool.getByRole('img', { name: /^Map of New York, NY 10001/ }).waitFor();
    await tool.locator('[data-wage="area"]', { hasText: 'New York-Newark-Jersey City, NY-NJ' }).waitFor();
    expect(await tool.getByRole('alert').count()).toBe(0);

    for (const bad of ['10001-20', '100012062']) {
      await searchZip(tool, bad);
      await tool.getByRole('alert').filter({ hasText: 'Enter a valid 5-digit ZIP code.' }).waitFor();
      expect(await tool.getByLabel('ZIP code').getAttribute('aria-invalid')).toBe('true');
    }
    await expectAccessible(page, 'training plan with a refused ZIP', { idle: true, soft: true });
  });

  it("is kept as typed in a location's address, and a malformed one is refused", async () => {
    const page = await newPage();
    await signIn(page, OWNER, '/org/locations');
    await page.getByRole('heading', { name: 'Locations', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New location' }).click();
    const form = dialog(page, /location/i);
    await form.getByLabel('Name').fill('ZIP Plus Four Depot');
    await form.getByLabel('State').selectOption('PA');
    await form.getByLabel('ZIP code').fill('15219-12');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter a 5-digit ZIP code.').waitFor();

    await form.getByLabel('ZIP code').fill('15219-1234');
    await form.getByRole('button', { name: 'Save' }).click();
    await rowOf(page, 'ZIP Plus Four Depot').getByText('PA 15219-1234').waitFor();
    await expectAccessible(page, 'locations with a ZIP+4');

    await page.getByRole('button', { name: 'Delete ZIP Plus Four Depot' }).click();
    await dialog(page, /Delete/)
      .getByRole('button', { name: 'Delete' })
      .click();
    await rowOf(page, 'ZIP Plus Four Depot').waitFor({ state: 'detached' });
  });
});
