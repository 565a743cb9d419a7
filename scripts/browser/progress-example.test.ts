import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { DEMO_PASSWORD, expectFitsPhone, signIn, useBrowser } from './browser.ts';

/**
 * Issue 27: `<pathcraft-progress>` on a sponsor's own site, the example page beside the other
 * examples (examples/public/progress.html). Reads only, so the progress flow's tests find the seed as it was.
 */
const { newPage } = useBrowser();
const APPRENTICE = 'student.workforce@demo.pathcraft.test';
const SPONSOR = 'gloria.santos@demo.pathcraft.test';
const PROGRAM = 'Industrial Maintenance Mechanic';

describe('the <pathcraft-progress> example page', () => {
  it('a visitor is offered to sign in; the apprentice signs in from it, comes back to the page and sees her progress, at 375 px', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/examples/');
    await page.getByRole('link', { name: 'Apprentice progress' }).click();
    await page.waitForURL('**/examples/progress.html');
    const element = page.locator('pathcraft-progress[state="ready"]');
    await element.getByText('to see your apprenticeship progress.').waitFor();
    await element.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(APPRENTICE);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/examples/progress.html');
    await element.getByRole('heading', { name: `Your progress: ${PROGRAM}` }).waitFor();
    expect(await element.getByRole('progressbar', { name: /On-the-job hours/ }).count()).toBe(1);
    await expectFitsPhone(page, '/tmp', 'progress-example', { wide: true });
    await expectAccessible(page, 'progress example page');
    // Reload and Back keep it: the session is the platform's.
    await page.reload();
    await element.getByRole('heading', { name: `Your progress: ${PROGRAM}` }).waitFor();
    await element.getByRole('link', { name: 'Log hours' }).click();
    await page.waitForURL('**/account');
    await page.goBack();
    await element.getByRole('heading', { name: `Your progress: ${PROGRAM}` }).waitFor();
  });

  it('in Spanish (the sponsor site says lang="es") the element speaks Spanish', async () => {
    const page = await newPage();
    await signIn(page, APPRENTICE, '/account');
    await page.getByTestId('account-role').waitFor();
    await page.goto('/examples/');
    await page.getByRole('link', { name: 'Apprentice progress' }).click();
    await page.getByRole('link', { name: 'Progreso del aprendiz (español)' }).click();
    const element = page.locator('pathcraft-progress[state="ready"]');
    await element.getByRole('heading', { name: `Su progreso: ${PROGRAM}` }).waitFor();
    await expectAccessible(page, 'progress example page in Spanish');
  });

  it('someone signed in who is no apprentice is told so', async () => {
    const page = await newPage();
    await signIn(page, SPONSOR, '/apprentices');
    await page.getByTestId('apprentices').waitFor();
    await page.goto('/examples/progress.html');
    await page
      .locator('pathcraft-progress[state="ready"]')
      .getByText('You are not an apprentice of any program yet.')
      .waitFor();
  });
});
