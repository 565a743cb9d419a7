import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe.ts';
import { expectFitsPhone, signIn, useBrowser } from './browser.ts';
import { downloadRapidsFile, rapidsRows } from './rapids-file.ts';

/**
 * The sponsor's tables as a person reads them: the compliance room's RAPIDS list says of an
 * apprentice whose agreement is unsigned what the apprentices list says, in English and Spanish;
 * on a phone the room's tables are cards, every line on screen. With axe.
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

/** Where each of a table's cells ends on the right, and whether its box scrolls sideways. */
async function tableFit(page: Page, panelId: string) {
  const box = page.locator(`section[aria-labelledby="${panelId}"] .table-scroll`);
  await box.locator('tbody tr').first().waitFor();
  return box.evaluate((el) => ({
    scrolls: el.scrollWidth > el.clientWidth,
    rights: [...el.querySelectorAll('tbody td')].map((td) => td.getBoundingClientRect().right),
  }));
}

describe('the compliance room on a phone', () => {
  it.each([
    ['the sponsor', SPONSOR],
    ["the sponsor's admin", 'admin.workforce@demo.pathcraft.test'],
  ])(
    "shows %s each employer's ratio status and each apprentice's line on screen, no table scrolling sideways",
    async (_, email) => {
      const page = await newPage();
      await signIn(page, email, '/org/compliance');
      await page.getByRole('heading', { name: 'Compliance', level: 1 }).waitFor();
      await page.setViewportSize({ width: 375, height: 800 });
      for (const panel of ['compliance-ratios', 'compliance-rapids']) {
        const fit = await tableFit(page, panel);
        expect(fit.scrolls, panel).toBe(false);
        for (const right of fit.rights) expect(right, panel).toBeLessThanOrEqual(375);
      }
      // The ratio's status is a labelled line of the employer's card, in sight.
      const ratios = page.locator('section[aria-labelledby="compliance-ratios"]');
      const status = ratios.locator('td[data-label="Ratio"]').first();
      expect(await status.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Ratio: "');
      expect(await status.textContent()).toMatch(/Over ratio|At ratio|Within ratio|No ratio to check/);
      const violations = await axeViolations(page, { alsoRequire: ['page-has-heading-one'] });
      expect(violations, describeViolations(violations)).toEqual([]);
      await expectFitsPhone(page, SHOTS, email.split('@')[0]!, { wide: true });
    },
  );
});

describe("the sponsor's apprenticeships at 1280 px", () => {
  it('writes each O*NET code, RAPIDS code and date on one line, and the table fits without scrolling', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, SPONSOR, '/org/apprenticeships');
    const box = page.getByRole('region', { name: 'Apprenticeships', exact: true });
    await box.getByRole('cell', { name: '49-9041.00' }).waitFor();
    const { scrolls, cells } = await box.evaluate((el) => {
      const headers = [...el.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
      const wanted = ['O*NET', 'RAPIDS', 'Start', 'Expected end'].map((h) => headers.indexOf(h));
      const cells = [...el.querySelectorAll('tbody tr')].flatMap((tr) =>
        wanted.map((i) => {
          const td = tr.querySelectorAll('td')[i]!;
          const range = document.createRange();
          range.selectNodeContents(td);
          // One line: every box of the text at the same height.
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return { text: td.textContent ?? '', lines: tops.size };
        }),
      );
      return { scrolls: el.scrollWidth > el.clientWidth, cells };
    });
    expect(cells.length).toBeGreaterThanOrEqual(8);
    for (const cell of cells) expect(`${cell.text}: ${cell.lines} line(s)`).toBe(`${cell.text}: 1 line(s)`);
    // Dates as the other pages write them ('Aug 3, 2026'), not as stored ('2026-08-03').
    const dates = cells.filter((_, i) => i % 4 >= 2).map((c) => c.text);
    expect(dates.filter((d) => d !== '—').length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toMatch(/^(—|[A-Z][a-z]{2} \d{1,2}, \d{4})$/);
    expect(scrolls).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: `${SHOTS}/apprenticeships-1280.png`, fullPage: true });
  });
});
