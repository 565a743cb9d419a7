import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';
import { addProgramWithApprentice, downloadRapidsFile, rapidsRows } from './rapids-file.ts';

/**
 * Issue 27: the registration agency's questions the apprentice agreement does not ask (career
 * connection, WIOA and TAA participation, funding sources) and, for a program Virginia registers,
 * the Student Status. A sponsor's admin on a phone answers them from the compliance room: the
 * check stops naming 'Student Status' and the RAPIDS file carries the agency's codes.
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-rapids-registration';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const PROGRAM_ID = 'rapids-registration-va';
/** A demo learner no other suite uses, the apprentice of a program at a Virginia site. */
const LEARNER_ID = 'demo-wf-learner-18';
const NAME = 'Rachel Sokol';

beforeAll(() => {
  addProgramWithApprentice(inject('dataDir'), {
    id: PROGRAM_ID,
    title: 'Marine Electrician (Norfolk)',
    userId: LEARNER_ID,
    locationState: 'VA',
  });
  mkdirSync(SHOTS, { recursive: true });
});

const rapidsRegion = (page: Page) => page.getByRole('region', { name: 'RAPIDS registration data' });
async function rachelRow(page: Page) {
  const row = rapidsRegion(page).getByRole('row', { name: new RegExp(NAME) });
  await row.waitFor();
  return row;
}

describe("the agency's registration questions, answered by the sponsor's admin", () => {
  it('are asked from the missing Student Status, saved, kept, and written in the file', async () => {
    const admin = await newPage();
    await admin.setViewportSize({ width: 375, height: 800 });
    await signIn(admin, ADMIN, '/org/compliance');
    const row = await rachelRow(admin);
    expect(await row.textContent()).toContain('Student Status');

    // The missing Student Status opens the questions, the Virginia one among them.
    await row.getByRole('button', { name: 'Student Status' }).click();
    const dialog = admin.getByRole('dialog', { name: `Registration answers: ${NAME}` });
    await dialog.getByLabel('Student Status').waitFor();
    // A type is asked only of a WIOA participant.
    expect(await dialog.getByLabel('WIOA participant type').count()).toBe(0);
    await dialog.getByLabel('Student Status').selectOption({ label: 'Youth registered apprenticeship (YRA)' });
    await dialog.getByLabel('Career connection').selectOption('P');
    await dialog.getByLabel('Career linkage or direct entry').selectOption('DE');
    await dialog.getByLabel('WIOA participant', { exact: true }).selectOption('yes');
    await dialog.getByLabel('WIOA participant type').selectOption('YT');
    await dialog.getByLabel('TAA participant').selectOption('no');
    await dialog.getByLabel('On-the-job training funding sources').fill('  WIOA youth OJT contract 114  ');
    expect((await axeViolations(admin)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await admin.screenshot({ path: join(SHOTS, 'dialog-375.png') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`Registration answers of ${NAME} saved.`).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => (await rachelRow(admin)).textContent()).not.toContain('Student Status');

    // Opened again, after a reload, the answers are there.
    await admin.reload();
    await signIn(admin, ADMIN, '/org/compliance');
    await (await rachelRow(admin)).getByRole('button', { name: `Registration answers of ${NAME}` }).click();
    await expect.poll(() => dialog.getByLabel('Student Status').inputValue()).toBe('YRA');
    expect(await dialog.getByLabel('WIOA participant type').inputValue()).toBe('YT');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const { text } = await downloadRapidsFile(admin);
    const cells = rapidsRows(text).find((r) => r['Apprentice ID'] === `au-${PROGRAM_ID}`)!;
    expect([
      cells['Career Connection'],
      cells['WIOA Participant'],
      cells.Type,
      cells['Career Linkage or Direct Entry'],
      cells['TAA Participant'],
      cells['On-the-Job Training Funding Sources'],
      cells['Student Status'],
    ]).toEqual(['P', '1', 'YT', 'DE', '0', 'WIOA youth OJT contract 114', 'YRA']);
    // Pennsylvania's apprentices are not asked the Student Status: the file says NA.
    expect(
      rapidsRows(text).find((r) => r['Apprentice ID'] === 'demo-au-demo-wf-student-apprentice')!['Student Status'],
    ).toBe('NA');
  });

  it('does not ask the Student Status of an apprentice Virginia does not register', async () => {
    const admin = await newPage();
    await signIn(admin, ADMIN, '/org/compliance');
    await rapidsRegion(admin).getByRole('button', { name: 'Registration answers of Jasmine Carter' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Registration answers: Jasmine Carter' });
    await dialog.getByLabel('Career connection').waitFor();
    expect(await dialog.getByLabel('Student Status').count()).toBe(0);
    await admin.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
