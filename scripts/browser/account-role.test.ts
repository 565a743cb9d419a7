import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * /account says what a person is in their organization. Karen, the contact of the apprentices'
 * employer (Mon Valley Manufacturing names her e-mail), holds the platform's plain User role: she reads
 * that she is the employer's contact, in English and in Spanish, on a phone, and still only reaches
 * what a User and an employer's contact reach. The others read their platform role as before. Reads only.
 */
const { newPage } = useBrowser();
const KAREN = 'karen.novak@demo.pathcraft.test';

describe('your role on /account', () => {
  it.each([
    ['en', '/account', 'Your account', 'Employer contact for Mon Valley Manufacturing'],
    ['es', '/account?lang=es', 'Su cuenta', 'Persona de contacto del empleador Mon Valley Manufacturing'],
  ])('an employer contact reads that she is one (%s)', async (lang, path, heading, role) => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, KAREN, '/account');
    await page.getByTestId('account-role').waitFor();
    await page.goto(path);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('account-role').textContent()).toBe(role);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `/tmp/shots-account-role-${lang}.png`, fullPage: true });
    await expectAccessible(page, `Karen's account (${lang})`);
  });

  it('her platform role and her access stay what they were: the console areas send her away', async () => {
    const page = await newPage();
    await signIn(page, KAREN, '/apprentices');
    await page.getByTestId('apprentices').getByText('Jasmine Carter').waitFor();
    await page.goto('/org');
    await page.waitForURL((url) => url.pathname !== '/org');
  });

  it.each([
    ['the mentor', 'tom.yablonski@demo.pathcraft.test', 'Expert'],
    ['the apprentice', 'student.workforce@demo.pathcraft.test', 'User'],
  ])('%s reads their platform role', async (_, email, role) => {
    const page = await newPage();
    await signIn(page, email, '/account');
    await expect.poll(() => page.getByTestId('account-role').textContent()).toBe(role);
  });
});
