import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { sampleApprenticePrivateInfo } from '../../server/src/seed/sample-apprenticeship.ts';
import { clickTwiceAtOnce, demoOwnerToken, drawSignature, sendDemoInvite, signIn, useBrowser } from './browser.ts';

/**
 * What people met walking the invitation forms (the employer agreement and the workforce form):
 * a double click, an empty signature pad, the form in Spanish.
 */
const { newPage, baseUrl } = useBrowser();

const KAREN = { firstName: 'Karen', lastName: 'Novak', email: 'karen.novak@demo.pathcraft.test' };

/** A new invite of this kind for Mon Valley's program, opened with its code from the link. */
async function openNewInvite(inviteType: 'employerAgreement' | 'workforce', query = '') {
  const invite = await sendDemoInvite(baseUrl, {
    inviteType,
    ...KAREN,
    ...(inviteType === 'employerAgreement'
      ? { title: 'Director of Human Resources' }
      : { employerProfileId: 'demo-employer-monvalley' }),
    // An agreement invite from the program draws up an agreement of its own, unsigned whatever other tests signed.
    apprenticeshipId: 'demo-apprenticeship-imm',
  });
  const page = await newPage();
  await page.goto(`/external/invite/id/${invite.docId}?accessCode=${invite.accessCode}${query}`);
  return { page, inviteId: invite.docId };
}

/** Counts the requests with this method whose path ends with `suffix`. */
function countSends(page: Page, method: string, suffix: string) {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname.endsWith(suffix)) seen.count++;
  });
  return seen;
}

describe('employer agreement invite, walked', () => {
  it('Adopt Signature on an empty pad says so in the signature dialog; a too-long title is refused at its field; two clicks on Sign Agreement sign once and the success stays', async () => {
    const { page } = await openNewInvite('employerAgreement');
    await page.getByTestId('employer-agreement').waitFor();

    // The pad is empty: the person in the dialog is told why nothing was adopted, where they are looking.
    await page.getByRole('button', { name: 'Add Signature' }).click();
    const pad = page.getByRole('dialog', { name: 'Signature' });
    await pad.getByRole('button', { name: 'Adopt Signature' }).click();
    await pad.getByText('A signature is required.').waitFor();
    await expectAccessible(page, 'the signature dialog with its error');
    // Drawing clears it; adopting closes the dialog and leaves no error behind.
    await drawSignature(page, pad);
    await pad.getByRole('button', { name: 'Adopt Signature' }).click();
    await pad.waitFor({ state: 'detached' });
    expect(await page.getByText('A signature is required.').count()).toBe(0);

    // A pasted 270-character title: refused at the field in the server's words, nothing is sent.
    const signs = countSends(page, 'POST', '/sign');
    const title = page.getByLabel(/^Title/);
    await title.fill('Director '.repeat(30));
    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page.getByText('Use at most 200 characters.').waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(signs.count).toBe(0);
    await title.fill('Director of Human Resources');

    // Two clicks in the same tick: one signing is sent, and no 'Something went wrong' follows the success.
    await clickTwiceAtOnce(page.getByRole('button', { name: 'Sign Agreement' }));
    await page.getByText('Employer Agreement Signed & Accepted!').waitFor();
    await page.getByTestId('employer-signed').getByRole('img', { name: 'Signature of Karen Novak' }).waitFor();
    expect(signs.count).toBe(1);
    expect(await page.getByText('Something went wrong, try again.').count()).toBe(0);
    expect(await page.getByText('Employer Agreement Signed & Accepted!').isVisible()).toBe(true);
  });
});

describe('workforce invite, walked', () => {
  it('in Spanish, the field messages and the list of what is missing are in Spanish', async () => {
    const { page } = await openNewInvite('workforce', '&lang=es');
    const form = page.getByTestId('workforce-form');
    await form.getByRole('heading', { name: '1. Identificación de la empresa' }).waitFor();
    await form.getByLabel(/Número de Identificación del Empleador/).fill('');
    await form.getByLabel('Total de empleados').fill('0');
    await form.getByLabel('Total de oficiales').fill('');
    await form.getByLabel('Oficiales mujeres').fill('90');
    await form.getByRole('button', { name: 'Enviar' }).click();
    const gate = page.getByTestId('workforce-missing');
    expect(await gate.locator('li').allTextContents()).toEqual([
      'El EIN es obligatorio.',
      'Total de empleados debe ser un número entero de al menos 1.',
      'Total de oficiales es un dato obligatorio.',
      'Oficiales mujeres (90) no puede ser mayor que empleadas mujeres (22).',
    ]);
    await form.getByText('Total de empleados debe ser un número entero de al menos 1.').first().waitFor();
    expect(await page.getByText(/is required|must be a whole number|can not be more than/).count()).toBe(0);
    await expectAccessible(page, 'the workforce form in Spanish with its errors');
  });

  it('a NAICS code with its title is refused at the field; two clicks on Submit send the form once, and the success page shows no error', async () => {
    const { page, inviteId } = await openNewInvite('workforce');
    const form = page.getByTestId('workforce-form');
    await form.getByRole('heading', { name: '1. Company Identification' }).waitFor();
    await form.getByLabel(/Employer Identification Number/).fill('25-3048172');
    const sends = countSends(page, 'PUT', `/invites/${inviteId}/workforce`);
    // The NAICS code with its title pasted after it: said at the field, not a 'Something went wrong' from the server.
    const naics = form.getByLabel('NAICS code');
    await naics.fill('333249 Other Industrial Machinery Manufacturing');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Enter a NAICS code of 2 to 6 digits.').first().waitFor();
    expect(await naics.getAttribute('aria-invalid')).toBe('true');
    expect(sends.count).toBe(0);
    await naics.fill('333249');
    await clickTwiceAtOnce(form.getByRole('button', { name: 'Submit' }));
    await page.waitForURL(/\/external\/invite\/msg\/success$/);
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    expect(sends.count).toBe(1);
    expect(await page.getByText('Something went wrong, try again.').count()).toBe(0);
  });
});

describe('access code, walked', () => {
  // The e-mail says 'Your access code is M4R8TZ.': selected by hand, the copy often brings the space before it
  // (and the period after). The box once cut the paste to 6 characters before dropping the space: 'M4R8T'.
  it.each([
    ['the invitation', '/external/invite/id/demo-invite-employer', ' m4r8tz.', 'employer-agreement'],
    ['the page link', '/link/demo-link', ' L5C8VA ', null],
  ])('%s takes a code pasted with the space before it', async (_what, path, pasted, shows) => {
    const page = await newPage();
    await page.goto(path);
    const input = page.getByRole('textbox', { name: 'Access code' });
    await input.fill(pasted);
    expect(await input.inputValue()).toBe(pasted.trim().replace('.', '').toUpperCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    if (shows) await page.getByTestId(shows).waitFor();
    else await page.waitForURL((url) => !url.pathname.startsWith('/link/'));
  });
});

/** A new adult apprentice with a complete profile, invited to sign their agreement (as the console would). */
async function invitedApprentice({ filled = true } = {}): Promise<{ inviteId: string; accessCode: string }> {
  const owner = { 'content-type': 'application/json', authorization: `Bearer ${await demoOwnerToken(baseUrl)}` };
  const stamp = Date.now().toString(36);
  const person = { firstName: 'Lena', lastName: 'Ortiz', email: `lena.ortiz.${stamp}@walk.example.org` };
  const user = await fetch(`${baseUrl}/v1/external/supabase/users`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ name: 'Lena Ortiz', ...person, orgId: 'demo-workforce-org', role: ['student'] }),
  }).then((r) => r.json() as Promise<{ docId: string }>);
  const invite = await sendDemoInvite(baseUrl, {
    inviteType: 'apprenticeAgreement',
    userId: user.docId,
    apprenticeshipId: 'demo-apprenticeship-imm',
    email: person.email,
    // Other tests add apprentices to Mon Valley: this one is sent whatever the ratio says.
    confirmOverRatio: true,
  });
  const { accessToken } = await fetch(`${baseUrl}/v1/access/checkAccessCode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: invite.docId, table: 'invites', accessCode: invite.accessCode }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  const as = { 'content-type': 'application/json', 'x-access-token': accessToken };
  const records = [
    ['details', { firstName: person.firstName, lastName: person.lastName, phone: '412-555-0175' }],
    ['privateInfo', { ...sampleApprenticePrivateInfo, ssn: '123-45-6781' }],
  ] as const;
  for (const [path, body] of filled ? records : []) {
    const res = await fetch(`${baseUrl}/v1/invites/${invite.docId}/user/${path}`, {
      method: 'PUT',
      headers: as,
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }
  return { inviteId: invite.docId, accessCode: invite.accessCode };
}

describe('apprentice agreement invite, walked', () => {
  it('a reload on step 2 keeps the reviewed information and the agreement to sign, in the same browser session', async () => {
    const { inviteId, accessCode } = await invitedApprentice();
    const page = await newPage();
    await page.goto(`/external/invite/id/${inviteId}?accessCode=${accessCode}`);
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Personal Information' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Information saved!').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const sectionA = page.getByRole('region', { name: 'SECTION A: Apprentice' });
    await sectionA.waitFor();

    // The tab reloads (a phone waking up, or the person pressing reload): still step 2, nothing to redo.
    await page.reload();
    await sectionA.waitFor();
    expect(await page.getByRole('button', { name: 'Get Started' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Information' }).waitFor();
    await drawSignature(page, page.getByTestId('apprentice-agreement'));
    await page.getByRole('button', { name: 'Sign Agreement' }).click();
    await page.getByText('Apprentice Agreement Accepted & Signed!').waitFor();

    // Another browser session starts over with the code, as before.
    const other = await newPage();
    await other.goto(`/external/invite/id/${inviteId}?accessCode=${accessCode}`);
    await other.getByTestId('apprentice-signed').waitFor();
  });
});

describe('personal information, walked in Spanish', () => {
  it("an apprentice saving the empty Private tab reads every field's message, and every choice, in Spanish", async () => {
    const { inviteId, accessCode } = await invitedApprentice({ filled: false });
    const page = await newPage();
    await page.goto(`/external/invite/id/${inviteId}?lang=es&accessCode=${accessCode}`);
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar información personal' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Número de Seguro Social es un dato obligatorio.').waitFor();
    const errors = await dialog.locator('.pc-form-field__error').allTextContents();
    expect(errors).toContain('Dirección es un dato obligatorio.');
    expect(errors).toContain('¡Se requiere la ciudad!');
    expect(errors.filter((e) => /required|Enter |Choose /.test(e))).toEqual([]);

    // The choices are in Spanish too; what is stored is the same value (Section A, in English, says 'Female').
    await dialog.getByLabel('Género').selectOption({ label: 'Femenino' });
    await dialog.getByRole('checkbox', { name: 'Negro o afroamericano' }).check();
    expect(await dialog.getByLabel('Condición de veterano').locator('option').allTextContents()).toEqual([
      'Elija...',
      'Veterano',
      'No es veterano',
      'Prefiero no responder',
    ]);
    expect(await dialog.getByText(/^(Male|Female|Veteran|Yes|Unemployed)$/).count()).toBe(0);
  });
});

describe('the sponsor, walked', () => {
  it('at 375 px, History of an invitation shows its history where the sponsor is looking, and takes the focus', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 640 });
    await signIn(
      page,
      'gloria.santos@demo.pathcraft.test',
      '/org/apprenticeships?open=demo-apprenticeship-imm&tab=invitations',
    );
    const open = page.getByRole('button', { name: 'History of the invite to Jasmine Carter' });
    await open.click();
    const history = page.getByRole('region', { name: 'History of the invite to Jasmine Carter' });
    const heading = history.getByRole('heading', { name: 'History: Jasmine Carter' });
    await heading.waitFor();
    // It opened below the whole list of invitations, out of sight: the tap seemed to do nothing.
    await expect
      .poll(() =>
        heading.evaluate(
          (el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight,
        ),
      )
      .toBe(true);
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
