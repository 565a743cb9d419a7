import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { PDFDict, PDFDocument, PDFName, type PDFStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOwnerToken, drawSignature, sendDemoInvite, useBrowser } from './browser.ts';

const { newPage, baseUrl } = useBrowser();
const OWNER = 'owner.workforce@demo.pathcraft.test';

async function superToken(): Promise<string> {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.pathcraft.test', password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

const ownerToken = () => demoOwnerToken(baseUrl);
const sendInvite = (body: Record<string, unknown>) => sendDemoInvite(baseUrl, body);

/** The lowest entry wage among the program's schedules: other browser tests may add schedules to the shared demo program. */
async function lowestEntryWage(apprenticeshipId: string): Promise<number> {
  const token = await ownerToken();
  const res = await fetch(`${baseUrl}/v1/wageSchedules?f.apprenticeshipId[eq]=${apprenticeshipId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await res.json()) as { items: { entryWage: number }[] };
  return Math.min(...items.map((s) => s.entryWage));
}

const draw = drawSignature;

/** A person on a phone never scrolls sideways: checked at 390 and 375 px wide, then back to the desktop size. */
async function expectNoSideScroll(page: Page) {
  const desktop = page.viewportSize();
  for (const width of [390, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.scrollingElement!.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth, `scroll width at ${width} px`).toBeLessThanOrEqual(innerWidth!);
  }
  if (desktop) await page.setViewportSize(desktop);
}

/** The image named `name` inside `scope` has loaded and is `height` px tall. */
async function expectSignatureImage(scope: Locator, name: string, height: number) {
  const img = scope.getByRole('img', { name });
  await img.waitFor();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect((await img.boundingBox())!.height).toBe(height);
}

/** Whether the PDF's signature box (a button field) shows an image. */
function hasSignatureImage(pdf: PDFDocument, field: string): boolean {
  const widget = pdf.getForm().getButton(field).acroField.getWidgets()[0]!;
  const appearance = pdf.context.lookup(widget.getNormalAppearance()) as PDFStream | undefined;
  const xObjects = appearance?.dict.lookup(PDFName.of('Resources'), PDFDict)?.lookup(PDFName.of('XObject'));
  return xObjects instanceof PDFDict && xObjects.keys().length > 0;
}

async function enterCode(page: Page, code: string) {
  const input = page.getByRole('textbox', { name: 'Access code' });
  const cont = page.getByRole('button', { name: 'Continue' });
  await page.getByText('Enter the access code associated with this invitation.').waitFor();
  await input.fill(code.slice(0, 5));
  expect(await cont.isDisabled()).toBe(true);
  await input.fill(code);
  expect(await cont.isDisabled()).toBe(false);
  await cont.click();
}

describe('invitations', () => {
  it('shows the message pages, and an unknown invite goes to the error page', async () => {
    const page = await newPage();
    await page.goto('/external/invite/msg/success');
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await page.getByText('Your information was submitted.').waitFor();
    await page.getByText('A new invitation will be sent if further information is needed.').waitFor();
    await page.goto('/external/invite/id/no-such-invite');
    await page.waitForURL(/\/external\/invite\/msg\/error$/);
    await page.getByRole('heading', { name: 'Invalid Invitation' }).waitFor();
    await page.getByText('This invitation is no longer valid.').waitFor();
  });

  it('shows the not-found page for a document of an unknown table, signed out', async () => {
    const page = await newPage();
    await page.goto('/external/doc/noSuchTable/abc123');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText('ID: abc123').waitFor();
    await page.getByRole('link', { name: 'Back to the home page' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/external/doc/noSuchTable/abc123');
  });

  it('sends a register invite to its register link with the invite id', async () => {
    const page = await newPage();
    await page.goto('/external/invite/id/demo-invite-register');
    await page.waitForURL(
      (url) => url.pathname.startsWith('/login/') && url.searchParams.get('inviteId') === 'demo-invite-register',
    );
  });
});

describe('apprentice agreement invite', () => {
  /** Counts the PUTs of the invitee's records, by path. */
  const recordSaves = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && /\/user\/(details|privateInfo)$/.test(new URL(r.url()).pathname))
        seen.push(new URL(r.url()).pathname.split('/').pop()!);
    });
    return seen;
  };
  const sectionA = (page: Page) => page.getByRole('region', { name: 'SECTION A: Apprentice' });
  const labelOf = (scope: Locator, name: string) =>
    scope.locator('label').filter({ hasText: new RegExp(`^${name}( \\*)?$`) });

  it("at 375 px: a save clearing City is refused at the field with the agreement's message; City and Phone are marked required", async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/external/invite/id/demo-invite-apprentice');
    await enterCode(page, 'K7P2QX');
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Personal Information' });
    const city = dialog.getByLabel(/^City( \*)?$/);
    await city.waitFor();
    // Signing needs City and Phone: both carry the asterisk.
    expect(await labelOf(dialog, 'City').textContent()).toBe('City *');
    await city.fill('');
    const saves = recordSaves(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('City required!').waitFor();
    expect(await city.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Information saved!').count()).toBe(0);
    expect(saves).toEqual([]);
    await dialog.getByRole('tab', { name: 'General' }).click();
    expect(await labelOf(dialog, 'Phone').textContent()).toBe('Phone *');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  it("the General tab's check is the server's schema: a blank first name and an over-long suffix are refused at their fields, nothing is saved", async () => {
    const page = await newPage();
    await page.goto('/external/invite/id/demo-invite-apprentice');
    await enterCode(page, 'K7P2QX');
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Personal Information' });
    await dialog.getByRole('tab', { name: 'General' }).click();
    const firstName = dialog.getByLabel(/^First name( \*)?$/);
    await firstName.fill('   ');
    await dialog.getByLabel(/^Suffix( \*)?$/).evaluate((input: HTMLInputElement) => {
      // The input's maxLength stops typing; a pasted or scripted value still meets the schema's limit.
      input.removeAttribute('maxlength');
    });
    await dialog.getByLabel(/^Suffix( \*)?$/).fill('x'.repeat(21));
    const saves = recordSaves(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('First name is required.').waitFor();
    await dialog.getByText('Use at most 20 characters.').waitFor();
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);
  });

  it('code → private information → Section A → refusals → sign → download the PDF', async () => {
    const page = await newPage();
    await page.goto('/external/invite/id/demo-invite-apprentice');
    await page.getByText('Enter the access code associated with this invitation.').waitFor();
    await expectNoSideScroll(page);
    // A wrong code: the server's message stays on screen.
    await enterCode(page, 'AAAAAA');
    await page.getByText('The access code is not valid for this invitation.').waitFor();
    await page.waitForTimeout(3500);
    expect(await page.getByText('The access code is not valid for this invitation.').isVisible()).toBe(true);
    await enterCode(page, 'K7P2QX');

    await page.getByText('Review Personal Information').waitFor();
    await page.getByText('For the best experience, use a laptop or desktop.').waitFor();
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Personal Information' });
    await dialog.getByRole('tab', { name: 'Private', selected: true }).waitFor();

    // Edits on both tabs, one Save: both are stored (the Private tab's were once lost silently).
    const saves = recordSaves(page);
    await dialog.getByLabel(/^City( \*)?$/).fill('McKeesport');
    await dialog.getByLabel('Veteran status').selectOption({ label: 'Veteran' });
    await dialog.getByRole('tab', { name: 'General' }).click();
    await dialog.getByLabel(/^Phone( \*)?$/).fill('412-555-0199');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Information saved!').waitFor();
    expect(saves.sort()).toEqual(['details', 'privateInfo']);
    // Section A shows what was saved at once, behind the dialog, with nothing missing.
    await expect.poll(() => sectionA(page).textContent()).toContain('McKeesport');
    expect(await sectionA(page).textContent()).toContain('Veteran Status: Veteran');
    expect(await sectionA(page).textContent()).toContain('Phone: 412-555-0199');
    expect(await page.getByTestId('agreement-missing').count()).toBe(0);

    // Clearing the phone is refused at the field with the agreement's own message, and nothing is sent.
    saves.length = 0;
    const phone = dialog.getByLabel(/^Phone( \*)?$/);
    await phone.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Phone required!').waitFor();
    expect(saves).toEqual([]);
    await phone.fill('412-555-0117');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => saves.length).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByText('Review & Sign the Apprentice Agreement in SECTION A').waitFor();
    await page.getByText(/McKeesport, PA 15219/).waitFor();
    expect(await page.getByTestId('agreement-missing').count()).toBe(0);

    // After a reload the agreement is as saved: no stale 'City required!'.
    await page.reload();
    await page.getByRole('button', { name: /Get Started|Edit Information/ }).click();
    await dialog.getByLabel(/^City( \*)?$/).fill('McKeesport');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Information saved!').waitFor();
    expect(await page.getByText('City required!').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await page.getByTestId('agreement-missing').count()).toBe(0);

    // The SSN is hidden, and shown only masked.
    expect(await page.getByTestId('ssn').textContent()).toBe('•••-••-••••');
    await page.getByRole('button', { name: 'Press to show' }).click();
    expect(await page.getByTestId('ssn').textContent()).toBe('***-**-4325');

    // No signature: 'Signature required!'; then sign.
    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page.getByText('Signature required!').waitFor();
    await draw(page, page.getByTestId('apprentice-agreement'));
    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page.getByText('Apprentice Agreement Accepted & Signed!').waitFor();
    await page.getByText('Document signed successfully!').waitFor();
    expect(await page.getByRole('button', { name: 'Edit Information' }).count()).toBe(0);
    // Each signer's signature beside the signed date (docs/rules.md#agreements: 50 px tall): the apprentice's, and the sponsor's.
    await expectSignatureImage(page.getByTestId('apprentice-signed'), 'Signature of Jasmine Carter', 50);
    expect(await page.getByTestId('apprentice-signed').textContent()).toMatch(/Signed \d{2}\/\d{2}\/\d{4}/);
    await expectSignatureImage(page.getByTestId('sponsor-signed'), 'Signature of Gloria Santos', 50);
    await expectNoSideScroll(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Apprentice Agreement - Jasmine Carter.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const pdf = await PDFDocument.load(Buffer.concat(chunks));
    // The agreement's 4 pages, then its audit trail, which runs onto another page when earlier tests left more events on the demo's agreement.
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5);
    expect(pdf.getForm().getTextField('apprentice.address').getText()).toContain('McKeesport');
    expect(pdf.getForm().getTextField('apprentice.ssn').getText()).toBe('987-65-4325');
    expect([hasSignatureImage(pdf, 'apprentice.signature'), hasSignatureImage(pdf, 'sponsor.signature')]).toEqual([
      true,
      true,
    ]);
  });
});

describe('employer agreement invite', () => {
  it('code from the link → six sections → refusals → sign → the history entry → download the PDF', async () => {
    const invite = await sendInvite({
      inviteType: 'employerAgreement',
      firstName: 'Karen',
      lastName: 'Novak',
      title: 'Director of Human Resources',
      email: 'karen.novak@demo.pathcraft.test',
      employerAgreementId: 'demo-employer-agreement',
      apprenticeshipId: 'demo-apprenticeship-imm',
      employerProfileId: 'demo-employer-monvalley',
    });
    const page = await newPage();
    await page.goto(`/external/invite/id/${invite.docId}?accessCode=${invite.accessCode}`);
    const agreement = page.getByTestId('employer-agreement');
    await agreement.waitFor();
    for (const h of [
      '1. Employer Information',
      '2. Workforce Numbers',
      '3. Apprenticeship Wage Schedule',
      '4. Equal Employment/Affirmative Action',
      '5. Ratio of Apprentices to Journeyworkers',
      '6. Acceptance of Standards',
      'Employer Management Approval',
    ]) {
      await page.getByRole('heading', { name: h }).waitFor();
    }
    const entryWage = await lowestEntryWage('demo-apprenticeship-imm');
    expect(await page.getByTestId('entry-wage').textContent()).toBe(
      `Journeyworker entry wage: $${entryWage.toFixed(2)}`,
    );
    expect(await page.getByTestId('ratio').textContent()).toBe(
      'With 14 journeyworkers, up to 3 apprentices may be employed.',
    );
    expect(await page.getByLabel('Name').inputValue()).toBe('Karen Novak');
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page.getByText('A signature is required.').waitFor();
    // On a phone the whole pad is inside the dialog.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Add Signature' }).click();
    const padBox = (await page.getByRole('img', { name: 'Signature pad' }).boundingBox())!;
    const dialogBox = (await page.getByRole('dialog', { name: 'Signature' }).boundingBox())!;
    expect(padBox.x).toBeGreaterThanOrEqual(dialogBox.x);
    expect(padBox.x + padBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    await page.getByRole('dialog', { name: 'Signature' }).getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Add Signature' }).click();
    const pad = page.getByRole('dialog', { name: 'Signature' });
    await draw(page, pad);
    await pad.getByRole('button', { name: 'Adopt Signature' }).click();
    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page.getByText('Employer Agreement Signed & Accepted!').waitFor();
    await page.waitForTimeout(3500);
    expect(await page.getByText('Employer Agreement Signed & Accepted!').isVisible()).toBe(true);
    expect(await page.getByTestId('invite-history').locator('li').first().textContent()).toMatch(
      /^Employer Agreement Signed — /,
    );
    await page.getByTestId('employer-signed').getByRole('img', { name: 'Signature of Karen Novak' }).waitFor();
    await expectNoSideScroll(page);

    // The signed PDF: downloaded through the same token, its bytes are what the record's hash names.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      agreement.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Employer Agreement - Karen Novak.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Employer Agreement: Mon Valley Manufacturing, signed by Karen Novak');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    const record = await fetch(`${baseUrl}/v1/employerAgreements/demo-employer-agreement`, {
      headers: { authorization: `Bearer ${await ownerToken()}` },
    });
    const { item } = (await record.json()) as { item: { signedPdfHash: string } };
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(item.signedPdfHash);

    // The organization's staff download the same file from the document page.
    const staff = await newPage();
    await staff.goto('/external/doc/employerAgreements/demo-employer-agreement');
    await staff.waitForURL(/\/login/);
    await staff.getByLabel('E-mail').fill(OWNER);
    await staff.getByLabel('Password').fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'Sign in', exact: true }).click();
    await staff.waitForURL(/\/external\/doc\/employerAgreements\/demo-employer-agreement$/);
    const [copy] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByTestId('employer-agreement').getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const copyChunks: Buffer[] = [];
    for await (const chunk of await copy.createReadStream()) copyChunks.push(chunk as Buffer);
    expect(createHash('sha256').update(Buffer.concat(copyChunks)).digest('hex')).toBe(item.signedPdfHash);

    // The signer's own link shows the signed agreement (it once said 'Invalid Invitation'), read-only, at 1280 and 375 px.
    await page.reload();
    await agreement.waitFor();
    await page.getByTestId('employer-signed').getByRole('img', { name: 'Signature of Karen Novak' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign Agreement' }).count()).toBe(0);
    expect(await page.getByText('Invalid Invitation').count()).toBe(0);
    await expectNoSideScroll(page);
    // In a new browser session the code opens it again.
    const again = await newPage();
    await again.goto(`/external/invite/id/${invite.docId}`);
    await enterCode(again, invite.accessCode);
    await again.getByTestId('employer-signed').getByRole('img', { name: 'Signature of Karen Novak' }).waitFor();
    expect(new URL(again.url()).pathname).toBe(`/external/invite/id/${invite.docId}`);

    // The signer and the sponsor each received the signed PDF by e-mail (the outbox, as the console shows it).
    const outbox = await fetch(
      `${baseUrl}/v1/external/supabase/mailOutbox?f.subject[eq]=${encodeURIComponent('Signed: Employer Agreement')}&select=to,subject`,
      { headers: { authorization: `Bearer ${await superToken()}` } },
    );
    const { items } = (await outbox.json()) as { items: { to: string }[] };
    expect(items.map((m) => m.to)).toEqual(
      expect.arrayContaining(['karen.novak@demo.pathcraft.test', 'gloria.santos@demo.pathcraft.test']),
    );
  });
});

describe('workforce invite', () => {
  it('W3F9HD: wage schedules start at the federal $7.25 (not $5.15) and refuse less; counts that contradict each other are refused, at 1280 and 375 px', async () => {
    const page = await newPage();
    await page.goto('/external/invite/id/demo-invite-workforce');
    await enterCode(page, 'W3F9HD');
    const form = page.getByTestId('workforce-form');
    await form.getByRole('heading', { name: '1. Company Identification' }).waitFor();

    // 50 female employees of 10: refused at the field and in the gate, and nothing is sent.
    await form.getByLabel('Total employees').fill('10');
    await form.getByLabel('Female employees').fill('50');
    await form.getByLabel('Female employees').blur();
    await form.getByText('Female employees (50) can not be more than total employees (10).').first().waitFor();
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname.endsWith('/workforce')) sent++;
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByTestId('workforce-missing')
      .getByText('Female employees (50) can not be more than total employees (10).')
      .waitFor();
    expect(sent).toBe(0);
    await form.getByLabel('Total employees').fill('90');
    await expect.poll(() => form.getByText('can not be more than').count()).toBe(0);

    // New Wage Schedule: the hint and the defaults follow the federal minimum wage in force ($7.25 since 2009).
    await form.getByRole('button', { name: 'New Wage Schedule' }).click();
    const schedule = page.getByRole('dialog', { name: 'New Wage Schedule' });
    await schedule.getByText('At least the US Federal minimum wage, $7.25.').waitFor();
    expect(await schedule.getByText('$5.15').count()).toBe(0);
    await schedule.getByRole('button', { name: 'Next' }).click();
    const firstWage = await schedule
      .getByRole('table', { name: 'Wage periods' })
      .locator('tbody tr')
      .first()
      .locator('td')
      .nth(1)
      .textContent();
    expect(firstWage).toBe('$7.25');
    // A wage between $5.15 and $7.25 is refused with the specification's message and the current figure.
    await schedule.getByRole('button', { name: 'Edit 1st period' }).click();
    const period = page.getByRole('dialog', { name: 'Edit 1st Period' });
    await period.getByLabel('Wage (dollars per hour)').fill('6.00');
    await period.getByText('Wages must meet US Federal Min. Wage ($7.25) requirements.').waitFor();
    expect(await period.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await period.getByText('Wages must meet US Federal Min. Wage ($7.25) requirements.').waitFor();
    const box = (await period.getByRole('button', { name: 'Save' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 720 });
    await period.getByRole('button', { name: 'Cancel' }).click();
    await schedule.getByRole('button', { name: 'Back' }).click();
    await schedule.getByRole('button', { name: 'Cancel' }).click();
    await expectNoSideScroll(page);
  });

  it('code → refusals → submit → the success page', async () => {
    const invite = await sendInvite({
      inviteType: 'workforce',
      firstName: 'Karen',
      lastName: 'Novak',
      email: 'karen.novak@demo.pathcraft.test',
      employerProfileId: 'demo-employer-monvalley',
      apprenticeshipId: 'demo-apprenticeship-imm',
    });
    const page = await newPage();
    await page.goto(`/external/invite/id/${invite.docId}`);
    await enterCode(page, invite.accessCode.toLowerCase());
    const form = page.getByTestId('workforce-form');
    await form.getByRole('heading', { name: '1. Company Identification' }).waitFor();
    await form.getByRole('heading', { name: '2. Employees' }).waitFor();
    await form.getByRole('heading', { name: '3. Journeyworkers' }).waitFor();
    await form.getByRole('rowheader', { name: 'Industrial Machinery Mechanics 2027 - Four Step' }).waitFor();
    expect(await page.getByText('Powered by').count()).toBe(1);
    expect(await page.getByText(/2,000 OJT hours/).count()).toBe(1);
    await expectNoSideScroll(page);

    const ein = form.getByLabel(/Employer Identification Number/);
    await ein.fill('');
    await form.getByLabel('Total employees').fill('0');
    await form.getByRole('button', { name: 'Submit' }).click();
    const gate = page.getByTestId('workforce-missing');
    expect(await gate.locator('li').allTextContents()).toEqual([
      'EIN is required.',
      'Total employees must be a whole number of at least 1.',
    ]);
    await ein.fill('253048172');
    await form.getByText('Enter an EIN as XX-XXXXXXX.').first().waitFor();
    await ein.fill('25-3048172');
    await form.getByLabel('Total employees').fill('90');
    expect(await gate.count()).toBe(0);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/external\/invite\/msg\/success$/);
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();

    // Used: the link no longer opens the form.
    await page.goto(`/external/invite/id/${invite.docId}`);
    await page.waitForURL(/\/external\/invite\/msg\/error$/);
  });
});
