import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser.ts';

/** Issue 25 item 27: no nonsense saved, and every refusal a sentence at its field. */
const { newPage } = useBrowser();

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('console forms say what is wrong, at the field', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
    await signIn(page, 'superadmin@demo.pathcraft.test', '/organizations');
    await page.getByRole('heading', { name: 'Organizations' }).waitFor();
  });

  it('refuses a one-letter slug and a slug already in use, with sentences at the slug', async () => {
    await page.getByRole('button', { name: 'New organization' }).click();
    const form = dialog(page, 'New organization');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Erie Skills');
    await form.getByLabel('Slug').fill('a');
    await page.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Use at least 2 characters.').waitFor();
    expect(await form.getByText(/Too small|expected string/).count()).toBe(0);
    await form.getByLabel('Slug').fill('demo-workforce');
    await page.getByRole('button', { name: 'Save' }).click();
    await form.getByText('An organization with this slug already exists.').waitFor();
    expect(await form.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText(/organizations record/).count()).toBe(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('offers the states by name and keeps the code, and refuses a ZIP of letters', async () => {
    await page.goto('/locations');
    await page.getByRole('button', { name: 'New location' }).click();
    const form = dialog(page, 'New location');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Erie Bayfront Shop');
    await form.getByLabel('State').selectOption({ label: 'Pennsylvania' });
    await form.getByLabel('ZIP code').fill('abc');
    await page.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter a 5-digit ZIP code.').waitFor();
    await form.getByLabel('ZIP code').fill('16507');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.pc-toast').first().waitFor();
    await page.getByRole('cell', { name: /PA 16507/ }).waitFor();
  });
});
