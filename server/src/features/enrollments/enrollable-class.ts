import { enrollmentBlock, type EnrollClass, type EnrollCohort, isSuperAdmin } from '@pathcraft/sdk';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cohorts, courses, organizations } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { fail } from '../../http/errors.ts';
import { requireUser } from '../../http/identify.ts';
import { first } from '../../db/first.ts';

type Reader = Pick<Db, 'select'>;

export interface EnrollableClass extends EnrollClass {
  orgSlug: string;
  cohorts: EnrollCohort[];
}

/** A class's cohorts open for enrolment, newest first: open, and not archived (an archived cohort takes no one new). */
export async function openCohortsOf(db: Reader, classId: string) {
  return await db
    .select({ id: cohorts.id, title: cohorts.title, externalRegisterClassId: cohorts.externalRegisterClassId, eUnits: cohorts.eUnits })
    .from(cohorts)
    .where(and(eq(cohorts.classId, classId), eq(cohorts.openCohortEnrollment, true), eq(cohorts.archived, false)))
    .orderBy(desc(cohorts.createdAt));
}

/**
 * A class the signed-in user may join, with its cohorts open for enrolment
 * (newest first): public, or of the user's organization. Refused with the
 * enroll block's reason when it can't be joined.
 */
export async function enrollableClass(db: Reader, actor: Actor, classId: string): Promise<EnrollableClass> {
  const user = requireUser(actor);
  const course = await first(db.select().from(courses).where(eq(courses.id, classId)));
  const visible = course && (course.isPublic || isSuperAdmin(user.roles) || (user.orgId && (course.orgId === user.orgId || course.orgIds?.includes(user.orgId))));
  if (!course || !visible) throw fail('not_found', `No class with id '${classId}'`);
  const blocked = enrollmentBlock(course);
  if (blocked) throw fail('forbidden', blocked);
  const org = await first(db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, course.orgId)));
  const open = await openCohortsOf(db, course.id);
  return {
    id: course.id,
    title: course.title,
    courseSlug: course.courseSlug,
    registerUrl: course.registerUrl,
    externalRegisterClassId: course.externalRegisterClassId,
    orgSlug: org?.slug ?? '',
    cohorts: open,
  };
}
