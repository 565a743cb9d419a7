import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
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
  mkdirSync(SHOTS, { recursive: true });
});

async function downloadExport(page: Page): Promise<Record<string, string>> {
  // A page load asks to sign in again (the session lives in the page).
  await signIn(page, ADMIN, '/org/compliance');
  await completenessRow(page);
  const { text } = await downloadRapidsFile(page);
  return rapidsRows(text).find((r) => r['Apprentice ID'] === `au-${PROGRAM_ID}`)!;
}

/** The apprentice's row of the completeness check. */
async function completenessRow(page: Page) {
  const region = page.getByRole('region', { name: 'RAPIDS registration data' });
  const row = region.getByRole('row', { name: /Shawn McAllister/ });
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
