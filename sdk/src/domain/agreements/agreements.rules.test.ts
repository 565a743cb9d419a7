import { describe, expect, it } from 'vitest';
import {
  accessCodeInput,
  agreementProfileProblems,
  agreementRequiredFields,
  affirmativeActionPlanRequired,
  affirmativeActionText,
  agreementJourneyworkers,
  ageOn,
  agreementSignatureState,
  agreementEntryWage,
  APPRENTICE_AGREEMENT_CHECKS,
  apprenticesAllowed,
  canApprenticeSign,
  checkWorkforceForm,
  naicsCodeProblem,
  CREDIT_LABELS,
  firstMissingAgreementField,
  inviteSendProblems,
  isAccessCodeComplete,
  journeyworkersNeeded,
  meetsRatio,
  missingAgreementFields,
  needsGuardianSignature,
  normalizeAccessCode,
  ratioText,
  wageSteps,
  workforceMissing,
  type ApprenticeAgreementFields,
} from './agreements.rules.ts';
import { wageFloorOn } from '../wage-schedules/minimum-wages.ts';

describe('access codes', () => {
  it.each([
    ['', false],
    ['K7P2Q', false],
    ['K7P2QX', true],
    ['K7P2QXY', false],
    [' K7P2QX ', true],
  ])('%j is complete: %s', (code, complete) => expect(isAccessCodeComplete(code)).toBe(complete));

  it.each<[unknown, string]>([
    ['k7p2qx', 'K7P2QX'],
    [' K7P2QX ', 'K7P2QX'],
    [123456, '123456'],
    [12345, '012345'],
    [null, ''],
    [1.5, ''],
  ])('%j normalizes to %j', (code, normal) => expect(normalizeAccessCode(code)).toBe(normal));

  it.each([
    ['k7 p2qx', 'K7P2QX'],
    ['K7P2QXYZ', 'K7P2QX'],
  ])('input %j is kept as %j', (raw, kept) => expect(accessCodeInput(raw)).toBe(kept));
});

const complete: ApprenticeAgreementFields = {
  signerName: 'Jasmine Carter',
  signerEmail: 'jasmine@example.test',
  signerPhone: '412-555-0117',
  employmentStatus: 'ue',
  employmentStatusDate: '2026-08-28',
  ssn: '***-**-4325',
  gender: 'female',
  dob: '1999-04-18',
  ethnicity: 'notHispanicOrLatino',
  races: ['blackOrAfricanAmerican'],
  veteranStatus: 'nonVeteran',
  disability: 'no',
  educationLevel: 'highSchoolOrGED',
  orgReferral: 'paCareerLink',
  citizenStatus: 'usCitizen',
  addressLine1: '1827 Wylie Avenue',
  addressCity: 'Pittsburgh',
  addressState: 'PA',
  addressPostalCode: '15219',
  criminalBkg: 'no',
};

describe('apprentice agreement required fields', () => {
  const ORDER = [
    ['signerName', 'Name required!'],
    ['signerEmail', 'Email required!'],
    ['signerPhone', 'Phone required!'],
    ['employmentStatus', 'Employment Status required!'],
    ['employmentStatusDate', 'Date of Last Employment required!'],
    ['ssn', 'Social Security Number required!'],
    ['gender', 'Gender required!'],
    ['dob', 'Date of Birth required!'],
    ['ethnicity', 'Ethnicity required!'],
    ['races', 'Race required!'],
    ['veteranStatus', 'Veteran Status required!'],
    ['disability', 'Disability Status required!'],
    ['educationLevel', 'Education Level required!'],
    ['orgReferral', 'Referral information required!'],
    ['citizenStatus', 'Citizenship Status required!'],
    ['addressLine1', 'Street Address required!'],
    ['addressCity', 'City required!'],
    ['addressState', 'State required!'],
    ['addressPostalCode', 'Zip Code required!'],
    ['criminalBkg', 'Criminal Background required!'],
  ] as const;

  it('has the 20 checks of Section A in order', () => {
    expect(APPRENTICE_AGREEMENT_CHECKS.map((c) => [c.field, c.message])).toEqual(ORDER);
  });

  it('passes a complete agreement', () => {
    expect(firstMissingAgreementField(complete)).toBeNull();
    expect(missingAgreementFields(complete)).toEqual([]);
  });

  it.each(ORDER.filter(([f]) => f !== 'employmentStatus'))('without %s answers %j', (field, message) => {
    const a = { ...complete, [field]: field === 'races' ? [] : '' };
    expect(firstMissingAgreementField(a)).toBe(message);
  });

  it('reports the first of several in the spec order, and lists all', () => {
    const a = { ...complete, criminalBkg: null, signerPhone: ' ', gender: null };
    expect(firstMissingAgreementField(a)).toBe('Phone required!');
    expect(missingAgreementFields(a)).toEqual(['Phone required!', 'Gender required!', 'Criminal Background required!']);
  });

  it.each([
    ['ue', null, 'Date of Last Employment required!'],
    ['ft', null, null],
    [null, null, 'Employment Status required!'],
  ])('status %j with date %j → %j', (employmentStatus, employmentStatusDate, message) => {
    expect(firstMissingAgreementField({ ...complete, employmentStatus, employmentStatusDate })).toBe(message);
  });

  it.each([
    [{ ssn: null, hasSsn: true }, null],
    [{ dob: null, hasDob: true }, null],
    [{ signerName: '', name: 'Jasmine Carter' }, null],
  ])('%j → %j', (changes, message) => expect(firstMissingAgreementField({ ...complete, ...changes })).toBe(message));

  it.each([
    ['invite', complete, null, true],
    ['doc', complete, null, false],
    ['invite', { ...complete, gender: null }, null, false],
    ['invite', complete, '2027-01-01T00:00:00Z', false],
  ] as const)('%s data type may sign: case %#', (type, a, signedAt, may) =>
    expect(canApprenticeSign(type, a, signedAt)).toBe(may),
  );
});

describe('age on the signing day and the guardian co-signature', () => {
  it.each([
    // The 18th birthday: today, yesterday (already 18) and tomorrow (still 17).
    ['2009-03-10', '2027-03-10T12:00:00Z', 18, false],
    ['2009-03-09', '2027-03-10T12:00:00Z', 18, false],
    ['2009-03-11', '2027-03-10T12:00:00Z', 17, true],
    // The first and last minute of the birthday (UTC calendar day).
    ['2009-03-10', '2027-03-10T00:00:00Z', 18, false],
    ['2009-03-10', '2027-03-09T23:59:59Z', 17, true],
    // Born on a leap day: 17 on 28 February of a common year, 18 from 1 March; a year older on 29 February of a leap year.
    ['2008-02-29', '2026-02-28T12:00:00Z', 17, true],
    ['2008-02-29', '2026-03-01T12:00:00Z', 18, false],
    ['2008-02-29', '2024-02-29T12:00:00Z', 16, true],
    ['2008-02-29', '2024-02-28T12:00:00Z', 15, true],
    // Signing on a leap day: a birthday of 1 March is still ahead.
    ['2010-03-01', '2028-02-29T12:00:00Z', 17, true],
    // A birthday in an earlier month, an adult, a child, unknown or malformed dates.
    ['2009-01-31', '2027-03-10T12:00:00Z', 18, false],
    ['1999-04-18', '2027-03-10T12:00:00Z', 27, false],
    ['2012-12-31', '2027-03-10T12:00:00Z', 14, true],
    [null, '2027-03-10T12:00:00Z', null, false],
    ['', '2027-03-10T12:00:00Z', null, false],
    ['03/10/2009', '2027-03-10T12:00:00Z', null, false],
  ])('born %s, signing %s: age %j, guardian needed %s', (dob, day, age, guardian) => {
    expect(ageOn(dob, new Date(day))).toBe(age);
    expect(needsGuardianSignature(dob, new Date(day))).toBe(guardian);
  });
});

describe('where the signatures stand', () => {
  it.each([
    [{}, 'unsigned'],
    [{ apprenticeSignedAt: null, signedAt: null }, 'unsigned'],
    [{ apprenticeSignedAt: '2027-03-10T12:00:00Z', signedAt: null }, 'awaitingGuardian'],
    [{ apprenticeSignedAt: '2027-03-10T12:00:00Z', signedAt: '2027-03-11T09:00:00Z' }, 'signed'],
    // Agreements signed before co-signatures existed carry only signedAt.
    [{ signedAt: '2027-03-11T09:00:00Z' }, 'signed'],
  ] as const)('%j is %s', (a, state) => expect(agreementSignatureState(a)).toBe(state));
});

describe('the Pennsylvania ratio', () => {
  it.each([
    [0, 0],
    [1, 1],
    [4, 1],
    [5, 2],
    [9, 2],
    [10, 3],
    [14, 3],
    [15, 4],
    [19, 4],
    [20, 5],
  ])('%i journeyworkers allow %i apprentices', (j, a) => expect(apprenticesAllowed(j)).toBe(a));

  it.each([
    [1, 1],
    [2, 5],
    [3, 10],
    [4, 15],
    [0, 0],
  ])('%i apprentices need %i journeyworkers', (a, j) => expect(journeyworkersNeeded(a)).toBe(j));

  it.each([
    [2, 4, false],
    [2, 5, true],
    [3, 14, true],
    [4, 14, false],
  ])('%i apprentices with %i journeyworkers meet the ratio: %s', (a, j, ok) => expect(meetsRatio(a, j)).toBe(ok));

  it.each([
    [4, false],
    [5, true],
    [12, true],
  ])('%i active apprentices: affirmative action plan required %s', (n, req) =>
    expect(affirmativeActionPlanRequired(n)).toBe(req),
  );

  it.each([
    [4, 'An affirmative action plan is required with 5 or more active apprentices (now 4).'],
    [5, 'With 5 active apprentices, a written affirmative action plan is required.'],
  ])('%i active apprentices are described as: %s', (n, text) => expect(affirmativeActionText(n)).toBe(text));

  it.each([
    [4, 'With 4 journeyworkers, up to 1 apprentice may be employed.'],
    [14, 'With 14 journeyworkers, up to 3 apprentices may be employed.'],
  ])('%i journeyworkers are described as: %s', (j, text) => expect(ratioText(j)).toBe(text));

  it.each([
    [14, 2, 14],
    [null, 2, 2],
    [undefined, undefined, 0],
  ])('reported %s and active %s journeyworkers count as %i', (reported, active, n) =>
    expect(agreementJourneyworkers(reported, active)).toBe(n),
  );
});

describe('employer agreement wages', () => {
  it.each([
    [[], null],
    [[{ entryWage: 28.5 }], 28.5],
    [[{ entryWage: 28.5 }, { entryWage: 26 }, { entryWage: 30 }], 26],
  ])('entry wage of %j is %j', (schedules, wage) => expect(agreementEntryWage(schedules)).toBe(wage));

  it('lists steps as percent of the journeyworker wage', () => {
    expect(
      wageSteps({
        entryWage: 28.5,
        wageRates: [
          { wageAmount: 13.4, duration: 667 },
          { wageAmount: 19.1, duration: 667 },
          { wageAmount: 24.8, duration: 666 },
        ],
      }),
    ).toEqual([
      { period: 1, percent: 47, wageAmount: 13.4, duration: 667 },
      { period: 2, percent: 67, wageAmount: 19.1, duration: 667 },
      { period: 3, percent: 87, wageAmount: 24.8, duration: 666 },
    ]);
  });

  it('labels the credit limits', () => {
    expect(CREDIT_LABELS).toEqual({
      creditPrevJob: 'Credit for previous job training (max 80%)',
      creditPrevRTIHrs: 'Credit for previous instruction (max 100 hours)',
    });
  });
});

describe('workforce form', () => {
  const ok = {
    ein: '25-3048172',
    totalEmployees: 86,
    totalEmployeesFemale: 22,
    totalEmployeesColor: 19,
    totalJourneyWorkers: 14,
    totalJourneyWorkersFemale: 0,
    totalJourneyWorkersColor: 3,
  };
  it('accepts a complete form, NAICS optional', () => expect(checkWorkforceForm(ok)).toEqual({}));
  it.each([
    [null, null],
    ['', null],
    ['33', null],
    [' 333249 ', null],
    ['3', 'Enter a NAICS code of 2 to 6 digits.'],
    ['3332491', 'Enter a NAICS code of 2 to 6 digits.'],
    ['333249 Other Industrial Machinery Manufacturing', 'Enter a NAICS code of 2 to 6 digits.'],
  ])('NAICS %j → %j, on the form and in the data API', (naicsCode, message) => {
    expect(naicsCodeProblem(naicsCode)).toBe(message);
    expect(checkWorkforceForm({ ...ok, naicsCode }).naicsCode ?? null).toBe(message);
  });
  it.each([
    [{ ein: '' }, 'ein', 'EIN is required.'],
    [{ ein: '253048172' }, 'ein', 'Enter an EIN as XX-XXXXXXX.'],
    [{ totalEmployees: 0 }, 'totalEmployees', 'Total employees must be a whole number of at least 1.'],
    [{ totalEmployees: null }, 'totalEmployees', 'Total employees is required.'],
    [{ totalEmployeesFemale: -1 }, 'totalEmployeesFemale', 'Female employees must be a whole number of at least 0.'],
    [{ totalJourneyWorkers: undefined }, 'totalJourneyWorkers', 'Total journeyworkers is required.'],
    [
      { totalJourneyWorkersColor: 1.5 },
      'totalJourneyWorkersColor',
      'Journeyworkers of color must be a whole number of at least 0.',
    ],
  ])('%j → %s: %s', (changes, field, message) =>
    expect(checkWorkforceForm({ ...ok, ...changes })).toEqual({ [field]: message }),
  );

  it.each([
    [
      '50 female employees of 10',
      { totalEmployees: 10, totalEmployeesFemale: 50, totalEmployeesColor: 5, totalJourneyWorkers: 4 },
      { totalEmployeesFemale: 'Female employees (50) can not be more than total employees (10).' },
    ],
    [
      'more employees of color than employees',
      { totalEmployees: 10, totalEmployeesFemale: 5, totalEmployeesColor: 11, totalJourneyWorkers: 4 },
      { totalEmployeesColor: 'Employees of color (11) can not be more than total employees (10).' },
    ],
    [
      'more journeyworkers than employees',
      { totalEmployees: 12, totalEmployeesFemale: 5, totalEmployeesColor: 5, totalJourneyWorkers: 14 },
      { totalJourneyWorkers: 'Total journeyworkers (14) can not be more than total employees (12).' },
    ],
    [
      'more female journeyworkers than journeyworkers',
      { totalJourneyWorkers: 2, totalJourneyWorkersFemale: 3, totalJourneyWorkersColor: 0 },
      { totalJourneyWorkersFemale: 'Female journeyworkers (3) can not be more than total journeyworkers (2).' },
    ],
    [
      'more female journeyworkers than female employees',
      { totalEmployeesFemale: 1, totalJourneyWorkersFemale: 2, totalJourneyWorkersColor: 0 },
      { totalJourneyWorkersFemale: 'Female journeyworkers (2) can not be more than female employees (1).' },
    ],
    [
      'more journeyworkers of color than journeyworkers',
      { totalJourneyWorkers: 2, totalJourneyWorkersColor: 3, totalJourneyWorkersFemale: 0 },
      { totalJourneyWorkersColor: 'Journeyworkers of color (3) can not be more than total journeyworkers (2).' },
    ],
    [
      'more journeyworkers of color than employees of color',
      { totalEmployeesColor: 2, totalJourneyWorkersColor: 3 },
      { totalJourneyWorkersColor: 'Journeyworkers of color (3) can not be more than employees of color (2).' },
    ],
    [
      'every count equal to its whole',
      {
        totalEmployees: 14,
        totalEmployeesFemale: 14,
        totalEmployeesColor: 14,
        totalJourneyWorkers: 14,
        totalJourneyWorkersFemale: 14,
        totalJourneyWorkersColor: 14,
      },
      {},
    ],
    [
      'an invalid total is not compared',
      { totalEmployees: 0 },
      { totalEmployees: 'Total employees must be a whole number of at least 1.' },
    ],
  ])('%s', (_name, changes, errors) => expect(checkWorkforceForm({ ...ok, ...changes })).toEqual(errors));

  it.each([
    [ok, 1, []],
    [ok, 0, ['At least one Wage Schedule is required.']],
    [{ ...ok, ein: null }, 0, ['EIN is required.', 'At least one Wage Schedule is required.']],
  ])('the gate lists what is missing: case %#', (form, count, missing) =>
    expect(workforceMissing(form, count)).toEqual(missing),
  );
});

describe("the agreement's checks in the personal-information dialog", () => {
  const privateInfo = {
    dob: '1999-04-18',
    gender: 'female',
    ethnicity: 'notHispanicOrLatino',
    races: ['white'],
    veteranStatus: 'nonVeteran',
    disability: 'no',
    educationLevel: 'highSchoolOrGED',
    orgReferral: 'paCareerLink',
    citizenStatus: 'usCitizen',
    criminalBkg: 'no',
    employmentStatus: 'ft',
    addressLine1: '1827 Wylie Avenue',
    addressCity: 'Pittsburgh',
    addressState: 'PA',
    addressPostalCode: '15219',
  };
  it.each([
    ['General: complete', 'profile', { firstName: 'Jasmine', lastName: 'Carter', phone: '412-555-0117' }, {}, {}],
    [
      'General: no phone',
      'profile',
      { firstName: 'Jasmine', lastName: 'Carter', phone: '' },
      {},
      { phone: 'Phone required!' },
    ],
    [
      'General: no names, no phone',
      'profile',
      { firstName: ' ', lastName: '', phone: null },
      {},
      { firstName: 'Name required!', phone: 'Phone required!' },
    ],
    ['Private: complete, SSN on file', 'privateInfo', privateInfo, { ssnOnFile: true }, {}],
    [
      'Private: City cleared',
      'privateInfo',
      { ...privateInfo, addressCity: '' },
      { ssnOnFile: true },
      { addressCity: 'City required!' },
    ],
    [
      'Private: veteran status and city missing, in 002 order',
      'privateInfo',
      { ...privateInfo, veteranStatus: null, addressCity: '  ' },
      { ssnOnFile: true },
      { veteranStatus: 'Veteran Status required!', addressCity: 'City required!' },
    ],
    ['Private: no SSN anywhere', 'privateInfo', privateInfo, {}, { ssn: 'Social Security Number required!' }],
    [
      'Private: unemployed without a date',
      'privateInfo',
      { ...privateInfo, employmentStatus: 'ue' },
      { ssnOnFile: true },
      { employmentStatusDate: 'Date of Last Employment required!' },
    ],
  ] as const)('%s', (_name, tab, form, opts, errors) =>
    expect(agreementProfileProblems(tab, form, opts)).toEqual(errors),
  );

  it('marks Phone on the General tab and City on the Private tab as required for signing', () => {
    expect(agreementRequiredFields('profile')).toEqual(['firstName', 'phone']);
    expect(agreementRequiredFields('privateInfo')).toContain('addressCity');
    expect(agreementRequiredFields('privateInfo')).not.toContain('addressLine2');
  });
});

describe('sending an agreement invite', () => {
  const floor = wageFloorOn('2026-11-28', 'PA');
  const good = {
    title: 'IMM 2027',
    entryWage: 28.5,
    wageRates: [
      { wageAmount: 13.4, duration: 1000 },
      { wageAmount: 19.1, duration: 1000 },
    ],
    floor,
  };
  it.each([
    ['register', [], []],
    ['workforce', [], []],
    ['employerAgreement', [good], []],
    ['apprenticeAgreement', [], ['At least one Wage Schedule is required.']],
    [
      'employerAgreement',
      [
        {
          ...good,
          wageRates: [
            { wageAmount: 19.1, duration: 1000 },
            { wageAmount: 13.4, duration: 1000 },
          ],
        },
      ],
      ["IMM 2027: The 2nd period's wage must be more than the 1st period's ($19.10)."],
    ],
    [
      'apprenticeAgreement',
      [{ ...good, wageRates: [{ wageAmount: 6, duration: 2000 }] }],
      ['IMM 2027: Wages must meet US Federal Min. Wage ($7.25) requirements.'],
    ],
    [
      'employerAgreement',
      [{ ...good, floor: wageFloorOn('2026-11-28', 'WA') }],
      ['IMM 2027: Wages must meet Washington Min. Wage ($17.13) requirements.'],
    ],
    [
      'apprenticeAgreement',
      [{ ...good, wageRates: [{ wageAmount: 13.4, duration: 1000 }] }],
      ['IMM 2027: Total hours (1000) must equal OJT hours (2000).'],
    ],
  ] as const)('%s with case %# → %j', (inviteType, schedules, problems) => {
    expect(inviteSendProblems({ inviteType, schedules, ojtHours: 2000 })).toEqual(problems);
  });
});
