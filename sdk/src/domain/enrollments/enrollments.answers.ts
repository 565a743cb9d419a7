import { z } from 'zod';
import type { EnrollClass, EnrollCohort } from './enrollments.rules.ts';

const zOptText = z.string().nullish();
const ZEnrollCohort = z.object({
  id: z.string(),
  title: z.string(),
  externalRegisterClassId: zOptText,
  eUnits: z
    .array(
      z.object({
        id: z.string(),
        code: z.string(),
        timeDate: zOptText,
        credits: z.object({ number: z.number(), type: z.string() }).nullish(),
      }),
    )
    .nullish(),
}) satisfies z.ZodType<EnrollCohort>;

/** GET /v1/enrollments/classes/:classId: the class with the cohorts open for enrolment, as the enrol dialog needs it. */
export const ZEnrollableClass = z.object({
  id: z.string(),
  title: z.string(),
  courseSlug: zOptText,
  registerUrl: zOptText,
  externalRegisterClassId: zOptText,
  orgSlug: z.string(),
  cohorts: z.array(ZEnrollCohort),
}) satisfies z.ZodType<EnrollClass & { orgSlug: string; cohorts: EnrollCohort[] }>;

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
export const ZEnrollableClassItem = z.object({ item: ZEnrollableClass });
/** POST /v1/enrollments: where the learner goes next, and the external register's class id when it has one. */
export const ZEnrollmentAnswer = z.object({ redirectUrl: z.string(), externalRegisterClassId: z.string().nullable() });
