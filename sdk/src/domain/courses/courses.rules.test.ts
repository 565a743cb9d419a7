import { describe, expect, it } from 'vitest';
import {
  courseUpdateOf,
  COURSE_READ_ONLY_MESSAGE,
  courseWriteRefusal,
  mergeCdnFiles,
  moveId,
  ROSTER_REFUSAL,
  rosterRefusal,
} from './courses.rules.ts';

describe('courseWriteRefusal', () => {
  it.each([
    [['admin'], true, COURSE_READ_ONLY_MESSAGE],
    [['owner'], true, COURSE_READ_ONLY_MESSAGE],
    [['teacher'], true, COURSE_READ_ONLY_MESSAGE],
    [['admin'], false, null],
    [['teacher'], undefined, null],
    [['superAdmin'], true, null],
    [null, true, COURSE_READ_ONLY_MESSAGE],
  ] as const)('%j with courseReadOnly %s: %s', (roles, courseReadOnly, refusal) => {
    expect(courseWriteRefusal({ roles, courseReadOnly })).toBe(refusal);
  });
});

describe('courseUpdateOf', () => {
  const unit = { id: 'u1', code: 'CEU-1', timeDate: null, credits: null };
  it.each([
    [
      'drops fields that are not set',
      { id: 'c1', title: 'Welding', overview: undefined },
      { id: 'c1', title: 'Welding' },
    ],
    [
      'keeps false, null and empty text, which are set',
      { id: 'c1', locked: false, schedule: null, slackChannel: '' },
      { id: 'c1', locked: false, schedule: null, slackChannel: '' },
    ],
    ['leaves out an empty eUnits list', { id: 'c1', eUnits: [] }, { id: 'c1' }],
    ['leaves out a null eUnits list', { id: 'c1', eUnits: null }, { id: 'c1' }],
    ['sends a non-empty eUnits list', { id: 'c1', eUnits: [unit] }, { id: 'c1', eUnits: [unit] }],
  ])('%s', (_case, changes, expected) => {
    expect(courseUpdateOf(changes as Record<string, unknown>)).toEqual(expected);
  });
});

describe('moveId', () => {
  it.each([
    [['a', 'b', 'c'], 'b', -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'b', 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 'a', -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'c', 1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'a', 5, ['b', 'c', 'a']],
    [['a', 'b', 'c'], 'x', 1, ['a', 'b', 'c']],
  ])('%j moving %s by %i gives %j', (ids, id, delta, expected) => {
    expect(moveId(ids, id, delta)).toEqual(expected);
  });
});

describe('mergeCdnFiles', () => {
  const a = { url: '/files/o/a.pdf', name: 'Syllabus', type: 'application/pdf', size: 10 };
  const b = { url: '/files/o/b.png', name: 'Map', type: 'image/png', size: 20 };
  it.each([
    ['adds to none', null, [a], [a]],
    ['adds after what is there', [a], [b], [a, b]],
    [
      'keeps one of a url added twice, with its new name',
      [a, b],
      [{ ...a, name: 'Syllabus v2' }],
      [{ ...a, name: 'Syllabus v2' }, b],
    ],
    ['ignores malformed entries already stored', [null as never, a], [b], [a, b]],
  ])('%s', (_case, existing, added, expected) => {
    expect(mergeCdnFiles(existing, added)).toEqual(expected);
  });
});

describe('rosterRefusal', () => {
  it.each([
    [['superAdmin'], null],
    [['owner'], null],
    [['admin'], null],
    [['teacher'], null],
    [['student'], ROSTER_REFUSAL],
    [[], ROSTER_REFUSAL],
    [null, ROSTER_REFUSAL],
  ] as const)('%j', (roles, refusal) => expect(rosterRefusal(roles)).toBe(refusal));
});
