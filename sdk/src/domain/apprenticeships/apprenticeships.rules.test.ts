import { describe, expect, it } from 'vitest';
import { apprenticeshipDatesProblem, END_BEFORE_START_MESSAGE } from './apprenticeships.rules.ts';

describe('apprenticeshipDatesProblem', () => {
  it.each([
    ['ends after it starts', '2025-09-02', '2029-09-01', null],
    ['has no end yet', '2025-09-02', null, null],
    ['has no start yet', null, '2029-09-01', null],
    ['ends before it starts', '2025-09-02', '2024-01-15', END_BEFORE_START_MESSAGE],
    ['ends the day it starts', '2025-09-02', '2025-09-02', END_BEFORE_START_MESSAGE],
    ['ends a year earlier in the same month', '2025-09-02', '2024-09-30', END_BEFORE_START_MESSAGE],
  ])('an apprenticeship that %s', (_, startDate, expectedEndDate, message) => {
    expect(apprenticeshipDatesProblem({ startDate, expectedEndDate })?.message ?? null).toBe(message);
  });
});
