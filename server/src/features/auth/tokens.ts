import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
export const SIGN_IN_TOKEN_TTL_S = 120;

/** 'chat': an assistant widget's conversation (sub: chat session, acc: integration, aud: the page's origin). */
type Purpose = 'access' | 'signIn' | 'chat';

export interface TokenClaims {
  sub: string; // user id
  acc: string; // auth account id
  typ: Purpose;
  jti?: string;
  /** Access tokens: the session (authSessions.id) they belong to, checked on every request so ending it ends them. */
  sid?: string;
  /** The audience: for chat tokens, the origin the token may be used from. */
  aud?: string;
}

// A KeyObject made once per secret: importing the raw key on every verify is most of its cost.
const keys = new Map<string, KeyObject>();
const key = (secret: string) => {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = createSecretKey(Buffer.from(secret, 'utf8'))));
  return k;
};

export async function signToken(claims: TokenClaims, secret: string, ttlSeconds: number, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const jwt = new SignJWT({ acc: claims.acc, typ: claims.typ, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('pathcraft')
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds);
  if (claims.jti) jwt.setJti(claims.jti);
  if (claims.aud) jwt.setAudience(claims.aud);
  return jwt.sign(key(secret));
}

/** Verifies signature, issuer, expiry (which must be present) and purpose; throws a readable message otherwise. */
export async function verifyToken(token: string, secret: string, purpose: Purpose, now: Date): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: 'pathcraft', algorithms: ['HS256'], currentDate: now, requiredClaims: ['exp'] });
    if (payload.typ !== purpose || typeof payload.sub !== 'string' || typeof payload.acc !== 'string') throw new Error('Wrong kind of token');
    return {
      sub: payload.sub,
      acc: payload.acc,
      typ: purpose,
      jti: payload.jti,
      ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
      ...(typeof payload.aud === 'string' ? { aud: payload.aud } : {}),
    };
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new Error('The sign-in has expired.');
    if (err instanceof Error && err.message === 'Wrong kind of token') throw err;
    throw new Error('The sign-in token is not valid.');
  }
}
