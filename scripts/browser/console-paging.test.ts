import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';

const { newPage } = useBrowser();
const SUPER = 'superadmin@demo.pathcraft.test';
const PEOPLE = 250;

/**
 * Creates people through the API as the super admin: more than one page of the console's users
 * list (200). Named to sort after every demo person (the list is by name), so the suites that
 * run later still find the demo's people on the first page.
 */
async function addPeople(page: Page) {
  const { status } = await page.evaluate(
    async ({ email, password, count }) => {
      const login = await fetch('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const { token } = (await login.json()) as { token: string };
      const people = Array.from({ length: count }, (_, i) => ({
        name: `Zz Pager Person ${String(i).padStart(3, '0')}`,
        email: `pager.person.${i}@example.org`,
        orgId: 'demo-workforce-org',
        role: ['student'],
      }));
      const created = await fetch('/v1/api/content/create-many/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(people),
      });
      return { status: created.status };
    },
    { email: SUPER, password: DEMO_PASSWORD, count: PEOPLE },
  );
  expect(status).toBe(201);
}

describe('a console list longer than one page', () => {
  it('pages with Previous and Next, and Export CSV downloads every page', async () => {
    const page = await newPage();
    await page.goto('/login');
    await addPeople(page);
    await page.getByLabel('E-mail').fill(SUPER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: 'Users' }).first().click();
    await page.getByLabel('Search by name').fill('Zz Pager Person');

    const pager = page.getByRole('navigation', { name: 'Users pages' });
    await pager.getByText(`1–200 of ${PEOPLE}`).waitFor();
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(`201–${PEOPLE} of ${PEOPLE}`).waitFor();
    await page.getByRole('cell', { name: 'Zz Pager Person 249', exact: true }).waitFor();
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // Another search (1, 10-19, 100-199: one page) has no pager; coming back starts again at the first page.
    await page.getByLabel('Search by name').fill('Zz Pager Person 1');
    await pager.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Zz Pager Person 199', exact: true }).waitFor();
    await page.getByLabel('Search by name').fill('Zz Pager Person');
    await pager.getByText(`1–200 of ${PEOPLE}`).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV of Users' }).click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(PEOPLE + 1);
    expect(lines.filter((l) => l.startsWith('Zz Pager Person'))).toHaveLength(PEOPLE);
  });
});
