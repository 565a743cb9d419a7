import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';

// scrypt with N=2^15, r=8 costs 32 MiB and ~60 ms per hash: memory-hard and
// still fine for interactive sign-in.
const SCRYPT = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  opts: { N: number; r: number; p: number; maxmem: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Hash a password as `scrypt$N$r$p$salt$hash` so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFKC'), salt, 32, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check so unknown accounts are not revealed by timing.
    await scryptAsync(password, randomBytes(16), 32, SCRYPT);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(key, expected);
}

/**
 * Hash a high-entropy secret (refresh token, API key, e-mailed code) or a short
 * access code for storage. Keyed with the server's secret, so a copied
 * database alone cannot be used to test guesses offline.
 */
export function hashSecret(secret: string, pepper: string): string {
  return createHmac('sha256', pepper).update(secret).digest('base64url');
}

/** Compare two strings in constant time (for codes and signatures). */
export function safeEqual(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y) && a.length === b.length;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** HMAC signature for signed URLs. */
export function sign(value: string, key: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/**
 * AES-256-GCM for private fields at rest. The stored form is
 * `enc:v1:<iv>:<tag>:<ciphertext>` (base64url), so a clear value is never
 * mistaken for a ciphertext and the format can be versioned.
 */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  isEncrypted(value: unknown): boolean;
}

export function createFieldCipher(keyBase64: string): FieldCipher {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('The data-encryption key must be 32 bytes (base64).');
  const PREFIX = 'enc:v1:';
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join(':');
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) throw new Error('Not an encrypted value');
      const [iv, tag, data] = stored
        .slice(PREFIX.length)
        .split(':')
        .map((s) => Buffer.from(s, 'base64url')) as [Buffer, Buffer, Buffer];
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
    isEncrypted(value) {
      return typeof value === 'string' && value.startsWith(PREFIX);
    },
  };
}

/** A stored private value in clear: ciphertext is decrypted, clear text written before encryption passes through. */
export function openField(cipher: FieldCipher, stored: string | null | undefined): string | null {
  return stored == null ? null : cipher.isEncrypted(stored) ? cipher.decrypt(stored) : stored;
}

/** A private value as stored: encrypted, unless it already is ciphertext (so sealing twice changes nothing). */
export function sealField(cipher: FieldCipher, value: string | null | undefined): string | null {
  return value == null ? null : cipher.isEncrypted(value) ? value : cipher.encrypt(value);
}

/** The row with each named field present mapped by `one`; a list field (races) item by item. */
function mapFields<T extends object>(
  row: T,
  fields: readonly string[],
  one: (v: string | null | undefined) => string | null,
): T {
  const out = { ...row } as Record<string, unknown>;
  for (const field of fields) {
    if (!(field in out)) continue;
    const v = out[field];
    out[field] = Array.isArray(v) ? v.map((item: string) => one(item)) : one(v as string | null | undefined);
  }
  return out as T;
}

export const sealFields = <T extends object>(cipher: FieldCipher, row: T, fields: readonly string[]): T =>
  mapFields(row, fields, (v) => sealField(cipher, v));
export const openFields = <T extends object>(cipher: FieldCipher, row: T, fields: readonly string[]): T =>
  mapFields(row, fields, (v) => openField(cipher, v));
