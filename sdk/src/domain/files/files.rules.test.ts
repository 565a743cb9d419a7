import { describe, expect, it } from 'vitest';
import { canPublishFiles } from './files.rules.ts';

describe('canPublishFiles', () => {
  it.each([
    [['superAdmin'], true],
    [['owner'], true],
    [['admin'], true],
    [['teacher'], true],
    [['teacher', 'student'], true],
    [['student'], false],
    [[], false],
    [null, false],
    [['someUnknownRole'], false],
  ])('%j → %s', (roles, expected) => {
    expect(canPublishFiles(roles)).toBe(expected);
  });
});
