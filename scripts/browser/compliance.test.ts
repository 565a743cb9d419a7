import Database from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createFieldCipher } from '../../server/src/platform/crypto.ts';
import { downloadRapidsFile } from './rapids-file.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { expectFitsPhone, signIn, useBrowser } from './browser.ts';

/**
 * Issue 27's compliance room, clicked by the sponsor's admin: each employer against its ratio,
 * the EEO summary with its small cells hidden, and the RAPIDS export with what each apprentice's
 * record lacks, downloaded with and without the SSNs; at 375 px too, with axe.
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-compliance';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const TEACHER = 'teacher.workforce@demo.pathcraft.test';
const DEMO_SSN = '987-65-4325';

/**
 * Thirteen signed apprentice agreements of the workforce sponsor (sealed with the platform's own
 * key, as it stores them), on no apprenticeship, so they count in the EEO summary and nowhere else:
 * two Asian veterans with a disability make the race, veteran and disability tables hide cells.
 */
beforeAll(() => {
  const dir = inject('dataDir');
  const cipher = createFieldCipher(readFileSync(join(dir, 'data-key'), 'utf8').trim());
  const db = new Database(join(dir, 'pathcraft.db'));
  const groups = [
    {
      n: 6,
      gender: 'female',
      ethnicity: 'notHispanicOrLatino',
      race: 'white',
      veteran: 'nonVeteran',
      disability: 'no',
    },
    {
      n: 5,
      gender: 'male',
      ethnicity: 'hispanicOrLatino',
      race: 'blackOrAfricanAmerican',
      veteran: 'nonVeteran',
      disability: 'no',
    },
    { n: 2, gender: 'male', ethnicity: 'notHispanicOrLatino', race: 'asian', veteran: 'veteran', disability: 'yes' },
  ];
  const insert = db.prepare(
    `INSERT OR IGNORE INTO apprenticeAgreements (id, orgId, gender, ethnicity, races, veteranStatus, disability, signedAt, wagesPaidDuringRTI, RTIDuringWorkHrs, createdAt, updatedAt)
     VALUES (?, 'demo-workforce-org', ?, ?, ?, ?, ?, '2026-09-01T12:00:00.000Z', 'no', 'no', '2026-09-01T12:00:00.000Z', '2026-09-01T12:00:00.000Z')`,
  );
  try {
    for (const g of groups)
      for (let i = 0; i < g.n; i++)
        insert.run(
          `eeo-browser-${g.race}-${i}`,
          cipher.encrypt(g.gender),
          cipher.encrypt(g.ethnicity),
          JSON.stringify([cipher.encrypt(g.race)]),
          cipher.encrypt(g.veteran),
          cipher.encrypt(g.disability),
        );
  } finally {
    db.close();
  }
  mkdirSync(SHOTS, { recursive: true });
});

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page, { alsoRequire: ['page-has-heading-one'] });
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function downloadExport(page: Page): Promise<string> {
  const { fileName, text } = await downloadRapidsFile(page);
  await page.getByRole('status').filter({ hasText: 'written to the audit history' }).waitFor();
  expect(fileName).toMatch(/^rapids-apprentices-\d{4}-\d{2}-\d{2}(-with-ssn)?\.csv$/);
  return text;
}

describe('the compliance room', () => {
  it("shows the sponsor's admin the ratios, the EEO summary with small cells hidden, and what the RAPIDS data lacks", async () => {
    const page = await newPage();
    await signIn(page, ADMIN, '/org');
    await page.getByRole('link', { name: 'Compliance' }).click();
    await page.getByRole('heading', { name: 'Compliance', level: 1 }).waitFor();

    const ratios = page.getByRole('region', { name: 'Apprentice-to-journeyworker ratio' });
    await ratios.getByRole('cell', { name: 'Mon Valley Manufacturing' }).waitFor();
    expect(await ratios.getByRole('row', { name: /Mon Valley Manufacturing/ }).textContent()).toMatch(
      /Over ratio|At ratio|Within ratio|No ratio to check/,
    );

    const eeo = page.getByRole('region', { name: 'EEO summary' });
    await eeo.getByRole('table', { name: 'Race' }).waitFor();
    // The thirteen above, the demo's two signed welders, and any agreement an earlier suite signed.
    const signed = Number(/(\d+) apprentices with a signed agreement\./.exec((await eeo.textContent()) ?? '')?.[1]);
    expect(signed).toBeGreaterThanOrEqual(15);
    // No shown count is under five (zeros name nobody), and the demo's small groups are hidden. Which
    // groups are small depends on the agreements earlier browser tests signed in the shared database
    // (the invitation tests' apprentices), so the test checks the rule on every cell, not one group.
    const counts = await eeo.locator('td.num').allTextContents();
    for (const count of counts) expect(count === 'Hidden' || Number(count) === 0 || Number(count) >= 5).toBe(true);
    expect(counts).toContain('Hidden');

    const rapids = page.getByRole('region', { name: 'RAPIDS registration data' });
    const marcus = rapids.getByRole('row', { name: /Darnell Jefferson/ });
    await marcus.waitFor();
    expect(await marcus.textContent()).toContain('Date of Birth');
    expect(await marcus.textContent()).toContain('Apprentice Education Level, Employment Status');
    expect(await rapids.getByRole('row', { name: /Jasmine Carter/ }).textContent()).toContain('Complete');
    expect(await rapids.getByRole('status').first().textContent()).toMatch(
      /\d+ of \d+ apprentices have every required field\./,
    );

    await expectNoAxeViolations(page);
    await expectFitsPhone(page, SHOTS, 'admin', { wide: true });

    // The file without the SSNs, then with them: the demo apprentice's SSN is only in the second.
    const plain = await downloadExport(page);
    expect(plain.split('\r\n')[0]).toContain('Apprentice First Name,Apprentice Middle Name,Apprentice Last Name');
    expect(plain).toContain('Jasmine');
    expect(plain).not.toContain(DEMO_SSN);
    await rapids.getByLabel('Include Social Security Numbers').check();
    const withSsn = await downloadExport(page);
    expect(withSsn).toContain(DEMO_SSN);

    // A reload keeps the room as it was.
    await page.reload();
    await page.getByRole('region', { name: 'EEO summary' }).getByRole('table', { name: 'Race' }).waitFor();
  });

  it('shows the owner the export history: who downloaded the file, how many rows, whether the SSNs were in it', async () => {
    const page = await newPage();
    await signIn(page, 'owner.workforce@demo.pathcraft.test', '/org/compliance');
    const rapids = page.getByRole('region', { name: 'RAPIDS registration data' });
    await rapids.getByText('Export history').click();
    const history = rapids.getByRole('list', { name: 'Export history' });
    await history.getByRole('listitem').first().waitFor();
    const entries = await history.getByRole('listitem').allTextContents();
    // The admin's two downloads of the first test.
    expect(
      entries.some((e) => /^Marcus Bell · Exported the RAPIDS data: \d+ rows, with Social Security Numbers/.test(e)),
    ).toBe(true);
    expect(entries.some((e) => /Exported the RAPIDS data: \d+ rows, without Social Security Numbers/.test(e))).toBe(
      true,
    );
    expect(entries.join(' ')).not.toContain(DEMO_SSN);
    await expectNoAxeViolations(page);
  });

  it("lets the super admin read any sponsor's room, chosen in the console", async () => {
    const page = await newPage();
    await signIn(page, 'superadmin@demo.pathcraft.test', '/');
    await page.getByRole('link', { name: 'Compliance' }).click();
    await page.getByRole('heading', { name: 'Compliance', level: 1 }).waitFor();
    await page.getByLabel('Organization').selectOption({ label: 'Three Rivers Workforce Partnership' });
    const rapids = page.getByRole('region', { name: 'RAPIDS registration data' });
    await rapids.getByRole('row', { name: /Jasmine Carter/ }).waitFor();
    expect(await rapids.getByLabel('Include Social Security Numbers').count()).toBe(1);
    await page.getByLabel('Organization').selectOption({ label: 'Allegheny Community Learning' });
    await rapids.getByRole('row', { name: /Jasmine Carter/ }).waitFor({ state: 'detached' });
    // Its own room: empty in the demo, or the apprentice progress-certificate.test.ts enrols there if it ran first.
    await rapids
      .getByText(/No apprentices on the sponsor’s apprenticeships yet\.|Tyler Brooks/)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/compliance');
    await expectNoAxeViolations(page);
  });

  it('is not in the menu of a teacher, and refuses them the data', async () => {
    const page = await newPage();
    await signIn(page, TEACHER, '/org');
    await page.getByRole('link', { name: 'Classes' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Compliance' }).count()).toBe(0);
    await page.goto('/org/compliance');
    // Back to the organization's classes, told why; nothing of the compliance room is shown.
    await page.waitForURL((url) => url.pathname === '/org');
    await page
      .getByRole('status')
      .filter({ hasText: "That page is for your organization's owners and administrators." })
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Compliance' }).count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('Date of Birth');
  });
});
