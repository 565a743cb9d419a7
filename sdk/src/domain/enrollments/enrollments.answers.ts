import { z } from 'zod';
import type { EnrollCourse, EnrollCohort } from './enrollments.rules.ts';

const zOptText = z.string().nullish();
/** A unit a cohort awards (code, time, credits), as the enrol dialog and the course page show it. */
export const ZCohortUnit = z.object({
  id: z.string(),
  code: z.string(),
  timeDate: zOptText,
  credits: z.object({ number: z.number(), type: z.string() }).nullish(),
});
const ZEnrollCohort = z.object({
  id: z.string(),
  title: z.string(),
  externalRegisterClassId: zOptText,
  eUnits: z.array(ZCohortUnit).nullish(),
}) satisfies z.ZodType<EnrollCohort>;

/** GET /v1/enrollments/classes/:classId: the class with the cohorts open for enrolment, as the enrol dialog needs it. */
export const ZEnrollableCourse = z.object({
  id: z.string(),
  title: z.string(),
  courseSlug: zOptText,
  registerUrl: zOptText,
  externalRegisterClassId: zOptText,
  orgSlug: z.string(),
  cohorts: z.array(ZEnrollCohort),
}) satisfies z.ZodType<EnrollCourse & { orgSlug: string; cohorts: EnrollCohort[] }>;

/** GET /v1/enrollments/mine: the signed-in learner's courses, for their account page. */
export const ZLearnerCourses = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      orgName: z.string(),
      status: z.enum(['enrolled', 'registered']),
      /** learnerCourseHref: null for a course without a public page. */
      href: z.string().nullable(),
    }),
  ),
});
export type LearnerCourses = z.infer<typeof ZLearnerCourses>;
/** GET /v1/enrollments/classes/:classId. */
export const ZEnrollableCourseItem = z.object({ item: ZEnrollableCourse });
/** POST /v1/enrollments: where the learner goes next, and the external register's class id when it has one. */
export const ZEnrollmentAnswer = z.object({ redirectUrl: z.string(), externalRegisterClassId: z.string().nullable() });
