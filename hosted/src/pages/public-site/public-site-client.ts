import {
  type CourseKey,
  getPublicOrgsByOrgSlugCoursesByCourseKeyByCourseValue,
  getPublicOrgsByOrgSlugPathwaysByPathwayId,
  PathcraftError,
} from '@pathcraft/sdk';
import { text } from './public-site.messages.ts';
import { api } from '../../session.ts';

/** The course page's one read; a signed-in caller's token goes along so the answer can say whether they may open the content. */
export const loadCoursePage = (orgSlug: string, courseKey: string, courseValue: string) =>
  // The key comes from the address as typed; the server refuses one it does not know (400, shown as not found).
  getPublicOrgsByOrgSlugCoursesByCourseKeyByCourseValue(api, {
    orgSlug,
    courseKey: courseKey as CourseKey,
    courseValue,
  });

export const loadPathwayPage = (orgSlug: string, pathwayId: string) =>
  getPublicOrgsByOrgSlugPathwaysByPathwayId(api, { orgSlug, pathwayId }, { auth: false });

/** What a failed read shows: the private message (403), not found (404), or the error. */
export function failureOf(err: unknown): { kind: 'private' | 'notFound' | 'error'; message: string } {
  if (err instanceof PathcraftError && err.code === 'forbidden') return { kind: 'private', message: err.message };
  if (err instanceof PathcraftError && (err.code === 'not_found' || err.code === 'bad_request'))
    return { kind: 'notFound', message: err.message };
  return { kind: 'error', message: (err as Error).message || text.somethingWentWrongTryAgain };
}
