import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from './browser.ts';

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
  const db = new Database(join(inject('dataDir'), 'pathcraft.db'));
  const stamp = '2026-09-01T12:00:00.000Z';
  try {
    db.prepare(
      `INSERT OR IGNORE INTO apprenticeships (id, orgId, title, ojtHours, createdAt, updatedAt)
       VALUES (?, 'demo-workforce-org', 'Millwright Helper (agency identifiers)', 2000, ?, ?)`,
    ).run(PROGRAM_ID, stamp, stamp);
    db.prepare(
      `INSERT OR IGNORE INTO apprenticeshipUsers (id, orgId, apprenticeshipId, userId, role, active, createdAt, updatedAt)
       VALUES (?, 'demo-workforce-org', ?, ?, 'apprentice', 1, ?, ?)`,
    ).run(`au-${PROGRAM_ID}`, PROGRAM_ID, LEARNER_ID, stamp, stamp);
    db.prepare(
      `INSERT OR IGNORE INTO wageSchedules (id, orgId, title, entryWage, wageRates, apprenticeshipId, createdAt, updatedAt)
       VALUES (?, 'demo-workforce-org', ?, 28.5, ?, ?, ?, ?)`,
    ).run(
      `ws-${PROGRAM_ID}`,
      SCHEDULE_TITLE,
      JSON.stringify([
        { wageAmount: 13.4, duration: 667 },
        { wageAmount: 19.1, duration: 667 },
        { wageAmount: 24.8, duration: 666 },
      ]),
      PROGRAM_ID,
      stamp,
      stamp,
    );
  } finally {
    db.close();
  }
  mkdirSync(SHOTS, { recursive: true });
});

async function downloadExport(page: Page): Promise<Record<string, string>> {
  // A page load asks to sign in again (the session lives in the page).
  await signIn(page, ADMIN, '/org/compliance');
  await completenessRow(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return Papa.parse<Record<string, string>>(text, { header: true }).data.find(
    (r) => r['Apprentice ID'] === `au-${PROGRAM_ID}`,
  )!;
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
