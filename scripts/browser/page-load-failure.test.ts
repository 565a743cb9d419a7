import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * A page whose code cannot be fetched: after a new release the open tab's old chunks are gone, or
 * the network dropped. It used to leave a blank screen; the address is now loaded anew once, and a
 * page that still cannot load says so and offers to try again.
 */
const { newPage } = useBrowser();
const USERS_CHUNK = /\/assets\/UsersPage-[^/]+\.js$/;

/** The console's home as the super admin, and every page load (a document request) counted from then on. */
async function consoleHome(): Promise<{ page: Page; loads: string[] }> {
  const page = await newPage();
  await signIn(page, 'superadmin@demo.pathcraft.test', '/');
  await page.getByRole('heading', { level: 1, name: 'Courses', exact: true }).waitFor();
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') loads.push(new URL(r.url()).pathname);
  });
  return { page, loads };
}

const openUsers = (page: Page) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Users', exact: true }).click();

describe('a page whose code cannot load', () => {
  it('is loaded anew once, as after a new release, and then shows', async () => {
    const { page, loads } = await consoleHome();
    // The chunk is gone until the page is loaded anew (a new release's page names its own code).
    await page.route(USERS_CHUNK, (route) =>
      loads.length ? route.continue() : route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await openUsers(page);
    await page.getByRole('heading', { level: 1, name: 'Users', exact: true }).waitFor();
    expect(loads).toEqual(['/users']);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('says so when it still cannot load, without loading again and again, and "Try again" loads it', async () => {
    const { page, loads } = await consoleHome();
    await page.route(USERS_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await openUsers(page);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { level: 1, name: 'This page could not load' }).waitFor();
    expect(await alert.getByText('Check your connection, then try again.').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/users');
    await page.waitForTimeout(1000);
    expect(loads).toEqual(['/users']);
    await expectAccessible(page, 'a page that could not load');

    await page.unroute(USERS_CHUNK);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Users', exact: true }).waitFor();
    expect(loads).toEqual(['/users', '/users']);
    await expect.poll(() => alert.count()).toBe(0);
  });
});
