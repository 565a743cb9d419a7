import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';

const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-console-courses';
const SUPER = 'superadmin@demo.pathcraft.test';
// An admin of the workforce demo organization whom the super admin flags read-only for courses.
const READ_ONLY_ADMIN = 'gloria.santos@demo.pathcraft.test';
const READ_ONLY_NAME = 'Gloria Santos';
const CLASS = 'Hydraulics for Maintenance Techs';
const ORG = 'Three Rivers Workforce Partnership';
const READ_ONLY_MESSAGE =
  'Your account is read-only for courses: you can view classes, sections and cohorts but not change them.';

async function signIn(page: Page, email: string, continueUrl = '/') {
  await page.goto(`/login?continueUrl=${encodeURIComponent(continueUrl)}`);
  await page
    .getByLabel('E-mail')
    .waitFor()
    .catch(async (err) => {
      await page.screenshot({ path: `${SHOTS}/sign-in-failed-${email.split('@')[0]}.png` });
      throw err;
    });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.locator('.pc-toast').filter({ hasText: text });

/** Two clicks in the same tick, faster than any re-render: the second must do nothing. */
const clickTwiceAtOnce = (button: Locator) =>
  button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });

/** Counts the writes (POST or PUT) the page sends to a data-access path. */
function countWrites(page: Page, method: 'POST' | 'PUT', path: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.count++;
  });
  return seen;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Calls the API with the page's own sign-in, as the page's code would. */
const apiCall = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('pathcraft.session') ?? 'null') as { token: string } | null;
      const res = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(session ? { authorization: `Bearer ${session.token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as { error?: { message: string }; item?: Record<string, unknown> },
      };
    },
    { method, path, body },
  );

let classId = '';

describe('the console manages classes, sections, cohorts, locations and job profiles', () => {
  let page: Page;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await newPage();
    await signIn(page, SUPER);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
  });

  it('creates a class, then shows it on its own page titled by the class', async () => {
    await expectAccessible(page, 'courses list');
    const creates = countWrites(page, 'POST', '/v1/external/supabase/courses');
    await page.getByRole('button', { name: 'New class' }).click();
    const form = dialog(page, 'New class');
    await form.getByRole('textbox', { name: 'Title' }).fill(CLASS);
    await form.getByRole('combobox', { name: 'Organization', exact: true }).selectOption({ label: ORG });
    await form.getByRole('textbox', { name: 'Schedule' }).fill('Tuesdays 6-9 pm');
    await form
      .getByRole('textbox', { name: 'Overview' })
      .fill('## What you learn\n\nPumps, valves and **safe** lockout.');
    await form.getByRole('button', { name: 'Markdown cheatsheet for Overview' }).click();
    const cheatsheet = dialog(page, 'Markdown cheatsheet');
    await cheatsheet.getByRole('cell', { name: '**bold**' }).waitFor();
    await expectAccessible(page, 'markdown cheatsheet');
    await cheatsheet.getByRole('button', { name: 'Close' }).last().click();
    await form.getByLabel('Open enrollment').check();
    await form.getByRole('button', { name: 'Add a unit' }).click();
    await form.getByRole('textbox', { name: 'Code' }).fill('CEU-HYD-1');
    await form.getByRole('textbox', { name: 'Credits', exact: true }).fill('3');
    await expectAccessible(page, 'class form');
    await page.screenshot({ path: `${SHOTS}/class-form.png`, fullPage: true });
    await clickTwiceAtOnce(page.getByRole('button', { name: 'Save' }));
    await page.waitForURL((url) => url.pathname.startsWith('/classes/'));
    classId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('heading', { name: CLASS, level: 1 }).waitFor();
    expect(creates.count).toBe(1);
    expect(await page.title()).toBe(`${CLASS} | Pathcraft Admin`);
    await toast(page, 'Class created.').waitFor();
    expect(await page.getByTestId('class-enrollment').textContent()).toBe('Open');
  });

  it("adds and publishes a class file that its readers then open (issue 25 #23): the super admin, and a teacher of the class's organization", async () => {
    const SYLLABUS = 'syllabus.pdf';
    await page.getByLabel('File to add').setInputFiles({
      name: SYLLABUS,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Add and publish' }).click();
    await toast(page, `${SYLLABUS} was added and published.`).waitFor();
    const opens = async (reader: Page) => {
      const [tab] = await Promise.all([
        reader.context().waitForEvent('page'),
        reader.getByRole('link', { name: SYLLABUS }).click(),
      ]);
      // The tab opens blank, then goes to the signed link. Chromium's PDF viewer does not always expose the
      // answer's headers to the page's response events, so the link the tab went to is fetched here.
      await tab.waitForURL((url) => url.pathname.startsWith('/files/courses/') && url.searchParams.has('sig'));
      const answer = await fetch(tab.url());
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      await tab.close();
    };
    await opens(page);
    const teacher = await newPage();
    await signIn(teacher, 'teacher.workforce@demo.pathcraft.test', `/org/classes/${classId}`);
    await teacher.getByRole('heading', { name: CLASS, level: 1 }).waitFor();
    await opens(teacher);
    await teacher.close();
  });

  it('adds, edits, reorders and deletes sections, deleting only after the confirm dialog', async () => {
    for (const title of ['Hydraulic basics', 'Pumps and valves', 'Troubleshooting']) {
      await page.getByRole('button', { name: 'Add section' }).click();
      const form = dialog(page, 'New section');
      await form.getByRole('textbox', { name: 'Section title' }).fill(title);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('list', { name: 'Sections in order' }).getByText(title, { exact: true }).waitFor();
    }
    const sections = page.getByRole('list', { name: 'Sections in order' }).getByRole('listitem');
    await page.getByRole('button', { name: 'Move Troubleshooting up' }).click();
    await expect
      .poll(() => sections.allTextContents())
      .toEqual([
        expect.stringContaining('Hydraulic basics'),
        expect.stringContaining('Troubleshooting'),
        expect.stringContaining('Pumps and valves'),
      ]);

    await page.getByRole('button', { name: 'Edit section Pumps and valves' }).click();
    const edit = dialog(page, 'Edit section');
    await edit.getByRole('textbox', { name: 'Header' }).fill('Week 3');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sections.filter({ hasText: 'Week 3' }).waitFor();

    await page.getByRole('button', { name: 'Delete section Hydraulic basics' }).click();
    const confirm = dialog(page, 'Delete Hydraulic basics?');
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectAccessible(page, 'confirm dialog');
    const primary = confirm.getByRole('button', { name: 'Delete' });
    await primary.click();
    await toast(page, 'Hydraulic basics was deleted.').waitFor();
    await expect.poll(() => sections.count()).toBe(2);
    // After a reload the order is the saved one.
    await page.reload();
    await expect
      .poll(() => page.getByRole('list', { name: 'Sections in order' }).getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining('Troubleshooting'), expect.stringContaining('Pumps and valves')]);
  });

  it('creates a cohort and opens its enrollment', async () => {
    await page.getByRole('button', { name: 'Add cohort' }).click();
    const form = dialog(page, 'New cohort');
    await form.getByRole('textbox', { name: 'Cohort title' }).fill('Spring 2027');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Cohort created.').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Spring 2027' });
    await row.getByRole('cell', { name: 'Not open' }).waitFor();
    await page.getByRole('button', { name: 'Edit cohort Spring 2027' }).click();
    const edit = dialog(page, 'Edit cohort');
    await edit.getByLabel('Enrollment open').check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await row.getByRole('cell', { name: 'Open', exact: true }).waitFor();
    await expectAccessible(page, 'class page');
    await page.screenshot({ path: `${SHOTS}/class-page.png`, fullPage: true });
  });

  it('edits the class: two clicks on Save send one change with only the changed field', async () => {
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/v1/external/supabase/courses')
        puts.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Edit class' }).click();
    const form = dialog(page, 'Edit class');
    await form.getByRole('textbox', { name: 'Schedule' }).fill('Thursdays 6-9 pm');
    await clickTwiceAtOnce(form.getByRole('button', { name: 'Save' }));
    await toast(page, 'Class saved.').waitFor();
    await form.waitFor({ state: 'detached' });
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0]!)).toEqual({ id: classId, schedule: 'Thursdays 6-9 pm' });
    await page.getByText('Thursdays 6-9 pm').waitFor();
  });

  it('stops a Save whose field was changed elsewhere meanwhile, says so, and saves on the second Save', async () => {
    const puts = countWrites(page, 'PUT', '/v1/external/supabase/courses');
    await page.getByRole('button', { name: 'Edit class' }).click();
    const form = dialog(page, 'Edit class');
    await form.getByRole('textbox', { name: 'Schedule' }).fill('Fridays 9-noon');
    // Meanwhile another tab saves the same field, and another one.
    const other = await apiCall(page, 'PUT', '/v1/external/supabase/courses', {
      id: classId,
      schedule: 'Saturdays 10-2',
      name: 'Changed elsewhere',
    });
    expect(other.status).toBe(200);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Someone saved changes to the fields you edited since you opened this form.').waitFor();
    expect(puts.count).toBe(1); // the other tab's only
    await page.screenshot({ path: `${SHOTS}/changed-elsewhere.png` });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    expect(puts.count).toBe(2);
    const stored = await apiCall(page, 'GET', `/v1/external/firebase/store/courses?id=${classId}`);
    expect(stored.body.item).toMatchObject({ schedule: 'Fridays 9-noon', name: 'Changed elsewhere' });
  });

  it('adds a location with a manager, as the default, and deletes another after confirming', async () => {
    await page.getByRole('link', { name: 'Locations' }).click();
    await page.getByRole('heading', { name: 'Locations', level: 1 }).waitFor();
    await page.locator('.toolbar').getByLabel('Organization').selectOption({ label: ORG });
    await page.getByRole('button', { name: 'New location' }).click();
    const form = dialog(page, 'New location');
    await form.getByRole('textbox', { name: 'Name' }).fill('Beaver County Training Site');
    await form.getByRole('textbox', { name: 'City' }).fill('Beaver');
    await form.getByLabel('State').selectOption({ label: 'Pennsylvania' });
    await form.getByRole('textbox', { name: 'ZIP code' }).fill('15009');
    await form.getByLabel("Default location (replaces the organization's current default)").check();
    await form.getByRole('searchbox', { name: 'Find managers' }).fill('Santos');
    await form.getByRole('checkbox', { name: READ_ONLY_NAME }).check();
    await expectAccessible(page, 'location form');
    await form.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Beaver County Training Site' });
    await row.getByText('Default').waitFor();
    expect(await row.textContent()).toContain('Beaver, PA 15009');
    expect(await row.textContent()).toContain(READ_ONLY_NAME);
    // Only one default in the organization.
    expect(await page.locator('.data-table .badge', { hasText: 'Default' }).count()).toBe(1);
    await expectAccessible(page, 'locations');
    await page.screenshot({ path: `${SHOTS}/locations.png`, fullPage: true });

    await page.getByRole('button', { name: 'New location' }).click();
    const second = dialog(page, 'New location');
    await second.getByRole('textbox', { name: 'Name' }).fill('Temporary Yard');
    await second.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Delete Temporary Yard' }).click();
    const confirm = dialog(page, 'Delete Temporary Yard?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Temporary Yard was deleted.').waitFor();
    await page.getByRole('row').filter({ hasText: 'Temporary Yard' }).waitFor({ state: 'detached' });
  });

  it('lists job profiles by organization and opens one on its external page', async () => {
    await page.getByRole('link', { name: 'Job profiles' }).click();
    await page.getByRole('heading', { name: 'Job profiles', level: 1 }).waitFor();
    await page.locator('.toolbar').getByLabel('Organization').selectOption({ label: ORG });
    const open = page.getByRole('link', { name: /^Open .* \(opens in a new tab\)$/ }).first();
    await open.waitFor();
    await expectAccessible(page, 'job profiles');
    await page.screenshot({ path: `${SHOTS}/job-profiles.png`, fullPage: true });
    const occupation = /^Open (.*) \(opens in a new tab\)$/.exec((await open.getAttribute('aria-label')) ?? '')![1]!;
    const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await tab.waitForURL(/\/external\/job-profiles\/.+/);
    await tab.getByText(occupation).first().waitFor();
    await tab.close();
  });

  it('opens Main app and Admin app from the avatar menu, the admin app in a new tab', async () => {
    await page.getByRole('button', { name: /Account menu/ }).click();
    const main = page.getByRole('menuitem', { name: 'Main app' });
    const admin = page.getByRole('menuitem', { name: 'Admin app' });
    expect(await main.getAttribute('href')).toBe('/account');
    expect(await admin.getAttribute('href')).toBe('/');
    expect(await admin.getAttribute('target')).toBe('_blank');
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('flags an admin read-only for courses from the users screen', async () => {
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Search by name').fill('Santos');
    await page.getByRole('button', { name: `Edit ${READ_ONLY_NAME}` }).click();
    const panel = dialog(page, `Edit ${READ_ONLY_NAME}`);
    await panel.getByLabel('Read-only for courses').check();
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'User saved.').waitFor();
  });
});

describe('an organization admin flagged read-only for courses', () => {
  afterAll(async () => {
    // Leave the shared demo as it was for the other browser tests.
    const page = await newPage();
    await signIn(page, SUPER);
    await page.waitForURL((url) => url.pathname === '/');
    const me = await apiCall(
      page,
      'GET',
      `/v1/external/supabase/users?f.name[ilike]=${encodeURIComponent(READ_ONLY_NAME)}&select=id`,
    );
    const id = (me.body as unknown as { items: { id: string }[] }).items[0]!.id;
    await apiCall(page, 'PUT', '/v1/external/supabase/users', { id, courseReadOnly: false });
  });

  it('sees the classes without edit controls, and the server refuses the edit', async () => {
    const page = await newPage();
    await signIn(page, READ_ONLY_ADMIN, '/org');
    await page.waitForURL((url) => url.pathname === '/org');
    await page.getByRole('heading', { name: 'Classes', level: 1 }).waitFor();
    expect(await page.getByTestId('course-read-only').textContent()).toBe(READ_ONLY_MESSAGE);
    expect(await page.getByRole('button', { name: 'New class' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: CLASS }).click();
    await page.getByRole('heading', { name: CLASS, level: 1 }).waitFor();
    for (const name of [
      'Edit class',
      'Add section',
      'Add cohort',
      'Add and publish',
      'Edit section Troubleshooting',
      'Delete section Troubleshooting',
      'Move Pumps and valves up',
      'Edit cohort Spring 2027',
    ]) {
      expect(await page.getByRole('button', { name }).isDisabled(), name).toBe(true);
    }
    await expectAccessible(page, 'read-only class page');
    await page.screenshot({ path: `${SHOTS}/read-only-class.png`, fullPage: true });

    const refused = await apiCall(page, 'PUT', '/v1/external/supabase/courses', {
      id: classId,
      title: 'Changed anyway',
    });
    expect(refused).toEqual({ status: 403, body: { error: { code: 'forbidden', message: READ_ONLY_MESSAGE } } });
    const section = await apiCall(page, 'POST', '/v1/api/content/courseTopics', { classId, title: 'Sneaked in' });
    expect(section.status).toBe(403);
  });
});

describe('the class screens on a phone (375 px)', () => {
  it('fit without sideways scrolling of the page', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, SUPER, `/classes/${classId}`);
    await page.getByRole('heading', { name: CLASS, level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Sections in order' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/phone-class.png`, fullPage: true });
    await page.getByRole('button', { name: 'Edit class' }).click();
    const form = dialog(page, 'Edit class');
    await form.getByRole('textbox', { name: 'Title' }).waitFor();
    const box = await form.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/phone-class-form.png` });
    await form.getByRole('button', { name: 'Cancel' }).click();
    for (const path of ['/', '/locations', '/job-profiles']) {
      await page.goto(path);
      await page.locator('.data-table, p:has-text("No ")').first().waitFor();
      expect(await pageWidth(page), path).toBeLessThanOrEqual(375);
      await page.screenshot({
        path: `${SHOTS}/phone${path === '/' ? '-courses' : path.replace('/', '-')}.png`,
        fullPage: true,
      });
    }
  });
});
