import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens.ts';

const SECRET = 'a-secret-long-enough-for-hs256-000';
const OTHER = 'another-secret-long-enough-for-hs256';
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, seconds));
const claims = { sub: 'u1', acc: 'a1', typ: 'access' as const, sid: 's1' };

describe('verifyToken, also when it answers from the tokens it already verified', () => {
  it.each([
    ['the same token again', SECRET, 'access', 60, { sub: 'u1', acc: 'a1', typ: 'access', sid: 's1' }],
    ['another secret', OTHER, 'access', 60, 'The sign-in token is not valid.'],
    ['another purpose', SECRET, 'chat', 60, 'Wrong kind of token'],
    ['after it expired', SECRET, 'access', 900, 'The sign-in has expired.'],
  ] as const)('%s', async (_name, secret, purpose, secondsLater, expected) => {
    const token = await signToken(claims, SECRET, 900, at(0));
    expect(await verifyToken(token, SECRET, 'access', at(1))).toMatchObject(claims);
    const second = verifyToken(token, secret, purpose, at(secondsLater));
    if (typeof expected === 'string') await expect(second).rejects.toThrow(expected);
    else expect(await second).toMatchObject(expected);
  });

  it('refuses a token changed by one character, though the original was verified', async () => {
    const token = await signToken(claims, SECRET, 900, at(0));
    await verifyToken(token, SECRET, 'access', at(1));
    const tampered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    await expect(verifyToken(tampered, SECRET, 'access', at(2))).rejects.toThrow('The sign-in token is not valid.');
  });

  it('hands out a copy: changing an answer does not change the next one', async () => {
    const token = await signToken(claims, SECRET, 900, at(0));
    const first = await verifyToken(token, SECRET, 'access', at(1));
    first.sub = 'someone-else';
    expect((await verifyToken(token, SECRET, 'access', at(2))).sub).toBe('u1');
  });
});
