import {
  instructionChangeRefusal,
  type InstructionHoursEntry,
  instructionHoursProblem,
  latestDayAt,
  PROGRESS_MESSAGES,
  recordNotFound,
} from '@pathcraft/sdk';
import { and, desc, eq } from 'drizzle-orm';
import { forUpdate } from '../../db/concurrency.ts';
import { isUniqueViolation } from '../../db/driver-error.ts';
import { first, one } from '../../db/first.ts';
import { apprenticeshipUsers, competencySignoffs, instructionHours, users } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { fail } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { hasCompletion, issueCompletionIfComplete } from './completion.ts';
import { programOf } from './program-of.ts';
import { apprenticeshipFor, type Reader, sees, standingOnApprentice, type UserActor } from './progress-access.ts';

const SIGNOFF_MESSAGES = {
  notCompetency: PROGRESS_MESSAGES.notCompetency,
  already: PROGRESS_MESSAGES.alreadySignedOff,
  onlyMentor: PROGRESS_MESSAGES.onlyMentorSignsOff,
  onlySponsor: PROGRESS_MESSAGES.onlySponsorRecordsInstruction,
};

async function requireApprenticeOn(tx: Reader, apprenticeshipId: string, userId: string) {
  const member = await tx
    .select({ id: apprenticeshipUsers.id })
    .from(apprenticeshipUsers)
    .where(
      and(
        eq(apprenticeshipUsers.apprenticeshipId, apprenticeshipId),
        eq(apprenticeshipUsers.userId, userId),
        eq(apprenticeshipUsers.role, 'apprentice'),
      ),
    );
  if (!member.length) throw fail('not_found', recordNotFound('users'));
}

/** A mentor or the sponsor signs off one of the program's competencies for an apprentice (date, who). Audited. */
export async function signOffCompetency(
  ctx: RequestContext,
  target: { apprenticeshipId: string; userId: string; competencyId: string },
) {
  const stamp = ctx.now.toISOString();
  let row: typeof competencySignoffs.$inferSelect;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const { user, apprenticeship, standing } = await apprenticeshipFor(tx, ctx.actor, target.apprenticeshipId);
      if (!(standing.mentor || standing.sponsor) || target.userId === user.userId)
        throw fail('forbidden', SIGNOFF_MESSAGES.onlyMentor);
      await requireApprenticeOn(tx, apprenticeship.id, target.userId);
      const program = await programOf(tx, apprenticeship);
      if (!program.competencyBased || !program.workProcesses.some((w) => w.id === target.competencyId))
        throw fail('unprocessable', SIGNOFF_MESSAGES.notCompetency(target.competencyId));
      const row = await one(
        tx
          .insert(competencySignoffs)
          .values({
            id: newId(),
            orgId: apprenticeship.orgId,
            ...target,
            signedOffBy: user.userId,
            signedOffAt: stamp,
            createdAt: stamp,
            updatedAt: stamp,
          })
          .returning(),
      );
      await recordAuditEvent(
        tx,
        user,
        ctx.meta,
        {
          action: 'competencySignoffs.create',
          entity: 'competencySignoffs',
          entityId: row.id,
          orgId: row.orgId,
          details: { competencyId: row.competencyId, userId: row.userId },
          after: row,
        },
        ctx.now,
      );
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('conflict', SIGNOFF_MESSAGES.already);
    throw err;
  }
  // The last competency signed off issues the certificate of completion when the hours are met too.
  await issueCompletionIfComplete(ctx.db, ctx.actor, ctx.meta, row.apprenticeshipId, row.userId, ctx.now);
  return row;
}

type InstructionRow = typeof instructionHours.$inferSelect;

/** An entry of instruction hours recorded, corrected or removed: its day, hours and apprentice, and what changed. */
async function auditEntry(
  tx: Reader,
  user: UserActor,
  ctx: RequestContext,
  change: 'create' | 'update' | 'delete',
  before: InstructionRow | null,
  after: InstructionRow | null,
) {
  const row = (after ?? before)!;
  await recordAuditEvent(
    tx,
    user,
    ctx.meta,
    {
      action: `instructionHours.${change}`,
      entity: 'instructionHours',
      entityId: row.id,
      orgId: row.orgId,
      details: { date: row.date, hours: row.hours, userId: row.userId },
      before,
      after,
    },
    ctx.now,
  );
}

/**
 * The sponsor records related-instruction hours an instruction provider reports for an apprentice
 * (a day, the hours, a note). Audited. Refused (409) once their certificate of completion is issued.
 */
export async function recordInstructionHours(
  ctx: RequestContext,
  target: { apprenticeshipId: string; userId: string },
  input: { date: string; hours: number; note?: string | null },
) {
  const stamp = ctx.now.toISOString();
  // A day to come is one that has begun nowhere yet: the page refuses by the sponsor's own today.
  const problem = instructionHoursProblem(input, latestDayAt(ctx.now));
  if (problem) throw fail('unprocessable', problem);
  const row = await ctx.db.transaction(async (tx) => {
    const { user, apprenticeship, standing } = await apprenticeshipFor(tx, ctx.actor, target.apprenticeshipId);
    if (!standing.sponsor) throw fail('forbidden', SIGNOFF_MESSAGES.onlySponsor);
    await requireApprenticeOn(tx, apprenticeship.id, target.userId);
    await refuseOnceComplete(tx, 'record', apprenticeship.id, target.userId);
    const row = await one(
      tx
        .insert(instructionHours)
        .values({
          id: newId(),
          orgId: apprenticeship.orgId,
          ...target,
          instructionProviderId: apprenticeship.instructionProviderId,
          date: input.date,
          hours: input.hours,
          note: input.note?.trim() || null,
          recordedBy: user.userId,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning(),
    );
    await auditEntry(tx, user, ctx, 'create', null, row);
    return row;
  });
  await issueCompletionIfComplete(ctx.db, ctx.actor, ctx.meta, row.apprenticeshipId, row.userId, ctx.now);
  return row;
}

/**
 * One entry of related-instruction hours, locked, for the sponsor to correct or remove: refused as
 * recording is (403 to those who see the apprentice but may not record, 404 to the others), not found
 * when it is not the apprentice's on the program, and refused (409) once their certificate of
 * completion is issued: the certificate certifies the hours as they were.
 */
async function entryToChange(
  tx: Reader,
  ctx: RequestContext,
  target: { apprenticeshipId: string; userId: string; id: string },
) {
  const { user, apprenticeship, standing } = await apprenticeshipFor(tx, ctx.actor, target.apprenticeshipId);
  if (!standing.sponsor) throw fail('forbidden', SIGNOFF_MESSAGES.onlySponsor);
  await requireApprenticeOn(tx, apprenticeship.id, target.userId);
  const entry = await first(
    forUpdate(
      tx
        .select()
        .from(instructionHours)
        .where(
          and(
            eq(instructionHours.id, target.id),
            eq(instructionHours.apprenticeshipId, apprenticeship.id),
            eq(instructionHours.userId, target.userId),
          ),
        ),
    ),
  );
  if (!entry) throw fail('not_found', recordNotFound('instructionHours'));
  await refuseOnceComplete(tx, 'change', apprenticeship.id, target.userId);
  return { user, entry };
}

/** 409 once the apprentice's certificate of completion is issued (sdk instructionChangeRefusal): nothing is written. */
async function refuseOnceComplete(tx: Reader, change: 'record' | 'change', apprenticeshipId: string, userId: string) {
  const refusal = instructionChangeRefusal(change, await hasCompletion(tx, apprenticeshipId, userId));
  if (refusal) throw fail('conflict', refusal);
}

/**
 * The sponsor corrects an entry of related-instruction hours (its day, hours and note), checked as
 * when recorded. Audited with the values before and after. A correction that meets the hours issues
 * the certificate of completion.
 */
export async function correctInstructionHours(
  ctx: RequestContext,
  target: { apprenticeshipId: string; userId: string; id: string },
  input: { date: string; hours: number; note?: string | null },
) {
  const problem = instructionHoursProblem(input, latestDayAt(ctx.now));
  if (problem) throw fail('unprocessable', problem);
  const row = await ctx.db.transaction(async (tx) => {
    const { user, entry } = await entryToChange(tx, ctx, target);
    const row = await one(
      tx
        .update(instructionHours)
        .set({
          date: input.date,
          hours: input.hours,
          note: input.note?.trim() || null,
          updatedAt: ctx.now.toISOString(),
        })
        .where(eq(instructionHours.id, entry.id))
        .returning(),
    );
    await auditEntry(tx, user, ctx, 'update', entry, row);
    return row;
  });
  await issueCompletionIfComplete(ctx.db, ctx.actor, ctx.meta, row.apprenticeshipId, row.userId, ctx.now);
  return row;
}

/** The sponsor removes an entry of related-instruction hours recorded by mistake. Audited with what it was. */
export async function removeInstructionHours(
  ctx: RequestContext,
  target: { apprenticeshipId: string; userId: string; id: string },
) {
  await ctx.db.transaction(async (tx) => {
    const { user, entry } = await entryToChange(tx, ctx, target);
    await tx.delete(instructionHours).where(eq(instructionHours.id, entry.id));
    await auditEntry(tx, user, ctx, 'delete', entry, null);
  });
}

/**
 * The related-instruction hours recorded for an apprentice, newest day first (then newest recorded),
 * with who recorded them: for those who see the apprentice's progress (the apprentice, a mentor, their
 * employer admin, the sponsor); anyone else finds no such apprentice. Read through instructionHours_user.
 */
export async function listInstructionHours(
  ctx: RequestContext,
  target: { apprenticeshipId: string; userId: string },
): Promise<InstructionHoursEntry[]> {
  const access = await apprenticeshipFor(ctx.db, ctx.actor, target.apprenticeshipId);
  await requireApprenticeOn(ctx.db, access.apprenticeship.id, target.userId);
  if (!sees(await standingOnApprentice(ctx.db, access, target.userId)))
    throw fail('not_found', recordNotFound('users'));
  const rows = await ctx.db
    .select({ row: instructionHours, name: users.name, email: users.email })
    .from(instructionHours)
    .leftJoin(users, eq(users.id, instructionHours.recordedBy))
    .where(
      and(eq(instructionHours.apprenticeshipId, target.apprenticeshipId), eq(instructionHours.userId, target.userId)),
    )
    .orderBy(desc(instructionHours.date), desc(instructionHours.createdAt), desc(instructionHours.id));
  return rows.map(({ row, name, email }) => ({
    id: row.id,
    date: row.date,
    hours: row.hours,
    note: row.note,
    recordedBy: name?.trim() || email || null,
    recordedAt: row.createdAt,
  }));
}
