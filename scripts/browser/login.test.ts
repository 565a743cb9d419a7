import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';

const { newPage } = useBrowser();

describe('signing in to the console', () => {
  it('sends a visitor without a sign-in to the login page, signs the super admin in and lands on the console home', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('errorCode')).toBe('auth_no_token');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByText('Please sign in to continue.').waitFor();

    await page.getByLabel('E-mail').fill('superadmin@demo.pathcraft.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Courses' }).waitFor();
    await page
      .getByTestId('console-home')
      .getByText(/courses across \d+ organizations/)
      .waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(3);
    expect(await page.title()).toBe('Courses | Pathcraft Admin');

    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    // Searched by name: other suites may have added more people than one page holds.
    await page.getByLabel('Search by name').fill('Pat Rivera');
    await page.getByRole('cell', { name: 'superadmin@demo.pathcraft.test' }).waitFor();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
  });

  it('lands a teacher on their account page, and sends them back to the login with perm_role_teacher_admin from the console', async () => {
    const page = await newPage();
    await page.goto('/login?continueUrl=/');
    await page.getByLabel('E-mail').fill('teacher.workforce@demo.pathcraft.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByTestId('account-role').getByText('Expert').waitFor();

    await page.goto('/');
    await page.waitForURL(/errorCode=perm_role_teacher_admin/);
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('This area is for super admins only. Sign in with a super admin account.');
  });

  it('shows a wrong password as an error on the form', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('superadmin@demo.pathcraft.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('login-error').getByText('Wrong e-mail or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
