import {
  checkEnrollment,
  enrollmentBlock,
  enrollmentListAdditions,
  type EnrollCourse,
  type EnrollCohort,
  type EnrollmentRequest,
  externalRegisterIdOf,
  isSuperAdmin,
  signUpBlock,
  type UserLists,
} from '@pathcraft/sdk';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cohorts, courses, organizations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

type Reader = Pick<Db, 'select'>;
type CourseRow = typeof courses.$inferSelect;

export interface EnrollableCourse extends EnrollCourse {
  orgSlug: string;
  cohorts: EnrollCohort[];
}

const noClass = (classId: string) => fail('not_found', `No class with id '${classId}'`);

/** A class's cohorts open for enrolment, newest first: open, and not archived (an archived cohort takes no one new). */
export async function openCohortsOf(db: Reader, classId: string) {
  return await db
    .select({
      id: cohorts.id,
      title: cohorts.title,
      externalRegisterClassId: cohorts.externalRegisterClassId,
      eUnits: cohorts.eUnits,
    })
    .from(cohorts)
    .where(and(eq(cohorts.classId, classId), eq(cohorts.openCohortEnrollment, true), eq(cohorts.archived, false)))
    .orderBy(desc(cohorts.createdAt));
}

/**
 * A class the signed-in user may join, with its cohorts open for enrolment
 * (newest first): public, or of the user's organization. Refused with the
 * enroll block's reason when it can't be joined.
 */
export async function enrollableCourse(db: Reader, actor: Actor, classId: string): Promise<EnrollableCourse> {
  const user = requireUser(actor);
  const course = await first(db.select().from(courses).where(eq(courses.id, classId)));
  const visible =
    course &&
    (course.isPublic ||
      isSuperAdmin(user.roles) ||
      (user.orgId && (course.orgId === user.orgId || course.orgIds?.includes(user.orgId))));
  if (!course || !visible) throw noClass(classId);
  const blocked = enrollmentBlock(course);
  if (blocked) throw fail('forbidden', blocked);
  const org = await first(
    db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, course.orgId)),
  );
  return await withOpenCohorts(db, course, org?.slug ?? '');
}

export interface SignUpCourse extends EnrollableCourse {
  org: { id: string; name: string; slug: string; orgLogo: string | null };
}

/**
 * A class a visitor may create an account to join (sdk signUpBlock): public, open to anyone, of an
 * organization that does not restrict registration; with its open cohorts. A class that is not
 * public is unknown to visitors; any other refusal says why.
 */
export async function courseOpenToSignUp(db: Reader, classId: string): Promise<SignUpCourse> {
  const course = await first(db.select().from(courses).where(eq(courses.id, classId)));
  if (!course?.isPublic) throw noClass(classId);
  const org = await first(
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        slug: organizations.slug,
        orgLogo: organizations.orgLogo,
        restrictRegister: organizations.restrictRegister,
      })
      .from(organizations)
      .where(eq(organizations.id, course.orgId)),
  );
  if (!org) throw noClass(classId);
  const blocked = signUpBlock(course, org);
  if (blocked) throw fail('forbidden', blocked);
  const { restrictRegister: _restrict, ...shown } = org;
  return { ...(await withOpenCohorts(db, course, org.slug)), org: shown };
}

async function withOpenCohorts(db: Reader, course: CourseRow, orgSlug: string): Promise<EnrollableCourse> {
  const open = await openCohortsOf(db, course.id);
  return {
    id: course.id,
    title: course.title,
    courseSlug: course.courseSlug,
    registerUrl: course.registerUrl,
    externalRegisterClassId: course.externalRegisterClassId,
    orgSlug,
    cohorts: open,
  };
}

export interface CheckedEnrollment {
  cohortId: string | null;
  externalRegisterClassId: string | null;
  /** What the enrolment adds to the user's lists (sdk enrollmentListAdditions). */
  additions: UserLists;
}

/**
 * A request checked against the class's open cohorts and class codes (sdk checkEnrollment) and its
 * registration id, refused with the rule's message; else what it adds to the user's lists.
 */
export function checkedEnrollment(course: EnrollableCourse, request: EnrollmentRequest): CheckedEnrollment {
  const errors = checkEnrollment(request, course.cohorts);
  const firstError = errors.cohortId ?? errors.eUnitIds;
  if (firstError) throw fail('bad_request', firstError, { fields: errors });
  const cohort = course.cohorts.find((c) => c.id === request.cohortId);
  const externalRegisterClassId = externalRegisterIdOf(course, cohort);
  if (request.externalRegisterClassId && request.externalRegisterClassId !== externalRegisterClassId) {
    throw fail('bad_request', "That registration id doesn't belong to this class.");
  }
  return { cohortId: cohort?.id ?? null, externalRegisterClassId, additions: enrollmentListAdditions(course, request) };
}
