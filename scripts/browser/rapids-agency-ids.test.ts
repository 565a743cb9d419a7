import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';
import { addProgramWithApprentice, downloadRapidsFile, rapidsRows } from './rapids-file.ts';

/**
 * Issue 27: the RAPIDS upload wants the agency's own identifier of the wage schedule. A sponsor's
 * admin on a phone enters it in the wage schedule dialog; the list shows it, the completeness check
 * stops naming 'Wage Schedule RAPIDS ID' and the RAPIDS file carries it instead of the title.
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-rapids-agency-ids';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const PROGRAM_ID = 'rapids-agency-ids';
const SCHEDULE_TITLE = 'Agency ID Check 2027';
/** A demo learner no other suite uses, made an apprentice of the program below. */
const LEARNER_ID = 'demo-wf-learner-19';
/** The second program: its own employer and RTI provider, without their agency identifiers. */
const NAMED_PROGRAM_ID = 'rapids-agency-ids-named';
const EMPLOYER = { id: 'agency-ids-employer', name: 'Allegheny Millwrights' };
const PROVIDER = { id: 'agency-ids-provider', name: 'Allegheny Trade School' };
const NAMED_LEARNER_ID = 'demo-wf-learner-17';

beforeAll(() => {
  addProgramWithApprentice(
    inject('dataDir'),
    { id: PROGRAM_ID, title: 'Millwright Helper (agency identifiers)', userId: LEARNER_ID, ojtHours: 2000 },
    {
      title: SCHEDULE_TITLE,
      entryWage: 28.5,
      wageRates: [
        { wageAmount: 13.4, duration: 667 },
        { wageAmount: 19.1, duration: 667 },
        { wageAmount: 24.8, duration: 666 },
      ],
    },
  );
  addProgramWithApprentice(inject('dataDir'), {
    id: NAMED_PROGRAM_ID,
    title: 'Millwright (named employer)',
    userId: NAMED_LEARNER_ID,
    ojtHours: 2000,
    employer: EMPLOYER,
    provider: PROVIDER,
  });
  mkdirSync(SHOTS, { recursive: true });
});

async function downloadExport(
  page: Page,
  programId = PROGRAM_ID,
  who = /Shawn McAllister/,
): Promise<Record<string, string>> {
  // A page load asks to sign in again (the session lives in the page).
  await signIn(page, ADMIN, '/org/compliance');
  await completenessRow(page, who);
  const { text } = await downloadRapidsFile(page);
  return rapidsRows(text).find((r) => r['Apprentice ID'] === `au-${programId}`)!;
}

/** The apprentice's row of the completeness check. */
async function completenessRow(page: Page, who = /Shawn McAllister/) {
  const region = page.getByRole('region', { name: 'RAPIDS registration data' });
  const row = region.getByRole('row', { name: who });
  await row.waitFor();
  return (await row.textContent()) ?? '';
}

describe("the wage schedule's RAPIDS ID, from the dialog to the RAPIDS file", () => {
  it('is entered by the admin on a phone and written in the Wage Schedule column', async () => {
    const admin = await newPage();
    await admin.setViewportSize({ width: 375, height: 800 });
    expect((await downloadExport(admin))['Wage Schedule']).toBe(SCHEDULE_TITLE);
    expect(await completenessRow(admin)).toContain('Wage Schedule RAPIDS ID');

    await admin.screenshot({ path: join(SHOTS, 'compliance-375.png'), fullPage: true });
    await signIn(admin, ADMIN, `/apprenticeships/${PROGRAM_ID}/wage-schedules`);
    await admin.getByRole('button', { name: `Edit ${SCHEDULE_TITLE}`, exact: true }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Wage Schedule' });
    // A value the agency's list could not hold is refused on the spot.
    await edit.getByLabel('RAPIDS ID').fill('WS,7781');
    await edit.getByRole('button', { name: 'Next' }).click();
    await edit.getByText('Enter the RAPIDS ID as the agency lists it', { exact: false }).waitFor();
    await edit.getByLabel('RAPIDS ID').fill('WS-7781');
    await admin.screenshot({ path: join(SHOTS, 'dialog-375.png') });
    await edit.getByRole('button', { name: 'Next' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Wage Schedule updated!').waitFor();
    await admin
      .getByRole('row', { name: new RegExp(SCHEDULE_TITLE) })
      .getByText('WS-7781')
      .waitFor();
    await admin.screenshot({ path: join(SHOTS, 'list-375.png'), fullPage: true });

    // Opened again, the identifier is there.
    await signIn(admin, ADMIN, `/apprenticeships/${PROGRAM_ID}/wage-schedules`);
    await admin.getByRole('button', { name: `Edit ${SCHEDULE_TITLE}`, exact: true }).click();
    await expect.poll(() => edit.getByLabel('RAPIDS ID').inputValue()).toBe('WS-7781');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    expect((await downloadExport(admin))['Wage Schedule']).toBe('WS-7781');
    expect(await completenessRow(admin)).not.toContain('Wage Schedule RAPIDS ID');
  });
});

describe("the employer's and the RTI provider's RAPIDS IDs, entered on the compliance page", () => {
  it('are reached from the completeness check, refused when malformed, saved, and written in the file', async () => {
    const admin = await newPage();
    await admin.setViewportSize({ width: 375, height: 800 });
    const who = /Quentin Rhodes/;
    const before = await downloadExport(admin, NAMED_PROGRAM_ID, who);
    // Without its identifier, the file names the employer and the check names what is missing.
    expect([before.Employer, before['Related Technical Instruction Provider']]).toEqual([EMPLOYER.name, PROVIDER.name]);
    expect(await completenessRow(admin, who)).toContain('Employer RAPIDS ID');
    expect(await completenessRow(admin, who)).toContain('RTI Provider RAPIDS ID');

    // The missing identifier links to its field: the first one still empty has the focus.
    const rapids = admin.getByRole('region', { name: 'RAPIDS registration data' });
    await rapids.getByRole('row', { name: who }).getByRole('link', { name: 'Employer RAPIDS ID' }).click();
    const ids = admin.getByRole('region', { name: 'Agency identifiers' });
    const employerField = ids.getByLabel(`RAPIDS ID of ${EMPLOYER.name}`, { exact: true });
    await expect.poll(() => employerField.evaluate((el) => el === document.activeElement)).toBe(true);

    await employerField.fill('EMP,42');
    await ids.getByRole('button', { name: `Save the RAPIDS ID of ${EMPLOYER.name}` }).click();
    await ids.getByText('Enter the RAPIDS ID as the agency lists it', { exact: false }).waitFor();
    expect(await employerField.getAttribute('aria-invalid')).toBe('true');
    await admin.screenshot({ path: join(SHOTS, 'agency-ids-refused-375.png'), fullPage: true });

    await employerField.fill(' PA-EMP-7781 ');
    await employerField.press('Enter');
    await admin.getByText(`RAPIDS ID of ${EMPLOYER.name} saved.`).waitFor();
    const providerField = ids.getByLabel(`RAPIDS ID of ${PROVIDER.name}`, { exact: true });
    await providerField.fill('RTI-330');
    await ids.getByRole('button', { name: `Save the RAPIDS ID of ${PROVIDER.name}` }).click();
    await admin.getByText(`RAPIDS ID of ${PROVIDER.name} saved.`).waitFor();
    // The check drops both at once, without a reload.
    await expect.poll(() => completenessRow(admin, who)).not.toContain('Employer RAPIDS ID');
    expect(await completenessRow(admin, who)).not.toContain('RTI Provider RAPIDS ID');
    // Every line of the panel on the phone's screen.
    const overflow = await ids.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect((await axeViolations(admin)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await admin.screenshot({ path: join(SHOTS, 'agency-ids-saved-375.png'), fullPage: true });

    // Reloaded, the identifiers are there (trimmed), and the file carries them in place of the names.
    const after = await downloadExport(admin, NAMED_PROGRAM_ID, who);
    expect([after.Employer, after['Related Technical Instruction Provider']]).toEqual(['PA-EMP-7781', 'RTI-330']);
    const reloaded = admin.getByRole('region', { name: 'Agency identifiers' });
    await expect
      .poll(() => reloaded.getByLabel(`RAPIDS ID of ${EMPLOYER.name}`, { exact: true }).inputValue())
      .toBe('PA-EMP-7781');
  });
});
