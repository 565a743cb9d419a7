import { PathcraftError, type PublicCoursePage, type PublicPathwayPage } from '@pathcraft/sdk';
import { api } from '../../session.ts';

const part = encodeURIComponent;

/** The course page's one read; a signed-in caller's token goes along so the answer can say whether they may open the content. */
export const loadCoursePage = (orgSlug: string, courseKey: string, courseValue: string) =>
  api.request<PublicCoursePage>('GET', `/v1/public/orgs/${part(orgSlug)}/courses/${part(courseKey)}/${part(courseValue)}`);

export const loadPathwayPage = (orgSlug: string, pathwayId: string) => api.request<PublicPathwayPage>('GET', `/v1/public/orgs/${part(orgSlug)}/pathways/${part(pathwayId)}`, { auth: false });

/** What a failed read shows: the private message (403), not found (404), or the error. */
export function failureOf(err: unknown): { kind: 'private' | 'notFound' | 'error'; message: string } {
  if (err instanceof PathcraftError && err.code === 'forbidden') return { kind: 'private', message: err.message };
  if (err instanceof PathcraftError && (err.code === 'not_found' || err.code === 'bad_request')) return { kind: 'notFound', message: err.message };
  return { kind: 'error', message: (err as Error).message || 'Something went wrong, try again.' };
}

