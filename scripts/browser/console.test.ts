import { mkdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFitsPhone, signIn, useBrowser } from './browser.ts';

const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-console';
const SUPER = 'superadmin@demo.pathcraft.test';
const ORG = 'Ohio Valley Trades Alliance';
const PERSON = 'Renee Holloway';

/** A small solid-colour PNG, made here so the upload is a real image file. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.locator('.pc-toast').filter({ hasText: text });
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Two clicks in the same tick, faster than any re-render: the second must do nothing. */
const clickTwiceAtOnce = (button: Locator) =>
  button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });

/** Counts the creates (POST) the page sends to a data-access table. */
function countCreates(page: Page, table: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/v1/external/supabase/${table}`)
      seen.count++;
  });
  return seen;
}

/** The text a cell of a row shows, by its column header. */
async function cell(page: Page, row: Locator, header: string) {
  const headers = await page.getByRole('columnheader').allTextContents();
  return row.getByRole('cell').nth(headers.indexOf(header)).textContent();
}

describe('the console manages organizations and users', () => {
  let page: Page;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await newPage();
    await signIn(page, SUPER);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Courses' }).waitFor();
  });

  it('creates an organization with a logo, once, even when Save is clicked twice', async () => {
    await page.getByRole('link', { name: 'Organizations' }).click();
    await page.getByRole('heading', { name: 'Organizations' }).waitFor();
    await page.getByRole('button', { name: 'New organization' }).click();
    const form = dialog(page, 'New organization');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(ORG);
    expect(await form.getByLabel('Slug').inputValue()).toBe('ohio-valley-trades-alliance');
    expect(await form.getByTestId('org-vocabulary').textContent()).toBe(
      'People are called Employer, Teacher and Student.',
    );
    await form
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(48, [29, 78, 216]) });
    await form.getByText('logo.png is uploaded when you save.').waitFor();
    await form.getByLabel('Privacy policy link').fill('https://ohiovalleytrades.example.org/privacy');
    await page.screenshot({ path: `${SHOTS}/org-new.png` });

    const creates = countCreates(page, 'organizations');
    await clickTwiceAtOnce(page.getByRole('button', { name: 'Save' }));
    await toast(page, 'Organization created.').waitFor();
    await form.waitFor({ state: 'detached' });
    expect(creates.count).toBe(1);

    await page.getByLabel('Search organizations').fill('Ohio Valley');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 organization$/ })
      .waitFor();
    expect(await rowOf(page, ORG).count()).toBe(1);
    // Beside the name, which says what it is (alt='').
    const logo = rowOf(page, ORG).locator('img.org-logo-thumb');
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toMatch(/\/files\/public\//);
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 48,
      await logo.elementHandle(),
    );
    await page.screenshot({ path: `${SHOTS}/org-created.png` });
  });

  it("edits the organization's type after a confirm, and the vocabulary follows", async () => {
    await rowOf(page, ORG)
      .getByRole('button', { name: `Edit ${ORG}` })
      .click();
    const form = dialog(page, 'Edit organization');
    await form.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(ORG);
    expect(await form.getByLabel('Privacy policy link').inputValue()).toBe(
      'https://ohiovalleytrades.example.org/privacy',
    );
    expect(await form.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toMatch(/\/files\/public\//);

    await form.getByLabel('Type').selectOption({ label: 'Workforce' });
    expect(await form.getByTestId('org-vocabulary').textContent()).toBe('People are called Location, Expert and User.');
    await form.getByLabel('Plan').selectOption({ label: 'Pro' });
    await page.getByRole('button', { name: 'Save' }).click();

    const confirm = dialog(page, 'Change the organization type?');
    await confirm
      .getByText(`People in ${ORG} will be called Location, Expert and User instead of Employer, Teacher and Student.`)
      .waitFor();
    expect(await confirm.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    // Hold the save so the dialog's busy state can be seen.
    await page.route('**/v1/external/supabase/organizations', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await confirm.getByRole('button', { name: 'Change type' }).click();
    const busy = confirm.getByRole('button', { name: 'Loading...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await toast(page, 'Organization saved.').waitFor();
    await page.unroute('**/v1/external/supabase/organizations');

    const row = rowOf(page, ORG);
    await row.getByRole('cell', { name: 'Location, Expert, User' }).waitFor();
    expect(await cell(page, row, 'Type')).toBe('Workforce');
    expect(await cell(page, row, 'Plan')).toBe('Pro');
  });

  it('adds a user to the organization once, changes their role after a confirm and marks them a test user', async () => {
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'New user' }).click();
    const form = dialog(page, 'New user');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(PERSON);
    await form.getByLabel('E-mail').fill('renee.holloway@ohiovalleytrades.example.org');
    await form.getByLabel('Organization').selectOption({ label: ORG });
    // A workforce organization calls its people Location, Expert and User.
    await form.getByLabel('Location').waitFor();
    expect(await form.getByLabel('Role').locator('option').allTextContents()).toEqual([
      'Super Admin',
      'Owner',
      'Admin',
      'Expert',
      'User',
    ]);
    await form.getByLabel('Role').selectOption({ label: 'User' });
    await form.getByLabel('Starter').check();
    const creates = countCreates(page, 'users');
    await clickTwiceAtOnce(page.getByRole('button', { name: 'Save' }));
    await toast(page, `${PERSON} was added.`).waitFor();
    await form.waitFor({ state: 'detached' });
    expect(creates.count).toBe(1);

    await page.getByLabel('Organization').selectOption({ label: ORG });
    await page
      .getByRole('status')
      .filter({ hasText: /^1 user$/ })
      .waitFor();
    const row = rowOf(page, PERSON);
    expect(await row.count()).toBe(1);
    expect(await cell(page, row, 'Role')).toBe('User');
    expect(await cell(page, row, 'Membership')).toBe('Starter');

    await row.getByRole('button', { name: `Edit ${PERSON}` }).click();
    const panel = dialog(page, `Edit ${PERSON}`);
    await panel.getByTestId('user-role').getByText('User').waitFor();
    // Created through the data API: nothing to sign in with, so nothing to deactivate.
    await panel.getByTestId('user-account').getByText('No sign-in account').waitFor();
    expect(await panel.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);

    await panel.getByLabel('New role').selectOption({ label: 'Expert' });
    await panel.getByRole('button', { name: 'Change role' }).click();
    const confirm = dialog(page, 'Change role?');
    await confirm.getByText(`${PERSON} will be Expert instead of User.`).waitFor();
    await confirm.getByRole('button', { name: 'Change role' }).click();
    await toast(page, `${PERSON} is now Expert.`).waitFor();
    await panel.getByTestId('user-role').getByText('Expert').waitFor();

    await panel.getByLabel('Test user').check();
    await panel.getByLabel('Premium').check();
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'User saved.').waitFor();
    await panel.getByTestId('user-membership').getByText('Premium').waitFor();
    await page.screenshot({ path: `${SHOTS}/user-panel.png` });
    await panel.getByRole('button', { name: 'Close' }).last().click();

    await row.getByRole('cell', { name: 'Expert', exact: true }).waitFor();
    expect(await cell(page, row, 'Test user')).toBe('Yes');
    await page.getByLabel('Test users').selectOption({ label: 'Leave test users out' });
    await page.getByText('No users match.').waitFor();
    await page.getByLabel('Test users').selectOption({ label: 'Only test users' });
    await rowOf(page, PERSON).waitFor();
  });

  it('deactivates an account after the confirm dialog, and it can no longer sign in', async () => {
    await page.goto('/users');
    await page.getByLabel('Search by name').fill('Sokol');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 user$/ })
      .waitFor();
    await rowOf(page, 'Rachel Sokol').getByRole('button', { name: 'Edit Rachel Sokol' }).click();
    const panel = dialog(page, 'Edit Rachel Sokol');
    await panel.getByTestId('user-account').getByText('Active').waitFor();
    await panel.getByRole('button', { name: 'Deactivate' }).click();

    const confirm = dialog(page, 'Deactivate Rachel Sokol?');
    await confirm.getByText('Rachel Sokol will be signed out and can no longer sign in.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await panel.getByTestId('user-account').getByText('Active').waitFor();

    await panel.getByRole('button', { name: 'Deactivate' }).click();
    await dialog(page, 'Deactivate Rachel Sokol?').getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, 'Rachel Sokol was deactivated.').waitFor();
    await panel.getByTestId('user-account').getByText('Deactivated').waitFor();
    expect(await panel.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);

    const rachel = await newPage();
    await signIn(rachel, 'rachel.sokol@demo.pathcraft.test', '/account');
    // The right password is told the truth: the account is deactivated, not a wrong password.
    await rachel
      .getByTestId('login-error')
      .getByText('Your account is deactivated. Ask an administrator of your organization to reactivate it.')
      .waitFor();
    expect(new URL(rachel.url()).pathname).toBe('/login');
    // A wrong password says nothing about the account.
    await rachel.getByLabel('Password').fill('not-the-password');
    await rachel.getByRole('button', { name: 'Sign in', exact: true }).click();
    await rachel.getByTestId('login-error').getByText('Wrong e-mail or password.').waitFor();

    // Reactivated, Rachel signs in again with her password.
    await panel.getByRole('button', { name: 'Reactivate' }).click();
    await dialog(page, 'Reactivate Rachel Sokol?').getByRole('button', { name: 'Reactivate' }).click();
    await toast(page, 'Rachel Sokol was reactivated.').waitFor();
    await panel.getByTestId('user-account').getByText('Active').waitFor();
    await signIn(rachel, 'rachel.sokol@demo.pathcraft.test', '/account');
    await rachel.waitForURL((url) => url.pathname === '/account');
  });

  it("shows the spec's toasts when fetching or updating a user fails", async () => {
    await page.goto('/users');
    await page.getByLabel('Search by name').fill('Carter');
    const row = rowOf(page, 'Jasmine Carter');
    await page.route(/\/v1\/users\/by-id\?/, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'not_found', message: 'User not found' } }),
      }),
    );
    await row.getByRole('button', { name: 'Edit Jasmine Carter' }).click();
    await toast(page, 'Something went wrong fetching user.').waitFor();
    await dialog(page, 'Edit user').getByText('User not found').waitFor();
    await page.unroute(/\/v1\/users\/by-id\?/);
    await dialog(page, 'Edit user').getByRole('button', { name: 'Close' }).last().click();

    await page.route('**/v1/external/supabase/users', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'unavailable', message: 'The database is busy. Try again.' } }),
          })
        : route.continue(),
    );
    await row.getByRole('button', { name: 'Edit Jasmine Carter' }).click();
    const panel = dialog(page, 'Edit Jasmine Carter');
    await panel.getByLabel('Read-only for courses').check();
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Something went wrong updating user.').waitFor();
    await panel.getByText('The database is busy. Try again.').waitFor();
    await page.unroute('**/v1/external/supabase/users');
  });
});

describe('the console on a phone (375 px)', () => {
  it('lists, edits and confirms without sideways scrolling of the page', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, SUPER, '/organizations');
    await page.waitForURL((url) => url.pathname === '/organizations');
    // Each organization is a card whose title is its name (with its logo beside it), read as it shows.
    await page.getByRole('cell', { name: ORG, exact: true }).waitFor();
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/phone-organizations.png` });

    await page.getByRole('button', { name: `Edit ${ORG}` }).click();
    const form = dialog(page, 'Edit organization');
    await form.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    const box = await form.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/phone-organization-form.png` });
    await form.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Search by name').fill('Holloway');
    await rowOf(page, PERSON)
      .getByRole('button', { name: `Edit ${PERSON}` })
      .click();
    const panel = dialog(page, `Edit ${PERSON}`);
    await panel.getByTestId('user-role').waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/phone-user-panel.png` });
    await panel.getByLabel('New role').selectOption({ label: 'Admin' });
    await panel.getByRole('button', { name: 'Change role' }).click();
    const confirm = dialog(page, 'Change role?');
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    const confirmBox = await confirm.boundingBox();
    expect(confirmBox!.x + confirmBox!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/phone-confirm.png` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('signing in without the super admin role', () => {
  it('lands an admin on their account page, with a link to their organization, not on the console refusal', async () => {
    const page = await newPage();
    await signIn(page, 'admin.workforce@demo.pathcraft.test');
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByTestId('account-organization').waitFor();
    const org = await page.getByTestId('account-organization').textContent();
    expect(await page.getByTestId('account-role').textContent()).toBe('Admin');
    const link = page.getByRole('link', { name: `${org} career pathways` });
    expect(await link.getAttribute('href')).toMatch(/^\/external\/pathways\?orgId=/);
    expect(await page.getByText('This area is for super admins only', { exact: false }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/admin-landing.png` });
    // The e-mail address is the longest word on the page: it wraps at phone width.
    await expectFitsPhone(page, SHOTS, 'admin-landing');
  });
});
