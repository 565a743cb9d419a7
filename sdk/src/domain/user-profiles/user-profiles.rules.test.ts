import { describe, expect, it } from 'vitest';
import { STATE_CHOICES } from './user-profiles.options.ts';
import {
  ENCRYPTED_FIELDS,
  applyEmploymentStatus,
  checkPrivateInfo,
  formatSsn,
  isMaskedSsn,
  maskSsn,
  normalizePrivateInfo,
  type PrivateInfo,
  ssnError,
} from './user-profiles.rules.ts';
import { ZPrivateInfo } from './user-profiles.schema.ts';
import { ZApprenticeAgreement } from '../apprenticeships/apprenticeships.schema.ts';

const today = new Date('2026-06-15T12:00:00Z');

describe('formatSsn', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['123-45-6789', '123-45-6789'],
    ['1234567890123', '123-45-6789'],
    ['12a3-4b5 67x89', '123-45-6789'],
    ['1a2b3c4d5', '123-45'],
    ['abc', ''],
    ['123-', '123'],
  ])('%j → %j', (input, formatted) => {
    expect(formatSsn(input)).toBe(formatted);
    expect(formatSsn(input).length).toBeLessThanOrEqual(11);
  });
});

describe('maskSsn', () => {
  it.each([
    ['123-45-6789', '***-**-6789'],
    ['987-65-4325', '***-**-4325'],
    ['123-45-678', ''],
    ['', ''],
    [null, ''],
  ])('%j → %j', (ssn, masked) => expect(maskSsn(ssn)).toBe(masked));

  it('recognizes a masked value', () => {
    expect(isMaskedSsn('***-**-6789')).toBe(true);
    expect(isMaskedSsn('123-45-6789')).toBe(false);
  });
});

describe('ssnError', () => {
  it.each([
    ['', false, 'Social Security Number is required.'],
    [null, false, 'Social Security Number is required.'],
    ['   ', false, 'Social Security Number is required.'],
    ['123-45-678', false, 'Enter a valid Social Security Number.'],
    ['12a-45-6789', false, 'Enter a valid Social Security Number.'],
    ['123456789', false, 'Enter a valid Social Security Number.'],
    ['123-45-6789', false, undefined],
    ['', true, undefined],
    ['***-**-6789', true, undefined],
    ['***-**-6789', false, 'Enter a valid Social Security Number.'],
    ['123-4', true, 'Enter a valid Social Security Number.'],
  ])('%j (one on file: %s) → %s', (value, onFile, message) => expect(ssnError(value, onFile)).toBe(message));
});

const complete: PrivateInfo = {
  ssn: '123-45-6789',
  dob: '1999-04-18',
  gender: 'female',
  ethnicity: 'notHispanicOrLatino',
  races: ['blackOrAfricanAmerican'],
  veteranStatus: 'nonVeteran',
  disability: 'no',
  educationLevel: 'highSchoolOrGED',
  orgReferral: 'paCareerLink',
  citizenStatus: 'usCitizen',
  criminalBkg: 'no',
  employmentStatus: 'ft',
  employmentStatusDate: null,
  addressLine1: '1827 Wylie Avenue',
  addressLine2: '',
  addressCity: '',
  addressState: 'PA',
  addressPostalCode: '15219',
  addressCountry: 'US',
};

describe('checkPrivateInfo', () => {
  it('accepts a complete form with city and line 2 left empty', () => {
    expect(checkPrivateInfo(complete, { today })).toEqual({});
  });

  it('names every required field of an empty form', () => {
    expect(checkPrivateInfo({}, { today })).toEqual({
      ssn: 'Social Security Number is required.',
      dob: 'Date of birth is required.',
      gender: 'Gender is required.',
      ethnicity: 'Ethnicity is required.',
      races: 'Race is required.',
      veteranStatus: 'Veteran status is required.',
      disability: 'Disability is required.',
      educationLevel: 'Education level is required.',
      orgReferral: 'Referring organization is required.',
      citizenStatus: 'Citizen status is required.',
      criminalBkg: 'Criminal background is required.',
      employmentStatus: 'Employment status is required.',
      addressLine1: 'Street address is required.',
      addressState: 'State is required.',
      addressPostalCode: 'ZIP code is required.',
      addressCountry: 'Country is required.',
    });
  });

  it.each([
    ['an SSN with letters', { ssn: '12a-45-6789' }, { ssn: 'Enter a valid Social Security Number.' }],
    ['an SSN with too few digits', { ssn: '123-45-678' }, { ssn: 'Enter a valid Social Security Number.' }],
    ['an empty SSN with one on file', { ssn: '' }, {}, true],
    ['a gender outside the list', { gender: 'other' }, { gender: 'Choose a valid gender.' }],
    ['a race outside the list', { races: ['white', 'martian'] }, { races: 'Choose a valid race.' }],
    ['several races', { races: ['white', 'asian'] }, {}],
    [
      'an education level outside the list',
      { educationLevel: 'phd' },
      { educationLevel: 'Choose a valid education level.' },
    ],
    ['a state outside the list', { addressState: 'ZZ' }, { addressState: 'Choose a valid state.' }],
    ['Puerto Rico', { addressState: 'PR' }, {}],
    ['another country', { addressCountry: 'CA' }, { addressCountry: 'Only the United States is supported.' }],
    ['a 4-digit ZIP', { addressPostalCode: '1521' }, { addressPostalCode: 'Enter a 5-digit ZIP code.' }],
    ['a ZIP+4', { addressPostalCode: '15219-1234' }, {}],
    ['a date of birth in the future', { dob: '2030-01-01' }, { dob: 'Enter a valid date of birth.' }],
    ['a date of birth that does not exist', { dob: '1999-02-30' }, { dob: 'Enter a valid date of birth.' }],
    [
      'unemployed without the date',
      { employmentStatus: 'ue', employmentStatusDate: '' },
      { employmentStatusDate: 'Date of last employment is required.' },
    ],
    ['unemployed with the date', { employmentStatus: 'ue', employmentStatusDate: '2026-01-09' }, {}],
    [
      'unemployed with a future date',
      { employmentStatus: 'ue', employmentStatusDate: '2027-01-09' },
      { employmentStatusDate: 'Enter a valid date of last employment.' },
    ],
    [
      'employed with a stale date (ignored, it is cleared)',
      { employmentStatus: 'pt', employmentStatusDate: 'garbage' },
      {},
    ],
    [
      'an unknown employment status',
      { employmentStatus: 'retired' },
      { employmentStatus: 'Choose a valid employment status.' },
    ],
    // Asked without being required: the RAPIDS completeness check names it when it is missing.
    ['a new employee', { newOrExistingEmployee: 'new' }, {}],
    ['an existing employee', { newOrExistingEmployee: 'existing' }, {}],
    ['no answer to new or existing employee', { newOrExistingEmployee: '' }, {}],
    [
      'an answer outside new or existing employee',
      { newOrExistingEmployee: 'EE' },
      { newOrExistingEmployee: 'Choose a valid new or existing employee.' },
    ],
  ])('%s', (_name, change, errors, ssnOnFile = false) => {
    expect(checkPrivateInfo({ ...complete, ...change }, { today, ssnOnFile })).toEqual(errors);
  });

  it('offers the 50 states, DC and Puerto Rico', () => {
    expect(STATE_CHOICES).toHaveLength(52);
    expect(STATE_CHOICES.map((s) => s.value)).toEqual(expect.arrayContaining(['DC', 'PR', 'PA', 'WY']));
  });
});

describe('applyEmploymentStatus', () => {
  it.each([
    ['choosing ue keeps an empty date to fill', { employmentStatusDate: null }, 'ue', ''],
    ['choosing ue keeps a date already entered', { employmentStatusDate: '2026-01-09' }, 'ue', '2026-01-09'],
    ['choosing another status clears the date', { employmentStatusDate: '2026-01-09' }, 'ft', null],
    ['toggling back to ue starts empty again', { employmentStatusDate: null }, 'ue', ''],
  ])('%s', (_name, info, status, date) => {
    const next = applyEmploymentStatus({ ...complete, ...info }, status);
    expect(next.employmentStatus).toBe(status);
    expect(next.employmentStatusDate).toBe(date);
  });
});

describe('normalizePrivateInfo', () => {
  it('trims, nulls empty values, dedupes races and clears the date unless unemployed', () => {
    const out = normalizePrivateInfo({
      ...complete,
      addressLine1: '  1 Main St ',
      addressCity: ' ',
      races: ['white', 'white'],
      employmentStatusDate: '2026-01-01',
    });
    expect(out).toMatchObject({
      addressLine1: '1 Main St',
      addressCity: null,
      races: ['white'],
      employmentStatusDate: null,
      ssn: '123-45-6789',
    });
  });

  it.each([[''], ['***-**-6789'], [null]])('leaves the SSN out for %j, keeping the one on file', (ssn) => {
    expect('ssn' in normalizePrivateInfo({ ...complete, ssn })).toBe(false);
  });
});

describe('ZPrivateInfo', () => {
  it('refuses unknown fields and wrong types', () => {
    expect(ZPrivateInfo.safeParse({ ...complete }).success).toBe(true);
    expect(ZPrivateInfo.safeParse({ ...complete, userId: 'x' }).success).toBe(false);
    expect(ZPrivateInfo.safeParse({ ...complete, races: 'white' }).success).toBe(false);
  });
});

describe('ENCRYPTED_FIELDS', () => {
  // Declared without zod (a server start reads them); the schemas the forms and the API check must name the same fields.
  it("is the private information form's every field, and the agreement's fields of it", () => {
    expect([...ENCRYPTED_FIELDS.userProfiles].sort()).toEqual(Object.keys(ZPrivateInfo.shape).sort());
    const agreementFields = Object.keys(ZApprenticeAgreement.shape);
    expect(ENCRYPTED_FIELDS.apprenticeAgreements.filter((f) => !agreementFields.includes(f))).toEqual([]);
    expect(ENCRYPTED_FIELDS.apprenticeAgreements).not.toContain('addressCountry');
    expect(ENCRYPTED_FIELDS.apprenticeAgreements).toHaveLength(ENCRYPTED_FIELDS.userProfiles.length - 1);
  });
});
