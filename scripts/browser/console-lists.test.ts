import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectFitsPhone, signIn, useBrowser } from './browser.ts';

/** Issue 25 items 24, 26 and 29: the Users list as a super admin uses it. */
const { newPage, baseUrl } = useBrowser();
const SHOTS = '/tmp/shots-console-lists';
const SUPER = 'superadmin@demo.pathcraft.test';
const COMMUNITY = 'Allegheny Community Learning';
const COMMUNITY_ID = 'demo-community-org';
const IMPORTED = 450;

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const count = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text }).waitFor();

/** The super admin's token, for setting up data through the API as an import would. */
async function superToken(): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPER, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('the Users list', () => {
  let page: Page;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // An import of students without a role, as docs/rules.md#organizations-and-roles counts them: anyone without a staff role is a student.
    const token = await superToken();
    const records = Array.from({ length: IMPORTED }, (_, i) => ({
      name: `Imported Learner ${String(i + 1).padStart(3, '0')}`,
      orgId: COMMUNITY_ID,
    }));
    const res = await fetch(`${baseUrl}/v1/api/content/create-many/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(records),
    });
    expect(res.status).toBe(201);
    page = await newPage();
    await signIn(page, SUPER, '/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
  });

  it("shows a community organization's students, finds them by name and by the Student role", async () => {
    // From a fresh list (a retry starts here too, not from the last attempt's search).
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByLabel('Organization').selectOption({ label: COMMUNITY });
    await count(page, /^[\d,]{3,} users$/);
    await page.getByLabel('Search by name').fill('Tyler');
    await count(page, /^1 user$/);
    await rowOf(page, 'Tyler Brooks').waitFor();
    expect(await rowOf(page, 'Tyler Brooks').getByRole('cell', { name: 'Student', exact: true }).count()).toBe(1);
    await page.getByLabel('Search by name').fill('Imported Learner 007');
    // The last search's answer (also one user) stays until this one comes: wait for its row.
    await rowOf(page, 'Imported Learner 007').waitFor();
    await count(page, /^1 user$/);
    // Imported without a role: labelled Student, and found by the Student role.
    expect(await rowOf(page, 'Imported Learner 007').getByRole('cell', { name: 'Student', exact: true }).count()).toBe(
      1,
    );
    await page.getByLabel('Role').selectOption({ label: 'Student' });
    await count(page, /^1 user$/);
    await page.getByLabel('Search by name').fill('');
    await page.getByLabel('Role').selectOption({ label: 'Teacher' });
    await rowOf(page, 'Imported Learner 007').waitFor({ state: 'detached' });
    expect(await page.getByRole('cell', { name: 'Student', exact: true }).count()).toBe(0);
  });

  it('keeps the organization, search and page in the address: Back from page 3 goes to page 2, reload stays', async () => {
    await page.goto('/users');
    await page.getByLabel('Organization').selectOption({ label: COMMUNITY });
    await page.getByLabel('Role').selectOption({ label: 'Student' });
    const pager = page.getByRole('navigation', { name: 'Users pages' });
    await pager
      .getByRole('status')
      .filter({ hasText: /^1–200 of / })
      .waitFor();
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager
      .getByRole('status')
      .filter({ hasText: /^201–400 of / })
      .waitFor();
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByRole('status').filter({ hasText: /^401–/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('3');
    await page.goBack();
    await pager
      .getByRole('status')
      .filter({ hasText: /^201–400 of / })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/users');
    await page.reload();
    await pager
      .getByRole('status')
      .filter({ hasText: /^201–400 of / })
      .waitFor();
    expect(await page.getByLabel('Organization').inputValue()).toBe(COMMUNITY_ID);
    expect(await page.getByLabel('Role').inputValue()).toBe('student');
    await expectFitsPhone(page, SHOTS, 'users-page-2', { wide: true });
  });

  it('refuses a second user with an e-mail already in use, at the E-mail field', async () => {
    await page.goto('/users');
    await page.getByRole('button', { name: 'New user' }).click();
    const form = page.getByRole('dialog', { name: 'New user' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Tyler Brooks Again');
    await form.getByLabel('E-mail').fill('Student.Community@demo.pathcraft.test');
    await form.getByLabel('Organization').selectOption({ label: COMMUNITY });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText("A user with the e-mail 'student.community@demo.pathcraft.test' already exists.").waitFor();
    expect(await form.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Search by name').fill('Tyler Brooks Again');
    await count(page, /^0 users$/);
  });

  it("titles the API keys page as its menu does, and tells the history's entries as sentences", async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys', exact: true }).waitFor();
    expect(await page.title()).toBe('API keys | Pathcraft Admin');

    await page.goto('/users');
    await page.getByLabel('Search by name').fill('Tyler Brooks');
    await rowOf(page, 'Tyler Brooks').getByRole('button', { name: 'Edit Tyler Brooks' }).click();
    const panel = page.getByRole('dialog', { name: 'Edit Tyler Brooks' });
    await panel.getByLabel('New role').selectOption({ label: 'Teacher' });
    await panel.getByRole('button', { name: 'Change role' }).click();
    await page.getByRole('dialog', { name: 'Change role?' }).getByRole('button', { name: 'Change role' }).click();
    await panel.getByTestId('user-role').getByText('Teacher').waitFor();
    await panel.getByText('History').click();
    await panel.getByText('Changed the role of user Tyler Brooks').waitFor();
    expect(await panel.getByText(/of users/).count()).toBe(0);
  });
});
