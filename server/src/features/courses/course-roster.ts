import { type RosterEntry, rosterRefusal } from '@pathcraft/sdk';
import { and, asc, eq, inArray, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { auditEvents, cohorts, courses, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { actsFor } from '../../platform/acting-org.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

/**
 * A page of a class's learners, by name: everyone whose lists hold the class (enrolled, registered
 * elsewhere, or completed), with the class's cohorts they are in and when they enrolled (the first
 * enrolment the audit trail recorded). For the staff of the class's own organization and the super
 * admin (sdk rosterRefusal); to anyone else outside their organization the class does not exist.
 * Never a private field: a teacher sees what an owner sees.
 */
export async function readCourseRoster(
  db: Db,
  actor: Actor,
  courseId: string,
  paging: { page: number; limit: number },
) {
  const user = requireUser(actor);
  const refusal = rosterRefusal(user.roles);
  if (refusal) throw fail('forbidden', refusal);
  const course = await first(
    db.select({ id: courses.id, orgId: courses.orgId }).from(courses).where(eq(courses.id, courseId)),
  );
  // Shared courses (orgIds) lend their content, not their learners: only the owning organization's staff.
  if (!course || !actsFor(user, course.orgId)) throw fail('not_found', `No class with id '${courseId}'`);

  const holds = (column: typeof users.courseIds) => db.capabilities.jsonSql.listHasAny(column, [course.id]);
  const inCourse = or(
    holds(users.courseIds),
    holds(users.externalRegisteredCourseIds),
    holds(users.completedCourseIds),
  );
  const total = (await first(db.select({ n: sql<number>`count(*)` }).from(users).where(inCourse)))?.n ?? 0;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      courseIds: users.courseIds,
      externalRegisteredCourseIds: users.externalRegisteredCourseIds,
      cohortIds: users.cohortIds,
    })
    .from(users)
    .where(inCourse)
    .orderBy(asc(users.name), asc(users.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);

  const ids = rows.map((r) => r.id);
  const courseCohorts = await db
    .select({ id: cohorts.id, title: cohorts.title })
    .from(cohorts)
    .where(eq(cohorts.classId, course.id));
  const enrolments = ids.length
    ? await db
        .select({ actorId: auditEvents.actorId, at: min(auditEvents.createdAt) })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'enrollments.create'),
            eq(auditEvents.entity, 'courses'),
            eq(auditEvents.entityId, course.id),
            inArray(auditEvents.actorId, ids),
          ),
        )
        .groupBy(auditEvents.actorId)
    : [];
  const items: RosterEntry[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    status:
      r.courseIds?.includes(course.id) || r.externalRegisteredCourseIds?.includes(course.id) ? 'enrolled' : 'completed',
    cohorts: courseCohorts.filter((c) => r.cohortIds?.includes(c.id)).map((c) => c.title),
    enrolledAt: enrolments.find((e) => e.actorId === r.id)?.at ?? null,
  }));
  const rangeFrom = (paging.page - 1) * paging.limit;
  return {
    items,
    total: Number(total),
    limit: paging.limit,
    page: paging.page,
    rangeFrom,
    rangeTo: rangeFrom + Math.max(0, items.length - 1),
  };
}
