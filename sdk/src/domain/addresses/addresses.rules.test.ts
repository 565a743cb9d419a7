import { describe, expect, it } from 'vitest';
import { isZipCode, zip5 } from './addresses.rules.ts';

describe('isZipCode', () => {
  it.each([
    ['15219', true],
    [' 60601-1234 ', true],
    ['60601-123', false],
    ['606011234', false],
    ['60601 1234', false],
    ['60601-12345', false],
    ['1521', false],
    ['ABCDE', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, ok) => expect(isZipCode(value)).toBe(ok));
});

describe('zip5', () => {
  it.each([
    ['15219', '15219'],
    ['15219-1234', '15219'],
    ['152191234', '15219'],
    [' 02134 ', '02134'],
    ['1521', null],
    ['ABCDE', null],
    [null, null],
  ])('zip5(%j) is %j', (value, expected) => expect(zip5(value)).toBe(expected));
});
