import { describe, expect, it } from 'vitest';
import {
  inviteWouldExceedRatio,
  isOverRatioDetails,
  RATIO_WARNING,
  type RatioStatus,
  ratioCheck,
} from './ratio.rules.ts';

describe('ratioCheck', () => {
  it.each<[string, number, number | null, boolean, number | null, RatioStatus]>([
    ['no apprentices, 1 journeyworker', 0, 1, true, 1, 'within'],
    ['exactly at the ratio (1 for 1-4)', 1, 4, true, 1, 'at'],
    ['one over (2 for 4 journeyworkers)', 2, 4, true, 1, 'over'],
    ['5 journeyworkers allow 2', 2, 5, true, 2, 'at'],
    ['9 journeyworkers still allow 2', 3, 9, true, 2, 'over'],
    ['10 journeyworkers allow 3', 3, 10, true, 3, 'at'],
    ['15 journeyworkers allow 4', 3, 15, true, 4, 'within'],
    ['no journeyworkers allow none', 1, 0, true, 0, 'over'],
    ['no journeyworkers, no apprentices', 0, 0, true, 0, 'at'],
    ['workforce form not filled: ratio missing', 3, null, true, null, 'unknown'],
    ['no signed employer agreement: ratio missing', 3, 10, false, null, 'unknown'],
  ])('%s', (_label, activeApprentices, journeyworkers, agreementSigned, allowed, status) => {
    expect(ratioCheck({ activeApprentices, journeyworkers, agreementSigned })).toEqual({
      activeApprentices,
      journeyworkers,
      allowed,
      status,
    });
  });
});

describe('inviteWouldExceedRatio', () => {
  it.each<[string, number, number | null, boolean, boolean]>([
    ['below: one more fits', 1, 5, true, false],
    ['exactly at: one more is over', 2, 5, true, true],
    ['already over', 3, 5, true, true],
    ['no journeyworkers', 0, 0, true, true],
    ['ratio missing: no warning', 9, null, true, false],
    ['no agreement: no warning', 9, 1, false, false],
  ])('%s', (_label, activeApprentices, journeyworkers, agreementSigned, exceeds) => {
    expect(inviteWouldExceedRatio({ activeApprentices, journeyworkers, agreementSigned })).toBe(exceeds);
  });

  it('words the warning with the allowed count', () => {
    expect(RATIO_WARNING('Acme', 1)).toContain('allow 1 active apprentice.');
    expect(RATIO_WARNING('Acme', 2)).toContain('allow 2 active apprentices.');
  });
});

describe('isOverRatioDetails', () => {
  it.each<[string, unknown, boolean]>([
    ['the refusal of an invitation over the ratio', { reason: 'overRatio', employerProfileId: 'e', ratio: {} }, true],
    ['another refusal with details', { problems: ['x'] }, false],
    ['no details', undefined, false],
    ['null', null, false],
    ['a text', 'overRatio', false],
  ])('%s: %s', (_what, details, expected) => {
    expect(isOverRatioDetails(details)).toBe(expected);
  });
});
