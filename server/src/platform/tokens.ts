import { createSecretKey, type KeyObject } from 'node:crypto';

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

/** jose loads with the first token signed or checked, not with every start (issue 29, goal 5). */
export const loadJose = () => import('jose');

// A KeyObject made once per secret: importing the raw key on every verify is most of its cost.
const keys = new Map<string, KeyObject>();
const key = (secret: string) => {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = createSecretKey(Buffer.from(secret, 'utf8'))));
  return k;
};

export async function signToken(claims: TokenClaims, secret: string, ttlSeconds: number, now: Date): Promise<string> {
  const { SignJWT } = await loadJose();
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

/**
 * Tokens whose signature and claims were checked, until they expire: a signed-in page sends the
 * same access token with every call for 15 minutes, and verifying it again costs more than the
 * rest of a small list. Keyed by the whole token, so a changed byte is a new verification; the
 * secret and purpose must match too. Revocation is not cached: callers still check the session.
 */
const verified = new Map<string, { claims: TokenClaims; exp: number; secret: string }>();
const MAX_VERIFIED = 2000;

/** Verifies signature, issuer, expiry (which must be present) and purpose; throws a readable message otherwise. */
export async function verifyToken(token: string, secret: string, purpose: Purpose, now: Date): Promise<TokenClaims> {
  const known = verified.get(token);
  if (known && known.secret === secret && known.claims.typ === purpose) {
    if (known.exp > Math.floor(now.getTime() / 1000)) return { ...known.claims };
    verified.delete(token);
    throw new Error('The sign-in has expired.');
  }
  const { errors, jwtVerify } = await loadJose();
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: 'pathcraft',
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp'],
    });
    if (payload.typ !== purpose || typeof payload.sub !== 'string' || typeof payload.acc !== 'string')
      throw new Error('Wrong kind of token');
    const claims: TokenClaims = {
      sub: payload.sub,
      acc: payload.acc,
      typ: purpose,
      jti: payload.jti,
      ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
      ...(typeof payload.aud === 'string' ? { aud: payload.aud } : {}),
    };
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, exp: payload.exp!, secret });
    return claims;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new Error('The sign-in has expired.');
    if (err instanceof Error && err.message === 'Wrong kind of token') throw err;
    throw new Error('The sign-in token is not valid.');
  }
}

/** What a person reads when their session was signed out, expired or replaced. */
export const SESSION_ENDED = 'The session has ended. Please sign in again.';
