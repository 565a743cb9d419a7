import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';
import { addProgramWithApprentice, downloadRapidsFile, rapidsRows } from './rapids-file.ts';

/**
 * One apprentice, one standing: a signed apprentice still on probation reads 'Probation' on the
 * apprentices list and in the compliance room's RAPIDS completeness check alike (it said 'Active'
 * there), in English and in Spanish; the RAPIDS file's status column keeps the agency's code (1, active).
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-apprentice-standing';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
/** A demo learner no other suite uses, made an apprentice of a program of his own below. */
const NATHAN = 'Nathan Zielinski';
const PROGRAM_ID = 'standing-probation-check';

beforeAll(() => {
  addProgramWithApprentice(
    inject('dataDir'),
    { id: PROGRAM_ID, title: 'Machine Operator (probation check)', userId: 'demo-wf-learner-14', ojtHours: 2000 },
    undefined,
    // Signed, 500 probationary hours, no week approved yet.
    { signedAt: '2026-09-02T15:00:00.000Z', hoursProbationary: 500 },
  );
  mkdirSync(SHOTS, { recursive: true });
});

/** The text of `column`'s cell in the row of `table` that names `name`. */
async function cellOf(table: Locator, name: string, column: string): Promise<string> {
  const row = table.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.toLowerCase() === column.toLowerCase());
  expect(index, `column ${column} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return ((await row.locator('th, td').nth(index).textContent()) ?? '').trim();
}

const apprenticesStatus = async (page: Page, column: string) => {
  await page.goto('/apprentices');
  return cellOf(page.getByTestId('apprentices'), NATHAN, column);
};

const complianceStatus = async (page: Page, column: string) => {
  await page.goto('/org/compliance');
  const table = page.getByRole('region', { name: /RAPIDS/ }).getByRole('table');
  return cellOf(table, NATHAN, column);
};

describe("an apprentice's standing", () => {
  it('on probation: the same word on the apprentices list and in the RAPIDS completeness check, the agency code in the file', async () => {
    const page = await newPage();
    await signIn(page, ADMIN, '/org');
    await page.getByRole('heading', { name: 'Classes', level: 1 }).waitFor();

    expect(await apprenticesStatus(page, 'Status')).toBe('Probation');
    expect(await complianceStatus(page, 'Status')).toBe('Probation');
    await page.screenshot({ path: join(SHOTS, 'compliance-probation.png'), fullPage: true });
    await expectAccessible(page, 'compliance room with an apprentice on probation');

    // The file keeps the agency's status code: 1, active.
    const nathan = rapidsRows((await downloadRapidsFile(page)).text).find(
      (r) => r['Apprentice Last Name'] === 'Zielinski',
    );
    expect(nathan?.['Apprentice Status']).toBe('1');

    // In Spanish, one word too.
    await page.goto('/apprentices?lang=es');
    expect(await apprenticesStatus(page, 'Estado')).toBe('Período de prueba');
    expect(await complianceStatus(page, 'Estado')).toBe('Período de prueba');
  });
});
