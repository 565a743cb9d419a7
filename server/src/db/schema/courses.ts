import { index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, id, int, json, list, listIndexes, str, timestamps } from './columns.ts';

/** A class unit a cohort can award (docs/rules.md#courses-and-cohorts): code, time, credits. */
export interface ClassUnitRow {
  id: string;
  code: string;
  timeDate?: string | null;
  credits?: { number: number; type: string } | null;
}

/** Classes and courses (docs/rules.md#courses-and-cohorts): one table, course-only fields are simply null on classes. */
export const courses = sqliteTable(
  'courses',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    /** Other organizations the course is shared with; read by `f.orgIds[ov]`. */
    orgIds: list('orgIds'),
    title: str('title').notNull(),
    name: str('name'),
    courseSlug: str('courseSlug'),
    slug: str('slug'),
    overview: str('overview'),
    description: str('description'),
    schedule: str('schedule'),
    /** Tags shown on the course page. */
    topics: list('topics'),
    image: str('image'),
    classImage: str('classImage'),
    classColor: str('classColor'),
    dashboard: json('dashboard'),
    /** Payment integration; may also hold cdnFiles (docs/rules.md#courses-and-cohorts). */
    integration: json<{ cdnFiles?: unknown[] } & Record<string, unknown>>('integration'),
    /** The assistant integration loaded on the course page. */
    integrationId: str('integrationId'),
    locked: bool('locked').notNull().default(false),
    openEnrollment: bool('openEnrollment').notNull().default(false),
    trackAttendance: bool('trackAttendance').notNull().default(false),
    eUnitTracking: bool('eUnitTracking').notNull().default(false),
    eUnits: json<ClassUnitRow[]>('eUnits'),
    classCatalogIds: list('classCatalogIds'),
    classCatalogIdsInfo: json('classCatalogIdsInfo'),
    slackChannel: str('slackChannel'),
    streamingLink: str('streamingLink'),
    isLive: bool('isLive').notNull().default(false),
    showStreamLink: bool('showStreamLink').notNull().default(false),
    isPublic: bool('isPublic').notNull().default(false),
    enableNewEditor: bool('enableNewEditor').notNull().default(false),
    enableCourseContent: bool('enableCourseContent').notNull().default(false),
    inviteOnly: bool('inviteOnly').notNull().default(false),
    registerUrl: str('registerUrl'),
    searchEnginesEnabled: bool('searchEnginesEnabled').notNull().default(false),
    prerequisiteId: str('prerequisiteId'),
    teacherIds: list('teacherIds'),
    topicIds: list('topicIds'),
    testClass: bool('testClass').notNull().default(false),
    externalRegisterClassId: str('externalRegisterClassId'),
    /** Finished with: left out of the class lists unless asked for, closed to new enrolments; nothing is deleted. */
    archived: bool('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    ...listIndexes('courses', t, t.title),
    // Public course pages resolve /o/{orgSlug}/courses/courseSlug/{value}: one course per slug and org.
    uniqueIndex('courses_org_courseSlug').on(t.orgId, t.courseSlug),
    index('courses_courseSlug').on(t.courseSlug),
    index('courses_public').on(t.isPublic, t.orgId),
  ],
);

/** Sections of a course (docs/rules.md#courses-and-cohorts); `list` holds the section's items. */
export const courseTopics = sqliteTable(
  'courseTopics',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    classId: str('classId').notNull(),
    title: str('title').notNull(),
    featured: bool('featured').notNull().default(false),
    description: str('description'),
    locked: bool('locked').notNull().default(false),
    topicHeader: str('topicHeader'),
    sectionIds: list('sectionIds'),
    quizIds: list('quizIds'),
    challengeIds: list('challengeIds'),
    list: json<unknown[]>('list'),
    position: int('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('courseTopics_class').on(t.classId, t.position),
    ...listIndexes('courseTopics', t, t.position),
    index('courseTopics_org_title').on(t.orgId, t.title),
  ],
);

export const cohorts = sqliteTable(
  'cohorts',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    classId: str('classId').notNull(),
    title: str('title').notNull(),
    openCohortEnrollment: bool('openCohortEnrollment').notNull().default(false),
    externalRegisterClassId: str('externalRegisterClassId'),
    eUnitIds: list('eUnitIds'),
    eUnits: json<ClassUnitRow[]>('eUnits'),
    eUnitTracking: bool('eUnitTracking').notNull().default(false),
    /** Finished with: closed to new enrolments, listed apart; its people keep their records. */
    archived: bool('archived').notNull().default(false),
    ...timestamps,
  },
  // Cohorts are listed per class, open ones first asked for, newest first (docs/rules.md#courses-and-cohorts).
  (t) => [
    index('cohorts_class').on(t.classId, t.openCohortEnrollment, t.createdAt),
    ...listIndexes('cohorts', t, t.createdAt, 'desc'),
  ],
);

/** An ordered sequence of courses, optionally leading to a job profile (docs/rules.md#courses-and-cohorts). */
export const pathways = sqliteTable(
  'pathways',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    title: str('title').notNull(),
    courseIds: list('courseIds'),
    isPublic: bool('isPublic').notNull().default(false),
    searchEnginesEnabled: bool('searchEnginesEnabled').notNull().default(false),
    jobProfileId: str('jobProfileId'),
    ...timestamps,
  },
  (t) => [...listIndexes('pathways', t, t.title), index('pathways_jobProfile').on(t.jobProfileId)],
);
