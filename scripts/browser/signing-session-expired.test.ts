import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DOC_ACCESS_TTL_S, signDocAccess } from '../../server/src/features/access-codes/access-token.ts';
import { expectAccessible } from './axe.ts';
import { drawSignature, sendDemoInvite, useBrowser } from './browser.ts';
import { ES, EN, enterCode, invitedAdult, openToSign } from './invited-apprentice.ts';

const { newPage, baseUrl } = useBrowser();

/**
 * A token for this invite as the code gave it, issued longer ago than it lasts (2 hours): signed
 * with the running platform's own secret, so the server refuses it for its age alone.
 */
async function expiredToken(inviteId: string): Promise<string> {
  const secret = readFileSync(join(inject('dataDir'), 'token-secret'), 'utf8').trim();
  const issued = new Date(Date.now() - (DOC_ACCESS_TTL_S + 60) * 1000);
  return signDocAccess({ table: 'invites', id: inviteId }, secret, issued);
}

/** The page's stored token (sessionStorage) becomes the expired one: two hours passed, without the wait. */
async function expireAccess(page: Page, inviteId: string) {
  const token = await expiredToken(inviteId);
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key!, value!),
    [`pathcraft.access.invites.${inviteId}`, token],
  );
}

const EXPIRED_KEPT =
  'Your session for this document has expired. Enter the access code again to continue. What you entered on the page is kept.';

describe('the access expires (2 hours after the code) while signing', () => {
  it('Sign Agreement with an expired token: told the session expired, the code again for the same document, then the typed signature is still there and signs', async () => {
    const { inviteId, accessCode } = await invitedAdult(baseUrl, 'Maya', 'Chen', '456-78-9012');
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openToSign(page, inviteId, accessCode);
    const signs: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/sign')) signs.push(r.status());
    });

    await page.getByRole('tab', { name: 'Type' }).click();
    await page.getByRole('textbox', { name: 'Type your full name' }).fill('Maya Chen');
    await expireAccess(page, inviteId);
    await page.getByRole('textbox', { name: 'Type your full name' }).press('Tab');
    await page.keyboard.press('Enter');

    // The access-code step for this invite, saying why; no 'refresh and try again'.
    await page.getByRole('alert').getByText(EXPIRED_KEPT).waitFor();
    await page.getByRole('heading', { name: 'Access Code' }).waitFor();
    expect(
      await page.getByRole('textbox', { name: 'Access code' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await page.getByTestId('apprentice-agreement').isVisible()).toBe(false);
    expect(await page.getByText('Something went wrong, please refresh and try again').count()).toBe(0);
    expect(await page.getByText('Saving Agreement...').count()).toBe(0);
    expect(signs).toEqual([401]);
    expect(new URL(page.url()).pathname).toBe(`/external/invite/id/${inviteId}`);

    // The code again: the agreement as it was left, Type chosen and the name still typed; Sign goes through.
    await enterCode(page, accessCode);
    await page.getByTestId('apprentice-agreement').waitFor();
    expect(await page.getByText(EXPIRED_KEPT).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Type' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Type your full name' }).inputValue()).toBe('Maya Chen');
    await page.getByRole('img', { name: 'Signature of Maya Chen, as it will appear' }).waitFor();
    // The keyboard is back where it was: on Sign Agreement.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign Agreement');
    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page.getByText('Apprentice Agreement Accepted & Signed!').waitFor();
    await page.getByTestId('apprentice-signed').getByRole('img', { name: 'Signature of Maya Chen' }).waitFor();
    expect(signs).toEqual([401, 200]);
  });

  it('a drawn signature is kept too, and the notice is in Spanish on a Spanish page', async () => {
    const { inviteId, accessCode } = await invitedAdult(baseUrl, 'Pablo', 'Reyes', '567-89-0123');
    const page = await newPage({ locale: 'es-US' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openToSign(page, inviteId, accessCode, ES);
    const agreement = page.getByTestId('apprentice-agreement');
    await drawSignature(page, agreement);
    await expireAccess(page, inviteId);
    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page
      .getByRole('alert')
      .getByText(
        'Su sesión para este documento venció. Escriba el código de acceso de nuevo para continuar. Lo que escribió en la página se conserva.',
      )
      .waitFor();
    await enterCode(page, accessCode, ES);
    await agreement.waitFor();
    const ink = await agreement.getByRole('img', { name: 'Signature pad' }).evaluate((c: HTMLCanvasElement) =>
      c
        .getContext('2d')!
        .getImageData(0, 0, c.width, c.height)
        .data.some((v, i) => i % 4 === 3 && v > 0),
    );
    expect(ink).toBe(true);
    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page.getByText('Apprentice Agreement Accepted & Signed!').waitFor();
  });

  it("the employer's name, title and typed signature are kept, and Sign Agreement goes through after the code", async () => {
    const invite = await sendDemoInvite(baseUrl, {
      inviteType: 'employerAgreement',
      firstName: 'Karen',
      lastName: 'Novak',
      email: 'karen.novak@demo.pathcraft.test',
      title: 'Director of Human Resources',
      // From the program: an agreement of its own, unsigned whatever other tests signed.
      apprenticeshipId: 'demo-apprenticeship-imm',
    });
    const page = await newPage();
    await page.goto(`/external/invite/id/${invite.docId}`);
    await enterCode(page, invite.accessCode);
    const agreement = page.getByTestId('employer-agreement');
    await agreement.waitFor();
    await page.getByLabel(/^Title/).fill('Plant Manager');
    await page.getByRole('button', { name: 'Add Signature' }).click();
    const pad = page.getByRole('dialog', { name: 'Signature' });
    await pad.getByRole('tab', { name: 'Type' }).click();
    await pad.getByRole('textbox', { name: 'Type your full name' }).fill('Karen Novak');
    await pad.getByRole('button', { name: 'Adopt Signature' }).click();
    await pad.waitFor({ state: 'detached' });
    await expireAccess(page, invite.docId);
    await page.getByRole('button', { name: 'Sign Agreement' }).click();

    await page.getByRole('alert').getByText(EXPIRED_KEPT).waitFor();
    expect(await page.getByText('Something went wrong, try again.').count()).toBe(0);
    await enterCode(page, invite.accessCode);
    await agreement.waitFor();
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('Plant Manager');
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Karen Novak');
    await agreement.getByRole('img', { name: 'Your signature' }).waitFor();
    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page.getByText('Employer Agreement Signed & Accepted!').waitFor();
    await page.getByTestId('employer-signed').getByRole('img', { name: 'Signature of Karen Novak' }).waitFor();
  });

  it('Download with an expired token: the code again, not an error, and the signed agreement then downloads', async () => {
    const { inviteId, accessCode } = await invitedAdult(baseUrl, 'Omar', 'Haddad', '789-01-2345');
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openToSign(page, inviteId, accessCode);
    await page.getByRole('tab', { name: 'Type' }).click();
    await page.getByRole('textbox', { name: 'Type your full name' }).fill('Omar Haddad');
    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page.getByText('Apprentice Agreement Accepted & Signed!').waitFor();
    const pdfs: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('/pdf')) pdfs.push(r.status());
    });

    await expireAccess(page, inviteId);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('alert').getByText(EXPIRED_KEPT).waitFor();
    await page.getByRole('heading', { name: 'Access Code' }).waitFor();
    expect(await page.getByTestId('apprentice-agreement').isVisible()).toBe(false);
    expect(await page.getByText('Something went wrong, please refresh and try again').count()).toBe(0);
    expect(pdfs).toEqual([401]);
    await expectAccessible(page, 'apprentice: the code asked again after Download');

    await enterCode(page, accessCode);
    await page.getByTestId('apprentice-signed').getByRole('img', { name: 'Signature of Omar Haddad' }).waitFor();
    // The keyboard is back on Download, which now goes through.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Download');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(pdfs).toEqual([401, 200]);
    expect(await page.getByText('Something went wrong, please refresh and try again').count()).toBe(0);
  });

  it('Save in the personal-information dialog with an expired token: only the notice, then the dialog as typed and Save goes through', async () => {
    const { inviteId, accessCode } = await invitedAdult(baseUrl, 'Lena', 'Varga', '890-12-3456');
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/external/invite/id/${inviteId}`);
    await enterCode(page, accessCode);
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'General' }).click();
    await dialog.getByRole('textbox', { name: 'Middle name' }).fill('Ilona');
    const saves: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'PUT' && new URL(r.url()).pathname.includes('/user/')) saves.push(r.status());
    });

    await expireAccess(page, inviteId);
    await dialog.getByRole('button', { name: EN.save }).click();
    await page.getByRole('alert').getByText(EXPIRED_KEPT).waitFor();
    await page.getByRole('heading', { name: 'Access Code' }).waitFor();
    // Only the notice: not the dialog's own 'Something went wrong, try again.', nor the dialog over the code.
    expect(await page.getByText('Something went wrong, try again.').count()).toBe(0);
    expect(await page.getByText('Saving...').count()).toBe(0);
    expect(await dialog.isVisible()).toBe(false);
    expect(saves).toEqual([401]);
    await expectAccessible(page, 'apprentice: the code asked again after Save in the dialog');

    await enterCode(page, accessCode);
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Middle name' }).inputValue()).toBe('Ilona');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(EN.save);
    await dialog.getByRole('button', { name: EN.save }).click();
    await page.getByText(EN.saved).waitFor();
    expect(saves).toEqual([401, 200]);
    expect(await page.getByText('Something went wrong, try again.').count()).toBe(0);
    await expectAccessible(page, 'apprentice: the dialog saved after the code');
  });

  // A guard: the code asked again over the form must not keep a form that could not load at opening.
  it('an expired token at opening asks for the code, and the agreement then loads as usual', async () => {
    const { inviteId, accessCode } = await invitedAdult(baseUrl, 'Ines', 'Park', '678-90-1234');
    const page = await newPage();
    await page.goto('/external/invite/msg/success');
    await expireAccess(page, inviteId);
    await page.goto(`/external/invite/id/${inviteId}`);
    await page.getByRole('heading', { name: 'Access Code' }).waitFor();
    await enterCode(page, accessCode);
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    expect(await page.getByText('The access has expired. Enter the access code again.').count()).toBe(0);
  });
});
