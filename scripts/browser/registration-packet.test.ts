import { mkdirSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Download, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { expectFitsPhone, signIn, useBrowser } from './browser.ts';

/**
 * The registration packet (issue 27 item 7) from where its readers see the apprentice: the sponsor's
 * apprentices list, the apprentice's own progress on /account, and the agreement page. The demo's
 * Hector Ramirez has a signed agreement with Three Rivers Fabrication, whose employer agreement is
 * signed too; Marcus has none, so his row has no link.
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-registration-packet';
const OWNER = 'owner.workforce@demo.pathcraft.test';
const HECTOR = 'hector.ramirez@demo.pathcraft.test';
const AGREEMENT = 'demo-apprentice-agreement-demo-wf-learner-08';
const FILE = 'Registration Packet - Hector Ramirez.pdf';

async function as(email: string, path: string): Promise<Page> {
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, email, path);
  return page;
}

/** Clicks the button and reads the PDF it downloads. */
async function downloadFrom(page: Page, button: Locator): Promise<{ download: Download; doc: PDFDocument }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { download, doc: await PDFDocument.load(new Uint8Array(Buffer.concat(chunks))) };
}

const expectPacket = ({ download, doc }: { download: Download; doc: PDFDocument }) => {
  expect(download.suggestedFilename()).toBe(FILE);
  expect(doc.getTitle()).toBe('Registration Packet: Hector Ramirez');
  expect(doc.getKeywords()).toMatch(/^dataHash:[0-9a-f]{64}$/);
  // Cover, both agreements, the wage schedule, the audit trail.
  expect(doc.getPageCount()).toBeGreaterThan(5);
};

describe('the registration packet downloads where its readers see the apprentice', () => {
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it("the sponsor's apprentices list: a link for an apprentice with a signed agreement, none without", async () => {
    const page = await as(OWNER, '/apprentices');
    const table = page.getByTestId('apprentices');
    await table.waitFor();
    const hector = table.locator('tr[data-user="demo-wf-learner-08"]');
    const link = hector.getByRole('button', { name: 'Download registration packet: Hector Ramirez' });
    await link.waitFor();
    expect(
      await table
        .locator('tr[data-user="demo-wf-learner-04"]')
        .getByRole('button', { name: /registration packet/ })
        .count(),
    ).toBe(0);
    await expectAccessible(page, 'apprentices with packet links');
    await page.screenshot({ path: `${SHOTS}/apprentices.png`, fullPage: true });
    expectPacket(await downloadFrom(page, link));
    await expectFitsPhone(page, SHOTS, 'apprentices');
  });

  it('the apprentice, on their own progress', async () => {
    const page = await as(HECTOR, '/account');
    const link = page.getByRole('button', { name: 'Download registration packet: Hector Ramirez' });
    await link.waitFor();
    await page.screenshot({ path: `${SHOTS}/account.png`, fullPage: true });
    expectPacket(await downloadFrom(page, link));
  });

  it('the agreement page, beside the agreement PDF', async () => {
    const page = await as(OWNER, `/external/doc/apprenticeAgreements/${AGREEMENT}`);
    await page.getByTestId('apprentice-agreement').waitFor();
    const link = page.getByRole('button', { name: 'Download registration packet' });
    await page.screenshot({ path: `${SHOTS}/agreement.png`, fullPage: true });
    expectPacket(await downloadFrom(page, link));
  });
});
