import type { Page } from 'playwright-core';
import { PDFDict, PDFDocument, PDFName, type PDFStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { clickTwiceAtOnce, drawSignature, useBrowser } from './browser.ts';
import { call, invitedApprentice, tokenOf as tokenOfAt } from './invited-apprentice.ts';

const { newPage, baseUrl } = useBrowser();
const APPRENTICE = { firstName: 'Noah', lastName: 'Kim', email: 'noah.kim@guardian.example.org' };
const GUARDIAN = { name: 'Grace Kim', email: 'grace.kim@guardian.example.org' };

const tokenOf = (email: string) => tokenOfAt(baseUrl, email);

const api = <T>(method: string, path: string, body: unknown, headers: Record<string, string>) =>
  call<T>(baseUrl, method, path, body, headers);

/** A new apprentice of 16 (15 or 16 today) with a complete profile, invited to sign their agreement. */
const invitedMinor = () =>
  invitedApprentice(baseUrl, { ...APPRENTICE, dob: `${new Date().getUTCFullYear() - 16}-05-20`, ssn: '123-45-6789' });

/** The guardian's invitation as it was e-mailed (the outbox, as the console shows it): the link and the code. */
async function guardianMail(): Promise<{ link: string; code: string }> {
  const superAdmin = { authorization: `Bearer ${await tokenOf('superadmin@demo.pathcraft.test')}` };
  const { items } = await api<{ items: { text: string }[] }>(
    'GET',
    `/v1/external/supabase/mailOutbox?f.to[eq]=${encodeURIComponent(GUARDIAN.email)}&select=to,subject,text`,
    undefined,
    superAdmin,
  );
  const text = items.map((m) => m.text).join('\n');
  const link = /(https?:\/\/\S+\/external\/invite\/id\/[\w-]+)/.exec(text)?.[1];
  const code = /Your access code is ([A-Z0-9]{6})\./.exec(text)?.[1];
  if (!link || !code) throw new Error(`no guardian invitation in: ${text}`);
  return { link, code };
}

const draw = drawSignature;

async function enterCode(page: Page, code: string) {
  await page.getByText('Enter the access code associated with this invitation.').waitFor();
  await page.getByRole('textbox', { name: 'Access code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** At 375 px nothing scrolls sideways, and axe finds nothing serious; then back to 1280 px. */
async function expectPhoneAndAxe(page: Page, what: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement!.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${what}: scroll width at 375 px`).toBeLessThanOrEqual(innerWidth!);
  await expectAccessible(page, `${what} (375 px)`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, what);
}

function hasSignatureImage(pdf: PDFDocument, field: string): boolean {
  const widget = pdf.getForm().getButton(field).acroField.getWidgets()[0]!;
  const appearance = pdf.context.lookup(widget.getNormalAppearance()) as PDFStream | undefined;
  const xObjects = appearance?.dict.lookup(PDFName.of('Resources'), PDFDict)?.lookup(PDFName.of('XObject'));
  return xObjects instanceof PDFDict && xObjects.keys().length > 0;
}

describe('an apprentice under 18: the parent or guardian co-signs', () => {
  it('the apprentice names the guardian and signs, the page waits for the guardian, who opens the e-mailed link and signs; both then see the signed agreement', async () => {
    const { inviteId, accessCode } = await invitedMinor();
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/external/invite/id/${inviteId}`);
    await enterCode(page, accessCode);
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Personal Information' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Information saved!').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Under 18: no signing alone; the guardian's section asks who co-signs.
    const guardian = page.getByRole('region', { name: 'Parent or Guardian' });
    await guardian.waitFor();
    expect(await page.getByTestId('agreement-missing').textContent()).toBe('Parent or guardian required!');
    expect(await page.getByRole('button', { name: 'Sign Agreement' }).count()).toBe(0);
    await guardian.getByLabel(/^Parent or guardian name/).fill(GUARDIAN.name);
    await guardian.getByLabel(/^Parent or guardian e-mail/).fill('grace.kim@');
    await guardian.getByRole('button', { name: 'Save' }).click();
    await guardian.getByText('Enter a valid e-mail address.').waitFor();
    await guardian.getByLabel(/^Parent or guardian e-mail/).fill(APPRENTICE.email);
    await guardian.getByRole('button', { name: 'Save' }).click();
    await guardian
      .getByText("The parent or guardian can't also be the apprentice: enter the parent's or guardian's own e-mail.")
      .first()
      .waitFor();
    await guardian.getByLabel(/^Parent or guardian e-mail/).fill(GUARDIAN.email);
    await guardian.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Parent or guardian saved.').waitFor();
    await expect.poll(() => page.getByTestId('agreement-missing').count()).toBe(0);
    await expectPhoneAndAxe(page, 'apprentice, guardian named');

    // The apprentice signs: the agreement now waits for the guardian, and says who.
    const agreement = page.getByTestId('apprentice-agreement');
    await draw(page, agreement);
    await clickTwiceAtOnce(page.getByRole('button', { name: 'Sign Agreement' }));
    await page.getByText('Apprentice Agreement Accepted & Signed!').waitFor();
    const waiting = `Signed by the apprentice. Waiting for the signature of the parent or guardian, ${GUARDIAN.name} (${GUARDIAN.email}): an invitation was e-mailed to them.`;
    await page.getByTestId('guardian-waiting').getByText(waiting).waitFor();
    await page
      .getByText('You signed. The agreement is signed once your parent or guardian has signed it too.')
      .waitFor();
    expect(await page.getByText('Document signed successfully!').count()).toBe(0);
    await page.getByTestId('apprentice-signed').getByRole('img', { name: 'Signature of Noah Kim' }).waitFor();
    // After a reload, the same.
    await page.reload();
    await page.getByTestId('guardian-waiting').getByText(waiting).waitFor();
    await expectPhoneAndAxe(page, 'apprentice, waiting for the guardian');

    // The guardian opens the e-mailed link in their own browser, with the code from the same e-mail.
    const mail = await guardianMail();
    const parent = await newPage();
    await parent.setViewportSize({ width: 1280, height: 800 });
    await parent.goto(new URL(mail.link).pathname);
    await enterCode(parent, mail.code);
    await parent
      .getByTestId('guardian-intro')
      .getByText(
        'You are asked, as parent or guardian of Noah Kim, who is under 18, to review this apprentice agreement and co-sign it below.',
      )
      .waitFor();
    await parent
      .getByRole('region', { name: 'SECTION A: Apprentice' })
      .getByRole('img', { name: 'Signature of Noah Kim' })
      .waitFor();
    // The guardian cannot rename themselves: no form, only their signature box.
    const box = parent.getByRole('region', { name: 'Parent or Guardian' });
    expect(await box.getByLabel(/^Parent or guardian e-mail/).count()).toBe(0);
    await expectPhoneAndAxe(parent, 'guardian, before signing');
    await box.getByRole('button', { name: 'Sign Agreement' }).click();
    await box.getByText('Signature required!').waitFor();
    await draw(parent, box);
    await clickTwiceAtOnce(box.getByRole('button', { name: 'Sign Agreement' }));
    await parent.getByText('Parent or guardian signature added!').waitFor();
    await parent
      .getByTestId('guardian-signed')
      .getByRole('img', { name: `Signature of ${GUARDIAN.name}` })
      .waitFor();
    await parent.getByText('Document signed successfully!').waitFor();
    expect(await parent.getByText('Something went wrong, please refresh and try again').count()).toBe(0);
    expect(await parent.getByTestId('guardian-waiting').count()).toBe(0);
    await expectPhoneAndAxe(parent, 'guardian, signed');

    // The signed PDF the guardian downloads carries both signatures.
    const [download] = await Promise.all([
      parent.waitForEvent('download'),
      parent.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Apprentice Agreement - Noah Kim.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const pdf = await PDFDocument.load(Buffer.concat(chunks));
    expect([hasSignatureImage(pdf, 'apprentice.signature'), hasSignatureImage(pdf, 'guardian.signature')]).toEqual([
      true,
      true,
    ]);
    expect(pdf.getForm().getTextField('guardian.name').getText()).toBe(GUARDIAN.name);

    // The apprentice's page, reloaded, shows the signed agreement with both signatures.
    await page.reload();
    await page.getByText('Document signed successfully!').waitFor();
    await page
      .getByTestId('guardian-signed')
      .getByRole('img', { name: `Signature of ${GUARDIAN.name}` })
      .waitFor();
    expect(await page.getByTestId('guardian-waiting').count()).toBe(0);
    await expectPhoneAndAxe(page, 'apprentice, signed by both');
  });
});
