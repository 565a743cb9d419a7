import { describe, expect, it } from 'vitest';
import { csvField, csvText } from '../imports/imports.rules.ts';
import {
  RAPIDS_HEADERS,
  RAPIDS_REQUIRED_FIELDS,
  type RapidsRecord,
  rapidsMissingFields,
  rapidsRowOf,
} from './rapids-export.rules.ts';

/** A complete record, as the sponsor's records would hold it. */
const complete: RapidsRecord = {
  id: 'au-1',
  firstName: 'Jasmine',
  middleName: 'R',
  lastName: 'Carter',
  suffix: 'Jr.',
  ssn: '987-65-4325',
  dob: '1999-04-18',
  gender: 'female',
  ethnicity: 'notHispanicOrLatino',
  races: ['blackOrAfricanAmerican', 'white'],
  veteranStatus: 'nonVeteran',
  disability: 'no',
  educationLevel: 'highSchoolOrGED',
  employmentStatus: 'ue',
  employmentStatusDate: '2026-08-28',
  newOrExistingEmployee: 'new',
  addressLine1: '1827 Wylie Avenue',
  addressLine2: 'Apt 3',
  addressCity: 'Pittsburgh',
  addressState: 'pa',
  addressPostalCode: '15219-1234',
  phone: '412-555-0117',
  email: 'jasmine@example.test',
  status: 'active',
  startDate: '2026-08-03',
  expectedEndDate: '2027-07-30',
  signedAt: '2026-08-01T14:03:00.000Z',
  programId: 'demo-apprenticeship-imm',
  programTitle: 'Industrial Maintenance Mechanic',
  rapidsCode: '1029hy',
  onetCode: '49-9041.00',
  occupationTitle: 'Industrial Machinery Mechanics',
  ojtHours: 2000,
  instructionHours: 144,
  hoursProbationary: 500,
  employerName: 'Mon Valley Manufacturing',
  instructionProvider: 'Steel Valley Technical Institute',
  creditPrevJob: 0,
  creditPrevRTIHrs: 0,
  priorHourlyWage: 16.25,
  entryHourlyWage: 17.5,
  wageScheduleTitle: 'Industrial Maintenance Mechanic 2026',
  employerRapidsId: 'PA-EMP-20417',
  instructionProviderRapidsId: '88213',
  wageScheduleRapidsId: 'WS-1029HY-03',
  careerConnection: 'P',
  wioaParticipant: true,
  wioaType: 'AD',
  careerLinkage: 'DE',
  taaParticipant: false,
  ojtFundingSources: ' WIOA OJT contract 2026-114 ',
  // Registered in Pennsylvania: the agency does not ask the Student Status.
  asksStudentStatus: false,
  studentStatus: null,
};

/** The file's layout and every cell of the complete record: the agency's names and codes. */
const EXPECTED: [string, string][] = [
  ['Apprentice ID', 'au-1'],
  ['Apprentice First Name', 'Jasmine'],
  ['Apprentice Middle Name', 'R'],
  ['Apprentice Last Name', 'Carter'],
  ['Apprentice Suffix', 'Jr.'],
  ['Social Security Number', '987-65-4325'],
  ['Date of Birth', '1999-04-18'],
  ['Apprentice Street Address', '1827 Wylie Avenue, Apt 3'],
  ['Apprentice City', 'Pittsburgh'],
  ['Apprentice State', 'PA'],
  ['Apprentice 5-Digit Zip Code', '15219'],
  ['Telephone', '412-555-0117'],
  ['Email', 'jasmine@example.test'],
  ['Date Apprenticeship Begins', '2026-08-03'],
  ['Expected Completion Date', '2027-07-30'],
  ['Registration Date', '2026-08-01'],
  ['Apprentice Status', '1'],
  ['Program ID', 'demo-apprenticeship-imm'],
  ['Program', 'Industrial Maintenance Mechanic'],
  ['Occupation', '1029HY'],
  ['O*NET-SOC Code', '49-9041.00'],
  ['Occupation Title', 'Industrial Machinery Mechanics'],
  ['OJT Hours', '2000'],
  ['Related Instruction Hours', '144'],
  ['Probationary Hours', '500'],
  // The agency's own identifiers (tableschema.json: "the unique identifier listed in the Employer tab").
  ['Employer', 'PA-EMP-20417'],
  ['Related Technical Instruction Provider', '88213'],
  ['Credit for previous experience', '0'],
  ['Credit for Previous Related Training In Hours', '0'],
  // The specification types both wages as integers (whole dollars an hour); units H, hourly.
  ['Prior Wages', '16'],
  ['Prior Wage Units', 'H'],
  ['Entry Wages', '18'],
  ['Entry Wage Units', 'H'],
  ['Wage Schedule', 'WS-1029HY-03'],
  ['Gender', 'F'],
  ['Ethnicity Hispanic / Latino', '2'],
  ['Race-American Indian / Alaskan Native', '0'],
  ['Asian', '0'],
  ['Black / African American', '1'],
  ['Native Hawaiian / Other Pacific Islander', '0'],
  ['White', '1'],
  ['Veteran Status', '2'],
  ['Apprentice Disability Status', '2'],
  ['Apprentice Education Level', '3'],
  ['Employment Status', 'NE'],
  ['Date of Last Employment', '2026-08-28'],
  ['Previously Completed Career Lattice Levels', ''],
  ['Career Connection', 'P'],
  ['WIOA Participant', '1'],
  ['Type', 'AD'],
  ['Career Linkage or Direct Entry', 'DE'],
  ['TAA Participant', '0'],
  ['On-the-Job Training Funding Sources', 'WIOA OJT contract 2026-114'],
  ['Student Status', 'NA'],
];

const cellOf = (record: RapidsRecord, header: string, includeSsn = true) =>
  rapidsRowOf(record, { includeSsn })[RAPIDS_HEADERS.indexOf(header)];

describe('rapidsRowOf', () => {
  it('writes the columns in the layout of the table', () => {
    expect(RAPIDS_HEADERS).toEqual(EXPECTED.map(([header]) => header));
  });

  it.each(EXPECTED)('%s of a complete record is %j', (header, cell) => {
    expect(cellOf(complete, header)).toBe(cell);
  });

  it.each([
    [16.25, '16'],
    [16.5, '17'],
    [16.49, '16'],
    [7.25, '7'],
    [20, '20'],
    [0, '0'],
    [Number.NaN, ''],
    [null, ''],
  ])('writes a prior hourly wage of %j as the whole dollars %j', (priorHourlyWage, cell) => {
    expect(cellOf({ ...complete, priorHourlyWage }, 'Prior Wages')).toBe(cell);
    expect(cellOf({ ...complete, priorHourlyWage }, 'Prior Wage Units')).toBe(cell ? 'H' : '');
  });

  it.each([
    [17.5, '18'],
    [13.395, '13'],
    [null, ''],
  ])('writes an entry hourly wage of %j as the whole dollars %j', (entryHourlyWage, cell) => {
    expect(cellOf({ ...complete, entryHourlyWage }, 'Entry Wages')).toBe(cell);
    expect(cellOf({ ...complete, entryHourlyWage }, 'Entry Wage Units')).toBe(cell ? 'H' : '');
  });

  it('leaves the SSN out unless it is asked for', () => {
    expect(cellOf(complete, 'Social Security Number', false)).toBe('');
    expect(rapidsRowOf(complete, { includeSsn: false }).join('|')).not.toContain('4325');
  });

  it.each([
    ['one race chosen', ['asian'], ['0', '1', '0', '0', '0']],
    ['two races chosen', ['americanIndianOrAlaskaNative', 'white'], ['1', '0', '0', '0', '1']],
    ['chose not to say', ['noAnswer'], ['9', '9', '9', '9', '9']],
    ['never asked', null, ['', '', '', '', '']],
    ['an empty list', [], ['', '', '', '', '']],
  ])('race columns when %s', (_case, races, cells) => {
    const row = rapidsRowOf({ ...complete, races }, { includeSsn: false });
    const first = RAPIDS_HEADERS.indexOf('Race-American Indian / Alaskan Native');
    expect(row.slice(first, first + 5)).toEqual(cells);
  });

  it('writes a gender the agency has no code for as 9, did not self-identify', () => {
    expect(cellOf({ ...complete, gender: 'nonBinary' }, 'Gender')).toBe('9');
  });

  it.each([
    ['new', 'NE'],
    ['existing', 'EE'],
  ])('writes a %s employee as %s', (newOrExistingEmployee, cell) =>
    expect(cellOf({ ...complete, newOrExistingEmployee }, 'Employment Status')).toBe(cell),
  );
});

describe('rapidsMissingFields', () => {
  it('finds nothing missing in a complete record', () => {
    expect(rapidsMissingFields(complete)).toEqual([]);
  });

  it.each([
    ['firstName', null, ['Apprentice First Name']],
    ['lastName', '  ', ['Apprentice Last Name']],
    ['dob', null, ['Date of Birth']],
    ['addressLine1', null, ['Apprentice Street Address']],
    ['addressCity', null, ['Apprentice City']],
    ['addressState', 'Pennsylvania', ['Apprentice State']],
    ['addressPostalCode', '1521', ['Apprentice 5-Digit Zip Code']],
    ['startDate', null, ['Date Apprenticeship Begins']],
    ['rapidsCode', null, ['Occupation']],
    ['rapidsCode', 'not a code', ['Occupation']],
    ['instructionProvider', null, []],
    ['instructionProviderRapidsId', null, ['RTI Provider RAPIDS ID']],
    ['priorHourlyWage', null, ['Prior Wages']],
    ['entryHourlyWage', null, ['Entry Wages']],
    ['wageScheduleTitle', ' ', []],
    ['wageScheduleRapidsId', ' ', ['Wage Schedule RAPIDS ID']],
    ['employerRapidsId', null, ['Employer RAPIDS ID']],
    ['gender', null, ['Gender']],
    ['gender', 'unknown', ['Gender']],
    ['ethnicity', null, ['Ethnicity Hispanic / Latino']],
    ['races', null, ['Race']],
    ['veteranStatus', null, ['Veteran Status']],
    ['disability', null, ['Apprentice Disability Status']],
    ['educationLevel', null, ['Apprentice Education Level']],
    ['newOrExistingEmployee', null, ['Employment Status']],
    ['newOrExistingEmployee', 'ft', ['Employment Status']],
    ['employmentStatusDate', null, ['Date of Last Employment']],
    // Asked of apprentices Virginia registers only.
    ['asksStudentStatus', true, ['Student Status']],
    // Optional fields are never named.
    ['careerConnection', null, []],
    ['wioaParticipant', null, []],
    ['taaParticipant', null, []],
    ['ojtFundingSources', null, []],
    ['middleName', null, []],
    ['suffix', null, []],
    ['ssn', null, []],
    ['phone', null, []],
    ['onetCode', null, []],
    ['employerName', null, []],
  ] as [keyof RapidsRecord, unknown, string[]][])('without %s (%j) names %j', (field, value, missing) => {
    expect(rapidsMissingFields({ ...complete, [field]: value })).toEqual(missing);
  });

  // Without the agency's identifier the column carries the name, as before identifiers were kept,
  // and the check names the identifier; with neither, the upload's required column is named.
  it.each([
    ['Employer', { employerRapidsId: null }, 'Mon Valley Manufacturing', ['Employer RAPIDS ID']],
    ['Employer', { employerRapidsId: null, employerName: null }, '', []],
    ['Employer', { employerRapidsId: ' PA-EMP-20417 ', employerName: null }, 'PA-EMP-20417', []],
    [
      'Related Technical Instruction Provider',
      { instructionProviderRapidsId: null },
      'Steel Valley Technical Institute',
      ['RTI Provider RAPIDS ID'],
    ],
    [
      'Related Technical Instruction Provider',
      { instructionProviderRapidsId: null, instructionProvider: null },
      '',
      ['Related Technical Instruction Provider'],
    ],
    [
      'Wage Schedule',
      { wageScheduleRapidsId: '' },
      'Industrial Maintenance Mechanic 2026',
      ['Wage Schedule RAPIDS ID'],
    ],
    ['Wage Schedule', { wageScheduleRapidsId: null, wageScheduleTitle: null }, '', ['Wage Schedule']],
  ] as [string, Partial<RapidsRecord>, string, string[]][])(
    '%s of %j is %j and names %j',
    (header, change, cell, missing) => {
      const record = { ...complete, ...change };
      expect(cellOf(record, header)).toBe(cell);
      expect(rapidsMissingFields(record)).toEqual(missing);
    },
  );

  it('asks the date of last employment of the unemployed only', () => {
    expect(rapidsMissingFields({ ...complete, employmentStatus: 'ft', employmentStatusDate: null })).toEqual([]);
  });

  it('names every missing field of an empty record, once each, in the order of the file', () => {
    const empty: RapidsRecord = { id: 'x', status: 'active', programId: 'p', programTitle: 'P' };
    expect(rapidsMissingFields(empty)).toEqual(RAPIDS_REQUIRED_FIELDS);
    expect(RAPIDS_REQUIRED_FIELDS.filter((f) => f === 'Race')).toHaveLength(1);
  });
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['1029HY', '1029HY'],
    ['Safety, first', '"Safety, first"'],
    ['She said "hi"', '"She said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    [' padded ', '" padded "'],
    ['=1+1', "'=1+1"],
    ['+1 412 555 0100', "'+1 412 555 0100"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', '"\'\rReturn"'],
    ['=HYPERLINK("https://evil.example","x")', '"\'=HYPERLINK(""https://evil.example"",""x"")"'],
    ['a=b', 'a=b'],
  ])('%j is written %j', (cell, field) => expect(csvField(cell)).toBe(field));
});

describe('csvText', () => {
  it('separates records with CRLF, none after the last', () => {
    expect(
      csvText(
        ['A', 'B'],
        [
          ['1', 'x,y'],
          ['2', '=3'],
        ],
      ),
    ).toBe('A,B\r\n1,"x,y"\r\n2,\'=3');
  });
});

describe('the registration answers the sponsor gives', () => {
  it.each([
    // [wioaParticipant, wioaType, WIOA Participant cell, Type cell]
    [true, 'IW', '1', 'IW'],
    [true, null, '1', ''],
    [false, 'YT', '0', ''],
    [null, 'DI', '', ''],
    [null, null, '', ''],
  ] as const)('WIOA %j with type %j writes %j and Type %j', (wioaParticipant, wioaType, participant, type) => {
    const record = { ...complete, wioaParticipant, wioaType };
    expect([cellOf(record, 'WIOA Participant'), cellOf(record, 'Type')]).toEqual([participant, type]);
  });

  it.each([
    // [asksStudentStatus, studentStatus, cell, missing]
    [false, null, 'NA', []],
    [false, 'YRA', 'NA', []],
    [true, null, '', ['Student Status']],
    [true, 'WBLRA', 'WBLRA', []],
    [true, 'NA', 'NA', []],
  ] as const)('Student Status asked %j, answered %j: %j, missing %j', (asks, studentStatus, cell, missing) => {
    const record = { ...complete, asksStudentStatus: asks, studentStatus };
    expect(cellOf(record, 'Student Status')).toBe(cell);
    expect(rapidsMissingFields(record)).toEqual(missing);
  });
});
