import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zEmail } from '../common.schema.ts';
import { isEmailAddress } from './email-address.rules.ts';

describe('isEmailAddress', () => {
  it.each([
    ['gloria.santos@demo.pathcraft.test', true],
    ["o'brien+apprentices@example.org", true],
    ['a_b-c@sub.example.co.uk', true],
    ['plain', false],
    ['no-domain@', false],
    ['@no-local.org', false],
    ['two@@example.org', false],
    ['dot.end.@example.org', false],
    ['space in@example.org', false],
    ['short@tld.x', false],
    ['dash@-example.org', false],
  ])('%s → %s, as zod and zEmail judge it', (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid);
    expect(z.email().safeParse(address).success).toBe(valid);
    expect(zEmail.safeParse(address).success).toBe(valid);
  });
});
