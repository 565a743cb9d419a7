import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from './browser.ts';
import { addProgramWithApprentice, downloadRapidsFile, rapidsRows } from './rapids-file.ts';

/**
 * Issue 27: the registration agency asks whether the apprentice is a new or an existing employee
 * of the employer. The apprentice answers it on a phone in 'Edit Personal Information'; the
 * sponsor's admin sees the completeness check stop naming 'Employment Status' and the RAPIDS file
 * carry the agency's code (EE).
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-rapids-employment';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
/** A demo learner no other suite signs in as, made an apprentice of a program of her own below. */
const PRIYA = 'priya.raman@demo.pathcraft.test';
const PRIYA_ID = 'demo-wf-learner-16';
const PROGRAM_ID = 'rapids-employment-check';

beforeAll(() => {
  addProgramWithApprentice(inject('dataDir'), {
    id: PROGRAM_ID,
    title: 'Maintenance Helper (registration check)',
    userId: PRIYA_ID,
  });
  mkdirSync(SHOTS, { recursive: true });
});

/** Priya's row of the completeness check in the sponsor's compliance room. */
async function priyaRow(page: Page) {
  const row = page.getByRole('region', { name: 'RAPIDS registration data' }).getByRole('row', { name: /Priya Raman/ });
  await row.waitFor();
  return (await row.textContent()) ?? '';
}

const downloadExport = async (page: Page) => rapidsRows((await downloadRapidsFile(page)).text);

describe('new or existing employee, from the apprentice to the RAPIDS file', () => {
  it('is named missing until the apprentice answers it on her phone, then exported as the agency codes it', async () => {
    const admin = await newPage();
    await signIn(admin, ADMIN, '/org');
    await admin.getByRole('link', { name: 'Compliance' }).click();
    expect(await priyaRow(admin)).toContain('Employment Status');

    // Priya, on a phone, fills her private information as the form asks it.
    const priya = await newPage();
    await priya.setViewportSize({ width: 375, height: 800 });
    await signIn(priya, PRIYA, '/account');
    await priya.getByRole('button', { name: 'Edit Personal Information' }).click();
    const profile = priya.getByRole('dialog', { name: 'Edit Personal Information' });
    await profile.getByRole('tab', { name: 'Private' }).click();
    await profile.getByLabel('Social Security Number').pressSequentially('456789012');
    await profile.getByLabel('Date of birth').fill('2001-03-15');
    for (const [label, option] of [
      ['Gender', 'Female'],
      ['Ethnicity', 'Not Hispanic or Latino'],
      ['Veteran status', 'Not a veteran'],
      ['Disability', 'No'],
      ['Education level', 'High school diploma or GED'],
      ['Referring organization', 'None'],
      ['Citizen status', 'U.S. citizen'],
      ['Criminal background', 'No'],
      ['Employment status', 'Employed full-time'],
      ['State', 'Pennsylvania'],
      ['Country', 'United States'],
    ] as const) {
      await profile.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
    }
    await profile.getByRole('checkbox', { name: 'Asian' }).check();
    const employee = profile.getByRole('combobox', { name: 'New or existing employee' });
    // The question says what it asks, and it is no required field of the form.
    expect(await employee.getAttribute('aria-describedby')).toBeTruthy();
    await profile.getByText('Did you already work for this employer before the apprenticeship?').waitFor();
    expect(await employee.getAttribute('aria-required')).not.toBe('true');
    await employee.selectOption({ label: 'Existing employee' });
    await profile.getByLabel('Street address').fill('310 Grant Street');
    await profile.getByLabel('City', { exact: true }).fill('Pittsburgh');
    await profile.getByLabel('ZIP code').fill('15219');
    await employee.scrollIntoViewIfNeeded();
    await priya.screenshot({ path: join(SHOTS, 'priya-375.png') });
    await profile.getByRole('button', { name: 'Save' }).click();
    await priya.getByText('Information saved!').waitFor();

    // Opened again, the answer is hers.
    await profile.getByRole('button', { name: 'Close' }).first().click();
    await priya.getByRole('button', { name: 'Edit Personal Information' }).click();
    await profile.getByRole('tab', { name: 'Private' }).click();
    await expect
      .poll(() => profile.getByRole('combobox', { name: 'New or existing employee' }).inputValue())
      .toBe('existing');

    // The sponsor's admin: no longer missing, and EE in the agency's Employment Status column.
    await admin.reload();
    await expect.poll(() => priyaRow(admin)).not.toContain('Employment Status');
    const rows = await downloadExport(admin);
    const row = rows.find((r) => r['Apprentice ID'] === `au-${PROGRAM_ID}`)!;
    expect(row).toMatchObject({
      'Apprentice First Name': 'Priya',
      Gender: 'F',
      'Employment Status': 'EE',
      'Apprentice Education Level': '3',
    });
  });
});
