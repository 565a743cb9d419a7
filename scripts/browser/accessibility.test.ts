import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * Every hosted page and every element, checked with axe-core: no serious or
 * critical violation, and every page has a level-one heading. One page per
 * role, signed in once and reused.
 */
const { newPage } = useBrowser();

/** Signs in and waits to leave the login page: the pages below are checked signed in. */
async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const dialog = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('dialog', { name });

describe('hosted pages for everyone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
  });

  it("the login page, its error, its forgotten-password form and an organization's login", async () => {
    await page.goto('/login?errorCode=auth_no_token');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'login with an error', { idle: true, soft: true });
    await page.getByRole('button', { name: /Forgot/ }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectAccessible(page, 'forgotten password', { idle: true, soft: true });
    await page.goto('/login/demo-workforce');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expectAccessible(page, 'organization login', { idle: true, soft: true });
  });

  it('the sso page while it signs in', async () => {
    // Hold the token sign-in so the page's waiting screen can be checked.
    let release = () => {};
    await page.route('**/v1/auth/**', async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.continue();
    });
    await page.goto('/sso?token=not-a-token&continueUrl=/account');
    await page.getByRole('status').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/sso');
    const violations = await axeViolations(page, { alsoRequire: ['page-has-heading-one'] });
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect.soft(describeViolations(violations)).toBe('');
    await page.waitForURL(/\/login\?/);
  });

  it('the invitation message pages, an unknown document and an unknown page', async () => {
    for (const path of [
      '/external/invite/msg/success',
      '/external/invite/msg/error',
      '/external/doc/noSuchTable/abc123',
      '/no/such/page',
    ]) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
      await expectAccessible(page, path, { idle: true, soft: true });
    }
  });

  it('the career pathway tool, searched, and a saved plan', async () => {
    await page.goto('/external/pathways?orgId=demo-workforce-org');
    await page.locator('.pc-tp').first().waitFor();
    await expectAccessible(page, 'pathways', { idle: true, soft: true });
    await page.goto('/external/pathways?occupationKeyword=machinist');
    await page
      .getByText(/Machinists/)
      .first()
      .waitFor();
    await expectAccessible(page, 'pathways searched', { idle: true, soft: true });
    await page.goto('/external/job-profiles/demo-job-cnc');
    await page.locator('.tp-page__main').waitFor();
    await expectAccessible(page, 'saved plan', { idle: true, soft: true });
    await page.goto('/external/job-profiles/no-such-plan');
    await page.getByRole('heading', { name: 'Training plan not found' }).waitFor();
    await expectAccessible(page, 'unknown saved plan', { idle: true, soft: true });
  });

  it('the assistant page, and without an assistant', async () => {
    await page.goto('/external/assistant?integrationId=demo-assistant&ecosystem=external');
    await page.getByPlaceholder('Ask a question...').waitFor();
    await expectAccessible(page, 'assistant page', { idle: true, soft: true });
    await page.goto('/external/assistant');
    await page.getByText('No Assistant Selected').waitFor();
    await expectAccessible(page, 'no assistant', { idle: true, soft: true });
  });

  it('the invitations: access code, apprentice agreement, employer agreement, workforce form', async () => {
    // The demo's own invites; another browser test may have used one already, so each is checked in the state it is in.
    await page.goto('/external/invite/id/demo-invite-workforce');
    await page.getByRole('textbox', { name: 'Access code' }).waitFor();
    await expectAccessible(page, 'access code', { idle: true, soft: true });
    for (const [id, code] of [
      ['demo-invite-workforce', 'W3F9HD'],
      ['demo-invite-apprentice', 'K7P2QX'],
      ['demo-invite-employer', 'M4R8TZ'],
    ] as const) {
      // The code in the link is tried at once: the form, or the message page of a used invite.
      await page.goto(`/external/invite/id/${id}?accessCode=${code}`);
      await page.locator('.invite-page__footer, [data-testid="invite-message"]').first().waitFor();
      await expectAccessible(page, id, { idle: true, soft: true });
      if (id === 'demo-invite-apprentice' && (await page.getByRole('button', { name: 'Get Started' }).count())) {
        await page.getByRole('button', { name: 'Get Started' }).click();
        await dialog(page, 'Edit Personal Information').waitFor();
        await expectAccessible(page, 'apprentice agreement, information dialog', { idle: true, soft: true });
      }
    }
  });
});

describe('the console, signed in as the super admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
    await signedIn(page, 'superadmin@demo.pathcraft.test');
  });

  it.each(['/', '/organizations', '/users', '/outbox'])('%s', async (path) => {
    await page.goto(path);
    await page.locator('.console__main h1').waitFor();
    await expectAccessible(page, path, { idle: true, soft: true });
  });

  it("the console's forms: a new organization, a new user, a user's panel", async () => {
    await page.goto('/organizations');
    await page.getByRole('button', { name: 'New organization' }).click();
    await dialog(page, 'New organization').waitFor();
    await expectAccessible(page, 'new organization', { idle: true, soft: true });
    await page.goto('/users');
    await page.getByRole('button', { name: 'New user' }).click();
    await dialog(page, 'New user').waitFor();
    await expectAccessible(page, 'new user', { idle: true, soft: true });
    await page.goto('/users');
    await page.getByRole('button', { name: 'Edit Denise Kowalski' }).click();
    await dialog(page, 'Edit Denise Kowalski').getByRole('region', { name: 'Details' }).waitFor();
    await expectAccessible(page, 'user panel', { idle: true, soft: true });
  });

  it('the account menu open', async () => {
    await page.goto('/users');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    await expectAccessible(page, 'account menu', { idle: true, soft: true });
  });
});

describe('signed-in pages and the record elements, as an organization owner', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
    await signedIn(page, 'owner.workforce@demo.pathcraft.test');
  });

  it('the account page, its information dialog and its signature dialog', async () => {
    await page.goto('/account');
    await page.getByTestId('account-name').waitFor();
    await expectAccessible(page, 'account', { idle: true, soft: true });
    await page.getByRole('button', { name: 'Edit Personal Information' }).click();
    const profile = dialog(page, 'Edit Personal Information');
    await profile.getByLabel('E-mail').waitFor();
    await expectAccessible(page, 'information dialog, General', { idle: true, soft: true });
    await profile.getByRole('tab', { name: 'Private' }).click();
    await profile.getByLabel('Social Security Number').waitFor();
    await expectAccessible(page, 'information dialog, Private', { idle: true, soft: true });
    await profile.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: /Add Signature|Change Signature/ }).click();
    await dialog(page, 'Signature').getByRole('img', { name: 'Signature pad' }).waitFor();
    await expectAccessible(page, 'signature dialog', { idle: true, soft: true });
  });

  it('the wage schedules page and its schedule dialog', async () => {
    await page.goto('/apprenticeships/demo-apprenticeship-imm/wage-schedules');
    await page.getByRole('rowheader').first().waitFor();
    await expectAccessible(page, 'wage schedules', { idle: true, soft: true });
    await page.getByRole('button', { name: 'New Wage Schedule' }).click();
    const schedule = dialog(page, 'New Wage Schedule');
    await schedule.getByRole('button', { name: 'Next' }).click();
    await schedule.getByRole('table', { name: 'Wage periods' }).waitFor();
    await expectAccessible(page, 'wage schedule dialog', { idle: true, soft: true });
  });

  it('the enrol page with its dialog open', async () => {
    await page.goto('/enroll/demo-course-cnc');
    await dialog(page, /^Enroll in /).waitFor();
    await expectAccessible(page, 'enroll dialog', { idle: true, soft: true });
  });

  it('the agreement documents', async () => {
    for (const path of [
      '/external/doc/employerAgreements/demo-employer-agreement',
      '/external/doc/apprenticeAgreements/demo-apprentice-agreement',
    ]) {
      await page.goto(path);
      await page
        .getByRole('button', { name: /Download|Print/ })
        .first()
        .waitFor();
      await expectAccessible(page, path, { idle: true, soft: true });
    }
  });

  it("the record elements on a page of the platform's origin, each dialog open", async () => {
    await page.goto('/examples/records.html');
    for (const tag of ['pathcraft-user-profile', 'pathcraft-signature', 'pathcraft-enroll', 'pathcraft-wage-schedules'])
      await page.locator(`${tag}[state="ready"]`).waitFor({ state: 'attached' });
    await page.locator('pathcraft-wage-schedules').getByRole('rowheader').first().waitFor();
    await expectAccessible(page, 'record elements', { idle: true, soft: true });

    const open = async (tag: string, button: string | RegExp, name: string | RegExp) => {
      const element = page.locator(tag);
      await element.getByRole('button', { name: button }).first().click();
      const opened = dialog(element, name);
      await opened.waitFor();
      await expectAccessible(page, `${tag} dialog`, { idle: true, soft: true });
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'detached' });
    };
    await open('pathcraft-user-profile', 'Edit Personal Information', 'Edit Personal Information');
    await open('pathcraft-signature', /Add Signature|Change Signature/, 'Signature');
    await open('pathcraft-enroll', 'Enroll', /^Enroll in /);
    await open('pathcraft-wage-schedules', 'New Wage Schedule', 'New Wage Schedule');
  });
});

describe('the elements on customer pages', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
  });

  it('the training plan, for an organization and for a visitor', async () => {
    for (const path of ['/examples/', '/examples/share.html']) {
      await page.goto(path);
      await page.locator('pathcraft-training-plan[state="ready"]').waitFor();
      await expectAccessible(page, path, { idle: true, soft: true });
    }
  });

  it('the training plan with an occupation chosen, and its dialogs open', async () => {
    await page.goto('/examples/share.html');
    const tool = page.locator('pathcraft-training-plan');
    await tool.and(page.locator('[state="ready"]')).waitFor();
    await tool.getByLabel('Which position or apprenticeship is this training plan for?').fill('CNC Operator');
    await tool.getByRole('button', { name: 'Search' }).click();
    await tool
      .getByRole('listitem')
      .filter({ hasText: 'Computer Numerically Controlled Tool Operators' })
      .getByRole('button', { name: 'Select' })
      .click();
    await tool.getByRole('heading', { name: 'Computer Numerically Controlled Tool Operators', level: 3 }).waitFor();
    await expectAccessible(page, 'training plan, occupation chosen', { idle: true, soft: true });
    for (const [button, name] of [
      [
        tool.getByRole('region', { name: 'Skills', exact: true }).getByRole('button', { name: 'Choose' }),
        'Choose Skills',
      ],
      [tool.getByRole('button', { name: 'Share' }), 'Share Training Plan'],
    ] as const) {
      await button.click();
      const opened = dialog(tool, name);
      await opened.waitFor();
      await expectAccessible(page, name, { idle: true, soft: true });
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'detached' });
    }
  });

  it('the assistant launcher, closed and open', async () => {
    await page.goto('/examples/assistant.html');
    const element = page.locator('pathcraft-assistant');
    await element.and(page.locator('[state="ready"]')).waitFor({ state: 'attached' });
    await expectAccessible(page, 'assistant launcher closed', { idle: true, soft: true });
    await element.getByRole('button', { name: 'Chat with Ava' }).click();
    await dialog(element, 'Ava').getByPlaceholder('Ask a question...').waitFor();
    await expectAccessible(page, 'assistant open', { idle: true, soft: true });
  });
});
