import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { expectFitsPhone, signIn, useBrowser } from './browser.ts';

/**
 * Issue 25 item 30: an organization's owners and admins manage it from /org (people, locations,
 * apprenticeships, API keys) under the API's rules; classes and cohorts are archived and restored;
 * a class shows its roster. Each test works on records of its own or puts them back, since other
 * browser tests share the platform.
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-org-admin';
const OWNER = 'owner.workforce@demo.pathcraft.test';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const TEACHER = 'teacher.workforce@demo.pathcraft.test';
const CNC = 'CNC Machining I: Setup and Operation';

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.locator('.pc-toast').filter({ hasText: text });
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const optionsOf = (select: ReturnType<Page['getByRole']>) => select.locator('option').allTextContents();

/** Opens a person of the organization from /org/people, found by name. */
async function openPerson(page: Page, name: string) {
  await page.getByLabel('Search by name').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const panel = dialog(page, `Edit ${name}`);
  await panel.getByTestId('user-account').waitFor();
  return panel;
}

describe('the organization area for owners and admins', () => {
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it("shows an owner their organization's areas, and its people only, searched and paged in the address", async () => {
    const page = await newPage();
    await signIn(page, OWNER, '/org');
    await page.getByRole('heading', { name: 'Classes', level: 1 }).waitFor();
    expect(await nav(page).getByRole('link').allTextContents()).toEqual([
      'Classes',
      'People',
      'Locations',
      'Apprenticeships',
      'Apprentices',
      'Compliance',
      'API keys',
      'Materials',
      'Program import',
    ]);
    await nav(page).getByRole('link', { name: 'People' }).click();
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
    await rowOf(page, 'Marcus Bell').waitFor();
    // Their own organization only: no organization to pick, nobody of the community organization.
    expect(await page.locator('.toolbar').getByLabel('Organization').count()).toBe(0);
    expect(await page.getByRole('cell', { name: 'Tyler Brooks', exact: true }).count()).toBe(0);
    await page.getByLabel('Search by name').fill('Sokol');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 user$/ })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('name')).toBe('Sokol');
    await page.reload();
    await rowOf(page, 'Rachel Sokol').waitFor();
    expect(await page.getByLabel('Search by name').inputValue()).toBe('Sokol');
    await expectAccessible(page, 'people');
    await expectFitsPhone(page, SHOTS, 'owner-people', { wide: true });

    // An owner may give Owner; on their own record nothing of role or account is offered.
    await page.getByLabel('Search by name').fill('');
    const quentin = await openPerson(page, 'Quentin Rhodes');
    await expect.poll(() => optionsOf(quentin.getByLabel('New role'))).toEqual(['Owner', 'Admin', 'Expert', 'User']);
    await quentin.getByRole('button', { name: 'Close' }).last().click();
    const self = await openPerson(page, 'Denise Kowalski');
    await self.getByTestId('role-refusal').getByText("You can't change your own role.").waitFor();
    await self.getByTestId('account-refusal').getByText("You can't deactivate your own account.").waitFor();
    expect(await self.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    await expectAccessible(page, 'own record');
  });

  it('lets an admin give roles up to Admin only, never act on the owner, and deactivate and reactivate a learner', async () => {
    const page = await newPage();
    await signIn(page, ADMIN, '/org/people');
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
    const quentin = await openPerson(page, 'Quentin Rhodes');
    const roles = quentin.getByLabel('New role');
    await expect.poll(() => optionsOf(roles)).toEqual(['Admin', 'Expert', 'User']);
    await roles.selectOption({ label: 'Expert' });
    await quentin.getByRole('button', { name: 'Change role' }).click();
    await dialog(page, 'Change role?').getByRole('button', { name: 'Change role' }).click();
    await toast(page, 'Quentin Rhodes is now Expert.').waitFor();
    await quentin.getByTestId('user-role').getByText('Expert').waitFor();
    await roles.selectOption({ label: 'User' });
    await quentin.getByRole('button', { name: 'Change role' }).click();
    await dialog(page, 'Change role?').getByRole('button', { name: 'Change role' }).click();
    await quentin.getByTestId('user-role').getByText('User').waitFor();
    await quentin.getByRole('button', { name: 'Close' }).last().click();

    // The owner outranks an admin: no role change, no deactivation offered, the reason said.
    const owner = await openPerson(page, 'Denise Kowalski');
    await owner.getByTestId('role-refusal').getByText("Only an owner can change this user's roles.").waitFor();
    await owner.getByTestId('account-refusal').getByText('Only an owner can deactivate this user.').waitFor();
    expect(await owner.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    await owner.getByRole('button', { name: 'Close' }).last().click();

    const tanya = await openPerson(page, 'Tanya Bryant');
    await tanya.getByRole('button', { name: 'Deactivate' }).click();
    await dialog(page, 'Deactivate Tanya Bryant?').getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, 'Tanya Bryant was deactivated.').waitFor();
    await tanya.getByTestId('user-account').getByText('Deactivated').waitFor();
    const learner = await newPage();
    await signIn(learner, 'tanya.bryant@demo.pathcraft.test', '/account');
    await learner
      .getByTestId('login-error')
      .getByText('Your account is deactivated. Ask an administrator of your organization to reactivate it.')
      .waitFor();
    await tanya.getByRole('button', { name: 'Reactivate' }).click();
    await dialog(page, 'Reactivate Tanya Bryant?').getByRole('button', { name: 'Reactivate' }).click();
    await toast(page, 'Tanya Bryant was reactivated.').waitFor();
    await tanya.getByTestId('user-account').getByText('Active').waitFor();
    await signIn(learner, 'tanya.bryant@demo.pathcraft.test', '/account');
    await learner.waitForURL((url) => url.pathname === '/account');
    await expectAccessible(page, 'person panel');
    await tanya.getByRole('button', { name: 'Close' }).last().click();

    // A new person: the organization is the admin's, the roles those an admin may give.
    await page.getByRole('button', { name: 'New user' }).click();
    const form = dialog(page, 'New user');
    // The form loads after the list has shown (a lazy chunk): read its options once it is there.
    await expect.poll(() => optionsOf(form.getByLabel('Role'))).toEqual(['Admin', 'Expert', 'User']);
    expect(await optionsOf(form.getByLabel('Organization'))).toEqual([
      'Choose an organization',
      'Three Rivers Workforce Partnership',
    ]);
    await form.getByLabel('Name').fill('Org Area Newcomer');
    await form.getByLabel('E-mail').fill('org.area.newcomer@example.org');
    await form.getByLabel('Role').selectOption({ label: 'Expert' });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Org Area Newcomer').waitFor();
    await page.getByLabel('Search by name').fill('Newcomer');
    await rowOf(page, 'Org Area Newcomer').getByRole('cell', { name: 'Expert', exact: true }).waitFor();

    // Or invited by e-mail: a registration invitation of the organization, its code shown once.
    const invites = page.locator('section[aria-labelledby="people-invitations"]');
    await expect.poll(() => optionsOf(invites.getByLabel('Invitation'))).toEqual(['Registration']);
    await invites.getByLabel('E-mail').fill('org.area.invitee@example.org');
    await invites.getByLabel('First name').fill('Ivy');
    await invites.getByRole('button', { name: 'Send invitation' }).click();
    await toast(page, 'Invitation sent.').waitFor();
    expect(await invites.getByTestId('invite-code').locator('code').textContent()).toMatch(/^[A-Z0-9]{6}$/);
    await invites.getByRole('row').filter({ hasText: 'Ivy' }).waitFor();
    await expectAccessible(page, 'people with invitations');
    await expectFitsPhone(page, SHOTS, 'admin-people');
  });

  it("manages the organization's locations, apprenticeships and API keys", async () => {
    const page = await newPage();
    await signIn(page, OWNER, '/org/locations');
    await page.getByRole('heading', { name: 'Locations', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New location' }).click();
    const form = dialog(page, /location/i);
    await form.getByLabel('Name').fill('Org Area Depot');
    await form.getByRole('button', { name: 'Save' }).click();
    await rowOf(page, 'Org Area Depot').waitFor();
    await page.getByRole('button', { name: 'Delete Org Area Depot' }).click();
    await dialog(page, /Delete/)
      .getByRole('button', { name: 'Delete' })
      .click();
    await rowOf(page, 'Org Area Depot').waitFor({ state: 'detached' });
    await expectAccessible(page, 'locations');
    await expectFitsPhone(page, SHOTS, 'locations');

    await nav(page).getByRole('link', { name: 'Apprenticeships' }).click();
    await page.getByRole('heading', { name: 'Apprenticeships', level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await page.locator('.toolbar').getByLabel('Organization').count()).toBe(0);
    await expectAccessible(page, 'apprenticeships');
    await expectFitsPhone(page, SHOTS, 'apprenticeships');

    await nav(page).getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New API key' }).click();
    const keyForm = dialog(page, /API key/);
    await keyForm.getByLabel('Name').fill('Org area site');
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByTestId('api-key-once').locator('code').textContent();
    expect(key).toMatch(/^pk_/);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Revoke Org area site' }).click();
    await dialog(page, /Revoke/)
      .getByRole('button', { name: 'Revoke' })
      .click();
    await rowOf(page, 'Org area site').getByText('Revoked').waitFor();
    await expectAccessible(page, 'api keys');
    await expectFitsPhone(page, SHOTS, 'api-keys');
  });

  it('archives a class and a cohort: they leave the lists, Show archived finds them, Restore brings them back', async () => {
    const page = await newPage();
    await signIn(page, ADMIN, '/org');
    await page.getByRole('heading', { name: 'Classes', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New class' }).click();
    const form = dialog(page, 'New class');
    await form.getByRole('textbox', { name: 'Title' }).fill('Org Area Archive Drill');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/org/classes/'));
    await page.getByRole('button', { name: 'Add cohort' }).click();
    const cohortForm = dialog(page, 'New cohort');
    await cohortForm.getByRole('textbox', { name: 'Cohort title' }).fill('Drill Cohort');
    await cohortForm.getByLabel('Enrollment open').check();
    await cohortForm.getByRole('button', { name: 'Save' }).click();
    await rowOf(page, 'Drill Cohort').waitFor();
    await page.getByRole('button', { name: 'Archive Drill Cohort' }).click();
    await dialog(page, 'Archive Drill Cohort?').getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Drill Cohort was archived.').waitFor();
    await page.getByRole('row').filter({ hasText: 'Drill Cohort' }).waitFor({ state: 'detached' });
    const cohorts = page
      .getByRole('region', { name: 'Cohorts' })
      .or(page.locator('section[aria-labelledby="class-cohorts"]'));
    await cohorts.getByLabel('Show archived').check();
    await page.getByRole('row').filter({ hasText: 'Drill Cohort' }).getByText('Archived').waitFor();
    await page.getByRole('button', { name: 'Restore Drill Cohort' }).click();
    await toast(page, 'Drill Cohort was restored.').waitFor();
    await page.getByRole('button', { name: 'Archive Drill Cohort' }).waitFor();

    await page.getByRole('link', { name: 'All classes' }).click();
    await page.getByRole('heading', { name: 'Classes', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Org Area Archive Drill' }).waitFor();
    await page.getByRole('button', { name: 'Archive Org Area Archive Drill' }).click();
    await dialog(page, 'Archive Org Area Archive Drill?')
      .getByText(/takes no new enrolments/)
      .waitFor();
    await dialog(page, 'Archive Org Area Archive Drill?').getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Org Area Archive Drill was archived.').waitFor();
    await page.getByRole('link', { name: 'Org Area Archive Drill' }).waitFor({ state: 'detached' });
    await page.getByLabel('Show archived').check();
    expect(new URL(page.url()).searchParams.get('archived')).toBe('show');
    const row = page.getByRole('row').filter({ hasText: 'Org Area Archive Drill' });
    await row.getByText('Archived').waitFor();
    await expectAccessible(page, 'classes with archived');
    await expectFitsPhone(page, SHOTS, 'classes-archived');
    await page.getByRole('button', { name: 'Restore Org Area Archive Drill' }).click();
    await toast(page, 'Org Area Archive Drill was restored.').waitFor();
    await page.getByLabel('Show archived').uncheck();
    await page.getByRole('link', { name: 'Org Area Archive Drill' }).waitFor();
  });

  it("shows a class's roster to the organization's owner and teacher, and keeps a teacher to classes", async () => {
    const owner = await newPage();
    await signIn(owner, OWNER, '/org');
    await owner.getByRole('link', { name: CNC, exact: true }).click();
    await owner.getByRole('heading', { name: CNC, level: 1 }).waitFor();
    const roster = owner.locator('section[aria-labelledby="class-roster"]');
    await roster.getByRole('heading', { name: 'Roster' }).waitFor();
    const count = Number.parseInt(
      (await roster
        .getByTestId('roster-count')
        .filter({ hasText: /learners?$/ })
        .textContent()) ?? '',
      10,
    );
    expect(count).toBeGreaterThan(2);
    expect(await roster.getByRole('row').count()).toBe(count + 1);
    const graceRow = roster.getByRole('row').filter({ hasText: 'Grace Nguyen' });
    await graceRow.getByRole('cell', { name: 'grace.nguyen@demo.pathcraft.test' }).waitFor();
    await graceRow.getByRole('cell', { name: 'Spring 2027 Evening Cohort' }).waitFor();
    await expectAccessible(owner, 'class with roster');
    await expectFitsPhone(owner, SHOTS, 'roster', { wide: true });

    const teacher = await newPage();
    await signIn(teacher, TEACHER, '/org');
    await teacher.getByRole('heading', { name: 'Classes', level: 1 }).waitFor();
    expect(await nav(teacher).getByRole('link').allTextContents()).toEqual(['Classes', 'Materials', 'Apprentices']);
    await teacher.getByRole('link', { name: CNC, exact: true }).click();
    const teacherRoster = teacher.locator('section[aria-labelledby="class-roster"]');
    await teacherRoster.getByRole('row').filter({ hasText: 'Grace Nguyen' }).waitFor();
    expect(await teacherRoster.getByRole('row').count()).toBe(count + 1);
    // The people of the organization are its owners' and admins' to manage.
    await teacher.goto('/org/people');
    // Back to the organization's classes, told why.
    await teacher.waitForURL((url) => url.pathname === '/org');
    await teacher
      .getByRole('status')
      .filter({ hasText: "That page is for your organization's owners and administrators." })
      .waitFor();
  });
});
