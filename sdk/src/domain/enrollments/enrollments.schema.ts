import { z } from 'zod';
import { zId, zNullable, zText } from '../common.schema.ts';
import { ZInviteSignUp } from '../invites/invite-sign-up.schema.ts';

/** An enrolment request (docs/rules.md#enrollments): the class, and the cohort and class codes chosen. */
export const ZEnrollmentRequest = z
  .object({
    classId: z.string({ error: 'classId is required' }).pipe(zId),
    externalRegisterClassId: zNullable(zText(200)),
    cohortId: zNullable(zId),
    eUnitIds: z.array(zId).max(200).default([]),
  })
  .strict();

/**
 * A visitor's sign-up to an open course (its sign-up link, docs/rules.md#enrollments): the new account, as a
 * registration invite's (name, e-mail, password), and the enrolment chosen on the course page.
 */
export const ZCourseSignUp = z.object({ ...ZInviteSignUp.shape, ...ZEnrollmentRequest.shape }).strict();
export type CourseSignUp = z.infer<typeof ZCourseSignUp>;
