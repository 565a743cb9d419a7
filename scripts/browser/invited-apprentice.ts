import { sampleApprenticePrivateInfo } from '../../server/src/seed/sample-apprenticeship.ts';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './browser.ts';

const ORG = 'demo-workforce-org';
const PROGRAM = 'demo-apprenticeship-imm';

export interface NewApprentice {
  firstName: string;
  lastName: string;
  email: string;
  /** YYYY-MM-DD */
  dob: string;
  ssn: string;
}

/** One API call; a refusal throws with the status and the answer. */
export async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A person's sign-in token (demo password). */
export async function tokenOf(baseUrl: string, email: string): Promise<string> {
  const { token } = await call<{ token: string }>(
    baseUrl,
    'POST',
    '/v1/auth/login',
    { email, password: DEMO_PASSWORD },
    {},
  );
  return token;
}

/**
 * A new apprentice with a complete profile, invited to sign their agreement: the owner adds them
 * and sends the invitation (as the console does); their records are filled through the invite.
 */
export async function invitedApprentice(
  baseUrl: string,
  a: NewApprentice,
): Promise<{ inviteId: string; accessCode: string }> {
  const owner = { authorization: `Bearer ${await tokenOf(baseUrl, 'owner.workforce@demo.pathcraft.test')}` };
  const person = { firstName: a.firstName, lastName: a.lastName, email: a.email };
  const user = await call<{ docId: string }>(
    baseUrl,
    'POST',
    '/v1/external/supabase/users',
    { name: `${a.firstName} ${a.lastName}`, ...person, orgId: ORG, role: ['student'] },
    owner,
  );
  const invite = await call<{ docId: string; accessCode: string }>(
    baseUrl,
    'POST',
    '/v1/invites',
    { inviteType: 'apprenticeAgreement', userId: user.docId, apprenticeshipId: PROGRAM, email: a.email },
    owner,
  );
  const { accessToken } = await call<{ accessToken: string }>(
    baseUrl,
    'POST',
    '/v1/access/checkAccessCode',
    { id: invite.docId, table: 'invites', accessCode: invite.accessCode },
    {},
  );
  const as = { 'x-access-token': accessToken };
  await call(
    baseUrl,
    'PUT',
    `/v1/invites/${invite.docId}/user/details`,
    { firstName: a.firstName, lastName: a.lastName, phone: '412-555-0160' },
    as,
  );
  // The demo apprentice's kind of answers, with this apprentice's own birth date, SSN and address.
  await call(
    baseUrl,
    'PUT',
    `/v1/invites/${invite.docId}/user/privateInfo`,
    {
      ...sampleApprenticePrivateInfo,
      ssn: a.ssn,
      dob: a.dob,
      races: ['asian'],
      addressLine1: '40 Ardmore Boulevard',
      addressLine2: null,
      addressPostalCode: '15221',
    },
    as,
  );
  return { inviteId: invite.docId, accessCode: invite.accessCode };
}

/** An apprentice of 28 (e-mail first.last@adult.example.org), invited to sign, records complete. */
export const invitedAdult = (baseUrl: string, firstName: string, lastName: string, ssn: string) =>
  invitedApprentice(baseUrl, {
    firstName,
    lastName,
    email: `${firstName}.${lastName}@adult.example.org`.toLowerCase(),
    dob: `${new Date().getUTCFullYear() - 28}-03-14`,
    ssn,
  });

/** The words of the page around the agreement (which stays English), in English or Spanish. */
export const EN = {
  code: 'Access code',
  continue: 'Continue',
  save: 'Save',
  saved: 'Information saved!',
  close: 'Close',
};
export const ES = {
  code: 'Código de acceso',
  continue: 'Continuar',
  save: 'Guardar',
  saved: '¡Información guardada!',
  close: 'Cerrar',
};

/** The access code, typed and sent with Continue. */
export async function enterCode(page: Page, code: string, words = EN) {
  await page.getByRole('textbox', { name: words.code }).fill(code);
  await page.getByRole('button', { name: words.continue }).click();
}

/** The code, then step 1 (the records saved as they are), to the agreement to sign. */
export async function openToSign(page: Page, inviteId: string, accessCode: string, words = EN) {
  await page.goto(`/external/invite/id/${inviteId}`);
  await enterCode(page, accessCode, words);
  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: words.save }).click();
  await page.getByText(words.saved).waitFor();
  await dialog.getByRole('button', { name: words.close }).first().click();
  await page.getByText('Review & Sign the Apprentice Agreement in SECTION A').waitFor();
}
