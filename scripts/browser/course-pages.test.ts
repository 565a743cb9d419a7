import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';

/**
 * The public course and pathway pages (docs/rules.md#public-site) and the registration
 * invite's sign-up, as a visitor uses them: every enroll state with its exact
 * text, Join and Learn more clicked through, the pathway tabs switched, and a
 * new account made from the demo register invite.
 */
const { newPage } = useBrowser();
const ORG = 'Three Rivers Workforce Partnership';

const course = (path: string) => `/o/demo-workforce/courses/${path}`;
const session = (page: Page) => page.evaluate(() => localStorage.getItem('pathcraft.session'));

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** An enrolled learner on their course's page: still signed in, 'Enrolled', and Course Content opens every section on the page. */
async function expectEnrolledLearner(page: Page) {
  const content = page.getByRole('link', { name: 'Course Content' });
  await content.waitFor();
  expect(await page.locator('.ps-card__status').innerText()).toBe('Enrolled');
  await content.click();
  await page.waitForURL(
    (url) => url.hash === '#course-content' && url.pathname.startsWith('/o/demo-workforce/courses/'),
  );
  expect(await page.locator('.ps-sections h3').allInnerTexts()).toEqual([
    'Introduction to OSHA',
    'Walking and Working Surfaces',
    'Lockout/Tagout',
    'Machine Guarding',
    'Electrical Safety',
  ]);
  expect(await session(page)).not.toBeNull();
}

describe('course page', () => {
  it('shows a public course with its overview, first 4 sections, experts without test users and the side card; Join opens the cohort chooser and leads to the sign-up link', async () => {
    const page = await newPage();
    await page.goto(course('courseSlug/osha-10-general-industry'));
    await page.getByRole('heading', { level: 1, name: 'OSHA 10 for General Industry' }).waitFor();
    expect(await page.title()).toBe(`OSHA 10 for General Industry | ${ORG}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    expect(await page.locator('.ps-header__name').innerText()).toBe(ORG);
    expect(await page.locator('.ps-header__title').innerText()).toBe('OSHA 10 for General Industry');
    expect(await page.locator('.ps-sections h3').allInnerTexts()).toEqual([
      'Introduction to OSHA',
      'Walking and Working Surfaces',
      'Lockout/Tagout',
      'Machine Guarding',
    ]);
    await page.getByRole('heading', { name: 'Experts' }).waitFor();
    // One expert, the test user left out (another suite may have given Ray a middle name and a suffix).
    expect(await page.locator('.ps-person strong').allInnerTexts()).toEqual([
      expect.stringMatching(/^Ray .*Dombrowski/),
    ]);
    expect(await page.locator('.ps-tag').allInnerTexts()).toEqual(['Safety', 'OSHA', 'Manufacturing']);
    expect(await page.locator('.ps-card__status').innerText()).toBe('Not enrolled');
    expect(await page.getByText('Class Live Now!').count()).toBe(0);
    expect(await page.locator('pathcraft-assistant').count()).toBe(0);
    await expectAccessible(page, 'public course', { idle: true, soft: true });

    await page.getByRole('button', { name: 'Join Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll in OSHA 10 for General Industry' });
    await dialog.getByRole('button', { name: 'Select Winter 2027 Saturday Cohort' }).click();
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/login/demo-workforce');
    const q = new URL(page.url()).searchParams;
    expect(Object.fromEntries(q)).toEqual({
      action: 'signup',
      pcp: 'true',
      classId: 'demo-course-osha10',
      cohortId: 'demo-cohort-osha-winter',
      eUnitIds: 'osha-day-1',
    });
    await page.getByRole('heading', { name: 'Sign in to join' }).waitFor();

    // An existing learner signs in: the enrolment chosen on the course page is made, and they land back on the course.
    await page.getByLabel('E-mail').fill('student.community@demo.pathcraft.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/o/demo-workforce/courses/courseSlug/osha-10-general-industry');
    await page.getByRole('heading', { level: 1, name: 'OSHA 10 for General Industry' }).waitFor();
    await expectEnrolledLearner(page);
    // Reload and Back keep them signed in and enrolled: no loop through the sign-in page.
    await page.reload();
    await expectEnrolledLearner(page);
  });

  it("checks the locationId query: its organization's location shows the course, an unknown or another organization's one goes to the product home", async () => {
    const page = await newPage();
    await page.goto(course('courseSlug/osha-10-general-industry?locationId=demo-wf-loc-strip'));
    await page.getByRole('heading', { level: 1, name: 'OSHA 10 for General Industry' }).waitFor();
    for (const locationId of ['no-such-location', 'demo-cm-loc-oakland']) {
      await page.goto(course(`courseSlug/osha-10-general-industry?locationId=${locationId}`));
      await page.waitForURL((url) => !url.pathname.startsWith('/o/'));
    }
  });

  it('shows a live course: the banner, the ribbon, only the featured section, the streaming link, the assistant, and Join Session to the sign-up link', async () => {
    const page = await newPage();
    await page.goto(course('id/demo-course-maintenance'));
    await page.getByText('Class Live Now!').waitFor();
    expect(await page.locator('.ps-ribbon').innerText()).toBe('Live!');
    expect(await page.locator('.ps-sections h3').allInnerTexts()).toEqual(['Mechanical Power Transmission']);
    expect(await page.getByRole('link', { name: 'Open the streaming link' }).getAttribute('href')).toBe(
      'https://meet.jit.si/ThreeRiversMaintenanceLab',
    );
    expect(await page.locator('pathcraft-assistant').getAttribute('integration-id')).toBe('demo-assistant');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('.ps-prerequisite').innerText()).toBe('Prerequisite: OSHA 10 for General Industry');
    await expectAccessible(page, 'live course', { idle: true, soft: true });

    await page.getByRole('button', { name: 'Join Session' }).click();
    await page.waitForURL((url) => url.pathname === '/login/demo-workforce');
    expect(new URL(page.url()).search).toBe('?action=signup&pcp=true&classId=demo-course-maintenance');
    await page.goBack();
    await page.getByRole('link', { name: 'OSHA 10 for General Industry' }).click();
    await page.waitForURL(/\/courses\/id\/demo-course-osha10$/);
    await page.getByRole('heading', { level: 1, name: 'OSHA 10 for General Industry' }).waitFor();
  });

  it('shows Register with Already Registered? Join Course for an external register URL', async () => {
    const page = await newPage();
    await page.goto(course('courseSlug/cnc-machining-1'));
    const register = page.getByRole('link', { name: 'Register', exact: true });
    expect(await register.getAttribute('href')).toBe('https://register.example.edu/continuing-ed/cnc-machining-1');
    expect(await page.locator('.ps-enroll__already').textContent()).toBe('Already Registered? Join Course');
    await page.getByRole('button', { name: 'Join Course' }).click();
    await page
      .getByRole('dialog', { name: 'Enroll in CNC Machining I: Setup and Operation' })
      .getByRole('button', { name: 'Select Spring 2027 Evening Cohort' })
      .waitFor();
  });

  it.each([
    ['invitation only', 'courseSlug/apprentice-orientation'],
    ['enrolment not open', 'id/demo-course-welding-closed'],
    ['a payment integration', 'courseSlug/forklift-operator-certification'],
  ])('shows the enroll block for %s', async (state, path) => {
    const page = await newPage();
    await page.goto(course(path));
    await page.locator('.ps-enroll > *').first().waitFor();
    if (state === 'invitation only') {
      expect(await page.locator('.ps-enroll').innerText()).toBe('Invitation Only');
      expect(await page.getByRole('button', { name: /Join/ }).count()).toBe(0);
    } else {
      const join = page.getByRole('button', { name: 'Join', exact: true });
      expect(await join.isDisabled()).toBe(true);
      expect(await join.locator('svg.ps-lock').count()).toBe(1);
    }
    if (state === 'a payment integration') {
      // Course content is off for this class: no sections; its test instructor is hidden.
      expect(await page.getByRole('heading', { name: 'Sections' }).count()).toBe(0);
      expect(await page.locator('.ps-person strong').allInnerTexts()).toEqual([
        expect.stringMatching(/^Ray .*Dombrowski/),
      ]);
    }
  });

  it.each([
    ['an unknown course', course('courseSlug/no-such-course'), 'Course not found'],
    ['an unknown course key', course('title/OSHA'), 'Course not found'],
    ['an unknown pathway', '/o/demo-workforce/pathways/no-such-pathway', 'Pathway not found'],
  ])('%s: a friendly page with what to do next, not the server’s words', async (_name, path, title) => {
    const page = await newPage();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(
      await page.getByText('Check the address, or ask whoever shared it with you for the right link.').isVisible(),
    ).toBe(true);
    expect(await page.locator('main').innerText()).not.toMatch(/No course|courseKey|No pathway|record with id/);
  });

  it("says 'This course is private.' and leaves a signed-in user signed in; the course's staff stay signed in and reach their class; anyone else is signed out", async () => {
    const page = await newPage();
    await signIn(page, 'teacher.workforce@demo.pathcraft.test');
    await page.goto(course('courseSlug/plant-leadership-private'));
    await page.getByRole('heading', { level: 1, name: 'This course is private.' }).waitFor();
    await expectAccessible(page, 'private course', { idle: true, soft: true });
    expect(await session(page)).not.toBeNull();
    await page.goto(course('id/demo-course-forklift-paid'));
    // A staff member of the course's organization: Course Content is their class in /org, without a new sign-in.
    await page.getByRole('link', { name: 'Course Content' }).click();
    await page.waitForURL((url) => url.pathname === '/org/classes/demo-course-forklift-paid');
    await page
      .getByRole('heading', { name: /Forklift/ })
      .first()
      .waitFor();
    expect(await session(page)).not.toBeNull();

    // Someone signed in without access to the course is signed out (docs/rules.md#public-site) and sees Join.
    const other = await newPage();
    await signIn(other, 'student.community@demo.pathcraft.test');
    await other.goto(course('id/demo-course-forklift-paid'));
    await other.getByRole('button', { name: 'Join', exact: true }).waitFor();
    await expect.poll(() => session(other)).toBeNull();
  });
});

describe('pathway page', () => {
  it('numbers the courses, links Learn more for public open courses, and switches between the Pathway, Job Profile and Certificates tabs', async () => {
    const page = await newPage();
    await page.goto('/o/demo-workforce/pathways/demo-pathway-manufacturing');
    await page.getByRole('heading', { level: 1, name: 'Advanced Manufacturing Pathway' }).waitFor();
    expect(await page.title()).toBe(`Advanced Manufacturing Pathway | ${ORG}`);
    expect(await page.locator('.ps-header__title').innerText()).toBe('Advanced Manufacturing Pathway');
    expect(await page.locator('.ps-timeline__number').allInnerTexts()).toEqual(['1', '2', '3', '4']);
    expect(await page.locator('.ps-timeline h2').allTextContents()).toEqual([
      'Step 1: OSHA 10 for General Industry',
      'Step 2: CNC Machining I: Setup and Operation',
      'Step 3: Industrial Maintenance Fundamentals',
      'Step 4: Apprentice Orientation: Mon Valley Manufacturing',
    ]);
    // The invitation-only orientation has no Learn more.
    expect(await page.getByRole('link', { name: /^Learn more about/ }).count()).toBe(3);
    expect(
      await page
        .getByRole('link', { name: 'Learn more about Apprentice Orientation: Mon Valley Manufacturing' })
        .count(),
    ).toBe(0);
    await expectAccessible(page, 'pathway', { idle: true, soft: true });

    await page.getByRole('link', { name: 'Learn more about CNC Machining I: Setup and Operation' }).click();
    await page.waitForURL((url) => url.pathname === '/o/demo-workforce/courses/id/demo-course-cnc');
    await page.getByRole('heading', { level: 1, name: 'CNC Machining I: Setup and Operation' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Advanced Manufacturing Pathway' }).waitFor();

    await page.getByRole('navigation', { name: 'Pathway' }).getByRole('link', { name: 'Job Profile' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/o/demo-workforce/pathways/demo-pathway-manufacturing/job-profile/demo-job-cnc',
    );
    const frame = page.frameLocator('iframe.ps-job-profile');
    await frame.getByText('Operations Monitoring').first().waitFor();
    expect(await page.getByRole('link', { name: 'Job Profile' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page, 'pathway job profile', { soft: true });

    await page.getByRole('link', { name: 'Certificates' }).click();
    await page.waitForURL(/\/certificates$/);
    expect(await page.locator('.ps-cert summary').allInnerTexts()).toEqual([
      'NIMS Measurement, Materials and Safety (NIMS MMS)',
      'OSHA 10-Hour General Industry (OSHA 10)',
    ]);
    await page.getByRole('link', { name: 'Pathway', exact: true }).click();
    await page.locator('.ps-timeline').waitFor();
  });

  it('Back walks the tabs: from Certificates to Job Profile to Pathway, and Forward again', async () => {
    const page = await newPage();
    await page.goto('/o/demo-workforce/pathways/demo-pathway-manufacturing');
    const tabs = page.getByRole('navigation', { name: 'Pathway' });
    await page.locator('.ps-timeline').waitFor();
    await tabs.getByRole('link', { name: 'Job Profile' }).click();
    await page.waitForURL(/\/job-profile\/demo-job-cnc$/);
    await tabs.getByRole('link', { name: 'Certificates' }).click();
    await page.waitForURL(/\/certificates$/);
    await page.locator('.ps-cert').first().waitFor();
    await page.goBack();
    await page.waitForURL(/\/job-profile\/demo-job-cnc$/);
    expect(await tabs.getByRole('link', { name: 'Job Profile' }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/o/demo-workforce/pathways/demo-pathway-manufacturing');
    await page.locator('.ps-timeline').waitFor();
    await page.goForward();
    await page.waitForURL(/\/job-profile\/demo-job-cnc$/);
    // The same tab twice adds no step.
    await tabs.getByRole('link', { name: 'Job Profile' }).click();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/o/demo-workforce/pathways/demo-pathway-manufacturing');
  });

  it('shows each certificate in an accordion with its Yes and No details as badges', async () => {
    const page = await newPage();
    await page.goto('/o/demo-workforce/pathways/demo-pathway-maintenance/certificates');
    await page.getByText('NCCER Industrial Maintenance Mechanic', { exact: true }).click();
    const open = page.locator('details[open]');
    expect(await open.locator('.badge').allInnerTexts()).toEqual(['Yes', 'No']);
    expect(await open.locator('dd').allInnerTexts()).toEqual(['Yes', 'No', 'Not required']);
    expect(
      await open
        .getByRole('link', { name: 'National Center for Construction Education and Research' })
        .getAttribute('href'),
    ).toBe('https://www.nccer.org');
    await expectAccessible(page, 'pathway certificates', { idle: true, soft: true });
    // The private leadership course is named, without Learn more.
    await page.getByRole('link', { name: 'Pathway', exact: true }).click();
    await page.getByText('Plant Leadership Academy').waitFor();
    expect(await page.getByRole('link', { name: 'Learn more about Plant Leadership Academy' }).count()).toBe(0);
  });

  it("says 'This pathway is private.' and shows no tabs without a job profile", async () => {
    const page = await newPage();
    await page.goto('/o/demo-workforce/pathways/demo-pathway-supervisors');
    await page.getByRole('heading', { level: 1, name: 'This pathway is private.' }).waitFor();
    await page.goto('/o/demo-community/pathways/demo-pathway-digital-start');
    await page.getByRole('heading', { level: 1, name: 'Getting Started Online' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Pathway' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Learn more about/ }).count()).toBe(2);
  });
});

describe('registration invite', () => {
  it('asks for the access code, then creates the account with a strong password and lands where the invite points', async () => {
    const page = await newPage();
    await page.goto('/external/invite/id/demo-invite-register');
    await page.waitForURL(
      (url) => url.pathname === '/login/demo-workforce' && url.searchParams.get('action') === 'signup',
    );
    await page.getByRole('heading', { name: 'Access Code' }).waitFor();
    await page.getByRole('textbox', { name: 'Access code' }).fill('R6N2JB');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Andre Williams');
    const email = page.getByLabel('E-mail');
    expect(await email.inputValue()).toBe('andre.williams@demo.pathcraft.test');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await expectAccessible(page, 'invite sign-up', { idle: true, soft: true });

    await page.locator('input[name="password"]').fill('Password123!');
    await page.locator('input[name="repeat"]').fill('Password123!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This password is too common. Choose another.').waitFor();

    await page.locator('input[name="password"]').fill('blue-kettle 42 river');
    await page.locator('input[name="repeat"]').fill('blue-kettle 42 rivers');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The passwords do not match.').waitFor();

    await page.locator('input[name="repeat"]').fill('blue-kettle 42 river');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/enroll/demo-course-osha10');
    // Signed in as the new account: the enrol page opens its dialog for the class.
    await page.getByRole('dialog', { name: 'Enroll in OSHA 10 for General Industry' }).waitFor();
    expect(await session(page)).not.toBeNull();

    // The invite is used: opening it again says so, and the new password signs in.
    const again = await newPage();
    await again.goto('/login/demo-workforce?action=signup&inviteId=demo-invite-register&accessCode=R6N2JB');
    await again.getByText('This invitation was already used. Sign in instead.').waitFor();
    await again.goto('/login');
    await again.getByLabel('E-mail').fill('andre.williams@demo.pathcraft.test');
    await again.getByLabel('Password').fill('blue-kettle 42 river');
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await again.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
});
