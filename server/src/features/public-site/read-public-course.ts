import {
  type CourseAccess,
  courseContentPath,
  coursePagePath,
  enrollBlockState,
  isPublicInstructor,
  isSuperAdmin,
  orgVocabulary,
  PUBLIC_SITE_MESSAGES,
  sectionsFor,
  signUpBlock,
  type PublicCourseParams,
  type PublicCoursePage,
} from '@pathcraft/sdk';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, courseTopics, organizations, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { sanitizeMaterialBody } from '../materials/sanitize-material-body.ts';
import { openCohortsOf } from '../enrollments/enrollable-class.ts';
import { publicOrgBySlug } from './public-org.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

type Reader = Pick<Db, 'select'>;
type CourseRow = typeof courses.$inferSelect;

/**
 * Everything the public course page shows (docs/rules.md#public-site), in one
 * read: the course of that organization by id or slug, only when it is
 * public, with the sections the page shows, its instructors without test
 * users, its open cohorts and the enroll block's state. Visitors, API keys
 * and signed-in users get the same public fields; a signed-in caller also
 * learns whether they may open the course's content.
 */
export async function readPublicCourse(
  db: Reader,
  actor: Actor,
  params: PublicCourseParams,
): Promise<PublicCoursePage> {
  const org = await publicOrgBySlug(db, params.orgSlug);
  const byKey =
    params.courseKey === 'courseSlug' ? eq(courses.courseSlug, params.courseValue) : eq(courses.id, params.courseValue);
  const course = await first(
    db
      .select()
      .from(courses)
      .where(and(eq(courses.orgId, org.id), byKey)),
  );
  if (!course) throw fail('not_found', `No course '${params.courseValue}' at ${org.name}`);
  if (!course.isPublic) throw fail('forbidden', PUBLIC_SITE_MESSAGES.privateCourse);

  const sections = await db
    .select({
      id: courseTopics.id,
      title: courseTopics.title,
      description: courseTopics.description,
      featured: courseTopics.featured,
      locked: courseTopics.locked,
    })
    .from(courseTopics)
    .where(eq(courseTopics.classId, course.id))
    .orderBy(asc(courseTopics.position), asc(courseTopics.createdAt));
  const teacherIds = course.teacherIds ?? [];
  const found = teacherIds.length
    ? await db
        .select({
          id: users.id,
          name: users.name,
          title: users.title,
          profilePicture: users.profilePicture,
          aboutMe: users.aboutMe,
          calendarLink: users.calendarLink,
          orgId: users.orgId,
          role: users.role,
          testUser: users.testUser,
        })
        .from(users)
        .where(and(inArray(users.id, teacherIds), eq(users.testUser, false)))
    : [];
  // In the course's own order of teachers; only staff of the course's organization are shown (sdk isPublicInstructor).
  const instructors = teacherIds
    .map((id) => found.find((u) => u.id === id && isPublicInstructor(u, course)))
    .filter((u) => u !== undefined)
    .map(({ orgId: _org, role: _role, testUser: _test, ...person }) => person);
  const open = await openCohortsOf(db, course.id);
  const prerequisite = course.prerequisiteId ? await prerequisiteOf(db, org, course.prerequisiteId) : null;
  const access = await viewerAccess(db, actor, course);
  const registration = await first(
    db
      .select({ restrictRegister: organizations.restrictRegister })
      .from(organizations)
      .where(eq(organizations.id, org.id)),
  );

  return {
    org,
    course: {
      id: course.id,
      orgId: course.orgId,
      title: course.title,
      courseSlug: course.courseSlug,
      overview: course.overview,
      // Rich text, made safe on every read like a material body (no frames of our own files here).
      description: sanitizeMaterialBody(course.description, null),
      schedule: course.schedule,
      topics: course.topics ?? [],
      classImage: course.classImage ?? course.image,
      classColor: course.classColor,
      streamingLink: course.showStreamLink ? course.streamingLink : null,
      showStreamLink: course.showStreamLink,
      isLive: course.isLive,
      enableCourseContent: course.enableCourseContent,
      inviteOnly: course.inviteOnly,
      registerUrl: course.registerUrl,
      integrationId: course.integrationId,
      searchEnginesEnabled: course.searchEnginesEnabled,
      externalRegisterClassId: course.externalRegisterClassId,
    },
    sections: sectionsFor(sections, course.enableCourseContent, access),
    instructors,
    instructorLabel: orgVocabulary(org.orgType).teacher,
    cohorts: open,
    prerequisite,
    enroll: enrollBlockState(course, open.length),
    viewerHasAccess: access !== null,
    contentPath: courseContentPath(access, org.slug, course.id),
    signUpOpen: signUpBlock(course, { name: org.name, restrictRegister: registration?.restrictRegister }) === null,
  };
}

/** The prerequisite's title, linked when it is public too; a private one is named without a link. */
async function prerequisiteOf(
  db: Reader,
  org: { id: string; slug: string },
  id: string,
): Promise<PublicCoursePage['prerequisite']> {
  // Only a course of the same organization: another's private titles stay out of public pages.
  const row = await first(
    db
      .select({ id: courses.id, title: courses.title, isPublic: courses.isPublic })
      .from(courses)
      .where(and(eq(courses.id, id), eq(courses.orgId, org.id))),
  );
  if (!row) return null;
  return { id: row.id, title: row.title, href: row.isPublic ? coursePagePath(org.slug, row.id) : null };
}

/** The super admin, the course organization's staff, and people enrolled in it may open its content. */
async function viewerAccess(db: Reader, actor: Actor, course: CourseRow): Promise<CourseAccess> {
  if (actor.kind !== 'user') return null;
  if (isSuperAdmin(actor.roles)) return 'superAdmin';
  const ofOrg = actor.orgId !== null && (actor.orgId === course.orgId || (course.orgIds ?? []).includes(actor.orgId));
  if (ofOrg && actor.roles.some((r) => r === 'owner' || r === 'admin' || r === 'teacher')) return 'staff';
  const me = await first(db.select({ courseIds: users.courseIds }).from(users).where(eq(users.id, actor.userId)));
  return (me?.courseIds ?? []).includes(course.id) ? 'enrolled' : null;
}
