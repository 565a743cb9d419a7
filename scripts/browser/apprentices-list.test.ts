import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { expectFitsPhone, signIn, useBrowser } from './browser.ts';

/**
 * The sponsor's weekly page, reached as a sponsor's admin would: from the organization's area, and
 * back. On a phone each apprentice is a card, so the wage step due and its Confirm button are on
 * screen, not beyond a sideways scroll. Reads only (other suites change the demo's apprentices).
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-apprentices-list';
const SPONSOR = 'gloria.santos@demo.pathcraft.test';

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

describe('the apprentices list', () => {
  it('is in the organization area menu, fits a phone, and leads back to the area', async () => {
    const page = await newPage();
    await signIn(page, SPONSOR, '/org');
    await page.getByRole('navigation').getByRole('link', { name: 'Apprentices', exact: true }).click();
    await page.waitForURL('**/apprentices');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Apprentices');
    const list = page.getByTestId('apprentices');
    await list.getByRole('rowheader', { name: /Hector Ramirez/ }).waitFor();
    // Darnell's invitation is open (his agreement unsigned): he is not registered yet, so not "Active".
    const statusOf = (name: string) =>
      list.getByRole('row').filter({ hasText: name }).locator('td[data-label="Status"]').textContent();
    expect(await statusOf('Darnell Jefferson')).toBe('Agreement not signed');
    expect(await statusOf('Hector Ramirez')).not.toBe('Agreement not signed');

    await expectFitsPhone(page, SHOTS, 'apprentices');
    await page.setViewportSize({ width: 375, height: 800 });
    // Every line of every card within the screen: the table is not wider than its box.
    const overflow = await page
      .locator('.progress-weeks')
      .evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    // Each line says what it is once the column headings are out of sight, and is on screen.
    const hector = list.getByRole('row').filter({ hasText: 'Hector Ramirez' });
    const lines = await hector.locator('td').evaluateAll((cells) =>
      cells.map((cell) => ({
        label: getComputedStyle(cell, '::before').content,
        right: cell.getBoundingClientRect().right,
      })),
    );
    expect(lines.map((l) => l.label)).toEqual(
      [
        'Program',
        'Status',
        'Approved OJT hours',
        'Related instruction hours',
        'Next wage step',
        'Wage step due',
        'Overdue approvals',
      ].map((label) => `"${label}: "`),
    );
    for (const line of lines) expect(line.right).toBeLessThanOrEqual(375);
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.getByRole('link', { name: 'Console', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/org');
  });

  it('speaks Spanish from the language switch, as the account page does (mentors and employers use it)', async () => {
    const page = await newPage();
    await signIn(page, SPONSOR, '/apprentices');
    await page.getByTestId('apprentices').waitFor();
    await page.getByRole('link', { name: 'Español' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Aprendices');
    await page.getByRole('link', { name: 'Consola', exact: true }).waitFor();
  });

  it('sends an apprentice who opens it to their own progress, on their account page', async () => {
    const page = await newPage();
    await signIn(page, 'student.workforce@demo.pathcraft.test', '/apprentices');
    await page.getByText('No apprentices to show.').waitFor();
    await page.getByRole('link', { name: 'Your own progress is on your account page.' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
  });

  it('sends an apprentice who opens the organization area to their account page, saying why (it said nothing)', async () => {
    const page = await newPage();
    await signIn(page, 'student.workforce@demo.pathcraft.test', '/org');
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('status').filter({ hasText: "That page is for your organization's staff." }).waitFor();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect((await axeViolations(page)).map((v) => v.id)).toEqual([]);
    await expectFitsPhone(page, SHOTS, 'refused-staff');
    // In Spanish too; a value the URL makes up says nothing.
    await page.goto('/account?refused=staff&lang=es');
    await page.getByRole('status').filter({ hasText: 'Esa página es para el personal de su organización.' }).waitFor();
    await page.goto('/account?refused=constructor&lang=en');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await page.locator('.refused-area').count()).toBe(0);
  });

  it('is in the super admin console menu too', async () => {
    const page = await newPage();
    await signIn(page, 'superadmin@demo.pathcraft.test', '/organizations');
    const link = page.getByRole('navigation').getByRole('link', { name: 'Apprentices', exact: true });
    expect(await link.getAttribute('href')).toBe('/apprentices');
  });
});
