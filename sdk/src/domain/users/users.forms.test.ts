import { describe, expect, it } from 'vitest';
import { checkUserDetails, type UserDetailsInput, ZUserDetails } from './users.forms.ts';

const base: UserDetailsInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  middleName: null,
  suffix: null,
  phone: null,
  phoneExt: null,
  mobilePhone: null,
};

describe('checkUserDetails: the first message of each field ZUserDetails finds', () => {
  it.each([
    ['a complete form', {}, {}],
    ['optional fields left empty', { middleName: '', suffix: '', phone: '', phoneExt: '', mobilePhone: '' }, {}],
    ['no first name', { firstName: '' }, { firstName: 'First name is required.' }],
    ['a blank last name', { lastName: '   ' }, { lastName: 'Last name is required.' }],
    [
      'both missing',
      { firstName: '', lastName: '' },
      { firstName: 'First name is required.', lastName: 'Last name is required.' },
    ],
  ])('%s', (_name, change, errors) => {
    const input = { ...base, ...change };
    expect(checkUserDetails(input)).toEqual(errors);
    const parsed = ZUserDetails.safeParse(input);
    const zodErrors = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(zodErrors).toEqual(errors);
  });

  it.each([
    ['an over-long first name', { firstName: 'x'.repeat(101) }, { firstName: 'Use at most 100 characters.' }],
    ['an over-long phone', { phone: '4'.repeat(41) }, { phone: 'Use at most 40 characters.' }],
  ])('refuses %s with the limit', (_name, change, errors) => {
    expect(checkUserDetails({ ...base, ...change })).toEqual(errors);
  });

  it('refuses an over-long suffix like the schema does', () => {
    const input = { ...base, suffix: 'x'.repeat(21) };
    expect(checkUserDetails(input).suffix).toBe('Use at most 20 characters.');
    expect(ZUserDetails.safeParse(input).success).toBe(false);
  });
});
