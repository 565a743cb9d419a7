import {
  agreementThatCounts,
  type ApprenticeProgressView,
  apprenticeEmployerOf,
  approvalOverdueCutoff,
  type HoursLogView,
  instructionHoursOf,
  isApprovalOverdue,
  progressFromTotals,
  recordNotFound,
  requiredHoursOf,
} from '@pathcraft/sdk';
import { type AnyColumn, and, asc, count, desc, eq, inArray, isNull, ne, notExists, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apprenticeAgreements,
  apprenticeCompletions,
  apprenticeships,
  apprenticeshipUsers,
  competencySignoffs,
  courses,
  hoursLogs,
  users,
  wageStepsDue,
} from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';
import { withRegistrationPackets } from '../agreements/registration-packet-links.ts';
import { payingSchedule, programsOf } from './program-of.ts';
import {
  type ApprenticeshipRow,
  apprenticeshipFor,
  apprenticeshipsOfApprentice,
  apprenticeshipsReviewedBy,
  confirmsWages,
  onApprentice,
  overseenApprentices,
  overseesSome,
  type Reader,
  sees,
  standingOnApprentice,
  standingsOn,
} from './progress-access.ts';
import { apprenticeKey, noTotals, progressTotals } from './progress-totals.ts';

type LogRow = typeof hoursLogs.$inferSelect;

/** Apprentices a page of the staff list holds unless the caller asks for another size. */
export const APPRENTICE_PAGE = 200;

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

/**
 * The progress of apprentices: of the programs given (all their active apprentices), or of one
 * apprentice. Sums come from grouped SQL (progress-totals.ts), never from loading every week; only
 * a single apprentice's answer carries their weeks (`withLogs`), newest first.
 */
async function progressRows(
  db: Db,
  programs: readonly ApprenticeshipRow[],
  now: Date,
  options: {
    userId?: string;
    excludeUserId?: string;
    withLogs: boolean;
    /** One page of the apprentices, in program and person order. */
    page?: { limit: number; offset: number };
    /** Only these apprentices of the programs (overseenApprentices). */
    scope?: SQL;
    /** Whether the caller confirms a step due of an apprentice of the program who works for that employer. */
    confirmsStep?: (apprenticeshipId: string, userId: string, employerId: string | null) => boolean;
    /** Whether the caller records related-instruction hours on the program (the sponsor). */
    recordsInstruction?: (apprenticeshipId: string) => boolean;
    /** Whether the caller withdraws a certificate of completion issued on the program (the sponsor: withdrawCompletion). */
    withdrawsCompletion?: (apprenticeshipId: string) => boolean;
  },
): Promise<ApprenticeProgressView[]> {
  if (!programs.length) return [];
  const programIds = programs.map((p) => p.id);
  const query = db
    .select({
      apprenticeshipId: apprenticeshipUsers.apprenticeshipId,
      userId: apprenticeshipUsers.userId,
      name: users.name,
      email: users.email,
      completedCourseIds: users.completedCourseIds,
    })
    .from(apprenticeshipUsers)
    .leftJoin(users, eq(users.id, apprenticeshipUsers.userId))
    .where(and(apprenticesWhere(programIds, options), options.scope))
    .orderBy(apprenticeshipUsers.apprenticeshipId, apprenticeshipUsers.userId)
    .$dynamic();
  const people = await (options.page ? query.limit(options.page.limit).offset(options.page.offset) : query);
  if (!people.length) return [];
  // Everything else is read for these people only: a page of a large list adds up its own weeks.
  const ids = [...new Set(people.map((p) => p.apprenticeshipId))];
  const userIds = [...new Set(people.map((p) => p.userId))];
  const inScope = (t: { apprenticeshipId: AnyColumn; userId: AnyColumn }) =>
    and(inArray(t.apprenticeshipId, ids), inArray(t.userId, userIds));
  const programsOnPage = programs.filter((p) => ids.includes(p.id));
  const classIds = [...new Set(programsOnPage.flatMap((p) => (p.instructionClasses ?? []).map((c) => c.courseId)))];
  const [facts, agreements, totals, signoffs, steps, logs, classes, completions] = await Promise.all([
    programsOf(db, programsOnPage),
    db
      .select({
        apprenticeshipId: apprenticeAgreements.apprenticeshipId,
        userId: apprenticeAgreements.userId,
        startDate: apprenticeAgreements.startDate,
        hoursProbationary: apprenticeAgreements.hoursProbationary,
        employerProfileId: apprenticeAgreements.employerProfileId,
        signedAt: apprenticeAgreements.signedAt,
        ojtHours: apprenticeAgreements.ojtHours,
        instructionHours: apprenticeAgreements.instructionHours,
        id: apprenticeAgreements.id,
        createdAt: apprenticeAgreements.createdAt,
      })
      .from(apprenticeAgreements)
      .where(inScope(apprenticeAgreements)),
    progressTotals(db, { apprenticeshipIds: ids, userIds, overdueCutoff: approvalOverdueCutoff(now) }),
    db.select().from(competencySignoffs).where(inScope(competencySignoffs)),
    db
      .select()
      .from(wageStepsDue)
      .where(and(inScope(wageStepsDue), isNull(wageStepsDue.confirmedAt)))
      .orderBy(desc(wageStepsDue.period)),
    options.withLogs
      ? db.select().from(hoursLogs).where(inScope(hoursLogs)).orderBy(desc(hoursLogs.weekStart))
      : ([] as LogRow[]),
    // The classes' titles, for one apprentice's page (a list shows the hours only).
    options.withLogs && classIds.length
      ? db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, classIds))
      : [],
    db
      .select({
        apprenticeshipId: apprenticeCompletions.apprenticeshipId,
        userId: apprenticeCompletions.userId,
        completedAt: apprenticeCompletions.completedAt,
        dataHash: apprenticeCompletions.dataHash,
      })
      .from(apprenticeCompletions)
      .where(inScope(apprenticeCompletions)),
  ]);
  const completionOf = new Map(completions.map((c) => [apprenticeKey(c.apprenticeshipId, c.userId), c]));
  const classTitle = new Map(classes.map((c) => [c.id, c.title]));
  // By apprentice, the agreement that counts (as in the probation sum, progress-totals.ts).
  const agreementOf = new Map(
    [...groupBy(agreements, (a) => apprenticeKey(a.apprenticeshipId ?? '', a.userId ?? ''))].map(([key, own]) => [
      key,
      agreementThatCounts(own)!,
    ]),
  );
  const signed = new Set(
    agreements.filter((a) => a.signedAt).map((a) => apprenticeKey(a.apprenticeshipId ?? '', a.userId ?? '')),
  );
  const stepOf = new Map(steps.map((s) => [apprenticeKey(s.apprenticeshipId, s.userId), s]));
  const signoffsOf = groupBy(signoffs, (s) => apprenticeKey(s.apprenticeshipId, s.userId));
  const logsOf = groupBy(logs, (l) => apprenticeKey(l.apprenticeshipId, l.userId));
  const programById = new Map(programs.map((p) => [p.id, p]));
  return people.map((person) => {
    const apprenticeship = programById.get(person.apprenticeshipId)!;
    const program = facts.get(apprenticeship.id)!;
    const key = apprenticeKey(apprenticeship.id, person.userId);
    const agreement = agreementOf.get(key);
    const employerId = apprenticeEmployerOf(agreement?.employerProfileId, apprenticeship.employerProfileId);
    const sums = totals.get(key) ?? noTotals();
    const step = stepOf.get(key);
    const instruction = instructionHoursOf(
      apprenticeship.instructionClasses,
      person.completedCourseIds,
      sums.recordedInstruction,
    );
    const required = requiredHoursOf(agreement, apprenticeship);
    const progress = progressFromTotals({
      ojtHoursRequired: required.ojt,
      rtiHoursRequired: required.rti,
      workProcesses: program.workProcesses,
      totals: sums,
      rtiHours: instruction.total,
      hoursProbationary: agreement?.hoursProbationary ?? null,
      wageRates: payingSchedule(program, employerId).wageRates,
      signoffs: signoffsOf.get(key) ?? [],
      competencyBased: program.competencyBased,
    });
    return {
      apprenticeshipId: apprenticeship.id,
      apprenticeshipTitle: apprenticeship.title,
      userId: person.userId,
      name: person.name?.trim() || person.email || person.userId,
      startDate: agreement?.startDate ?? apprenticeship.startDate,
      agreementSigned: signed.has(key),
      ...progress,
      rti: {
        ...progress.rti,
        fromClasses: instruction.fromClasses,
        recorded: instruction.recorded,
        ...(options.recordsInstruction ? { canRecord: options.recordsInstruction(apprenticeship.id) } : {}),
        ...(options.withLogs
          ? { classes: instruction.classes.map((c) => ({ ...c, title: classTitle.get(c.courseId) ?? c.courseId })) }
          : {}),
      },
      stepDue: step
        ? {
            id: step.id,
            period: step.period,
            wageAmount: step.wageAmount,
            dueAt: step.dueAt,
            ...(options.confirmsStep
              ? { canConfirm: options.confirmsStep(apprenticeship.id, person.userId, employerId) }
              : {}),
          }
        : null,
      // Once the certificate is issued nobody reviews the apprentice's weeks: none waits for approval.
      overdueApprovals: completionOf.has(key) ? 0 : sums.overdue,
      completion: completionOf.has(key)
        ? {
            completedAt: completionOf.get(key)!.completedAt,
            dataHash: completionOf.get(key)!.dataHash,
            ...(options.withdrawsCompletion ? { canWithdraw: options.withdrawsCompletion(apprenticeship.id) } : {}),
          }
        : null,
      logs: (logsOf.get(key) ?? []).map(logView),
    };
  });
}

/** The active apprentices of these programs (one of them with `userId`), the caller left out with `excludeUserId`. */
function apprenticesWhere(programIds: string[], options: { userId?: string; excludeUserId?: string }) {
  return and(
    inArray(apprenticeshipUsers.apprenticeshipId, programIds),
    options.userId ? eq(apprenticeshipUsers.userId, options.userId) : undefined,
    eq(apprenticeshipUsers.role, 'apprentice'),
    eq(apprenticeshipUsers.active, true),
    options.excludeUserId ? ne(apprenticeshipUsers.userId, options.excludeUserId) : undefined,
  );
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return out;
}

/**
 * The progress (sums only) of every active apprentice of these programs, by apprenticeKey: what the
 * apprentices list reads, for another list of the same people (the RAPIDS completeness check's standing).
 */
export async function progressOfPrograms(
  db: Db,
  programs: readonly ApprenticeshipRow[],
  now: Date,
  /** Only these people's (a page of a list), rather than every apprentice of the programs. */
  userIds?: readonly string[],
): Promise<Map<string, ApprenticeProgressView>> {
  if (userIds?.length === 0) return new Map();
  const rows = await progressRows(db, programs, now, {
    withLogs: false,
    ...(userIds ? { scope: inArray(apprenticeshipUsers.userId, [...userIds]) } : {}),
  });
  return new Map(rows.map((r) => [apprenticeKey(r.apprenticeshipId, r.userId), r]));
}

/** One apprentice's progress on one apprenticeship (sums only), or undefined when they are not an active apprentice of it. */
export async function progressOfApprentice(
  db: Db,
  apprenticeship: ApprenticeshipRow,
  userId: string,
  now: Date,
): Promise<ApprenticeProgressView | undefined> {
  return (await progressRows(db, [apprenticeship], now, { userId, withLogs: false }))[0];
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
  const mine = await apprenticeshipsOfApprentice(ctx.db, user.userId);
  if (!mine.length) return [];
  const programs = await ctx.db
    .select()
    .from(apprenticeships)
    .where(inArray(apprenticeships.id, mine))
    .orderBy(apprenticeships.id);
  return await withRegistrationPackets(
    ctx.db,
    user,
    await progressRows(ctx.db, programs, ctx.now, { userId: user.userId, withLogs: true }),
  );
}

/** One apprentice's progress, for the people allowed to see it. */
export async function apprenticeProgress(
  ctx: RequestContext,
  apprenticeshipId: string,
  userId: string,
): Promise<ApprenticeProgressView> {
  const access = await apprenticeshipFor(ctx.db, ctx.actor, apprenticeshipId);
  const { apprenticeship } = access;
  const enrolled = (await apprenticesOf(ctx.db, [apprenticeshipId])).some((a) => a.userId === userId);
  if (!enrolled || !sees(await standingOnApprentice(ctx.db, access, userId)))
    throw fail('not_found', recordNotFound('users'));
  return (await progressRows(ctx.db, [apprenticeship], ctx.now, { userId, withLogs: true }))[0]!;
}

/**
 * The apprentices the caller oversees (mentor, employer admin, sponsor), with status, hours, the next
 * step, a step due and overdue approvals; `apprenticeshipId` narrows it to one program.
 */
export async function apprenticeList(
  ctx: RequestContext,
  filter: { apprenticeshipId?: string; limit?: number; page?: number },
): Promise<{ items: ApprenticeProgressView[]; total: number; limit: number; page: number }> {
  const user = requireUser(ctx.actor);
  const limit = filter.limit ?? APPRENTICE_PAGE;
  const page = filter.page ?? 1;
  const reviewed = await apprenticeshipsReviewedBy(ctx.db, user);
  const programs = reviewed.programs
    .filter((a) => !filter.apprenticeshipId || a.id === filter.apprenticeshipId)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (!programs.length) return { items: [], total: 0, limit, page };
  const standings = await standingsOn(ctx.db, user, programs, reviewed.contactOf);
  const scope = overseenApprentices(programs, standings, apprenticeshipUsers);
  if (!scope) return { items: [], total: 0, limit, page };
  const where = and(
    apprenticesWhere(
      programs.map((p) => p.id),
      { excludeUserId: user.userId },
    ),
    scope,
  );
  const [items, [counted]] = await Promise.all([
    // A list shows sums: each apprentice's weeks are read on their own page.
    progressRows(ctx.db, programs, ctx.now, {
      excludeUserId: user.userId,
      withLogs: false,
      page: { limit, offset: (page - 1) * limit },
      scope,
      // Only the apprentice's employer and the sponsor confirm a new rate: a mentor sees the step, not the button.
      confirmsStep: (apprenticeshipId, userId, employerId) =>
        confirmsWages(onApprentice(user, standings.get(apprenticeshipId)!, userId, employerId)),
      // Only the sponsor records hours from the instruction provider (recordInstructionHours refuses a mentor).
      recordsInstruction: (apprenticeshipId) => standings.get(apprenticeshipId)!.sponsor,
      // Only the sponsor withdraws a certificate recorded in error (withdrawCompletion refuses the others).
      withdrawsCompletion: (apprenticeshipId) => standings.get(apprenticeshipId)!.sponsor,
    }),
    ctx.db.select({ n: count() }).from(apprenticeshipUsers).where(where),
  ]);
  return { items: await withRegistrationPackets(ctx.db, user, items), total: Number(counted?.n ?? 0), limit, page };
}

/** Weeks a page of the approval queue holds unless the caller asks for another size. */
export const QUEUE_PAGE = 50;

/**
 * The weeks waiting for the caller's approval, oldest first, with the apprentice's name and program,
 * a page at a time. The page's ids come from the hoursLogs_queue index alone (apprenticeship, status,
 * week, id, apprentice: no row is read to find or order them); only the page's rows are read whole.
 */
export async function reviewQueue(
  ctx: RequestContext,
  paging: { limit?: number; page?: number } = {},
): Promise<{ items: QueuedWeek[]; total: number; limit: number; page: number }> {
  const user = requireUser(ctx.actor);
  const limit = paging.limit ?? QUEUE_PAGE;
  const page = paging.page ?? 1;
  const { programs, contactOf } = await apprenticeshipsReviewedBy(ctx.db, user);
  const standings = await standingsOn(ctx.db, user, programs, contactOf);
  const reviewable = new Map(programs.filter((p) => overseesSome(standings.get(p.id)!)).map((p) => [p.id, p]));
  const scope = overseenApprentices([...reviewable.values()], standings, hoursLogs);
  if (!scope) return { items: [], total: 0, limit, page };
  const waiting = and(
    inArray(hoursLogs.apprenticeshipId, [...reviewable.keys()]),
    eq(hoursLogs.status, 'waiting'),
    ne(hoursLogs.userId, user.userId),
    scope,
    // An apprentice's weeks wait for no review once their certificate of completion is issued (sdk checkReview).
    notExists(
      ctx.db
        .select({ id: apprenticeCompletions.id })
        .from(apprenticeCompletions)
        .where(
          and(
            eq(apprenticeCompletions.apprenticeshipId, hoursLogs.apprenticeshipId),
            eq(apprenticeCompletions.userId, hoursLogs.userId),
          ),
        ),
    ),
  );
  const [onPage, [counted]] = await Promise.all([
    ctx.db
      .select({ id: hoursLogs.id })
      .from(hoursLogs)
      .where(waiting)
      .orderBy(asc(hoursLogs.weekStart), asc(hoursLogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(hoursLogs).where(waiting),
  ]);
  const total = Number(counted?.n ?? 0);
  if (!onPage.length) return { items: [], total, limit, page };
  const rows = await ctx.db
    .select({ log: hoursLogs, name: users.name, email: users.email })
    .from(hoursLogs)
    .leftJoin(users, eq(users.id, hoursLogs.userId))
    .where(
      inArray(
        hoursLogs.id,
        onPage.map((r) => r.id),
      ),
    )
    .orderBy(asc(hoursLogs.weekStart), asc(hoursLogs.id));
  const items = rows.map((r) => ({
    ...logView(r.log),
    apprenticeName: r.name?.trim() || r.email || r.log.userId,
    apprenticeshipTitle: reviewable.get(r.log.apprenticeshipId)!.title,
    overdue: isApprovalOverdue(r.log, ctx.now),
  }));
  return { items, total, limit, page };
}

type QueuedWeek = HoursLogView & { apprenticeName: string; apprenticeshipTitle: string; overdue: boolean };
