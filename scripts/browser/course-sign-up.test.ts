import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { DEMO_PASSWORD, expectFitsPhone, useBrowser } from './browser.ts';

/**
 * Issue 25 #7: a visitor without an account signs up to an open course from its page (Join,
 * cohort and class code, then the sign-up link) and lands on the course's content signed in;
 * reload and Back keep them there. A course whose organization registers by invitation keeps
 * 'Ask … for a registration invitation'.
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-course-sign-up';
const COURSE = '/o/demo-community/courses/courseSlug/digital-literacy-basics';
const SECTIONS = [
  'Getting Started with a Computer',
  'E-mail That Works for You',
  'Passwords and Staying Safe Online',
  'Video Calls and Online Forms',
];
const PASSWORD = 'blue-kettle 42 river';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const session = (page: Page) => page.evaluate(() => localStorage.getItem('pathcraft.session'));

/** From the course page: Join Course, the winter cohort and its class code, Continue: the sign-up link. */
async function joinFromCoursePage(page: Page) {
  await page.goto(COURSE);
  await page.getByRole('heading', { level: 1, name: 'Digital Literacy Basics' }).waitFor();
  await page.getByRole('button', { name: 'Join Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll in Digital Literacy Basics' });
  await dialog.getByRole('button', { name: 'Select Winter 2027 Morning Group' }).click();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/login/demo-community' && url.searchParams.get('action') === 'signup',
  );
}

/** A learner on the course's content: signed in, 'Enrolled', every section shown, no Join. */
async function expectOnCourseContent(page: Page) {
  await page.getByRole('link', { name: 'Course Content' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(COURSE);
  expect(await page.locator('.ps-card__status').innerText()).toBe('Enrolled');
  expect(await page.locator('.ps-sections h3').allInnerTexts()).toEqual(SECTIONS);
  expect(await page.getByRole('button', { name: 'Join Course' }).count()).toBe(0);
  expect(await session(page)).not.toBeNull();
}

describe('signing up to an open course', () => {
  it('creates the account from the course page, with clear errors, and lands on the course content signed in; reload and Back stay there', async () => {
    const page = await newPage({ forwardedFor: '203.0.113.71' });
    await joinFromCoursePage(page);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    expect(
      await page
        .getByText('Create your account to join Digital Literacy Basics at Allegheny Community Learning.')
        .isVisible(),
    ).toBe(true);
    expect(await page.title()).toBe('Create your account | Digital Literacy Basics | Allegheny Community Learning');
    // Not the old dead end.
    expect(await page.getByText(/registration invitation/).count()).toBe(0);
    await expectAccessible(page, 'course sign-up', { idle: true });
    await expectFitsPhone(page, SHOTS, 'sign-up-form', { wide: true });

    // Nothing filled in: each field says what it needs.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Name is required.').waitFor();
    expect(await page.getByText('Enter a valid e-mail address.').isVisible()).toBe(true);
    expect(await page.getByText('Choose a password.').isVisible()).toBe(true);
    await expectFitsPhone(page, SHOTS, 'sign-up-errors');

    await page.getByLabel('Name').fill('Dana Whitfield');
    await page.getByLabel('E-mail').fill('student.community@demo.pathcraft.test');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="repeat"]').fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.locator('input[name="repeat"]').fill(PASSWORD);
    // An e-mail already in use: the answer the invite sign-up gives, at the field.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this e-mail already exists. Sign in instead.').waitFor();
    expect(await session(page)).toBeNull();

    await page.getByLabel('E-mail').fill('dana.whitfield.browser@example.org');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === COURSE && url.hash === '#course-content');
    await expectOnCourseContent(page);
    await expectAccessible(page, 'course content after sign-up', { idle: true, soft: true });
    await expectFitsPhone(page, SHOTS, 'course-content-after-sign-up', { wide: true });

    await page.reload();
    await expectOnCourseContent(page);

    // Back: the course page the visitor joined from (the sign-up page was replaced), still signed in and enrolled; no loop.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === COURSE && url.hash === '');
    await expectOnCourseContent(page);
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe(COURSE);

    // The new account's password signs in on its own.
    const again = await newPage({ forwardedFor: '203.0.113.72' });
    await again.goto('/login');
    await again.getByLabel('E-mail').fill('dana.whitfield.browser@example.org');
    await again.getByLabel('Password').fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await again.waitForURL((url) => url.pathname === '/account');
    await again.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await again.getByTestId('account-name').innerText()).toBe('Dana Whitfield');
    // Their account page leads back to the course's content.
    const courses = again.getByTestId('account-courses');
    expect(await courses.innerText()).toBe('Digital Literacy Basics at Allegheny Community Learning');
    await expectFitsPhone(again, SHOTS, 'account-courses', { wide: true });
    await courses.getByRole('link', { name: 'Digital Literacy Basics' }).click();
    await again.waitForURL(
      (url) =>
        url.pathname === '/o/demo-community/courses/id/demo-course-digital-literacy' && url.hash === '#course-content',
    );
    await again.getByRole('link', { name: 'Course Content' }).waitFor();
    expect(await again.locator('.ps-card__status').innerText()).toBe('Enrolled');
  });

  it('signs up at 375 px wide and reaches the content there', async () => {
    const page = await newPage({ forwardedFor: '203.0.113.73' });
    await page.setViewportSize({ width: 375, height: 800 });
    await joinFromCoursePage(page);
    await page.getByLabel('Name').fill('Omar Haddad');
    await page.getByLabel('E-mail').fill('omar.haddad.browser@example.org');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="repeat"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === COURSE && url.hash === '#course-content');
    await expectOnCourseContent(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The content is scrolled into view.
    expect(
      await page.locator('#course-content').evaluate((el) => el.getBoundingClientRect().top < window.innerHeight),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/course-content-375-viewport.png` });
  });

  it('lets a visitor who has an account switch to sign-in and back', async () => {
    const page = await newPage({ forwardedFor: '203.0.113.74' });
    await joinFromCoursePage(page);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in to join' }).waitFor();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('E-mail').fill('student.community@demo.pathcraft.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === COURSE);
    await expectOnCourseContent(page);
  });
});

describe('a course whose organization registers by invitation', () => {
  it("keeps sign-in with 'Ask … for a registration invitation', and offers no account", async () => {
    const page = await newPage({ forwardedFor: '203.0.113.75' });
    await page.goto('/o/demo-workforce/courses/id/demo-course-maintenance');
    await page.getByRole('button', { name: 'Join Session' }).click();
    await page.waitForURL((url) => url.pathname === '/login/demo-workforce');
    await page.getByRole('heading', { level: 1, name: 'Sign in to join' }).waitFor();
    await page
      .getByText('No account yet? Ask Three Rivers Workforce Partnership for a registration invitation.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Create an account' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0);
    await expectFitsPhone(page, SHOTS, 'invitation-only-registration');
  });
});
