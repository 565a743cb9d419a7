import { createSecretKey, type KeyObject } from 'node:crypto';
import type { AccessCodeTable } from '@pathcraft/sdk';
import { hashSecret } from '../../platform/crypto.ts';
import { fail } from '../../platform/errors.ts';
import { loadJose } from '../../platform/tokens.ts';

/** How long a verified access code opens its document: the page keeps the token in sessionStorage. */
export const DOC_ACCESS_TTL_S = 2 * 3600;

export interface DocAccess {
  table: AccessCodeTable;
  id: string;
}

// A key of its own, derived from the token secret, so no user token can pass for a document token or back.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = createSecretKey(Buffer.from(hashSecret('pathcraft:docAccess', secret), 'utf8'))));
  return k;
}

/** A short-lived token saying "the access code of this invite (or page link) was verified". */
export async function signDocAccess(access: DocAccess, secret: string, now: Date): Promise<string> {
  const { SignJWT } = await loadJose();
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'docAccess', tbl: access.table })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(access.id)
    .setIssuer('pathcraft')
    .setAudience('pathcraft:doc')
    .setIssuedAt(iat)
    .setExpirationTime(iat + DOC_ACCESS_TTL_S)
    .sign(keyOf(secret));
}

/** The document a token opens, or a 401 the page answers by asking for the code again. */
export async function verifyDocAccess(token: string | undefined | null, secret: string, now: Date): Promise<DocAccess> {
  if (!token) throw fail('unauthorized', 'Enter the access code to continue.', { accessCode: 'required' });
  const { jwtVerify } = await loadJose();
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: 'pathcraft',
      audience: 'pathcraft:doc',
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (
      payload.typ !== 'docAccess' ||
      typeof payload.sub !== 'string' ||
      (payload.tbl !== 'invites' && payload.tbl !== 'pageLinks')
    )
      throw new Error('wrong token');
    return { table: payload.tbl, id: payload.sub };
  } catch {
    throw fail('unauthorized', 'The access has expired. Enter the access code again.', { accessCode: 'expired' });
  }
}
