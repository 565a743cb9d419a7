import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * A person sent away from an area their role does not open is told why once, on the page they land
 * on; the address is then clean (`?refused=` gone, the page's own parameters kept), so clicking on,
 * Back, Forward and a reload or a shared link never say it again, and the refusal adds no history entry.
 */
const { newPage } = useBrowser();
const TEACHER = 'tom.yablonski@demo.pathcraft.test';
const ORG_ADMIN_NOTICE = "That page is for your organization's owners and administrators.";

const notice = (page: Page) => page.locator('.refused-area');
const historyLength = (page: Page) => page.evaluate(() => history.length);
const search = (page: Page) => new URL(page.url()).search;

describe('the refused-area notice', () => {
  it("a teacher refused /org/people is told once on the organization's classes; clicks, Back, Forward and reload keep the address clean and say nothing more", async () => {
    const page = await newPage();
    await signIn(page, TEACHER, '/org');
    await page.getByRole('heading', { name: 'Classes', level: 1 }).waitFor();
    const before = await historyLength(page);

    await page.goto('/org/people');
    await page.getByRole('status').filter({ hasText: ORG_ADMIN_NOTICE }).waitFor();
    await page.getByRole('heading', { name: 'Classes', level: 1 }).waitFor();
    // The notice is said, and the address no longer carries it: one entry for the visit, none for the refusal.
    await expect.poll(() => page.url()).toMatch(/\/org$/);
    expect(await historyLength(page)).toBe(before + 1);
    await expectAccessible(page, 'teacher refused the people page');

    // The classes list's own parameter comes and goes alone, and the notice stays for this visit.
    const archived = page.getByRole('checkbox', { name: 'Show archived' });
    await archived.click();
    await expect.poll(() => search(page)).toBe('?archived=show');
    await archived.click();
    await expect.poll(() => search(page)).toBe('');
    expect(await notice(page).textContent()).toBe(ORG_ADMIN_NOTICE);

    // On to a class and Back: the classes again, without the notice.
    const classLink = page.getByRole('table').getByRole('link').first();
    await classLink.click();
    await page.waitForURL((url) => url.pathname.startsWith('/org/classes/'));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/org');
    await page.getByRole('table').getByRole('link').first().waitFor();
    expect(search(page)).toBe('');
    expect(await notice(page).count()).toBe(0);
    await page.goForward();
    await page.waitForURL((url) => url.pathname.startsWith('/org/classes/'));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/org');
    expect(await historyLength(page)).toBe(before + 2);

    // A reload (or the address shared) is the classes page, nothing more.
    await page.reload();
    await page.getByRole('table').getByRole('link').first().waitFor();
    expect(await notice(page).count()).toBe(0);
    expect(search(page)).toBe('');
  });

  it('a student refused /org is told once on their account page; the address keeps its other parameters, a reload says nothing', async () => {
    const page = await newPage();
    await signIn(page, 'student.workforce@demo.pathcraft.test', '/account');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    const before = await historyLength(page);
    await page.goto('/org?lang=en');
    await page.getByRole('status').filter({ hasText: "That page is for your organization's staff." }).waitFor();
    await expect.poll(() => page.url()).toMatch(/\/account$/);
    expect(await historyLength(page)).toBe(before + 1);

    // An address that names the refusal beside another parameter keeps that one.
    await page.goto('/account?refused=staff&lang=en');
    await notice(page).waitFor();
    await expect.poll(() => search(page)).toBe('?lang=en');
    await page.reload();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await notice(page).count()).toBe(0);
  });
});
