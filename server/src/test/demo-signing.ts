/**
 * The demo's two agreements to sign and the invitations that open them (seed/sample-invites.ts):
 * the invitee's access token and a complete signature for each, sent through the real routes as
 * the invitees would. (Many signed apprentices at once, as rows: apprentice-rows.ts.)
 */
import { DEMO_CODES } from '../seed/sample-invites.ts';
import type { TestApp } from './harness.ts';
import { pngDataUrl } from './png.ts';

export type DemoSigner = 'apprentice' | 'employer';

export const DEMO_SIGNERS = {
  apprentice: {
    agreementId: 'demo-apprentice-agreement',
    inviteId: 'demo-invite-apprentice',
    code: DEMO_CODES.apprenticeInvite,
    signPath: '/v1/apprenticeAgreements/demo-apprentice-agreement/sign',
  },
  employer: {
    agreementId: 'demo-employer-agreement',
    inviteId: 'demo-invite-employer',
    code: DEMO_CODES.employerInvite,
    signPath: '/v1/employerAgreements/demo-employer-agreement/sign',
  },
} as const;

/** The employer's signer fields, all filled in (a drawn signature made fresh each call). */
export const employerSignature = () => ({
  signerName: 'Karen Novak',
  signerTitle: 'Director of Human Resources',
  signerSignature: pngDataUrl(),
  signerSignatureDate: '03/10/2027',
});

/** What each invitee posts to sign its agreement. */
export const signatureOf = (signer: DemoSigner) =>
  signer === 'apprentice' ? { dataUrl: pngDataUrl() } : employerSignature();

interface Request {
  /** Extra request headers (a user agent). */
  headers?: Record<string, string>;
  /** The caller's address. */
  ip?: string;
}

/** The access token the invitee's code check hands out (POST /v1/access/checkAccessCode). */
export async function inviteeToken(t: TestApp, signer: DemoSigner, { headers = {}, ip }: Request = {}) {
  const { inviteId, code } = DEMO_SIGNERS[signer];
  const res = await t.call(
    'POST',
    '/v1/access/checkAccessCode',
    null,
    { id: inviteId, table: 'invites', accessCode: code },
    headers,
    ip,
  );
  if (res.status !== 200)
    throw new Error(`code check of ${inviteId} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/** Signs the demo agreement as its invitee (a token of `inviteeToken`, or a new one) and answers the response. */
export async function signAsInvitee(
  t: TestApp,
  signer: DemoSigner,
  { token, headers = {}, ip }: Request & { token?: string } = {},
) {
  const accessToken = token ?? (await inviteeToken(t, signer, { headers, ip }));
  return t.call(
    'POST',
    DEMO_SIGNERS[signer].signPath,
    null,
    signatureOf(signer),
    { ...headers, 'x-access-token': accessToken },
    ip,
  );
}
