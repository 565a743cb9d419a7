import { z } from 'zod';
import { ZApprenticeProgress, ZHoursLog, ZInstructionHoursEntry } from './progress.schema.ts';

/** The progress routes' answers as schemas, for the route declarations and the typed client derived from them. */

/** GET /v1/progress/mine: progress per apprentice and apprenticeship. */
export const ZApprenticeProgressList = z.object({ items: z.array(ZApprenticeProgress) });
/** GET /v1/progress/apprentices: a page of the apprentices the caller oversees, with their number and the page asked for. */
export const ZApprenticeProgressPage = ZApprenticeProgressList.extend({
  total: z.number(),
  limit: z.number(),
  page: z.number(),
});
/** GET /v1/progress/apprenticeships/:apprenticeshipId/apprentices/:userId. */
export const ZApprenticeProgressItem = z.object({ item: ZApprenticeProgress });
/** A week waiting for the caller's approval, with whose it is and whether it is overdue. */
export const ZQueuedHoursLog = ZHoursLog.extend({
  apprenticeName: z.string(),
  apprenticeshipTitle: z.string(),
  overdue: z.boolean(),
});
/** GET /v1/progress/queue: weeks waiting for the caller's approval, oldest first, a page at a time. */
export const ZHoursLogQueue = z.object({
  items: z.array(ZQueuedHoursLog),
  total: z.number(),
  limit: z.number(),
  page: z.number(),
});
/** A week of OJT hours after it was logged, changed or reviewed. */
export const ZHoursLogItem = z.object({ item: ZHoursLog });
/** POST /v1/progress/wage-steps/:id/confirm: the wage step and when its new rate was confirmed. */
export const ZWageStepConfirmed = z.object({
  item: z.object({ id: z.string(), period: z.number(), confirmedAt: z.string() }),
});
/** POST …/competencies/:competencyId/sign-off: the competency signed off, when and by whom. */
export const ZCompetencySignedOff = z.object({
  item: z.object({ competencyId: z.string(), signedOffAt: z.string(), signedOffBy: z.string() }),
});
/** POST …/instruction-hours: the related-instruction hours recorded. */
export const ZInstructionHoursRecorded = z.object({
  item: z.object({ id: z.string(), date: z.string(), hours: z.number() }),
});
/** GET …/instruction-hours: the related-instruction hours recorded for an apprentice, newest day first. */
export const ZInstructionHoursList = z.object({ items: z.array(ZInstructionHoursEntry) });
