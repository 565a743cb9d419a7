import { describe, expect, it } from 'vitest';
import {
  checkCourseForm,
  type CourseForm,
  courseChanges,
  courseCreate,
  EMPTY_COURSE_FORM,
  parseJsonField,
  toCourseForm,
  toCourseRecord,
  type UnitForm,
} from './course-form.ts';

const course = (changes: Partial<CourseForm> = {}): CourseForm => ({
  ...EMPTY_COURSE_FORM,
  orgId: 'org-1',
  title: 'Hydraulics',
  ...changes,
});
const unit = (changes: Partial<UnitForm> = {}): UnitForm => ({
  id: 'u1',
  code: 'HYD-1',
  timeDate: '2026-03-02',
  creditNumber: '',
  creditType: '',
  ...changes,
});

describe('parseJsonField', () => {
  it.each([
    ['', { value: null }],
    ['   ', { value: null }],
    ['{"a":1}', { value: { a: 1 } }],
    ['[1, 2]', { value: [1, 2] }],
    ['{a:1}', { error: 'Enter valid JSON, or leave it empty.' }],
  ])('%j → %j', (input, expected) => {
    expect(parseJsonField(input)).toEqual(expected);
  });
});

describe('toCourseForm reads a record as the form holds it', () => {
  it.each([
    ['text that is not a string is empty', { schedule: 42 }, { schedule: '' }],
    [
      'lists are joined',
      { topics: ['pumps', 'valves'], orgIds: ['o1', 'o2'] },
      { topics: 'pumps, valves', orgIds: 'o1, o2' },
    ],
    ['JSON is shown indented', { dashboard: { a: 1 } }, { dashboard: '{\n  "a": 1\n}' }],
    ['a flag is on only when true', { isPublic: true, locked: 'true' }, { isPublic: true, locked: false }],
    [
      'a unit keeps its day and credits',
      {
        eUnits: [{ id: 'u1', code: 'HYD-1', timeDate: '2026-03-02T18:00:00Z', credits: { number: 1.5, type: 'CEU' } }],
      },
      { eUnits: [{ id: 'u1', code: 'HYD-1', timeDate: '2026-03-02', creditNumber: '1.5', creditType: 'CEU' }] },
    ],
  ])('%s', (_case, row, expected) => {
    expect(toCourseForm({ orgId: 'org-1', title: 'Hydraulics', ...row })).toMatchObject(expected);
  });
});

describe('toCourseRecord', () => {
  it.each([
    [
      'trims text and sends empty text as null',
      course({ title: ' Hydraulics ', schedule: '  ' }),
      { title: 'Hydraulics', schedule: null },
    ],
    ['splits tags', course({ topics: 'pumps, , valves' }), { topics: ['pumps', 'valves'] }],
    ['sends empty tags as null', course({ topics: ' , ' }), { topics: null }],
    ['parses JSON', course({ integration: '{"zoom":true}' }), { integration: { zoom: true } }],
    [
      'types a unit with credits',
      course({ eUnits: [unit({ creditNumber: '2', creditType: ' CEU ' })] }),
      { eUnits: [{ id: 'u1', code: 'HYD-1', timeDate: '2026-03-02', credits: { number: 2, type: 'CEU' } }] },
    ],
    [
      'a unit without credits or day',
      course({ eUnits: [unit({ timeDate: '' })] }),
      { eUnits: [{ id: 'u1', code: 'HYD-1', timeDate: null, credits: null }] },
    ],
  ])('%s', (_case, form, expected) => {
    expect(toCourseRecord(form)).toMatchObject(expected);
  });
});

describe('courseChanges: only what changed, never the organization', () => {
  it.each([
    ['nothing', course(), {}],
    ['whitespace only', course({ title: 'Hydraulics ' }), {}],
    ['the organization', course({ orgId: 'org-2' }), {}],
    ['one text field', course({ schedule: 'Mondays' }), { schedule: 'Mondays' }],
    ['a flag', course({ isPublic: true }), { isPublic: true }],
    ['tags', course({ topics: 'pumps' }), { topics: ['pumps'] }],
    [
      'a unit added',
      course({ eUnits: [unit()] }),
      { eUnits: [{ id: 'u1', code: 'HYD-1', timeDate: '2026-03-02', credits: null }] },
    ],
  ])('%s', (_case, after, expected) => {
    expect(courseChanges(course(), after)).toEqual(expected);
  });

  it('leaves out the units when the last one is removed (an empty list is not sent)', () => {
    expect(courseChanges(course({ eUnits: [unit()] }), course())).toEqual({});
  });

  it('reads back unchanged: a saved form, through the record and back, has no changes', () => {
    const saved = course({
      topics: 'pumps, valves',
      dashboard: '{"a":1}',
      isLive: true,
      eUnits: [unit({ creditNumber: '1', creditType: 'CEU' })],
    });
    expect(courseChanges(saved, toCourseForm(toCourseRecord(saved)))).toEqual({});
  });
});

describe('courseCreate', () => {
  it('sends what is set, without nulls or an empty unit list', () => {
    const created = courseCreate(course({ schedule: 'Mondays' }));
    expect(created).toMatchObject({ orgId: 'org-1', title: 'Hydraulics', schedule: 'Mondays', isPublic: false });
    expect(created).not.toHaveProperty('eUnits');
    expect(created).not.toHaveProperty('overview');
  });
});

describe('checkCourseForm', () => {
  it.each([
    ['a valid class', course(), {}],
    ['no organization', course({ orgId: '' }), { orgId: 'Choose an organization.' }],
    ['JSON that is not', course({ dashboard: '{' }), { dashboard: 'Enter valid JSON, or leave it empty.' }],
    ['a unit without a code', course({ eUnits: [unit({ code: ' ' })] }), { eUnits: 'Every class unit needs a code.' }],
    [
      'negative credits',
      course({ eUnits: [unit({ creditNumber: '-1' })] }),
      { eUnits: 'Credits are a number, 0 or more.' },
    ],
    [
      'credits that are not a number',
      course({ eUnits: [unit({ creditNumber: 'two' })] }),
      { eUnits: 'Credits are a number, 0 or more.' },
    ],
  ])('%s', (_case, form, expected) => {
    expect(checkCourseForm(form)).toEqual(expected);
  });

  it('names the title when the schema refuses it', () => {
    expect(checkCourseForm(course({ title: '' }))).toHaveProperty('title');
  });
});
