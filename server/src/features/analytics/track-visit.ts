import { recordNotFound, type TrackedTable, type TrackVisitInput } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, courses, pageLinks, pages, pathways } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { fail } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { first } from '../../db/first.ts';

const TABLES = { pages, pageLinks, courses, pathways } as const;

/** The organization a tracked record belongs to, or null when there is no such record. */
export async function orgOfTracked(db: Pick<Db, 'select'>, refTable: TrackedTable, refId: string): Promise<string | null> {
  const table = TABLES[refTable];
  const row = await first(db.select({ orgId: table.orgId }).from(table).where(eq(table.id, refId)));
  return row ? row.orgId : null;
}

/**
 * Counts one visit (002 §7 'POST /v1/analytics/track'). Only the payload's
 * fields are kept; the organization is the record's own and the user id is the
 * signed-in caller's, never one a caller claims.
 */
export async function trackVisit(ctx: { db: Db; actor: Actor; now: Date }, input: TrackVisitInput): Promise<{ id: string }> {
  const refTable = input.refTable as TrackedTable;
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const orgId = await orgOfTracked(tx, refTable, input.refId);
    if (orgId === null) throw fail('not_found', recordNotFound(refTable));
    const stamp = ctx.now.toISOString();
    await tx.insert(analyticsEvents)
      .values({
        id,
        orgId,
        refId: input.refId,
        refTable,
        isUnique: input.isUnique ?? false,
        userId: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
        language: input.language || null,
        platform: input.platform || null,
        createdAt: stamp,
        updatedAt: stamp,
      });
  });
  return { id };
}
