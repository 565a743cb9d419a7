import { describe, expect, it } from 'vitest';
import { CURRENT_USER_DELAY_MS, currentUserDelayLeft } from './console-gate.ts';

describe('currentUserDelayLeft', () => {
  it.each([
    // answered at, now, left (ms)
    [null, 5_000, CURRENT_USER_DELAY_MS], // unknown: the whole delay
    [1_000, 1_000, 100], // just came
    [1_000, 1_030, 70],
    [1_000, 1_100, 0],
    [400, 1_050, 0], // read with the page's HTML, long before its code ran
    [1_200, 1_000, 100], // a clock that disagrees never waits longer than the delay
  ])('answered at %s, now %s: %s ms left', (answeredAt, now, left) => {
    expect(currentUserDelayLeft(answeredAt, now)).toBe(left);
  });
});
