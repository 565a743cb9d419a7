import { z } from 'zod';
import { zHttpUrl, zId, zIds, zIsoDate, zJson, zNullable, zRequired, zText } from '../common.schema.ts';
import { zSlug } from '../organizations/organizations.schema.ts';

/** A class unit a cohort awards (docs/rules.md#courses-and-cohorts): code, time and credits. */
export const ZClassUnit = z.object({
  id: zId,
  code: zRequired('Code is required.', 60),
  timeDate: zNullable(zIsoDate),
  credits: zNullable(z.object({ number: z.number().min(0).max(1000), type: zText(60) })),
});
export type ClassUnit = z.infer<typeof ZClassUnit>;
const zClassUnits = z.array(ZClassUnit).max(200);

const zTitle = zRequired('Title is required.');

/** Classes and courses (docs/rules.md#courses-and-cohorts). */
export const ZCourse = z.object({
  orgId: zId,
  orgIds: zNullable(zIds),
  title: zTitle,
  name: zNullable(zText(200)),
  courseSlug: zNullable(zSlug),
  slug: zNullable(zSlug),
  overview: zNullable(zText(50_000)),
  description: zNullable(zText(50_000)),
  schedule: zNullable(zText(2000)),
  topics: zNullable(z.array(zText(60)).max(50)),
  image: zNullable(zHttpUrl),
  classImage: zNullable(zHttpUrl),
  classColor: zNullable(zText(30)),
  dashboard: zNullable(zJson),
  integration: zNullable(zJson),
  integrationId: zNullable(zId),
  locked: z.boolean().optional(),
  openEnrollment: z.boolean().optional(),
  trackAttendance: z.boolean().optional(),
  eUnitTracking: z.boolean().optional(),
  eUnits: zNullable(zClassUnits),
  classCatalogIds: zNullable(zIds),
  classCatalogIdsInfo: zNullable(zJson),
  slackChannel: zNullable(zText(100)),
  streamingLink: zNullable(zHttpUrl),
  isLive: z.boolean().optional(),
  showStreamLink: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  enableNewEditor: z.boolean().optional(),
  enableCourseContent: z.boolean().optional(),
  inviteOnly: z.boolean().optional(),
  registerUrl: zNullable(zHttpUrl),
  searchEnginesEnabled: z.boolean().optional(),
  prerequisiteId: zNullable(zId),
  teacherIds: zNullable(zIds),
  topicIds: zNullable(zIds),
  testClass: z.boolean().optional(),
  externalRegisterClassId: zNullable(zText(200)),
  archived: z.boolean().optional(),
});
export type CourseInput = z.infer<typeof ZCourse>;

/** A section of a course (docs/rules.md#courses-and-cohorts). */
export const ZCourseTopic = z.object({
  orgId: zId,
  classId: zId,
  title: zTitle,
  featured: z.boolean().optional(),
  description: zNullable(zText(5000)),
  locked: z.boolean().optional(),
  topicHeader: zNullable(zText(200)),
  sectionIds: zNullable(zIds),
  quizIds: zNullable(zIds),
  challengeIds: zNullable(zIds),
  list: zNullable(z.array(zJson).max(500)),
  position: z.number().int().min(0).optional(),
});
export type CourseTopicInput = z.infer<typeof ZCourseTopic>;

export const ZCohort = z.object({
  orgId: zId,
  classId: zId,
  title: zTitle,
  openCohortEnrollment: z.boolean().optional(),
  externalRegisterClassId: zNullable(zText(200)),
  eUnitIds: zNullable(zIds),
  eUnits: zNullable(zClassUnits),
  eUnitTracking: z.boolean().optional(),
  archived: z.boolean().optional(),
});
export type CohortInput = z.infer<typeof ZCohort>;

/** An ordered sequence of courses (docs/rules.md#courses-and-cohorts). */
export const ZPathway = z.object({
  orgId: zId,
  title: zTitle,
  courseIds: zNullable(zIds),
  isPublic: z.boolean().optional(),
  searchEnginesEnabled: z.boolean().optional(),
  jobProfileId: zNullable(zId),
});
export type PathwayInput = z.infer<typeof ZPathway>;

/** Files added to a class's integration.cdnFiles and published with it (docs/rules.md#courses-and-cohorts). */
export const ZCdnFile = z.object({
  url: zHttpUrl.refine((v) => v !== '', 'url is required'),
  name: zRequired('File name is required.', 255),
  type: zNullable(zText(120)),
  size: zNullable(z.number().int().min(0)),
});
export const ZCourseFilesAdd = z.object({ files: z.array(ZCdnFile).min(1, 'Add at least one file.').max(50) });
export type CourseFilesAdd = z.infer<typeof ZCourseFilesAdd>;

/** A class's sections in their new order: every section of the class, once. */
export const ZSectionOrder = z.object({ ids: z.array(zId).min(1, 'Send the sections in their new order.').max(500) });
export type SectionOrder = z.infer<typeof ZSectionOrder>;

/** GET /v1/courses/:courseId/roster: a page of the class's learners, by name. */
export const ZRosterQuery = z.object({
  page: z.coerce.number().int().min(1, 'page is at least 1').max(100_000).default(1),
  limit: z.coerce.number().int().min(1, 'limit is at least 1').max(1000, 'limit is at most 1000').default(200),
});

/** One learner of a class: enrolled (or registered elsewhere) or completed; when, as the enrolment was recorded (null for older records). */
export const ZRosterEntry = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['enrolled', 'completed']),
  cohorts: z.array(z.string()),
  enrolledAt: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof ZRosterEntry>;
