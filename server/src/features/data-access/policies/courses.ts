import { ZCohort, ZCourse, ZCourseTopic, ZPathway } from '@pathcraft/sdk';
import { eq, sql } from 'drizzle-orm';
import { cohorts, courses, courseTopics, pathways } from '../../../db/schema/index.ts';
import { ADMINS, MEMBERS, STAFF, type TablePolicy } from '../policy.ts';

const inPublicCourse = (classId: unknown) => sql`${classId} IN (SELECT id FROM courses WHERE isPublic = 1)`;

export const coursesPolicy: TablePolicy = {
  name: 'courses',
  table: courses,
  org: { column: 'orgId', listColumn: 'orgIds' },
  read: MEMBERS,
  write: STAFF,
  remove: ADMINS,
  public: {
    where: (t: typeof courses) => eq(t.isPublic, true),
    fields: [
      'id', 'orgId', 'orgIds', 'title', 'name', 'courseSlug', 'slug', 'overview', 'description', 'schedule', 'topics', 'image', 'classImage', 'classColor',
      'locked', 'openEnrollment', 'isLive', 'showStreamLink', 'streamingLink', 'isPublic', 'enableNewEditor', 'enableCourseContent', 'inviteOnly', 'registerUrl',
      'integrationId', 'searchEnginesEnabled', 'prerequisiteId', 'teacherIds', 'topicIds', 'externalRegisterClassId', 'eUnitTracking', 'eUnits',
    ],
  },
  apiKeys: 'public',
  schema: ZCourse,
  defaultOrder: 'title',
  defaultLimit: 300,
  audit: true,
};

export const courseTopicsPolicy: TablePolicy = {
  name: 'courseTopics',
  table: courseTopics,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: STAFF,
  public: {
    where: (t: typeof courseTopics) => inPublicCourse(t.classId),
    fields: ['id', 'orgId', 'classId', 'title', 'featured', 'description', 'locked', 'topicHeader', 'sectionIds', 'position'],
  },
  apiKeys: 'public',
  schema: ZCourseTopic,
  defaultOrder: 'position',
  defaultLimit: 200,
};

export const cohortsPolicy: TablePolicy = {
  name: 'cohorts',
  table: cohorts,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: ADMINS,
  public: {
    where: (t: typeof cohorts) => sql`${inPublicCourse(t.classId)} AND ${t.openCohortEnrollment} = 1`,
    fields: ['id', 'orgId', 'classId', 'title', 'openCohortEnrollment', 'externalRegisterClassId', 'eUnitIds', 'eUnits', 'eUnitTracking', 'createdAt'],
  },
  schema: ZCohort,
  // Cohorts are newest first (000 §9).
  defaultOrder: '-createdAt',
};

export const pathwaysPolicy: TablePolicy = {
  name: 'pathways',
  table: pathways,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: ADMINS,
  public: { where: (t: typeof pathways) => eq(t.isPublic, true), fields: ['id', 'orgId', 'title', 'courseIds', 'isPublic', 'searchEnginesEnabled', 'jobProfileId'] },
  apiKeys: 'public',
  schema: ZPathway,
  defaultOrder: 'title',
};
