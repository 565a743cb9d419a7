import { z } from 'zod';
import { zId } from '../common.schema.ts';
import { type EnrollBlockState, SIGN_UP_MESSAGES } from './public-site.rules.ts';

/** How a course page names its course (docs/rules.md#public-site): by id (`id`, or `classId` as older links say) or by its slug. */
export const COURSE_KEYS = ['id', 'classId', 'courseSlug'] as const;
export type CourseKey = (typeof COURSE_KEYS)[number];

export const ZPublicCourseParams = z.object({
  orgSlug: zId,
  courseKey: z.enum(COURSE_KEYS, { error: "courseKey must be 'id' or 'courseSlug'." }),
  courseValue: zId,
});
export type PublicCourseParams = z.infer<typeof ZPublicCourseParams>;

export const ZPublicPathwayParams = z.object({ orgSlug: zId, pathwayId: zId });
export type PublicPathwayParams = z.infer<typeof ZPublicPathwayParams>;

export const PUBLIC_SITE_MESSAGES = {
  privateCourse: SIGN_UP_MESSAGES.privateCourse,
  privatePathway: 'This pathway is private.',
} as const;

/** The organization as a public page shows it: name, logo, icons, legal links, and its type (for role labels). */
export interface PublicOrg {
  id: string;
  name: string;
  slug: string;
  orgType: string;
  orgLogo: string | null;
  appleTouchIcon: string | null;
  androidIconSmall: string | null;
  androidIconLarge: string | null;
  privacyPolicy: string | null;
  tos: string | null;
}

export interface PublicCourse {
  id: string;
  orgId: string;
  title: string;
  courseSlug: string | null;
  overview: string | null;
  description: string | null;
  schedule: string | null;
  topics: string[];
  classImage: string | null;
  classColor: string | null;
  streamingLink: string | null;
  showStreamLink: boolean;
  isLive: boolean;
  enableCourseContent: boolean;
  inviteOnly: boolean;
  registerUrl: string | null;
  integrationId: string | null;
  searchEnginesEnabled: boolean;
  externalRegisterClassId: string | null;
}

export interface PublicSection {
  id: string;
  title: string;
  description: string | null;
  featured: boolean;
  locked: boolean;
}

export interface PublicInstructor {
  id: string;
  name: string | null;
  title: string | null;
  profilePicture: string | null;
  aboutMe: string | null;
  calendarLink: string | null;
}

export interface PublicCohort {
  id: string;
  title: string;
  externalRegisterClassId: string | null;
  eUnits:
    | { id: string; code: string; timeDate?: string | null; credits?: { number: number; type: string } | null }[]
    | null;
}

/** GET /v1/public/orgs/{orgSlug}/courses/{courseKey}/{courseValue}: everything the course page shows. */
export interface PublicCoursePage {
  org: PublicOrg;
  course: PublicCourse;
  /** Already the ones the page shows (sectionsFor: all of them for a viewer with access). */
  sections: PublicSection[];
  /** Test users left out. */
  instructors: PublicInstructor[];
  /** 'Expert' or 'Teacher', by the organization's type. */
  instructorLabel: string;
  /** Open cohorts, newest first (cohortId in the query preselects one). */
  cohorts: PublicCohort[];
  prerequisite: { id: string; title: string; href: string | null } | null;
  enroll: EnrollBlockState;
  /** Whether the caller (when signed in) may open the course's content. */
  viewerHasAccess: boolean;
  /** Where the caller's Course Content button leads (courseContentPath), or null without access. */
  contentPath: string | null;
  /** Whether a visitor may create an account from the sign-up link to join it (signUpBlock). */
  signUpOpen: boolean;
}

/** A certificate of a job profile (docs/rules.md#training-plans). */
export interface PublicCertificate {
  Id: string;
  Name: string;
  Acronym?: string | null;
  Description?: string | null;
  Organization?: string | null;
  OrganizationUrl?: string | null;
  OrganizationAddress?: string | null;
  CertDetailList?: { Name: string; Value: string }[] | null;
}

export interface PublicPathwayCourse {
  id: string;
  title: string;
  overview: string | null;
  classColor: string | null;
  /** /o/{orgSlug}/courses/id/{courseId}, or null for a course that isn't public or is invitation only. */
  href: string | null;
}

/** GET /v1/public/orgs/{orgSlug}/pathways/{pathwayId}. */
export interface PublicPathwayPage {
  org: PublicOrg;
  pathway: { id: string; title: string; searchEnginesEnabled: boolean; jobProfileId: string | null };
  courses: PublicPathwayCourse[];
  /** Only with a jobProfileId. */
  jobProfile: { id: string; title: string; certificates: PublicCertificate[] } | null;
}
