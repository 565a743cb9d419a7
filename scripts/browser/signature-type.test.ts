import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PDFDict, PDFDocument, PDFName, type PDFStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulateHighDpi, signIn, useBrowser } from './browser.ts';
import { ES, invitedAdult, openToSign } from './invited-apprentice.ts';

const { newPage, baseUrl } = useBrowser();
const SHOTS = '/tmp/shots-signature-type';

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Whether the PDF's signature box (a button field) shows an image. */
function hasSignatureImage(pdf: PDFDocument, field: string): boolean {
  const widget = pdf.getForm().getButton(field).acroField.getWidgets()[0]!;
  const appearance = pdf.context.lookup(widget.getNormalAppearance()) as PDFStream | undefined;
  const xObjects = appearance?.dict.lookup(PDFName.of('Resources'), PDFDict)?.lookup(PDFName.of('XObject'));
  return xObjects instanceof PDFDict && xObjects.keys().length > 0;
}

/** Nothing scrolls sideways at 375 px; the signature field's screenshot, for a person to look at. */
async function fitsPhoneWithShot(page: Page, shot: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const field = page.getByTestId('apprentice-agreement').getByRole('tablist').locator('..');
  await field.screenshot({ path: join(SHOTS, shot) });
}

/** What has the keyboard's focus: its role (or tag) and accessible name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${label ?? el.textContent?.trim() ?? ''}`;
  });

/** Presses Tab until `what` has the focus (at most 80 times). */
async function tabTo(page: Page, what: string) {
  for (let i = 0; i < 80 && (await focused(page)) !== what; i++) await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(what);
}

/** The share of the canvas's pixels that carry ink. */
const inkOf = (page: Page, name: RegExp) =>
  page.getByRole('img', { name }).evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let ink = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink++;
    return ink / (c.width * c.height);
  });

describe('signing by typing the name (WCAG 2.1.1: the keyboard alone)', () => {
  it('Tab to Draw, arrow to Type, an empty name is refused as an empty pad is, type the name, Sign: the typed signature is on the agreement and in its PDF', async () => {
    const { inviteId, accessCode } = await invitedAdult(baseUrl, 'Ana', 'Ruiz', '234-56-7890');
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openToSign(page, inviteId, accessCode);

    // From the top of the page, the keyboard only.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, 'tab: Draw');
    expect(await page.getByRole('tab', { name: 'Draw' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('tab: Type');
    expect(await page.getByRole('tab', { name: 'Type' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('img', { name: 'Signature pad' }).count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input: Type your full name');

    // Nothing typed (spaces only): the refusal an empty pad gets, and nothing is sent.
    let signs = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/sign')) signs++;
    });
    await page.keyboard.type('   ');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Sign Agreement');
    await page.keyboard.press('Enter');
    await page.getByText('Signature required!').waitFor();
    expect(signs).toBe(0);

    // The name, shown in a handwriting rendering as it is typed; the error goes once typing starts.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('input: Type your full name');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Ana Ruiz');
    expect(await page.getByText('Signature required!').count()).toBe(0);
    const preview = page.getByRole('img', { name: 'Signature of Ana Ruiz, as it will appear' });
    await preview.waitFor();
    expect(await inkOf(page, /^Signature of Ana Ruiz/)).toBeGreaterThan(0.01);
    expect(await preview.evaluate((c: HTMLCanvasElement) => getComputedStyle(c).width)).toBe('330px');

    // At 375 px the choice, the name and its rendering fit; a screenshot for a person to look at.
    await page.setViewportSize({ width: 375, height: 800 });
    await preview.scrollIntoViewIfNeeded();
    await fitsPhoneWithShot(page, 'type-375.png');
    await page.screenshot({ path: join(SHOTS, 'type-375-page.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('textbox', { name: 'Type your full name' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Sign Agreement');
    await page.keyboard.press('Enter');
    await page.getByText('Apprentice Agreement Accepted & Signed!').waitFor();
    await page.getByText('Document signed successfully!').waitFor();
    expect(signs).toBe(1);

    // Stored and shown as a drawn signature is: the 330×100 PNG, 50 px tall beside the signed date.
    const img = page.getByTestId('apprentice-signed').getByRole('img', { name: 'Signature of Ana Ruiz' });
    await img.waitFor();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? [el.naturalWidth / el.naturalHeight] : [])))
      .toEqual([3.3]);
    expect((await img.boundingBox())!.height).toBe(50);

    // The PDF, read back: the apprentice's signature box shows an image.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const pdf = await PDFDocument.load(Buffer.concat(chunks));
    expect(hasSignatureImage(pdf, 'apprentice.signature')).toBe(true);
  });

  it('in Spanish: Dibujar and Escribir, and the name box asks for the full name', async () => {
    const { inviteId, accessCode } = await invitedAdult(baseUrl, 'Luis', 'Ortega', '345-67-8901');
    const page = await newPage({ locale: 'es-US' });
    await page.setViewportSize({ width: 375, height: 800 });
    await openToSign(page, inviteId, accessCode, ES);
    const choice = page.getByRole('tablist', { name: 'Cómo firmar' });
    await choice.waitFor();
    expect(await choice.getByRole('tab').allTextContents()).toEqual(['Dibujar', 'Escribir']);
    // Spanish words inside the agreement that stays English (lang="en") say their own language.
    expect(await choice.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('es');
    await choice.getByRole('tab', { name: 'Dibujar' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input: Escriba su nombre completo');
    await page.keyboard.type('Luis Ortega');
    await page.getByRole('img', { name: 'Firma de Luis Ortega, tal como aparecerá' }).waitFor();
    await fitsPhoneWithShot(page, 'type-375-es.png');
  });

  it("the account's signature dialog: Type on a high-DPI screen, an empty name refused, Adopt and Save stores the PNG", async () => {
    const page = await newPage();
    await signIn(page, 'tom.yablonski@demo.pathcraft.test', '/account');
    const cdp = await emulateHighDpi(page);
    await page.getByRole('button', { name: /^(Add|Change) Signature$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Signature' });
    await dialog.getByRole('tab', { name: 'Draw' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input: Type your full name');
    await dialog.getByRole('button', { name: 'Adopt and Save' }).click();
    await dialog.getByText('Please provide a signature first.').waitFor();
    await dialog.getByRole('textbox', { name: 'Type your full name' }).fill('Tom Yablonski');
    await dialog.getByText('Please provide a signature first.').waitFor({ state: 'detached' });
    // Crisp as the pad: 330×100 CSS pixels, twice the backing pixels.
    const preview = dialog.getByRole('img', { name: 'Signature of Tom Yablonski, as it will appear' });
    expect(
      await preview.evaluate((c: HTMLCanvasElement) => [c.width, c.height, c.getBoundingClientRect().width]),
    ).toEqual([660, 200, 330]);
    // On a phone the dialog holds the choice, the name and its rendering (a screenshot to look at).
    await cdp.send('Emulation.clearDeviceMetricsOverride');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => innerWidth)).toBe(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: join(SHOTS, 'account-dialog-type-375.png') });
    const box = (await dialog.boundingBox())!;
    const name = (await dialog.getByRole('textbox', { name: 'Type your full name' }).boundingBox())!;
    expect(name.x + name.width).toBeLessThanOrEqual(box.x + box.width);
    await dialog.getByRole('button', { name: 'Adopt and Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const image = page.getByTestId('account-signature');
    await image.waitFor();
    const served = await page.request.get((await image.getAttribute('src'))!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    // The PNG is the rendering's: 660×200 (PNG width and height at bytes 16-23).
    const png = await served.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([660, 200]);
  });
});
