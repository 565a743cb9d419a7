import { recordNotFound, type TrackedTable, type TrackVisitInput } from '@pathcraft/sdk';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, courses, pageLinks, pages, pathways, rateLimits } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { hashSecret } from '../../platform/crypto.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import { newId } from '../../platform/ids.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

const TABLES = { pages, pageLinks, courses, pathways } as const;

/** The organization a tracked record belongs to, or null when there is no such record. */
export async function orgOfTracked(
  db: Pick<Db, 'select'>,
  refTable: TrackedTable,
  refId: string,
): Promise<string | null> {
  const table = TABLES[refTable];
  const row = await first(db.select({ orgId: table.orgId }).from(table).where(eq(table.id, refId)));
  return row ? row.orgId : null;
}

const DAY_MS = 86_400_000;
const FIRST_SEEN = { limit: Number.MAX_SAFE_INTEGER, windowMs: DAY_MS };

/**
 * Who is visiting, as a key no one can read back: the signed-in user, else the network address
 * and browser (hashed with the server's secret, so no address is kept).
 */
function visitorOf(actor: Actor, meta: RequestMeta, secret: string): string {
  if (actor.kind === 'user') return `u:${actor.userId}`;
  return `a:${hashSecret(`${meta.ip ?? 'unknown'} ${meta.userAgent ?? ''}`, secret)}`;
}

/**
 * Whether this is the visitor's first visit of the record this UTC day, decided by the server (a
 * claim in the body counts for nothing). The mark lives in the database, so every process agrees;
 * older days' marks are swept as the day turns (their keys sort before today's).
 */
/** The UTC day this process last swept older marks: once a day per process, not on every visit. */
let sweptDay = '';

async function isFirstVisitToday(
  db: Db,
  key: { refTable: string; refId: string; visitor: string },
  now: Date,
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  if (day !== sweptDay) {
    await db.delete(rateLimits).where(and(gte(rateLimits.key, 'visit:'), lt(rateLimits.key, `visit:${day}`)));
    sweptDay = day;
  }
  const seen = await createRateLimiter(db).hit(
    `visit:${day}:${key.refTable}:${key.refId}:${key.visitor}`,
    FIRST_SEEN,
    now.getTime(),
  );
  return seen.count === 1;
}

/**
 * Counts one visit (docs/rules.md#public-pages). Only the payload's
 * fields are kept; the organization is the record's own, the user id is the
 * signed-in caller's, never one a caller claims, and whether the visit is
 * unique is the server's to say (the visitor's first of the record today).
 */
export async function trackVisit(
  ctx: { db: Db; actor: Actor; meta: RequestMeta; now: Date },
  input: TrackVisitInput,
  secret: string,
): Promise<{ id: string }> {
  const refTable = input.refTable as TrackedTable;
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const orgId = await orgOfTracked(tx, refTable, input.refId);
    if (orgId === null) throw fail('not_found', recordNotFound(refTable));
    // Through ctx.db: inside this body it runs in the same transaction (db/async-sqlite.ts, db/pg-client.ts).
    const isUnique = await isFirstVisitToday(
      ctx.db,
      { refTable, refId: input.refId, visitor: visitorOf(ctx.actor, ctx.meta, secret) },
      ctx.now,
    );
    const stamp = ctx.now.toISOString();
    await tx.insert(analyticsEvents).values({
      id,
      orgId,
      refId: input.refId,
      refTable,
      isUnique,
      userId: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
      language: input.language || null,
      platform: input.platform || null,
      createdAt: stamp,
      updatedAt: stamp,
    });
  });
  return { id };
}
