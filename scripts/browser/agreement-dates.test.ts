import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * Section A of the apprentice agreement writes its dates as the agreement PDF does (MM/DD/YYYY,
 * the agreement's US English, issue 28), never as stored (1999-04-18): on an English page and on a
 * Spanish one, read in a time zone west of UTC, where a stored day read as UTC shows the day before.
 */
const { newPage } = useBrowser();
const OWNER = 'owner.workforce@demo.pathcraft.test';
const AGREEMENT = '/external/doc/apprenticeAgreements/demo-apprentice-agreement';

const sectionA = (page: Page) => page.getByRole('region', { name: 'SECTION A: Apprentice' });

async function pdfDob(page: Page): Promise<string | undefined> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const pdf = await PDFDocument.load(new Uint8Array(Buffer.concat(chunks)));
  return pdf.getForm().getTextField('apprentice.dob').getText();
}

describe("Section A's dates", () => {
  it.each([
    ['en-US', 'an English page'],
    ['es-US', 'a Spanish page'],
  ])('%s: %s shows the date of birth as the PDF writes it', async (locale) => {
    // The page's language from ?lang= (the visitor pages' switch); signed in on the English sign-in page.
    const page = await newPage({ timezoneId: 'America/Los_Angeles' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, OWNER, AGREEMENT);
    await sectionA(page).waitFor();
    await page.goto(`${AGREEMENT}?lang=${locale.slice(0, 2)}`);
    await sectionA(page).waitFor();
    await sectionA(page).getByText('Date of Birth: 04/18/1999').waitFor();
    expect(await sectionA(page).textContent()).not.toContain('1999-04-18');
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${locale.slice(0, 2)}`));
    if (locale !== 'en-US') await page.getByTestId('agreement-in-english').waitFor();
    expect(await pdfDob(page)).toBe('04/18/1999');
    await expectAccessible(page, `agreement dates (${locale})`);
  });
});
