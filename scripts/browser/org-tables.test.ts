import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser.ts';
import { downloadRapidsFile, rapidsRows } from './rapids-file.ts';

/**
 * The sponsor's tables as a person reads them: the compliance room's RAPIDS list says of an
 * apprentice whose agreement is unsigned what the apprentices list says, in English and Spanish.
 * Reads only (other suites sign the demo's agreements: each status is compared, not assumed).
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-org-tables';
const SPONSOR = 'gloria.santos@demo.pathcraft.test';

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Each apprentice's status on /apprentices, by name (the row header starts with the name). */
async function apprenticesListStatuses(page: Page): Promise<Map<string, string>> {
  const list = page.getByTestId('apprentices');
  await list.locator('tbody tr').first().waitFor();
  const rows = await list.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      header: tr.querySelector('th')?.textContent ?? '',
      status: tr.querySelectorAll('td')[1]?.textContent ?? '',
    })),
  );
  return new Map(rows.map((r) => [r.header, r.status]));
}

/** Each apprentice's status in the compliance room's RAPIDS list, by name. */
async function rapidsListStatuses(page: Page): Promise<Map<string, string>> {
  const table = page.locator('section[aria-labelledby="compliance-rapids"] table');
  await table.locator('tbody tr').first().waitFor();
  const header = await table.locator('thead th').allTextContents();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  const name = header.findIndex((h) => /^(Apprentice|Aprendiz)$/i.test(h));
  const status = header.findIndex((h) => /^(Status|Estado)$/i.test(h));
  return new Map(rows.map((cells) => [cells[name]!, cells[status]!]));
}

describe("the compliance room's RAPIDS list", () => {
  it.each([
    ['en', 'Agreement not signed'],
    ['es', 'Acuerdo sin firmar'],
  ])('names an unsigned agreement as the apprentices list does (%s)', async (lang, notSigned) => {
    const page = await newPage();
    await signIn(page, SPONSOR, '/apprentices');
    await page.getByTestId('apprentices').waitFor();
    // The language as the switch sets it (the address's parameter, then remembered).
    await page.goto(`/apprentices?lang=${lang}`);
    const onList = await apprenticesListStatuses(page);
    await page.goto(`/org/compliance?lang=${lang}`);
    const inRoom = await rapidsListStatuses(page);

    const names = [...inRoom.keys()];
    const unsigned = [...onList].filter(([, status]) => status === notSigned).map(([header]) => header);
    // Darnell's invitation stays open in the demo (the apprentices list's suite relies on it too).
    expect(unsigned.some((h) => h.startsWith('Darnell Jefferson'))).toBe(true);
    for (const header of unsigned) {
      const name = names.find((n) => header.startsWith(n));
      expect(name, header).toBeDefined();
      expect(`${name}: ${inRoom.get(name!)}`).toBe(`${name}: ${notSigned}`);
    }
    // Jasmine's status matches wherever her agreement stands (another suite may have signed it).
    const jasmine = [...onList].find(([header]) => header.startsWith('Jasmine Carter'))![1];
    expect(inRoom.get('Jasmine Carter') === notSigned).toBe(jasmine === notSigned);
  });

  it("keeps the agency's code in the file's status column: an unsigned agreement's apprentice is active there", async () => {
    const page = await newPage();
    await signIn(page, SPONSOR, '/org/compliance');
    await page.locator('section[aria-labelledby="compliance-rapids"] tbody tr').first().waitFor();
    const rows = rapidsRows((await downloadRapidsFile(page)).text);
    const statusOf = (first: string) => rows.find((r) => r['Apprentice First Name'] === first)?.['Apprentice Status'];
    // Hector's agreement is signed and he is active: Darnell's code is his.
    expect(statusOf('Hector')).toBeTruthy();
    expect(statusOf('Darnell')).toBe(statusOf('Hector'));
  });
});
