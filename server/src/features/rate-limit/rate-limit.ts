import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

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

/**
 * Fixed-window counters that live in the database, so limits hold across
 * restarts and processes. `check` reads, `hit` counts one more, `reset` clears
 * (for example after a correct password).
 */
export function createRateLimiter(db: Db) {
  const read = (key: string) => db.select().from(rateLimits).where(eq(rateLimits.key, key)).get();

  function check(key: string, rule: RateRule, nowMs: number): RateState {
    const row = read(key);
    if (!row) return { locked: false, retryAfterMs: 0, count: 0 };
    if (row.lockedUntil && row.lockedUntil > nowMs) return { locked: true, retryAfterMs: row.lockedUntil - nowMs, count: row.count };
    const count = row.windowStart + rule.windowMs > nowMs ? row.count : 0;
    return { locked: false, retryAfterMs: 0, count };
  }

  function hit(key: string, rule: RateRule, nowMs: number): RateState {
    // One upsert: a new window starts when the old one has passed.
    const row = db
      .insert(rateLimits)
      .values({ key, windowStart: nowMs, count: 1, lockedUntil: null })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.windowStart} + ${rule.windowMs} > ${nowMs} THEN ${rateLimits.count} + 1 ELSE 1 END`,
          windowStart: sql`CASE WHEN ${rateLimits.windowStart} + ${rule.windowMs} > ${nowMs} THEN ${rateLimits.windowStart} ELSE ${nowMs} END`,
        },
      })
      .returning()
      .get();
    if (row.count >= rule.limit) {
      const lockedUntil = nowMs + (rule.lockMs ?? rule.windowMs);
      db.update(rateLimits).set({ lockedUntil }).where(eq(rateLimits.key, key)).run();
      return { locked: true, retryAfterMs: lockedUntil - nowMs, count: row.count };
    }
    return { locked: false, retryAfterMs: 0, count: row.count };
  }

  function reset(key: string): void {
    db.delete(rateLimits).where(eq(rateLimits.key, key)).run();
  }

  return { check, hit, reset };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** "15 minutes", "1 minute", "30 seconds": for messages that say how long a lock lasts. */
export function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms >= 60_000) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
