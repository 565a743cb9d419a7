import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character random id (about 119 bits), like a document store's. */
export function newId(length = 20): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // Reject bytes >= 248 so every character is equally likely.
  for (let i = 0; i < bytes.length && out.length < length; i++) if (bytes[i]! < 248) out += ALPHABET[bytes[i]! % 62];
  return out.length === length ? out : newId(length);
}

/** A random secret token for URLs and keys (base64url). */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
