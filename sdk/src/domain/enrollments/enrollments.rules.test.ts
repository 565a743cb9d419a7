import { describe, expect, it } from 'vitest';
import { applyUserListUpdate } from '../users/users.rules.ts';
import {
  checkEnrollment,
  enrollmentBlock,
  enrollmentListAdditions,
  enrollmentRedirect,
  type EnrollCohort,
  externalRegisterIdOf,
  formatClassTime,
  formatCredits,
} from './enrollments.rules.ts';
import { ZEnrollmentRequest } from './enrollments.schema.ts';

const unit = (id: string) => ({ id, code: id.toUpperCase() });
const cohorts: EnrollCohort[] = [
  { id: 'spring', title: 'Spring', externalRegisterClassId: 'MTT-101-S27', eUnits: [unit('lec'), unit('lab')] },
  { id: 'open', title: 'Open lab', eUnits: [] },
];

describe('checkEnrollment', () => {
  it.each([
    ['no cohorts and no codes', [], null, [], {}],
    [
      'codes for a class without cohorts',
      [],
      null,
      ['lec'],
      { eUnitIds: "That Class Code isn't offered in this cohort." },
    ],
    ['a cohort for a class that offers none (closed or archived)', [], 'spring', [], { cohortId: 'Select a Cohort' }],
    ['cohorts but none chosen', cohorts, null, [], { cohortId: 'Select a Cohort' }],
    ['a cohort of another class', cohorts, 'elsewhere', ['lec'], { cohortId: 'Select a Cohort' }],
    ['a cohort without a code', cohorts, 'spring', [], { eUnitIds: 'Select at least one Class Code' }],
    [
      'a code of another cohort',
      cohorts,
      'spring',
      ['lec', 'weld'],
      { eUnitIds: "That Class Code isn't offered in this cohort." },
    ],
    ['a cohort and one code', cohorts, 'spring', ['lab'], {}],
    ['a cohort and both codes', cohorts, 'spring', ['lec', 'lab'], {}],
    ['a cohort that has no codes', cohorts, 'open', [], {}],
  ])('%s', (_name, list, cohortId, eUnitIds, errors) => {
    expect(checkEnrollment({ cohortId, eUnitIds }, list)).toEqual(errors);
  });
});

describe('enrollmentListAdditions', () => {
  const course = { id: 'cnc', title: 'CNC' };
  it.each([
    ['a class joined directly', course, { cohortId: null, eUnitIds: [] }, { courseIds: ['cnc'] }],
    [
      'with a cohort and codes',
      course,
      { cohortId: 'spring', eUnitIds: ['lec'] },
      { courseIds: ['cnc'], cohortIds: ['spring'], educationUnitIds: ['lec'] },
    ],
    [
      'a class registered elsewhere',
      { ...course, registerUrl: 'https://reg.example.edu/cnc' },
      { cohortId: 'spring', eUnitIds: ['lec', 'lab'] },
      { externalRegisteredCourseIds: ['cnc'], cohortIds: ['spring'], educationUnitIds: ['lec', 'lab'] },
    ],
  ])('%s', (_name, c, request, additions) => {
    expect(enrollmentListAdditions(c, request)).toEqual(additions);
  });

  it('adds to the lists a user already has without duplicates (the additive update rule)', () => {
    const next = applyUserListUpdate(
      { courseIds: ['cnc'], cohortIds: null },
      enrollmentListAdditions(course, { cohortId: 'spring', eUnitIds: ['lec'] }),
    );
    expect(next).toEqual({ courseIds: ['cnc'], cohortIds: ['spring'], educationUnitIds: ['lec'] });
  });
});

describe('enrollmentRedirect and externalRegisterIdOf', () => {
  it.each([
    [
      'the register URL first',
      { id: 'cnc', title: 'CNC', courseSlug: 'cnc-1', registerUrl: 'https://reg.example.edu/cnc' },
      'https://reg.example.edu/cnc',
    ],
    [
      'the course page by slug',
      { id: 'cnc', title: 'CNC', courseSlug: 'cnc-1' },
      '/o/demo-workforce/courses/courseSlug/cnc-1',
    ],
    ['the course page by id', { id: 'c 1', title: 'CNC' }, '/o/demo-workforce/courses/id/c%201'],
  ])('%s', (_name, course, url) => expect(enrollmentRedirect(course, 'demo-workforce')).toBe(url));

  it.each([
    [{ id: 'c', title: 'C', externalRegisterClassId: 'MTT-101' }, cohorts[0], 'MTT-101-S27'],
    [{ id: 'c', title: 'C', externalRegisterClassId: 'MTT-101' }, cohorts[1], 'MTT-101'],
    [{ id: 'c', title: 'C' }, undefined, null],
  ])('%j with cohort %j registers as %s', (course, cohort, id) =>
    expect(externalRegisterIdOf(course, cohort)).toBe(id),
  );
});

describe('formatClassTime and formatCredits', () => {
  it.each([
    ['2027-02-01T18:00:00-05:00', '02/01/2027 6:00 PM'],
    ['2027-01-16T08:00:00-05:00', '01/16/2027 8:00 AM'],
    ['2027-01-16T00:30:00Z', '01/16/2027 12:30 AM'],
    ['2027-01-16T12:05:00', '01/16/2027 12:05 PM'],
    ['2027-01-16', '01/16/2027'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (value, text) => expect(formatClassTime(value)).toBe(text));

  it.each([
    [{ number: 2, type: 'credit hours' }, '2 credit hours'],
    [{ number: 1, type: 'credit hours' }, '1 credit hour'],
    [{ number: 1, type: 'credit hour' }, '1 credit hour'],
    [{ number: 3, type: 'credit hour' }, '3 credit hours'],
    [{ number: 0, type: 'credits' }, '0 credits'],
    [{ number: 1, type: 'Contact Hours' }, '1 Contact Hour'],
    [{ number: 1, type: 'CEUs' }, '1 CEU'],
    [{ number: 1, type: 'CEU' }, '1 CEU'],
    [{ number: 0.5, type: 'CEU' }, '0.5 CEU'],
    [{ number: 1, type: 'class' }, '1 class'],
    [{ number: 2, type: '' }, '2'],
    [null, ''],
  ])('%j → %j', (credits, text) => expect(formatCredits(credits)).toBe(text));
});

describe('ZEnrollmentRequest', () => {
  it('defaults the class codes and refuses unknown fields', () => {
    expect(ZEnrollmentRequest.parse({ classId: 'cnc' })).toEqual({ classId: 'cnc', eUnitIds: [] });
    expect(ZEnrollmentRequest.safeParse({ classId: 'cnc', userId: 'someone' }).success).toBe(false);
    expect(ZEnrollmentRequest.safeParse({}).error?.issues[0]?.message).toBe('classId is required');
  });
});

describe('enrollmentBlock', () => {
  it.each([
    ['an open class', { openEnrollment: true }, null],
    ['an open class with only files in its integration', { openEnrollment: true, integration: { cdnFiles: [] } }, null],
    ['invitation only', { openEnrollment: true, inviteOnly: true }, 'Invitation Only'],
    ['enrolment not open', { openEnrollment: false }, 'Enrollment is not open for this class.'],
    [
      'a payment integration',
      { openEnrollment: true, integration: { provider: 'stripe' } },
      'Enrollment is not open for this class.',
    ],
    [
      'an archived open class',
      { openEnrollment: true, archived: true },
      'This class is archived: it takes no new enrolments.',
    ],
    [
      'an archived invitation-only class',
      { openEnrollment: true, inviteOnly: true, archived: true },
      'This class is archived: it takes no new enrolments.',
    ],
    ['a class not archived', { openEnrollment: true, archived: false }, null],
  ])('%s', (_name, course, message) => expect(enrollmentBlock(course)).toBe(message));
});
