import { setTimeout as sleep } from 'node:timers/promises';
import type { SQLiteSelectConfig } from 'drizzle-orm/sqlite-core';
import { driverErrorOf } from './driver-error.ts';

/**
 * Concurrent writers: the rule for code that reads, checks and then writes.
 *
 * SQLite runs one writing transaction at a time (BEGIN IMMEDIATE, async-sqlite.ts), across
 * processes too. PostgreSQL runs them at once, in READ COMMITTED, with no lock of the app's; each
 * rule that needs the state it checked to hold until it writes says so, with the first tool here
 * that fits:
 *
 * - one row changes only from a known state (a code used once, an invite claimed once): a
 *   conditional UPDATE … WHERE <that state>, and check the rows it changed (compare and set);
 * - a check against a row (or the rows under a parent) before writing it (signing an agreement,
 *   a role change's ranks, a wage schedule's periods, a user's enrolment lists, one default
 *   location, a rate limit's count): read that row, or the parent, with `forUpdate` first, so a
 *   parallel transaction waits there and then reads what this one wrote;
 * - one record per value (an e-mail, a slug): a unique index, its refusal answered as a 409;
 * - a rule over rows with no row to lock: a SERIALIZABLE transaction (none needs one today, so
 *   pg-client.ts's transactions have no option for it yet: its first statement would set it).
 *
 * Row locks can deadlock and serializable transactions can fail; PostgreSQL then aborts one of
 * them (40P01, 40001) and `retryingConflicts` runs that whole transaction again: pg-client.ts wraps
 * every top-level transaction in it, so a transaction body must do database work only (no e-mail,
 * no file writes: those go before or after it). SQLite never answers those codes.
 */

/** PostgreSQL's serialization_failure and deadlock_detected: the transaction may be run again as it is. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

/** Runs `transaction` and runs it again (a few times, after a short random pause) when PostgreSQL aborted it as a deadlock or serialization victim. */
export async function retryingConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (err) {
      if (attempt === ATTEMPTS || !RETRYABLE.has(String(driverErrorOf(err)?.code))) throw err;
      // Apart, so two victims of the same conflict do not meet again at once.
      await sleep(Math.random() * 10 * attempt);
    }
  }
}

const lockedSelects = new WeakSet<SQLiteSelectConfig>();

/**
 * A select that locks the rows it reads until the transaction ends (`SELECT … FOR UPDATE`) on
 * PostgreSQL; on SQLite, whose writing transaction already excludes every other writer, the query
 * as it is. drizzle's SQLite select builder (the one feature code uses on both engines) has no
 * locking clause: this marks the select, and the PostgreSQL dialect (pg-dialect.ts) writes the
 * clause for a marked one.
 */
export function forUpdate<Q extends { readonly _: { readonly config: SQLiteSelectConfig } }>(query: Q): Q {
  lockedSelects.add(query._.config);
  return query;
}

/** Whether `forUpdate` marked the select with this configuration. */
export function lockedForUpdate(config: SQLiteSelectConfig): boolean {
  return lockedSelects.has(config);
}
