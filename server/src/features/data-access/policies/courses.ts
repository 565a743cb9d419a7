import { ZCohort, ZCourse, ZCourseTopic, ZPathway } from '@pathcraft/sdk';
import { eq, sql } from 'drizzle-orm';
import { cohorts, courses, courseTopics, pathways } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/client.ts';
import { ADMINS, MEMBERS, STAFF, type TablePolicy } from '../policy.ts';
import { first } from '../../../db/first.ts';
import { sanitizeMaterialBody } from '../../materials/sanitize-material-body.ts';
import { fail } from '../../../platform/errors.ts';

/** A section or cohort belongs to a class of its own organization; the class never changes after creation. */
async function checkClassOfOrg(
  db: Pick<Db, 'select'>,
  input: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): Promise<void> {
  if (existing && input.classId !== undefined && input.classId !== existing.classId)
    throw fail('forbidden', "A section or cohort can't move to another class.");
  if (existing) return;
  const course = await first(
    db
      .select({ orgId: courses.orgId })
      .from(courses)
      .where(eq(courses.id, String(input.classId))),
  );
  if (!course) throw fail('bad_request', `No class with id '${String(input.classId)}'`);
  if (course.orgId !== input.orgId) throw fail('forbidden', 'The class belongs to another organization.');
}

// Columns by reference (quoted on PostgreSQL, where bare names fold to lower case), booleans compared to a parameter (1 or true).
const inPublicCourse = (classId: unknown) =>
  sql`${classId} IN (SELECT ${courses.id} FROM ${courses} WHERE ${eq(courses.isPublic, true)})`;

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
      'id',
      'orgId',
      'orgIds',
      'title',
      'name',
      'courseSlug',
      'slug',
      'overview',
      'description',
      'schedule',
      'topics',
      'image',
      'classImage',
      'classColor',
      'locked',
      'openEnrollment',
      'isLive',
      'showStreamLink',
      'streamingLink',
      'isPublic',
      'enableNewEditor',
      'enableCourseContent',
      'inviteOnly',
      'registerUrl',
      'integrationId',
      'searchEnginesEnabled',
      'prerequisiteId',
      'teacherIds',
      'topicIds',
      'externalRegisterClassId',
      'eUnitTracking',
      'eUnits',
    ],
  },
  apiKeys: 'public',
  schema: ZCourse,
  // Rich text, stored as the material sanitizer leaves it (public course pages show it as HTML).
  sanitize: (input, env) =>
    typeof input.description === 'string'
      ? { ...input, description: sanitizeMaterialBody(input.description, env.platformOrigin) }
      : input,
  defaultOrder: 'title',
  defaultLimit: 300,
  audit: true,
  courseContent: true,
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
    fields: [
      'id',
      'orgId',
      'classId',
      'title',
      'featured',
      'description',
      'locked',
      'topicHeader',
      'sectionIds',
      'position',
    ],
  },
  apiKeys: 'public',
  schema: ZCourseTopic,
  defaultOrder: 'position',
  defaultLimit: 200,
  audit: true,
  courseContent: true,
  guardWrite: async (_actor, input, existing, db) => await checkClassOfOrg(db, input, existing),
};

export const cohortsPolicy: TablePolicy = {
  name: 'cohorts',
  table: cohorts,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: ADMINS,
  public: {
    where: (t: typeof cohorts) => sql`${inPublicCourse(t.classId)} AND ${eq(t.openCohortEnrollment, true)}`,
    fields: [
      'id',
      'orgId',
      'classId',
      'title',
      'openCohortEnrollment',
      'externalRegisterClassId',
      'eUnitIds',
      'eUnits',
      'eUnitTracking',
      'createdAt',
    ],
  },
  schema: ZCohort,
  // Cohorts are newest first (docs/rules.md#courses-and-cohorts).
  defaultOrder: '-createdAt',
  audit: true,
  courseContent: true,
  guardWrite: async (_actor, input, existing, db) => await checkClassOfOrg(db, input, existing),
};

export const pathwaysPolicy: TablePolicy = {
  name: 'pathways',
  table: pathways,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: ADMINS,
  public: {
    where: (t: typeof pathways) => eq(t.isPublic, true),
    fields: ['id', 'orgId', 'title', 'courseIds', 'isPublic', 'searchEnginesEnabled', 'jobProfileId'],
  },
  apiKeys: 'public',
  schema: ZPathway,
  defaultOrder: 'title',
};
