import {
  type InstructionHoursEntry,
  instructionHoursProblem,
  latestDayAt,
  PROGRESS_MESSAGES,
  recordNotFound,
} from '@pathcraft/sdk';
import { and, desc, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/driver-error.ts';
import { one } from '../../db/first.ts';
import { apprenticeshipUsers, competencySignoffs, instructionHours, users } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { fail } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { issueCompletionIfComplete } from './completion.ts';
import { programOf } from './program-of.ts';
import { apprenticeshipFor, type Reader, sees, standingOnApprentice } from './progress-access.ts';

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

/**
 * The sponsor records related-instruction hours an instruction provider reports for an apprentice
 * (a day, the hours, a note). Audited.
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
    await recordAuditEvent(
      tx,
      user,
      ctx.meta,
      {
        action: 'instructionHours.create',
        entity: 'instructionHours',
        entityId: row.id,
        orgId: row.orgId,
        details: { date: row.date, hours: row.hours, userId: row.userId },
        after: row,
      },
      ctx.now,
    );
    return row;
  });
  await issueCompletionIfComplete(ctx.db, ctx.actor, ctx.meta, row.apprenticeshipId, row.userId, ctx.now);
  return row;
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
