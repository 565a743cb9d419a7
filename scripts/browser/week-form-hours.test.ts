import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * The hours an apprentice types are the hours sent. Chromium's number box in an en-US browser read
 * "7,5" (seven and a half, as Spanish writes it) as 75 and sent that; a box it could not read was
 * left out of the week without a word. The week here starts before the apprenticeship, so the
 * server refuses it after reading its hours: nothing is stored for the other tests.
 */
const { newPage } = useBrowser();
const APPRENTICE = 'student.workforce@demo.pathcraft.test';
const SAFETY = 'Hours: Plant safety, lockout/tagout and confined space awareness';
const PM = 'Hours: Preventive and predictive maintenance';

async function weekForm(width: number) {
  const page = await newPage();
  await page.setViewportSize({ width, height: 800 });
  await signIn(page, APPRENTICE, '/account');
  const form = page.getByRole('form', { name: 'Log a week' });
  await form.waitFor();
  await form.getByLabel('Week starting (Monday)').fill('2020-01-06');
  return { page, form };
}

describe('the hours typed in the week form', () => {
  it.each([375, 1280])('sends 7,5 as seven and a half hours (%i px)', async (width) => {
    const { page, form } = await weekForm(width);
    await form.getByLabel(SAFETY).click();
    await page.keyboard.type('7,5');
    await form.getByLabel(PM).fill('30');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/progress/logs');
    await form.getByRole('button', { name: 'Send for approval' }).click();
    expect((await sent).postDataJSON().entries).toEqual([
      { workProcessId: 'c-safety', hours: 7.5 },
      { workProcessId: 'c-pm', hours: 30 },
    ]);
    await form.getByRole('alert').filter({ hasText: 'That week ends before the apprenticeship starts' }).waitFor();
    await expectAccessible(page, `/account week form at ${width} px`);
  });

  it('refuses hours it cannot read instead of leaving them out', async () => {
    const { page, form } = await weekForm(1280);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/progress/logs') posts++;
    });
    await form.getByLabel(SAFETY).click();
    await page.keyboard.type('8h');
    await form.getByLabel(PM).fill('30');
    await form.getByRole('button', { name: 'Send for approval' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'Hours are a number from 0 to 168, in steps of a quarter hour.' })
      .waitFor();
    expect(posts).toBe(0);
  });
});
