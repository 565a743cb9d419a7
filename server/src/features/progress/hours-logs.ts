import {
  checkReview,
  checkWeekLog,
  type HoursLogChange,
  type HoursLogReview,
  type HoursLogWrite,
  PROGRESS_MESSAGES,
  recordNotFound,
  wageStepsCrossed,
  type WeekLogContext,
  weekChangeRefusal,
  weekTotal,
} from '@pathcraft/sdk';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { isUniqueViolation } from '../../db/driver-error.ts';
import { first, one } from '../../db/first.ts';
import { hoursLogs, wageStepsDue } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { fail } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { auditDetailsOf, recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { hasCompletion } from './completion.ts';
import { agreementOf, payingSchedule, programOf } from './program-of.ts';
import {
  type ApprenticeshipRow,
  apprenticeshipFor,
  employerOfApprentice,
  requireApprentice,
  reviews,
  sees,
  standingOnApprentice,
} from './progress-access.ts';
import { notifyWageStepsDue } from './wage-steps.ts';
import { issueCompletionIfComplete } from './completion.ts';

export type HoursLogRow = typeof hoursLogs.$inferSelect;
export type ProgressCtx = RequestContext & { mailer: Mailer };

/** Refuses a week with the first problem's message; every problem is in details, by field. */
function refuse(problems: { field: string; message: string }[]) {
  if (!problems.length) return;
  const duplicate = problems.find((p) => p.message.includes('already logged'));
  throw fail(duplicate ? 'conflict' : 'unprocessable', (duplicate ?? problems[0]!).message, { problems });
}

/** What a week is checked against: now, the apprentice's start date, the work processes, the weeks logged (but `except`). */
async function weekContext(
  tx: Tx,
  apprenticeship: ApprenticeshipRow,
  userId: string,
  except: string | null,
  now: Date,
): Promise<WeekLogContext> {
  const program = await programOf(tx, apprenticeship);
  const agreement = await agreementOf(tx, apprenticeship.id, userId);
  return {
    now,
    startDate: agreement?.startDate ?? apprenticeship.startDate,
    workProcessIds: program.workProcesses.map((w) => w.id),
    loggedWeeks: await loggedWeeks(tx, apprenticeship.id, userId, except),
  };
}

async function loggedWeeks(tx: Tx, apprenticeshipId: string, userId: string, except: string | null) {
  const rows = await tx
    .select({ weekStart: hoursLogs.weekStart })
    .from(hoursLogs)
    .where(
      and(
        eq(hoursLogs.apprenticeshipId, apprenticeshipId),
        eq(hoursLogs.userId, userId),
        except ? ne(hoursLogs.id, except) : undefined,
      ),
    );
  return rows.map((r) => r.weekStart);
}

/** An apprentice logs a week of OJT hours on one of their apprenticeships; it waits for approval. Audited. */
export async function logWeek(ctx: ProgressCtx, input: HoursLogWrite): Promise<HoursLogRow> {
  const stamp = ctx.now.toISOString();
  try {
    return await ctx.db.transaction(async (tx) => {
      const { user, apprenticeship, standing } = await apprenticeshipFor(tx, ctx.actor, input.apprenticeshipId);
      requireApprentice(standing);
      // The certificate closes the record it was issued for: a week logged after it would never count.
      if (await hasCompletion(tx, apprenticeship.id, user.userId)) throw fail('conflict', PROGRESS_MESSAGES.completed);
      refuse(checkWeekLog(input, await weekContext(tx, apprenticeship, user.userId, null, ctx.now)));
      const values = {
        id: newId(),
        orgId: apprenticeship.orgId,
        apprenticeshipId: apprenticeship.id,
        userId: user.userId,
        // Whom the apprentice works for that week: the employer a wage step it brings due is sent to.
        employerProfileId: await employerOfApprentice(tx, apprenticeship, user.userId),
        weekStart: input.weekStart,
        entries: input.entries.filter((e) => e.hours > 0),
        totalHours: weekTotal(input.entries),
        note: input.note?.trim() || null,
        status: 'waiting' as const,
        submittedAt: stamp,
      };
      const row = await one(
        tx
          .insert(hoursLogs)
          .values({ ...values, createdAt: stamp, updatedAt: stamp })
          .returning(),
      );
      await recordAuditEvent(
        tx,
        user,
        ctx.meta,
        {
          action: 'hoursLogs.create',
          entity: 'hoursLogs',
          entityId: row.id,
          orgId: row.orgId,
          details: { weekStart: row.weekStart, totalHours: row.totalHours },
          after: row,
        },
        ctx.now,
      );
      return row;
    });
  } catch (err) {
    // Two sends of the same week at once: the second is refused by the week's unique index.
    if (isUniqueViolation(err)) throw fail('conflict', PROGRESS_MESSAGES.duplicateWeek(input.weekStart));
    throw err;
  }
}

/** The log, locked, with the caller's standing on its apprentice; not found when the caller may not see it. */
async function logFor(tx: Tx, ctx: ProgressCtx, id: string) {
  const log = await first(forUpdate(tx.select().from(hoursLogs).where(eq(hoursLogs.id, id))));
  if (!log) throw fail('not_found', recordNotFound('hoursLogs'));
  const access = await apprenticeshipFor(tx, ctx.actor, log.apprenticeshipId).catch(() => null);
  const onLog = access && (await standingOnApprentice(tx, access, log.userId));
  if (!access || !onLog || !sees(onLog)) throw fail('not_found', recordNotFound('hoursLogs'));
  return { log, user: access.user, apprenticeship: access.apprenticeship, standing: onLog };
}

/**
 * The apprentice changes a waiting or returned week (not once their certificate of completion is
 * issued: sdk weekChangeRefusal); a returned week waits for approval again. Audited.
 */
export async function changeWeek(ctx: ProgressCtx, id: string, changes: HoursLogChange): Promise<HoursLogRow> {
  const stamp = ctx.now.toISOString();
  return await ctx.db.transaction(async (tx) => {
    const { log, user, apprenticeship } = await logFor(tx, ctx, id);
    if (log.userId !== user.userId) throw fail('forbidden', 'Only the apprentice changes the hours of their week.');
    // Once the certificate of completion is issued, the apprentice's weeks are closed, waiting and returned ones too.
    const refusal = weekChangeRefusal(log.status, await hasCompletion(tx, apprenticeship.id, log.userId));
    if (refusal) throw fail('conflict', refusal);
    refuse(
      checkWeekLog(
        { weekStart: log.weekStart, entries: changes.entries },
        await weekContext(tx, apprenticeship, user.userId, log.id, ctx.now),
      ),
    );
    const set = {
      entries: changes.entries.filter((e) => e.hours > 0),
      totalHours: weekTotal(changes.entries),
      note: changes.note === undefined ? log.note : changes.note?.trim() || null,
      status: 'waiting' as const,
      submittedAt: log.status === 'returned' ? stamp : log.submittedAt,
      updatedAt: stamp,
    };
    const row = await one(tx.update(hoursLogs).set(set).where(eq(hoursLogs.id, id)).returning());
    await recordAuditEvent(
      tx,
      user,
      ctx.meta,
      {
        action: log.status === 'returned' ? 'hoursLogs.resubmit' : 'hoursLogs.update',
        entity: 'hoursLogs',
        entityId: id,
        orgId: log.orgId,
        details: { weekStart: log.weekStart, ...auditDetailsOf({ totalHours: set.totalHours }) },
        before: log,
        after: row,
      },
      ctx.now,
    );
    return row;
  });
}

/**
 * A mentor, the employer admin or the sponsor approves a waiting week (locked from then) or returns it
 * with a comment. An approval that makes the approved hours cross into a wage period records the step
 * as due and e-mails the employer through the outbox, after the commit. Audited.
 */
export async function reviewWeek(ctx: ProgressCtx, id: string, review: HoursLogReview): Promise<HoursLogRow> {
  const stamp = ctx.now.toISOString();
  const { row, dueIds } = await ctx.db.transaction(async (tx) => {
    const { log, user, apprenticeship, standing } = await logFor(tx, ctx, id);
    if (!reviews(standing) || log.userId === user.userId)
      throw fail('forbidden', 'Only a mentor, the employer or the sponsor approves or returns a week.');
    // The certificate of completion closes the record it certifies: a week reviewed after it would not count.
    const completed = await hasCompletion(tx, apprenticeship.id, log.userId);
    const problem = checkReview(log.status, review.decision, review.comment, completed);
    if (problem) throw fail(log.status === 'approved' || completed ? 'conflict' : 'unprocessable', problem);
    const approve = review.decision === 'approve';
    const row = await one(
      tx
        .update(hoursLogs)
        .set({
          status: approve ? 'approved' : 'returned',
          reviewedBy: user.userId,
          reviewedAt: stamp,
          reviewComment: review.comment?.trim() || null,
          updatedAt: stamp,
        })
        .where(eq(hoursLogs.id, id))
        .returning(),
    );
    await recordAuditEvent(
      tx,
      user,
      ctx.meta,
      {
        action: approve ? 'hoursLogs.approve' : 'hoursLogs.return',
        entity: 'hoursLogs',
        entityId: id,
        orgId: log.orgId,
        details: { weekStart: log.weekStart, totalHours: log.totalHours },
        before: log,
        after: row,
      },
      ctx.now,
    );
    const dueIds: string[] = [];
    if (approve) {
      const approved = await tx
        .select({ totalHours: hoursLogs.totalHours })
        .from(hoursLogs)
        .where(
          and(
            eq(hoursLogs.apprenticeshipId, log.apprenticeshipId),
            eq(hoursLogs.userId, log.userId),
            eq(hoursLogs.status, 'approved'),
          ),
        );
      const after = approved.reduce((sum, r) => sum + r.totalHours, 0);
      const agreement = await agreementOf(tx, apprenticeship.id, log.userId);
      const program = payingSchedule(await programOf(tx, apprenticeship), agreement?.employerProfileId);
      for (const period of wageStepsCrossed(program.wageRates, after - log.totalHours, after)) {
        const step = {
          id: newId(),
          orgId: log.orgId,
          apprenticeshipId: log.apprenticeshipId,
          userId: log.userId,
          employerProfileId: log.employerProfileId,
          wageScheduleId: program.wageScheduleId,
          period,
          wageAmount: program.wageRates[period - 1]!.wageAmount,
          hoursAtDue: after,
          dueAt: stamp,
        };
        const inserted = await tx
          .insert(wageStepsDue)
          .values({ ...step, createdAt: stamp, updatedAt: stamp })
          .onConflictDoNothing()
          .returning({ id: wageStepsDue.id });
        if (!inserted.length) continue;
        dueIds.push(step.id);
        await recordAuditEvent(
          tx,
          user,
          ctx.meta,
          {
            action: 'wageStepsDue.create',
            entity: 'wageStepsDue',
            entityId: step.id,
            orgId: step.orgId,
            details: { period, wageAmount: step.wageAmount, hoursAtDue: after, weekStart: log.weekStart },
          },
          ctx.now,
        );
      }
    }
    return { row, dueIds };
  });
  if (dueIds.length) await notifyWageStepsDue(ctx, dueIds);
  // The week that met the last hours issues the certificate of completion.
  if (row.status === 'approved')
    await issueCompletionIfComplete(ctx.db, ctx.actor, ctx.meta, row.apprenticeshipId, row.userId, ctx.now);
  return row;
}
