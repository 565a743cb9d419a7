import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFitsPhone, signIn, useBrowser } from './browser.ts';

/** Issue 25 item 22: refusing an area never ends the session; each person's "Admin app" is their own area. */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-console-areas';

const openAccountMenu = (page: Page) => page.getByRole('button', { name: /Account menu/ }).click();

describe('the console areas keep the session', () => {
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it("opens an owner's Admin app on their organization, in a new tab, and both tabs stay signed in", async () => {
    const page = await newPage();
    await signIn(page, 'owner.workforce@demo.pathcraft.test', '/org');
    await page.waitForURL((url) => url.pathname === '/org');
    await page.getByRole('heading', { name: 'Classes' }).waitFor();
    await openAccountMenu(page);
    const adminApp = page.getByRole('menuitem', { name: 'Admin app' });
    expect(await adminApp.getAttribute('href')).toBe('/org');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), adminApp.click()]);
    await tab.waitForLoadState();
    await tab.getByRole('heading', { name: 'Classes' }).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/org');
    // Even a console page refused in the new tab leaves the first tab signed in.
    await tab.goto('/users');
    await tab.waitForURL(/errorCode=perm_role_teacher_admin/);
    await page.reload();
    await page.getByRole('heading', { name: 'Classes' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/org');
  });

  it('tells a teacher who types "/" that the console is for super admins, keeps them signed in and leads them back', async () => {
    const page = await newPage();
    await signIn(page, 'teacher.workforce@demo.pathcraft.test', '/org');
    await page.getByRole('heading', { name: 'Classes' }).waitFor();
    await page.goto('/');
    await page.waitForURL(/errorCode=perm_role_teacher_admin/);
    await page
      .getByTestId('login-error')
      .getByText('This area is for super admins only. Sign in with a super admin account.')
      .waitFor();
    const still = page.getByTestId('still-signed-in');
    await still.getByText(/You are still signed in as /).waitFor();
    await expectFitsPhone(page, SHOTS, 'teacher-refused');
    await still.getByRole('link', { name: 'Go to your organization' }).click();
    await page.waitForURL((url) => url.pathname === '/org');
    await page.getByRole('heading', { name: 'Classes' }).waitFor();
    // Back returns to the refusal, and reloading there still finds the session.
    await page.goBack();
    await page.waitForURL(/errorCode=perm_role_teacher_admin/);
    await page.reload();
    await page.getByTestId('still-signed-in').waitFor();
    await page.goto('/org');
    await page.getByRole('heading', { name: 'Classes' }).waitFor();
  });
});
