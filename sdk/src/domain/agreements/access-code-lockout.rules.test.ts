import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_LOCKOUT,
  type AttemptState,
  decideAttempt,
  giveBackAttempt,
  lockAfter,
} from './access-code-lockout.rules.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const { addressOnDocument: ON_DOC, addressOnGuardedDocument: GUARDED, address: ADDRESS } = ACCESS_CODE_LOCKOUT;
const T = 1_000_000_000_000;

describe('lockAfter: the wait after the n-th counted try', () => {
  it.each([
    ['address on a document', ON_DOC, 1, null],
    ['address on a document', ON_DOC, 4, null],
    ['address on a document', ON_DOC, 5, 15 * MIN],
    ['address on a document', ON_DOC, 6, 30 * MIN],
    ['address on a document', ON_DOC, 9, 4 * HOUR],
    ['address on a document', ON_DOC, 12, DAY],
    ['address on a document', ON_DOC, 500, DAY],
    ['address on a guarded document', GUARDED, 1, 56_250],
    ['address on a guarded document', GUARDED, 2, 112_500],
    ['address on a guarded document', GUARDED, 5, 15 * MIN],
    ['address on a guarded document', GUARDED, 6, 30 * MIN],
    ['address on a guarded document', GUARDED, 11, 16 * HOUR],
    ['address on a guarded document', GUARDED, 30, 7 * DAY],
    ['address across documents', ADDRESS, 19, null],
    ['address across documents', ADDRESS, 20, 15 * MIN],
    ['address across documents', ADDRESS, 21, 30 * MIN],
  ] as const)('%s, try %s → wait %s ms', (_what, rule, tries, wait) => {
    expect(lockAfter(rule, tries)).toBe(wait);
  });
});

const state = (count: number, lastAt: number, lockedUntil: number | null): AttemptState => ({
  count,
  lastAt,
  lockedUntil,
});

describe('decideAttempt', () => {
  it.each([
    ['a new address', ON_DOC, null, T, { allowed: true, next: state(1, T, null) }],
    ['the 5th try', ON_DOC, state(4, T - MIN, null), T, { allowed: true, next: state(5, T, T + 15 * MIN) }],
    ['during the wait', ON_DOC, state(5, T - MIN, T + 14 * MIN), T, { allowed: false, retryAfterMs: 14 * MIN }],
    [
      'once the wait is over: the next wait doubles',
      ON_DOC,
      state(5, T - 15 * MIN, T),
      T,
      { allowed: true, next: state(6, T, T + 30 * MIN) },
    ],
    [
      'a guard wait stored while free tries remain',
      ON_DOC,
      state(2, T - MIN, T + MIN),
      T,
      { allowed: true, next: state(3, T, null) },
    ],
    ['guarded: an address without a wrong code', GUARDED, null, T, { allowed: true, next: state(1, T, T + 56_250) }],
    [
      'guarded: an address that missed 3 times waits 3¾ minutes after its last miss',
      GUARDED,
      state(3, T - MIN, null),
      T,
      { allowed: false, retryAfterMs: 165_000 },
    ],
    [
      'guarded: and then may try once more',
      GUARDED,
      state(3, T - 4 * MIN, null),
      T,
      { allowed: true, next: state(4, T, T + 7.5 * MIN) },
    ],
    [
      'guarded: during its wait',
      GUARDED,
      state(1, T - 30_000, T + 26_250),
      T,
      { allowed: false, retryAfterMs: 26_250 },
    ],
    [
      'guarded after 5 misses of its own: the unguarded wait',
      GUARDED,
      state(5, T - MIN, T + 14 * MIN),
      T,
      { allowed: false, retryAfterMs: 14 * MIN },
    ],
    [
      'forgotten after a quiet month',
      ON_DOC,
      state(12, T - 32 * DAY, T - 31 * DAY),
      T,
      { allowed: true, next: state(1, T, null) },
    ],
    [
      'not forgotten while the quiet spell is shorter',
      ON_DOC,
      state(12, T - 2 * DAY, T - DAY),
      T,
      { allowed: true, next: state(13, T, T + DAY) },
    ],
    [
      'across documents: the 21st try waits',
      ADDRESS,
      state(20, T - MIN, T + 14 * MIN),
      T,
      { allowed: false, retryAfterMs: 14 * MIN },
    ],
  ] as const)('%s', (_what, rule, before, now, decision) => {
    expect(decideAttempt(rule, before, now)).toEqual(decision);
  });
});

describe('giveBackAttempt: a right code', () => {
  it.each([
    ['within the free tries: no wait', ADDRESS, state(3, T, null), state(2, T, null)],
    ['the try that started the wait: no wait', ADDRESS, state(20, T, T + 15 * MIN), state(19, T, null)],
    ['beyond: the wait of the tries left', ADDRESS, state(22, T, T + HOUR), state(21, T, T + 30 * MIN)],
    ['nothing to give back', ADDRESS, state(0, T, null), state(0, T, null)],
  ] as const)('%s', (_what, rule, before, after) => {
    expect(giveBackAttempt(rule, before)).toEqual(after);
  });
});

describe('what a guesser gets (the rules, walked through)', () => {
  /** Wrong codes one address gets in on one guarded document within `spanMs`, trying whenever allowed. */
  function triesWithin(spanMs: number): number {
    let s: AttemptState | null = null;
    let now = T;
    let tries = 0;
    while (now < T + spanMs) {
      const d = decideAttempt(GUARDED, s, now);
      if (d.allowed) {
        tries++;
        s = d.next;
      } else now += d.retryAfterMs;
    }
    return tries;
  }
  it.each([
    [HOUR, 7],
    [DAY, 11],
    [30 * DAY, 17],
    [365 * DAY, 65],
  ])('in %i ms: %i tries', (span, tries) => {
    expect(triesWithin(span)).toBe(tries);
  });
});
