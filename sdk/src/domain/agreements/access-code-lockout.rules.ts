/**
 * Lock-outs for access-code guessing (docs/rules.md#invitations-and-access-codes): they slow the guesser, never the people who
 * have the code. Counters are kept per network address on one document, per network address on
 * all documents, and per document from all addresses:
 *
 * - An address gets 5 tries on a document; after the 5th wrong code it waits 15 minutes, then
 *   each further wrong code doubles the wait (30 min, 1 h, …, at most 24 h).
 * - A document that took 5 wrong codes in 15 minutes, from any addresses, is *guarded* for 15
 *   minutes after its last wrong code: an address that already gave it a wrong code then waits
 *   about 1 minute after its 1st, 2 after its 2nd, doubling (15 minutes after the 5th, as
 *   unguarded) up to 7 days. An address without a wrong
 *   code on it is never refused by the guard: whoever has the code gets in.
 * - An address gets 20 wrong codes across documents, then waits 15 minutes, doubling up to 24 h.
 *
 * A right code clears the address's counter on that document and gives back its try on the
 * address's overall counter. Counters are forgotten after a quiet spell (`forgetMs`) that outlasts
 * the longest wait, so waiting a lock out never starts a guesser afresh.
 */

export interface BackoffRule {
  /** Tries allowed before the first wait. */
  free: number;
  /** The wait after the try that uses up `free`; each further try doubles it. */
  firstLockMs: number;
  maxLockMs: number;
  /** A counter with no try for this long (after its lock ended) starts again from 0. */
  forgetMs: number;
}

/** One counter: tries counted, when the last one was, and until when the next one must wait. */
export interface AttemptState {
  count: number;
  lastAt: number;
  lockedUntil: number | null;
}

export type AttemptDecision = { allowed: true; next: AttemptState } | { allowed: false; retryAfterMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const ACCESS_CODE_LOCKOUT = {
  /** One address on one document. */
  addressOnDocument: { free: 5, firstLockMs: 15 * MINUTE, maxLockMs: DAY, forgetMs: 30 * DAY },
  /** One address on a guarded document: from its 5th miss on, the same waits as unguarded (15 min / 2^4 after the 1st). */
  addressOnGuardedDocument: { free: 1, firstLockMs: (15 * MINUTE) / 16, maxLockMs: 7 * DAY, forgetMs: 30 * DAY },
  /** One address across documents. */
  address: { free: 20, firstLockMs: 15 * MINUTE, maxLockMs: DAY, forgetMs: 2 * DAY },
  /** One document, all addresses: this many wrong codes in the window guard it until `guardMs` after the last. */
  documentGuard: { limit: 5, windowMs: 15 * MINUTE, guardMs: 15 * MINUTE },
} as const satisfies Record<string, BackoffRule | { limit: number; windowMs: number; guardMs: number }>;

/** The wait after the `tries`-th counted try: none within `free`, then firstLockMs doubling, capped. */
export function lockAfter(rule: BackoffRule, tries: number): number | null {
  if (tries < rule.free) return null;
  const doublings = Math.min(tries - rule.free, 40);
  return Math.min(rule.maxLockMs, rule.firstLockMs * 2 ** doublings);
}

/** The counter as it stands at `now`: forgotten after a quiet spell. */
function current(rule: BackoffRule, state: AttemptState | null, now: number): AttemptState {
  if (!state) return { count: 0, lastAt: 0, lockedUntil: null };
  const quietFrom = Math.max(state.lastAt, state.lockedUntil ?? 0);
  return quietFrom + rule.forgetMs <= now ? { count: 0, lastAt: 0, lockedUntil: null } : state;
}

/** Whether a try may go ahead at `now`, and the counter with it counted (it counts as wrong until it is given back). */
export function decideAttempt(rule: BackoffRule, state: AttemptState | null, now: number): AttemptDecision {
  const at = current(rule, state, now);
  // This rule's wait after the tries so far, from the last one; a longer wait stored by the other
  // rule of the same counter (a guarded document's) still holds, but none while free tries remain.
  const wait = lockAfter(rule, at.count);
  if (wait !== null) {
    const until = Math.max(at.lastAt + wait, at.lockedUntil ?? 0);
    if (until > now) return { allowed: false, retryAfterMs: until - now };
  }
  const count = at.count + 1;
  const lock = lockAfter(rule, count);
  return { allowed: true, next: { count, lastAt: now, lockedUntil: lock === null ? null : now + lock } };
}

/** A counted try that turned out right: one try less, and no wait unless the tries left still call for one. */
export function giveBackAttempt(rule: BackoffRule, state: AttemptState): AttemptState {
  const count = Math.max(0, state.count - 1);
  const lock = lockAfter(rule, count);
  return { count, lastAt: state.lastAt, lockedUntil: lock === null ? null : state.lastAt + lock };
}
