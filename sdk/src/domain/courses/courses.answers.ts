import { z } from 'zod';
import { zListOf } from '../common.answers.ts';
import { ZCdnFile, ZRosterEntry } from './courses.schema.ts';

/** The class writes' answers as schemas, for the route declarations and the typed client derived from them. */

/** POST /v1/courses/:courseId/cdn-files: the class's files after the addition, and when it was published. */
export const ZCourseFilesAdded = z.object({
  item: z.object({ id: z.string(), cdnFiles: z.array(ZCdnFile), publishedAt: z.string() }),
});
/** PUT /v1/courses/:courseId/sections/order: each section's new position. */
export const ZSectionsOrdered = z.object({ items: z.array(z.object({ id: z.string(), position: z.number().int() })) });
/** GET /v1/courses/:courseId/roster: a page of the class's learners. */
export const ZRosterEntryList = zListOf(ZRosterEntry);
