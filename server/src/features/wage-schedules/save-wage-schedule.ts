import { canDeleteSchedule, recordNotFound, SCHEDULE_DELETE_MESSAGE, type WageScheduleWrite } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { employerProfiles, locations, wageSchedules } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { newId } from '../../platform/ids.ts';
import { auditDetailsOf, auditLabelOf, recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { requireScheduleManager } from './manage-access.ts';
import { orgScope } from '../../platform/acting-org.ts';
import { apprenticeshipOf, refuseBrokenWageSchedule, wageFloorAt } from './wage-schedule-rules.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first, one } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

type WageScheduleRow = typeof wageSchedules.$inferSelect;

export interface SaveWageScheduleCtx {
  db: Db;
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
}

/** The employer profile and location must be of the schedule's organization. */
async function checkLinks(
  tx: Tx,
  orgId: string,
  row: { employerProfileId?: string | null; locationId?: string | null },
) {
  if (
    row.employerProfileId &&
    !(await first(
      tx
        .select({ id: employerProfiles.id })
        .from(employerProfiles)
        .where(and(eq(employerProfiles.id, row.employerProfileId), eq(employerProfiles.orgId, orgId))),
    ))
  ) {
    throw fail('not_found', `No employer profile with id '${row.employerProfileId}'`);
  }
  if (
    row.locationId &&
    !(await first(
      tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, row.locationId), eq(locations.orgId, orgId))),
    ))
  ) {
    throw fail('not_found', `No location with id '${row.locationId}'`);
  }
}

/** Creates a schedule for an apprenticeship of the caller's organization, checked against its OJT hours. */
export async function createWageSchedule(ctx: SaveWageScheduleCtx, input: WageScheduleWrite): Promise<WageScheduleRow> {
  const actor = requireScheduleManager(ctx.actor);
  const stamp = ctx.now.toISOString();
  return await ctx.db.transaction(async (tx) => {
    const apprenticeship = await apprenticeshipOf(tx, input.apprenticeshipId, orgScope(actor));
    refuseBrokenWageSchedule(
      input,
      apprenticeship.ojtHours,
      await wageFloorAt(tx, input.locationId ?? apprenticeship.locationId, ctx.now),
    );
    const values = {
      id: newId(),
      orgId: apprenticeship.orgId,
      title: input.title.trim(),
      entryWage: input.entryWage,
      wageRates: input.wageRates ?? [],
      apprenticeshipId: apprenticeship.id,
      // Listed by employer profile and location too, so they default to the apprenticeship's.
      employerProfileId:
        input.employerProfileId === undefined ? apprenticeship.employerProfileId : input.employerProfileId,
      locationId: input.locationId === undefined ? apprenticeship.locationId : input.locationId,
      rapidsId: input.rapidsId ?? null,
    };
    await checkLinks(tx, values.orgId, values);
    const row = await one(
      tx
        .insert(wageSchedules)
        .values({ ...values, createdAt: stamp, updatedAt: stamp })
        .returning(),
    );
    await recordAuditEvent(
      tx,
      actor,
      ctx.meta,
      {
        action: 'wageSchedules.create',
        entity: 'wageSchedules',
        entityId: row.id,
        orgId: row.orgId,
        details: auditDetailsOf(values),
        after: row,
      },
      ctx.now,
    );
    return row;
  });
}

/** Updates a schedule with the fields sent; the whole result is checked again. */
export async function updateWageSchedule(
  ctx: SaveWageScheduleCtx,
  id: string,
  changes: Partial<WageScheduleWrite>,
): Promise<WageScheduleRow> {
  const actor = requireScheduleManager(ctx.actor);
  if (!Object.keys(changes).length) throw fail('bad_request', 'Send at least one field to change.');
  const scope = orgScope(actor);
  return await ctx.db.transaction(async (tx) => {
    // Locked: the merged schedule is checked against what is stored until this write (a parallel change waits).
    const existing = await first(forUpdate(tx.select().from(wageSchedules).where(eq(wageSchedules.id, id))));
    if (!existing || (scope !== null && existing.orgId !== scope))
      throw fail('not_found', recordNotFound('wageSchedules'));
    const next = { ...existing, ...changes, title: (changes.title ?? existing.title).trim() };
    const apprenticeship = next.apprenticeshipId
      ? await apprenticeshipOf(tx, next.apprenticeshipId, existing.orgId)
      : null;
    refuseBrokenWageSchedule(
      next,
      apprenticeship?.ojtHours ?? null,
      await wageFloorAt(tx, next.locationId ?? apprenticeship?.locationId, ctx.now),
    );
    await checkLinks(tx, existing.orgId, next);
    // wageRates is never null here: the rules refuse a schedule without rates.
    const set = { ...changes, ...(changes.title !== undefined ? { title: next.title } : {}) } as Partial<
      typeof wageSchedules.$inferInsert
    >;
    const row = (await first(
      tx
        .update(wageSchedules)
        .set({ ...set, updatedAt: ctx.now.toISOString() })
        .where(eq(wageSchedules.id, id))
        .returning(),
    ))!;
    await recordAuditEvent(
      tx,
      actor,
      ctx.meta,
      {
        action: 'wageSchedules.update',
        entity: 'wageSchedules',
        entityId: id,
        orgId: existing.orgId,
        details: auditDetailsOf(changes),
        before: existing,
        after: row,
      },
      ctx.now,
    );
    return row;
  });
}

/** Deletes a schedule, when it has 2 or more periods (docs/rules.md#wage-schedules, sdk canDeleteSchedule). Audited. */
export async function deleteWageSchedule(ctx: SaveWageScheduleCtx, id: string): Promise<void> {
  const actor = requireScheduleManager(ctx.actor);
  const scope = orgScope(actor);
  await ctx.db.transaction(async (tx) => {
    // Locked: the period count checked is the one deleted.
    const existing = await first(forUpdate(tx.select().from(wageSchedules).where(eq(wageSchedules.id, id))));
    if (!existing || (scope !== null && existing.orgId !== scope))
      throw fail('not_found', recordNotFound('wageSchedules'));
    if (!canDeleteSchedule(existing.wageRates?.length ?? 0)) throw fail('conflict', SCHEDULE_DELETE_MESSAGE);
    await tx.delete(wageSchedules).where(eq(wageSchedules.id, id));
    await recordAuditEvent(
      tx,
      actor,
      ctx.meta,
      {
        action: 'wageSchedules.delete',
        entity: 'wageSchedules',
        entityId: id,
        orgId: existing.orgId,
        details: { label: auditLabelOf(existing) },
        before: existing,
        after: null,
      },
      ctx.now,
    );
  });
}
