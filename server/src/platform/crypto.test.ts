import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createFieldCipher,
  hashPassword,
  hashSecret,
  openFields,
  safeEqual,
  sealFields,
  verifyPassword,
} from './crypto.ts';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
  });
  it.each([null, undefined, '', 'plain', 'bcrypt$x'])('refuses when the stored hash is %j', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
});

describe('field cipher', () => {
  const cipher = createFieldCipher(randomBytes(32).toString('base64'));
  it('round-trips and never stores the clear text', () => {
    const stored = cipher.encrypt('123-45-6789');
    expect(stored).not.toContain('6789');
    expect(cipher.isEncrypted(stored)).toBe(true);
    expect(cipher.decrypt(stored)).toBe('123-45-6789');
    expect(cipher.encrypt('123-45-6789')).not.toBe(stored);
  });
  it('detects tampering', () => {
    const stored = cipher.encrypt('secret');
    const tampered = stored.slice(0, -2) + (stored.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(tampered)).toThrow();
  });
  it('refuses a key of the wrong size', () => {
    expect(() => createFieldCipher(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
  it('seals the named fields of a row (lists item by item) once, and opens them back, clear legacy values included', () => {
    const row = { id: 'a1', gender: 'female', races: ['asian', 'white'], ssn: null, note: 'kept' };
    const sealed = sealFields(cipher, row, ['gender', 'races', 'ssn', 'dob']);
    expect(sealed).toMatchObject({ id: 'a1', ssn: null, note: 'kept' });
    expect(sealed).not.toHaveProperty('dob');
    expect([sealed.gender, ...sealed.races].every((v) => cipher.isEncrypted(v))).toBe(true);
    expect(sealFields(cipher, sealed, ['gender', 'races'])).toEqual(sealed);
    expect(openFields(cipher, sealed, ['gender', 'races', 'ssn'])).toEqual(row);
    expect(openFields(cipher, { gender: 'male' }, ['gender'])).toEqual({ gender: 'male' });
  });
});

describe('secrets', () => {
  it('hashes with the pepper and compares in constant time', () => {
    expect(hashSecret('ABC123', 'p1')).toBe(hashSecret('ABC123', 'p1'));
    expect(hashSecret('ABC123', 'p1')).not.toBe(hashSecret('ABC123', 'p2'));
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
