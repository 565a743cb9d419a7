import { type AttemptState, type BackoffRule, decideAttempt, giveBackAttempt } from '@pathcraft/sdk';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first, one } from '../../db/first.ts';

export interface RateRule {
  /** Failures (or hits) allowed within the window. */
  limit: number;
  windowMs: number;
  /** How long the key stays locked once the limit is passed (defaults to the window). */
  lockMs?: number;
}

export interface RateState {
  locked: boolean;
  /** Milliseconds until the lock ends (0 when not locked). */
  retryAfterMs: number;
  count: number;
}

/** One counter an attempt is charged to, under its rule. */
export interface RateClaim {
  key: string;
  rule: RateRule;
}

/** A reserved attempt, or the first locked key and how long it stays locked. */
export type Reservation = { reserved: true } | { reserved: false; key: string; retryAfterMs: number };

/**
 * Fixed-window counters that live in the database, so limits hold across
 * restarts and processes. `check` reads, `hit` counts one more, `reset` clears
 * (for example after a correct password). `reserve` and `release` guard slow
 * checks (password hashes) against parallel guesses.
 */
export function createRateLimiter(db: Db) {
  const read = async (key: string) => await first(db.select().from(rateLimits).where(eq(rateLimits.key, key)));

  async function check(key: string, rule: RateRule, nowMs: number): Promise<RateState> {
    const row = await read(key);
    if (!row) return { locked: false, retryAfterMs: 0, count: 0 };
    if (row.lockedUntil && row.lockedUntil > nowMs)
      return { locked: true, retryAfterMs: row.lockedUntil - nowMs, count: row.count };
    const count = row.windowStart + rule.windowMs > nowMs ? row.count : 0;
    return { locked: false, retryAfterMs: 0, count };
  }

  async function hit(key: string, rule: RateRule, nowMs: number): Promise<RateState> {
    return await countHit(db, key, rule, nowMs);
  }

  async function reset(key: string): Promise<void> {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Clears every counter whose key starts with `prefix` (a new access code: the guesses at the old one no longer matter). */
  async function resetStartingWith(prefix: string): Promise<void> {
    await db.delete(rateLimits).where(sql`substr(${rateLimits.key}, 1, ${prefix.length}) = ${prefix}`);
  }

  /**
   * Takes one attempt from every claim's allowance before the attempt is evaluated, or none when
   * any key is locked. Checking after a slow hash would let a burst of parallel guesses all be
   * evaluated; here each one is counted first, in one transaction that holds the counters' rows
   * (created empty if new, locked in key order) from the check to the count, so a parallel
   * reservation in any process waits and then sees this one's count and lock. The attempt that
   * reaches the limit is still evaluated and locks the key for the ones after it. A failed attempt
   * stays counted; a successful one calls `reset` or `release`.
   */
  async function reserve(claims: readonly RateClaim[], nowMs: number): Promise<Reservation> {
    return await db.transaction(
      async (tx) => {
        const keys = [...new Set(claims.map((c) => c.key))].sort();
        // A row to lock even for a key's first attempt (an empty window, as no row counts).
        await tx
          .insert(rateLimits)
          .values(keys.map((key) => ({ key, windowStart: 0, count: 0, lockedUntil: null })))
          .onConflictDoNothing();
        const rows = await forUpdate(
          tx.select().from(rateLimits).where(inArray(rateLimits.key, keys)).orderBy(asc(rateLimits.key)),
        );
        for (const { key } of claims) {
          const row = rows.find((r) => r.key === key);
          if (row?.lockedUntil && row.lockedUntil > nowMs)
            return { reserved: false, key, retryAfterMs: row.lockedUntil - nowMs };
        }
        for (const { key, rule } of claims) await countHit(tx, key, rule, nowMs);
        return { reserved: true };
      },
      { behavior: 'immediate' },
    );
  }

  /** Gives back one reserved attempt that turned out not to be a failure, unlocking the key if that brings it under the limit. */
  async function release(key: string, rule: RateRule): Promise<void> {
    await db
      .update(rateLimits)
      .set({
        count: sql`CASE WHEN ${rateLimits.count} > 0 THEN ${rateLimits.count} - 1 ELSE 0 END`,
        lockedUntil: sql`CASE WHEN ${rateLimits.count} - 1 >= ${rule.limit} THEN ${rateLimits.lockedUntil} ELSE NULL END`,
      })
      .where(eq(rateLimits.key, key));
  }

  /**
   * Counts one try against a backoff counter (sdk: decideAttempt) before it is evaluated, or refuses
   * it. Check and count are one atomic step without any transaction or lock of the app's: the row is
   * changed only if it still holds what the decision was made from (compare and swap; PostgreSQL
   * re-reads a row another statement changed meanwhile, SQLite runs one writer at a time), else it
   * is read and decided again. So parallel tries through any number of processes are counted one
   * by one, and none is evaluated beyond the rule.
   */
  async function claim(
    key: string,
    rule: BackoffRule,
    nowMs: number,
  ): Promise<{ allowed: true; next: AttemptState } | { allowed: false; retryAfterMs: number }> {
    await db.insert(rateLimits).values({ key, windowStart: 0, count: 0, lockedUntil: null }).onConflictDoNothing();
    return await swap(key, (state) => decideAttempt(rule, state, nowMs));
  }

  /** A claimed try that turned out right (sdk: giveBackAttempt), by the same compare and swap. */
  async function giveBack(key: string, rule: BackoffRule): Promise<void> {
    await swap(key, (state) => ({ allowed: true, next: giveBackAttempt(rule, state) }));
  }

  async function swap<T extends { allowed: true; next: AttemptState } | { allowed: false; retryAfterMs: number }>(
    key: string,
    decide: (state: AttemptState) => T,
  ): Promise<T> {
    for (let round = 1; ; round++) {
      const row = await read(key);
      if (!row) throw new Error(`rate-limit row ${key} is missing`);
      const state = { count: row.count, lastAt: row.windowStart, lockedUntil: row.lockedUntil };
      const decision = decide(state);
      if (!decision.allowed) return decision;
      const { next } = decision;
      const swapped = await db
        .update(rateLimits)
        .set({ count: next.count, windowStart: next.lastAt, lockedUntil: next.lockedUntil })
        .where(
          and(
            eq(rateLimits.key, key),
            eq(rateLimits.count, row.count),
            eq(rateLimits.windowStart, row.windowStart),
            row.lockedUntil === null ? isNull(rateLimits.lockedUntil) : eq(rateLimits.lockedUntil, row.lockedUntil),
          ),
        )
        .returning({ key: rateLimits.key });
      if (swapped.length) return decision;
      // Another try changed the row between the read and the swap: decide again from what it left.
      if (round === 100) throw new Error(`rate-limit row ${key} kept changing`);
    }
  }

  return { check, hit, reset, resetStartingWith, reserve, release, claim, giveBack };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

async function countHit(
  db: Pick<Db, 'insert' | 'update'>,
  key: string,
  rule: RateRule,
  nowMs: number,
): Promise<RateState> {
  // One upsert: a new window starts when the old one has passed.
  const row = await one(
    db
      .insert(rateLimits)
      .values({ key, windowStart: nowMs, count: 1, lockedUntil: null })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.windowStart} + ${rule.windowMs} > ${nowMs} THEN ${rateLimits.count} + 1 ELSE 1 END`,
          windowStart: sql`CASE WHEN ${rateLimits.windowStart} + ${rule.windowMs} > ${nowMs} THEN ${rateLimits.windowStart} ELSE ${nowMs} END`,
        },
      })
      .returning(),
  );
  if (row.count >= rule.limit) {
    const lockedUntil = nowMs + (rule.lockMs ?? rule.windowMs);
    await db.update(rateLimits).set({ lockedUntil }).where(eq(rateLimits.key, key));
    return { locked: true, retryAfterMs: lockedUntil - nowMs, count: row.count };
  }
  return { locked: false, retryAfterMs: 0, count: row.count };
}

/** "15 minutes", "1 minute", "30 seconds": for messages that say how long a lock lasts. */
export function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms >= 60_000) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
