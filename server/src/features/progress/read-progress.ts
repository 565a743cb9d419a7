import {
  type ApprenticeProgressView,
  type HoursLogView,
  isApprovalOverdue,
  progressOf,
  recordNotFound,
} from '@pathcraft/sdk';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  apprenticeAgreements,
  apprenticeshipUsers,
  competencySignoffs,
  hoursLogs,
  instructionHours,
  users,
  wageStepsDue,
} from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';
import { withRegistrationPackets } from '../agreements/registration-packet-links.ts';
import { programOf } from './program-of.ts';
import {
  type ApprenticeshipRow,
  apprenticeshipFor,
  apprenticeshipsReviewedBy,
  confirmsWages,
  type Reader,
  reviews,
  seesApprentice,
  standingOn,
} from './progress-access.ts';

type LogRow = typeof hoursLogs.$inferSelect;

export const logView = (r: LogRow): HoursLogView => ({
  id: r.id,
  apprenticeshipId: r.apprenticeshipId,
  userId: r.userId,
  weekStart: r.weekStart,
  entries: r.entries,
  totalHours: r.totalHours,
  note: r.note,
  status: r.status,
  submittedAt: r.submittedAt,
  reviewedBy: r.reviewedBy,
  reviewedAt: r.reviewedAt,
  reviewComment: r.reviewComment,
});

/** The progress of the apprentices of one apprenticeship (all, or those listed), newest week first. */
async function progressOfApprentices(
  db: Reader,
  apprenticeship: ApprenticeshipRow,
  userIds: string[],
  now: Date,
): Promise<ApprenticeProgressView[]> {
  if (!userIds.length) return [];
  const program = await programOf(db, apprenticeship);
  const inProgram = (t: { apprenticeshipId: AnyColumn; userId: AnyColumn }) =>
    and(eq(t.apprenticeshipId, apprenticeship.id), inArray(t.userId, userIds));
  const [people, agreements, logs, rti, signoffs, steps] = await Promise.all([
    db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, userIds)),
    db
      .select({
        userId: apprenticeAgreements.userId,
        startDate: apprenticeAgreements.startDate,
        hoursProbationary: apprenticeAgreements.hoursProbationary,
      })
      .from(apprenticeAgreements)
      .where(inProgram(apprenticeAgreements)),
    db.select().from(hoursLogs).where(inProgram(hoursLogs)).orderBy(desc(hoursLogs.weekStart)),
    db
      .select({ userId: instructionHours.userId, hours: instructionHours.hours })
      .from(instructionHours)
      .where(inProgram(instructionHours)),
    db.select().from(competencySignoffs).where(inProgram(competencySignoffs)),
    db
      .select()
      .from(wageStepsDue)
      .where(and(inProgram(wageStepsDue), isNull(wageStepsDue.confirmedAt)))
      .orderBy(asc(wageStepsDue.period)),
  ]);
  return userIds.map((userId) => {
    const person = people.find((p) => p.id === userId);
    const agreement = agreements.find((a) => a.userId === userId);
    const own = logs.filter((l) => l.userId === userId);
    const step = steps.find((s) => s.userId === userId);
    const progress = progressOf({
      ojtHoursRequired: apprenticeship.ojtHours,
      rtiHoursRequired: apprenticeship.instructionHours,
      workProcesses: program.workProcesses,
      logs: own,
      rtiHours: rti.filter((r) => r.userId === userId).reduce((sum, r) => sum + r.hours, 0),
      hoursProbationary: agreement?.hoursProbationary ?? null,
      wageRates: program.wageRates,
      signoffs: signoffs.filter((s) => s.userId === userId),
      competencyBased: program.competencyBased,
    });
    return {
      apprenticeshipId: apprenticeship.id,
      apprenticeshipTitle: apprenticeship.title,
      userId,
      name: person?.name?.trim() || person?.email || userId,
      startDate: agreement?.startDate ?? apprenticeship.startDate,
      ...progress,
      stepDue: step ? { id: step.id, period: step.period, wageAmount: step.wageAmount, dueAt: step.dueAt } : null,
      overdueApprovals: own.filter((l) => isApprovalOverdue(l, now)).length,
      logs: own.map(logView),
    };
  });
}

async function apprenticesOf(db: Reader, apprenticeshipIds: string[]) {
  if (!apprenticeshipIds.length) return [];
  return await db
    .select({ apprenticeshipId: apprenticeshipUsers.apprenticeshipId, userId: apprenticeshipUsers.userId })
    .from(apprenticeshipUsers)
    .where(
      and(
        inArray(apprenticeshipUsers.apprenticeshipId, apprenticeshipIds),
        eq(apprenticeshipUsers.role, 'apprentice'),
        eq(apprenticeshipUsers.active, true),
      ),
    )
    .orderBy(apprenticeshipUsers.apprenticeshipId, apprenticeshipUsers.userId);
}

/** The signed-in apprentice's progress on each apprenticeship they are an apprentice of. */
export async function myProgress(ctx: RequestContext): Promise<ApprenticeProgressView[]> {
  const user = requireUser(ctx.actor);
  const mine = await ctx.db
    .select({ apprenticeshipId: apprenticeshipUsers.apprenticeshipId })
    .from(apprenticeshipUsers)
    .where(
      and(
        eq(apprenticeshipUsers.userId, user.userId),
        eq(apprenticeshipUsers.role, 'apprentice'),
        eq(apprenticeshipUsers.active, true),
      ),
    );
  const out: ApprenticeProgressView[] = [];
  for (const { apprenticeshipId } of mine) {
    const { apprenticeship } = await apprenticeshipFor(ctx.db, user, apprenticeshipId);
    out.push(...(await progressOfApprentices(ctx.db, apprenticeship, [user.userId], ctx.now)));
  }
  return await withRegistrationPackets(ctx.db, user, out);
}

/** One apprentice's progress, for the people allowed to see it. */
export async function apprenticeProgress(
  ctx: RequestContext,
  apprenticeshipId: string,
  userId: string,
): Promise<ApprenticeProgressView> {
  const { user, apprenticeship, standing } = await apprenticeshipFor(ctx.db, ctx.actor, apprenticeshipId);
  const enrolled = (await apprenticesOf(ctx.db, [apprenticeshipId])).some((a) => a.userId === userId);
  if (!enrolled || !seesApprentice(user, standing, userId)) throw fail('not_found', recordNotFound('users'));
  return (await progressOfApprentices(ctx.db, apprenticeship, [userId], ctx.now))[0]!;
}

/**
 * The apprentices the caller oversees (mentor, employer admin, sponsor), with status, hours, the next
 * step, a step due and overdue approvals; `apprenticeshipId` narrows it to one program.
 */
export async function apprenticeList(
  ctx: RequestContext,
  filter: { apprenticeshipId?: string },
): Promise<ApprenticeProgressView[]> {
  const user = requireUser(ctx.actor);
  const programs = (await apprenticeshipsReviewedBy(ctx.db, user)).filter(
    (a) => !filter.apprenticeshipId || a.id === filter.apprenticeshipId,
  );
  const members = await apprenticesOf(
    ctx.db,
    programs.map((p) => p.id),
  );
  const out: ApprenticeProgressView[] = [];
  for (const program of programs) {
    const ids = members
      .filter((m) => m.apprenticeshipId === program.id && m.userId !== user.userId)
      .map((m) => m.userId);
    // Only the employer and the sponsor confirm a new rate: a mentor sees the step, not the button.
    const canConfirm = confirmsWages(await standingOn(ctx.db, user, program));
    const rows = await progressOfApprentices(ctx.db, program, ids, ctx.now);
    out.push(...rows.map((r) => (r.stepDue ? { ...r, stepDue: { ...r.stepDue, canConfirm } } : r)));
  }
  return await withRegistrationPackets(ctx.db, user, out);
}

/** The weeks waiting for the caller's approval, oldest first, with the apprentice's name and program. */
export async function reviewQueue(ctx: RequestContext) {
  const user = requireUser(ctx.actor);
  const programs = await apprenticeshipsReviewedBy(ctx.db, user);
  const reviewable: ApprenticeshipRow[] = [];
  for (const p of programs) if (reviews(await standingOn(ctx.db, user, p))) reviewable.push(p);
  if (!reviewable.length) return [];
  const rows = await ctx.db
    .select({ log: hoursLogs, name: users.name, email: users.email })
    .from(hoursLogs)
    .leftJoin(users, eq(users.id, hoursLogs.userId))
    .where(
      and(
        inArray(
          hoursLogs.apprenticeshipId,
          reviewable.map((p) => p.id),
        ),
        eq(hoursLogs.status, 'waiting'),
      ),
    )
    .orderBy(asc(hoursLogs.weekStart), asc(hoursLogs.id));
  return rows
    .filter((r) => r.log.userId !== user.userId)
    .map((r) => ({
      ...logView(r.log),
      apprenticeName: r.name?.trim() || r.email || r.log.userId,
      apprenticeshipTitle: reviewable.find((p) => p.id === r.log.apprenticeshipId)!.title,
      overdue: isApprovalOverdue(r.log, ctx.now),
    }));
}
