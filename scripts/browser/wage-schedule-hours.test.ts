import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser.ts';

/**
 * The wage schedules page writes hours in its locale's number format (Intl): the demo program's
 * 2,000 OJT hours read '2,000' in English and US Spanish (they read '2000'), '2000' in Spain's
 * Spanish, which groups thousands from five digits on; so does the rule's message on a duration
 * over them. Only reads: nothing is saved.
 */
const { newPage } = useBrowser();
const PAGE = '/apprenticeships/demo-apprenticeship-imm/wage-schedules';
const SCHEDULE = 'Industrial Machinery Mechanics 2027';

/** Signed in as the sponsor's admin (the login page in English) with a browser in `locale`. */
async function signedIn(locale: string): Promise<Page> {
  const page = await newPage({ locale });
  await page.goto('/login?lang=en');
  await signIn(page, 'admin.workforce@demo.pathcraft.test', PAGE);
  await page.getByRole('heading', { name: 'Wage Schedules', exact: true }).waitFor();
  return page;
}

describe("the wage schedules page's hours", () => {
  it.each([
    {
      lang: 'en',
      browser: 'en-US',
      heading: 'Wage Schedules',
      line: 'Industrial Maintenance Mechanic · 2,000 OJT hours',
      edit: `Edit ${SCHEDULE}`,
      next: 'Next',
      dt: 'OJT hours',
      dd: '2,000',
      editPeriod: 'Edit 1st period',
      tooLong: "The 1st period's duration must be whole hours from 1 to 2,000.",
      hint: 'Whole hours, 1 to 2,000.',
    },
    {
      // Spanish from a browser without a Spanish region is US Spanish (amounts are US dollars): es-US groups as en-US does.
      lang: 'es',
      browser: 'en-US',
      line: 'Industrial Maintenance Mechanic · 2,000 horas de capacitación en el trabajo (OJT)',
      dd: '2,000',
      hint: 'Horas enteras, de 1 a 2,000.',
      tooLong: 'La duración del período 1 debe ser de horas enteras, de 1 a 2,000.',
      heading: 'Escalas salariales',
      edit: `Editar ${SCHEDULE}`,
      next: 'Siguiente',
      dt: 'Horas de OJT',
      editPeriod: /^Editar el 1/,
    },
    {
      // A browser in Spain's Spanish: it groups thousands from five digits on.
      lang: 'es',
      browser: 'es-ES',
      line: 'Industrial Maintenance Mechanic · 2000 horas de capacitación en el trabajo (OJT)',
      dd: '2000',
      hint: 'Horas enteras, de 1 a 2000.',
      tooLong: 'La duración del período 1 debe ser de horas enteras, de 1 a 2000.',
      heading: 'Escalas salariales',
      edit: `Editar ${SCHEDULE}`,
      next: 'Siguiente',
      dt: 'Horas de OJT',
      editPeriod: /^Editar el 1/,
    },
  ])('$lang in a $browser browser: the list line, the summary and the hours hint', async (c) => {
    const page = await signedIn(c.browser);
    await page.goto(`${PAGE}?lang=${c.lang}`);
    await page.getByRole('heading', { name: c.heading, exact: true }).waitFor();
    await expect.poll(() => page.locator('.pc-ws-toolbar p').textContent()).toBe(c.line);

    await page.getByRole('button', { name: c.edit, exact: true }).click();
    const dialog = page.getByRole('dialog').first();
    await dialog.getByRole('button', { name: c.next }).click();
    const summary = dialog.locator('.pc-ws-summary dl > div').filter({ has: page.getByText(c.dt, { exact: true }) });
    expect(await summary.locator('dd').textContent()).toBe(c.dd);

    await dialog.getByRole('button', { name: c.editPeriod }).click();
    await page.getByText(c.hint, { exact: true }).waitFor();
    // A duration over the OJT hours is refused in the sdk rule's words (in the page's language), its hours written as the hint writes them.
    await page.locator('input[name="duration"]').fill('2001');
    await page.getByText(c.tooLong, { exact: true }).waitFor();
  });
});
