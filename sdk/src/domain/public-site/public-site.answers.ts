import { z } from 'zod';
import { ZCohortUnit } from '../enrollments/enrollments.answers.ts';
import { ZNamedValue } from '../occupations/occupations.schema.ts';
import type { PublicCoursePage, PublicPathwayPage } from './public-site.schema.ts';

/** The public course and pathway pages' answers as schemas, for the route declarations and so for the typed client. */
const zOptText = z.string().nullable();
/** The organization a public course or pathway page belongs to. */
export const ZPublicSiteOrg = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  orgType: z.string(),
  orgLogo: zOptText,
  appleTouchIcon: zOptText,
  androidIconSmall: zOptText,
  androidIconLarge: zOptText,
  privacyPolicy: zOptText,
  tos: zOptText,
});

export const ZPublicCoursePage = z.object({
  org: ZPublicSiteOrg,
  course: z.object({
    id: z.string(),
    orgId: z.string(),
    title: z.string(),
    courseSlug: zOptText,
    overview: zOptText,
    description: zOptText,
    schedule: zOptText,
    topics: z.array(z.string()),
    classImage: zOptText,
    classColor: zOptText,
    streamingLink: zOptText,
    showStreamLink: z.boolean(),
    isLive: z.boolean(),
    enableCourseContent: z.boolean(),
    inviteOnly: z.boolean(),
    registerUrl: zOptText,
    integrationId: zOptText,
    searchEnginesEnabled: z.boolean(),
    externalRegisterClassId: zOptText,
  }),
  sections: z.array(
    z.object({ id: z.string(), title: z.string(), description: zOptText, featured: z.boolean(), locked: z.boolean() }),
  ),
  instructors: z.array(
    z.object({
      id: z.string(),
      name: zOptText,
      title: zOptText,
      profilePicture: zOptText,
      aboutMe: zOptText,
      calendarLink: zOptText,
    }),
  ),
  instructorLabel: z.string(),
  cohorts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      externalRegisterClassId: zOptText,
      eUnits: z.array(ZCohortUnit).nullable(),
    }),
  ),
  prerequisite: z.object({ id: z.string(), title: z.string(), href: zOptText }).nullable(),
  enroll: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('inviteOnly') }),
    z.object({ kind: z.literal('locked') }),
    z.object({ kind: z.literal('register'), registerUrl: z.string(), chooseCohort: z.boolean() }),
    z.object({ kind: z.literal('join'), label: z.enum(['Join Session', 'Join Course']), chooseCohort: z.boolean() }),
  ]),
  viewerHasAccess: z.boolean(),
  contentPath: z.string().nullable(),
  signUpOpen: z.boolean(),
}) satisfies z.ZodType<PublicCoursePage>;

export const ZPublicPathwayPage = z.object({
  org: ZPublicSiteOrg,
  pathway: z.object({ id: z.string(), title: z.string(), searchEnginesEnabled: z.boolean(), jobProfileId: zOptText }),
  courses: z.array(
    z.object({ id: z.string(), title: z.string(), overview: zOptText, classColor: zOptText, href: zOptText }),
  ),
  jobProfile: z
    .object({
      id: z.string(),
      title: z.string(),
      certificates: z.array(
        z.object({
          Id: z.string(),
          Name: z.string(),
          Acronym: z.string().nullish(),
          Description: z.string().nullish(),
          Organization: z.string().nullish(),
          OrganizationUrl: z.string().nullish(),
          OrganizationAddress: z.string().nullish(),
          CertDetailList: z.array(ZNamedValue).nullish(),
        }),
      ),
    })
    .nullable(),
}) satisfies z.ZodType<PublicPathwayPage>;
