import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, drawSignature, emulateHighDpi, useBrowser } from './browser.ts';

const { newPage } = useBrowser();

/** Opens a signed-in page: the login page brings the person back to it. */
async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.waitForURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('continueUrl')).toBe(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const slowly = (page: Page, pattern: string) =>
  page.route(pattern, async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });

async function periods(schedule: Locator) {
  return schedule
    .getByRole('table', { name: 'Wage periods' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.children)
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    );
}

describe('wage schedules', () => {
  it('builds a four-period schedule, trips every wage message on the way, saves it and edits it', async () => {
    const page = await newPage();
    await signInAt(
      page,
      '/apprenticeships/demo-apprenticeship-imm/wage-schedules',
      'admin.workforce@demo.pathcraft.test',
    );
    await page.getByRole('heading', { name: 'Wage Schedules' }).waitFor();
    await page.getByRole('rowheader', { name: 'Industrial Machinery Mechanics 2027 - Four Step' }).waitFor();

    await page.getByRole('button', { name: 'New Wage Schedule' }).click();
    const schedule = dialog(page, 'New Wage Schedule');
    const title = schedule.getByLabel('Title');
    expect(await title.inputValue()).toBe(`Industrial Machinery Mechanics ${new Date().getFullYear()}`);
    const entry = schedule.getByLabel(/Journeyworker entry wage/);
    // The federal minimum wage has been $7.25 since 2009: the default entry wage is the lowest whose first period meets it.
    expect(await entry.inputValue()).toBe('15.43');
    await schedule.getByText('At least the US Federal minimum wage, $7.25.').waitFor();
    await title.fill('Industrial Machinery Mechanics - Night Shift');

    // Step 0: the entry wage can't be under the federal minimum.
    await entry.fill('7');
    await schedule.getByRole('button', { name: 'Next' }).click();
    await schedule.getByText('Can not be less than minimum wage ($7.25).').waitFor();
    expect(await entry.getAttribute('aria-invalid')).toBe('true');

    // Defaults under $7.25 block Save (47 % of $15.40 is $7.24).
    await entry.fill('15.40');
    await schedule.getByRole('button', { name: 'Next' }).click();
    await schedule.getByText('Wages must meet US Federal Min. Wage ($7.25) requirements.').waitFor();
    expect(await schedule.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // Change returns to step 0; the untouched defaults follow the new entry wage.
    await schedule.getByRole('button', { name: 'Change' }).click();
    await entry.fill('20');
    await schedule.getByRole('button', { name: 'Next' }).click();
    expect(await periods(schedule)).toEqual([
      ['1st', '47%', '$9.40', '667 hours'],
      ['2nd', '67%', '$13.40', '667 hours'],
      ['3rd', '87%', '$17.40', '666 hours'],
    ]);

    // A fourth period: the midpoint default, then hours that don't add up.
    await schedule.getByRole('button', { name: 'Add Period' }).click();
    let period = dialog(page, 'Add 4th Period');
    expect(await period.getByLabel('Wage (dollars per hour)').inputValue()).toBe('18.70');
    // No hours are left: the field is empty, and nothing is called wrong before anything is typed.
    expect(await period.getByLabel('Duration (hours)').inputValue()).toBe('');
    expect(await period.locator('.pc-form-field__error').count()).toBe(0);
    await period.getByLabel('Duration (hours)').fill('500');
    await period.getByRole('button', { name: 'Save' }).click();
    await schedule.getByText('Total hours (2500) must equal OJT hours (2000).').waitFor();
    expect(await schedule.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // A period under the minimum wage can't be saved.
    await schedule.getByRole('button', { name: 'Edit 1st period' }).click();
    period = dialog(page, 'Edit 1st Period');
    await period.getByLabel('Wage (dollars per hour)').fill('6.50');
    await period.getByText('Wages must meet US Federal Min. Wage ($7.25) requirements.').waitFor();
    expect(await period.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    // With 4 periods a period can be deleted from its dialog.
    await period.getByRole('button', { name: 'Delete' }).waitFor();
    await period.getByLabel('Wage (dollars per hour)').fill('9.40');
    await period.getByLabel('Duration (hours)').fill('500');
    await period.getByRole('button', { name: 'Save' }).click();
    for (const n of ['2nd', '3rd']) {
      await schedule.getByRole('button', { name: `Edit ${n} period` }).click();
      period = dialog(page, `Edit ${n} Period`);
      await period.getByLabel('Duration (hours)').fill('500');
      await period.getByRole('button', { name: 'Save' }).click();
    }
    await schedule.getByText('Total hours').waitFor({ state: 'detached' });

    // The last period one cent below the entry wage leaves no room for another.
    await schedule.getByRole('button', { name: 'Edit 4th period' }).click();
    period = dialog(page, 'Edit 4th Period');
    await period.getByLabel('Wage (dollars per hour)').fill('19.99');
    await period.getByRole('button', { name: 'Save' }).click();
    await schedule.getByRole('button', { name: 'Add Period' }).click();
    period = dialog(page, 'Add 5th Period');
    await period.getByRole('alert').getByText("Reduce the 4th period's wage first.", { exact: false }).waitFor();
    expect(await period.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await period.getByRole('button', { name: 'Cancel' }).click();
    await schedule.getByRole('button', { name: 'Edit 4th period' }).click();
    period = dialog(page, 'Edit 4th Period');
    await period.getByLabel('Wage (dollars per hour)').fill('18.70');
    await period.getByRole('button', { name: 'Save' }).click();
    expect(await periods(schedule)).toEqual([
      ['1st', '47%', '$9.40', '500 hours'],
      ['2nd', '67%', '$13.40', '500 hours'],
      ['3rd', '87%', '$17.40', '500 hours'],
      ['4th', '94%', '$18.70', '500 hours'],
    ]);

    await slowly(page, '**/v1/wageSchedules**');
    await schedule.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saving Wage Schedule...').waitFor();
    await page.getByText('Wage Schedule created!').waitFor();
    await schedule.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Industrial Machinery Mechanics - Night Shift/ });
    await row.getByText('$9.40, $13.40, $17.40, $18.70').waitFor();

    await page.getByRole('button', { name: 'Edit Industrial Machinery Mechanics - Night Shift' }).click();
    const edit = dialog(page, 'Edit Wage Schedule');
    await edit.getByLabel('Title').fill('Industrial Machinery Mechanics - Night Shift (2027)');
    await edit.getByRole('button', { name: 'Next' }).click();
    expect(await periods(edit)).toHaveLength(4);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Wage Schedule updated!').waitFor();
    await page.getByRole('rowheader', { name: 'Industrial Machinery Mechanics - Night Shift (2027)' }).waitFor();
  });
});

describe('personal and private information, and the signature', () => {
  it('edits the General tab, fills the Private tab and sees the SSN masked', async () => {
    const page = await newPage();
    await signInAt(page, '/account', 'teacher.workforce@demo.pathcraft.test');
    await page.getByRole('button', { name: 'Edit Personal Information' }).click();
    const profile = dialog(page, 'Edit Personal Information');
    expect(await profile.getByLabel('E-mail').getAttribute('readonly')).not.toBeNull();
    await profile.getByLabel('Middle name').fill('Ann');
    await profile.getByLabel('Suffix').fill('PhD');
    const name = await profile.getByLabel('Name', { exact: true }).inputValue();
    expect(name).toMatch(/ Ann .+, PhD$/);
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Information saved!').waitFor();
    await page.getByTestId('account-name').getByText(name).waitFor();

    await profile.getByRole('tab', { name: 'Private' }).click();
    await profile.getByRole('button', { name: 'Save' }).click();
    const ssn = profile.getByLabel('Social Security Number');
    await profile.getByText('Social Security Number is required.').waitFor();
    expect(await ssn.getAttribute('aria-invalid')).toBe('true');

    await ssn.pressSequentially('12a3-45');
    expect(await ssn.inputValue()).toBe('123-45');
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByText('Enter a valid Social Security Number.').waitFor();
    await ssn.pressSequentially('6789');
    expect(await ssn.inputValue()).toBe('***-**-6789');
    expect(await ssn.getAttribute('readonly')).not.toBeNull();
    // The whole mask fits (it once showed '***-**-432'), and the earlier error is gone.
    expect(await ssn.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect.poll(() => profile.getByText('Enter a valid Social Security Number.').count()).toBe(0);
    await profile.getByRole('button', { name: 'View/Change' }).click();
    expect(await ssn.inputValue()).toBe('123-45-6789');
    await ssn.press('Backspace');
    await ssn.press('9');
    expect(await ssn.inputValue()).toBe('***-**-6789');

    await profile.getByLabel('Date of birth').fill('1990-07-04');
    for (const [label, option] of [
      ['Gender', 'Female'],
      ['Ethnicity', 'Not Hispanic or Latino'],
      ['Veteran status', 'Not a veteran'],
      ['Disability', 'No'],
      ['Education level', "Associate's degree"],
      ['Referring organization', 'PA CareerLink'],
      ['Citizen status', 'U.S. citizen'],
      ['Criminal background', 'No'],
      ['State', 'Pennsylvania'],
      ['Country', 'United States'],
    ] as const) {
      await profile.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
    }
    await profile.getByRole('checkbox', { name: 'White' }).check();
    await profile.getByRole('checkbox', { name: 'Asian' }).check();
    // 'ue' reveals the required date of last employment; another status hides and clears it.
    await profile.getByLabel('Employment status').selectOption({ label: 'Unemployed' });
    const lastEmployed = profile.getByLabel('Date of last employment');
    await lastEmployed.fill('2025-11-14');
    await profile.getByLabel('Employment status').selectOption({ label: 'Employed part-time' });
    await lastEmployed.waitFor({ state: 'detached' });
    await profile.getByLabel('Employment status').selectOption({ label: 'Unemployed' });
    expect(await lastEmployed.inputValue()).toBe('');
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByText('Date of last employment is required.').waitFor();
    await lastEmployed.fill('2025-11-14');
    await profile.getByLabel('Street address').fill('2100 Smallman Street');
    await profile.getByLabel('City', { exact: true }).fill('Pittsburgh');
    await profile.getByLabel('ZIP code').fill('15222');
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Information saved!').waitFor();

    // Opened again, the server answers only the masked SSN.
    await profile.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Edit Personal Information' }).click();
    await dialog(page, 'Edit Personal Information').getByRole('tab', { name: 'Private' }).click();
    const again = dialog(page, 'Edit Personal Information').getByLabel('Social Security Number');
    expect(await again.inputValue()).toBe('***-**-6789');
    expect(await dialog(page, 'Edit Personal Information').getByLabel('Date of last employment').inputValue()).toBe(
      '2025-11-14',
    );
  });

  it('draws and adopts a signature on a crisp canvas, and the PNG is served back', async () => {
    const page = await newPage();
    await signInAt(page, '/account', 'owner.workforce@demo.pathcraft.test');
    // A high-DPI screen: the canvas keeps 330×100 CSS pixels and twice the backing pixels.
    await emulateHighDpi(page);
    await page.getByRole('button', { name: 'Add Signature' }).click();
    const pad = dialog(page, 'Signature');
    const canvas = pad.getByRole('img', { name: 'Signature pad' });
    const size = await canvas.evaluate((c: HTMLCanvasElement) => ({
      width: c.width,
      height: c.height,
      css: c.getBoundingClientRect().width,
      ratio: devicePixelRatio,
    }));
    expect(size).toEqual({ width: 660, height: 200, css: 330, ratio: 2 });

    await pad.getByRole('button', { name: 'Adopt and Save' }).click();
    await pad.getByText('Please provide a signature first.').waitFor();

    await drawSignature(page, pad);
    await pad.getByText('Please provide a signature first.').waitFor({ state: 'detached' });

    await slowly(page, '**/v1/users/*/signature');
    await pad.getByRole('button', { name: 'Adopt and Save' }).click();
    await page.getByText('Saving signature...').waitFor();
    await pad.waitFor({ state: 'detached' });
    const image = page.getByTestId('account-signature');
    await image.waitFor();
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(
      /^\/files\/user-content\/demo-workforce-org\/[A-Za-z0-9_-]+\/[A-Za-z0-9]{20}\.png\?exp=\d+&sig=/,
    );
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect([...(await served.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(660);
    await page.getByRole('button', { name: 'Change Signature' }).waitFor();
  });
});

describe('class enrolment', () => {
  it('enrols with a cohort and class codes and goes to the register URL', async () => {
    const page = await newPage();
    await page.route('https://register.example.edu/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Partner college registration</h1>' }),
    );
    await signInAt(page, '/enroll/demo-course-cnc', 'student.workforce@demo.pathcraft.test');
    const enroll = dialog(page, 'Enroll in CNC Machining I: Setup and Operation');
    await enroll.getByText('An administrator verifies your registration afterwards.', { exact: false }).waitFor();

    await enroll.getByRole('button', { name: 'Continue' }).click();
    await enroll.getByText('Select a Cohort').waitFor();
    await enroll.getByRole('button', { name: 'Select Spring 2027 Evening Cohort' }).click();
    await enroll.getByRole('button', { name: 'Continue' }).click();
    await enroll.getByText('Select at least one Class Code').waitFor();
    await enroll.getByRole('checkbox', { name: /MTT-101-LEC 02\/01\/2027 6:00 PM 2 credit hours/ }).check();
    await enroll.getByRole('button', { name: 'Change' }).click();
    await enroll.getByRole('button', { name: 'Select Spring 2027 Evening Cohort' }).click();
    expect(await enroll.getByRole('checkbox', { name: /MTT-101-LEC/ }).isChecked()).toBe(false);
    await enroll.getByRole('checkbox', { name: /MTT-101-LEC/ }).check();
    // One credit is one 'credit hour', not '1 credit hours'.
    await enroll.getByRole('checkbox', { name: /MTT-101-LAB 02\/03\/2027 6:00 PM 1 credit hour$/ }).check();
    await enroll.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('https://register.example.edu/continuing-ed/cnc-machining-1');
    await page.getByRole('heading', { name: 'Partner college registration' }).waitFor();

    // Back on the platform: the cohort and class codes are on the user's lists.
    await page.goto('/account');
    const lists = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('pathcraft.session')!);
      const headers = { authorization: `Bearer ${token}` };
      const me = await (await fetch('/v1/auth/me', { headers })).json();
      return (await (await fetch(`/v1/users/by-id?userId=${me.user.id}`, { headers })).json()).item;
    });
    expect(lists.externalRegisteredCourseIds).toContain('demo-course-cnc');
    expect(lists.cohortIds).toContain('demo-cohort-cnc-spring');
    expect(lists.educationUnitIds).toEqual(expect.arrayContaining(['cnc-s27-lec', 'cnc-s27-lab']));
  });
});

describe("the elements on the platform's own origin", () => {
  it('runs <pathcraft-wage-schedules> from embed.js with the stored sign-in', async () => {
    const page = await newPage();
    await signInAt(page, '/account', 'admin.workforce@demo.pathcraft.test');
    await page.evaluate(() => {
      const el = document.createElement('pathcraft-wage-schedules');
      el.setAttribute('apprenticeship-id', 'demo-apprenticeship-imm');
      document.body.append(el);
      const script = document.createElement('script');
      script.src = '/embed.js';
      document.head.append(script);
    });
    const element = page.locator('pathcraft-wage-schedules[state="ready"]');
    await element.waitFor();
    await element.getByRole('rowheader', { name: 'Industrial Machinery Mechanics 2027', exact: true }).waitFor();
    await element.getByRole('button', { name: 'New Wage Schedule' }).click();
    const schedule = element.getByRole('dialog', { name: 'New Wage Schedule' });
    await schedule.getByRole('button', { name: 'Next' }).click();
    expect(await periods(schedule)).toHaveLength(3);
  });
});
