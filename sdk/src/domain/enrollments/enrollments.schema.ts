import { z } from 'zod';
import { zId, zNullable, zText } from '../common.schema.ts';

/** An enrolment request (001 §3): the class, and the cohort and class codes chosen. */
export const ZEnrollmentRequest = z
  .object({
    classId: z.string({ error: 'classId is required' }).pipe(zId),
    externalRegisterClassId: zNullable(zText(200)),
    cohortId: zNullable(zId),
    eUnitIds: z.array(zId).max(200).default([]),
  })
  .strict();
