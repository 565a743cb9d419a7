import { describe, expect, it } from 'vitest';
import {
  DISABILITY_STATUSES,
  EDUCATION_LEVELS,
  ETHNICITIES,
  GENDERS,
  NEW_OR_EXISTING_EMPLOYEE,
  VETERAN_STATUSES,
} from '../apprenticeships/apprenticeships.enums.ts';
import {
  APPRENTICE_STATUSES,
  RAPIDS_CODE_SET_SOURCES,
  RAPIDS_CODE_SETS,
  type RapidsCode,
  type RapidsCodeSet,
  rapidsCodeOf,
  WAGE_UNITS,
} from './rapids-codes.ts';

describe('RAPIDS code sets', () => {
  it.each([
    // The agency's letters; no code for Non-Binary or not listed, so its 'did not self-identify'.
    ['male', 'M'],
    ['female', 'F'],
    ['nonBinary', '9'],
    ['notListed', '9'],
    ['noAnswerPref', '9'],
  ])('gender %s is %s', (value, code) => expect(rapidsCodeOf('gender', value)).toBe(code));

  it.each([
    ['hispanicOrLatino', 1],
    ['notHispanicOrLatino', 2],
    ['noAnswer', 9],
  ])('ethnicity %s is %i', (value, code) => expect(rapidsCodeOf('ethnicity', value)).toBe(code));

  it.each([
    ['veteran', 1],
    ['nonVeteran', 2],
    ['noAnswer', 9],
  ])('veteran status %s is %i', (value, code) => expect(rapidsCodeOf('veteranStatus', value)).toBe(code));

  it.each([
    ['yes', 1],
    ['no', 2],
    ['noAnswer', 9],
  ])('disability %s is %i', (value, code) => expect(rapidsCodeOf('disability', value)).toBe(code));

  it.each([
    ['grade8OrLess', 1],
    ['grade9To12', 1],
    ['highSchoolOrGED', 3],
    ['postSecondaryOrTechTraining', 6],
    ['someCollege', 6],
    ['associatesDegree', 6],
    ['bachelorsDegree', 7],
    ['mastersDegree', 8],
  ])('education level %s is %i', (value, code) => expect(rapidsCodeOf('educationLevel', value)).toBe(code));

  it.each([
    ['new', 'NE'],
    ['existing', 'EE'],
  ])('new or existing employee %s is %s', (value, code) =>
    expect(rapidsCodeOf('newOrExistingEmployee', value)).toBe(code),
  );

  it.each([
    ['hourly', 'H'],
    ['weekly', 'W'],
    ['monthly', 'M'],
    ['quarterly', 'Q'],
    ['semiAnnually', 'S'],
    ['annually', 'A'],
  ])('wage unit %s is %s', (value, code) => expect(rapidsCodeOf('wageUnit', value)).toBe(code));

  it.each([
    ['active', 1],
    ['completed', 2],
    ['cancelled', 3],
    ['suspended', 4],
  ])('apprentice status %s is %i', (value, code) => expect(rapidsCodeOf('apprenticeStatus', value)).toBe(code));

  // The agency's published values (RAPIDS Apprentice Upload Specification, tableschema.json, the
  // categories of each field), so a table that drifts to a code the agency does not have fails here.
  it.each([
    ['gender', ['F', 'M', '9']],
    ['newOrExistingEmployee', ['EE', 'NE']],
    ['ethnicity', [1, 2, 9]],
    ['veteranStatus', [1, 2, 3, 4, 9]],
    ['disability', [1, 2, 9]],
    ['educationLevel', [1, 3, 5, 6, 7, 8, 9]],
    // Prior Wage Units and Entry Wage Units share one category list.
    ['wageUnit', ['H', 'W', 'M', 'Q', 'S', 'A']],
  ] as [RapidsCodeSet, RapidsCode[]][])('every %s code is one the agency publishes', (set, published) => {
    expect(RAPIDS_CODE_SET_SOURCES[set].agency).toBe(true);
    for (const code of Object.values(RAPIDS_CODE_SETS[set])) expect(published).toContain(code);
  });

  it.each([
    ['gender', true],
    ['ethnicity', true],
    ['veteranStatus', true],
    ['disability', true],
    ['educationLevel', true],
    ['newOrExistingEmployee', true],
    ['wageUnit', true],
    ['apprenticeStatus', false],
  ] as [RapidsCodeSet, boolean][])("the %s table says whether it is the agency's code set (%s)", (set, agency) => {
    expect(RAPIDS_CODE_SET_SOURCES[set].agency).toBe(agency);
    expect(RAPIDS_CODE_SET_SOURCES[set].source).not.toBe('');
  });

  it.each([
    ['gender', GENDERS],
    ['ethnicity', ETHNICITIES],
    ['veteranStatus', VETERAN_STATUSES],
    ['disability', DISABILITY_STATUSES],
    ['educationLevel', EDUCATION_LEVELS],
    ['newOrExistingEmployee', NEW_OR_EXISTING_EMPLOYEE],
    ['wageUnit', WAGE_UNITS],
    ['apprenticeStatus', APPRENTICE_STATUSES],
  ] as [RapidsCodeSet, readonly string[]][])(
    'the %s table codes every value the forms store, and nothing else',
    (set, values) => {
      expect(Object.keys(RAPIDS_CODE_SETS[set]).sort()).toEqual([...values].sort());
      for (const code of Object.values(RAPIDS_CODE_SETS[set]))
        expect(Number.isInteger(code) || /^[0-9A-Z]{1,2}$/.test(String(code))).toBe(true);
    },
  );

  it.each([
    ['gender', null],
    ['gender', ''],
    ['gender', 'Female'],
    ['educationLevel', 'doctorate'],
    ['newOrExistingEmployee', 'toString'],
    ['newOrExistingEmployee', 'ft'],
    ['ethnicity', '__proto__'],
  ] as [RapidsCodeSet, string | null][])('%s %j has no code', (set, value) => {
    expect(rapidsCodeOf(set, value)).toBeNull();
  });
});
