/**
 * The public course and pathway pages (docs/rules.md#public-site): which enroll state a
 * course is in, which sections show, where the sign-up link and a pathway's
 * Learn more lead. No zod here (pages use it).
 */
import { isOrgStaff } from '../identity/roles.rules.ts';
import {
  ENROLL_MESSAGES,
  type EnrollClass,
  enrollmentBlock,
  enrollmentRedirect,
  type EnrollmentRequest,
} from '../enrollments/enrollments.rules.ts';

/** The enroll block's states, in the order they are checked (docs/rules.md#enrollments). */
export type EnrollBlockState =
  | { kind: 'inviteOnly' }
  /** Archived, enrolment not open or a payment integration: a disabled Join with a lock. */
  | { kind: 'locked' }
  /** Register (the external URL) plus 'Already Registered?' Join Course. */
  | { kind: 'register'; registerUrl: string; chooseCohort: boolean }
  | { kind: 'join'; label: 'Join Session' | 'Join Course'; chooseCohort: boolean };

export const ENROLL_TEXT = {
  inviteOnly: ENROLL_MESSAGES.inviteOnly,
  join: 'Join',
  joinCourse: 'Join Course',
  joinSession: 'Join Session',
  register: 'Register',
  alreadyRegistered: 'Already Registered?',
  courseContent: 'Course Content',
  liveNow: 'Class Live Now!',
  live: 'Live!',
  notEnrolled: 'Not enrolled',
} as const;

export function enrollBlockState(
  course: {
    archived?: boolean | null;
    inviteOnly?: boolean | null;
    openEnrollment?: boolean | null;
    integration?: unknown;
    registerUrl?: string | null;
    isLive?: boolean | null;
  },
  openCohorts: number,
): EnrollBlockState {
  const blocked = enrollmentBlock(course);
  if (blocked === ENROLL_MESSAGES.inviteOnly) return { kind: 'inviteOnly' };
  if (blocked) return { kind: 'locked' };
  const chooseCohort = openCohorts > 0;
  if (course.registerUrl) return { kind: 'register', registerUrl: course.registerUrl, chooseCohort };
  return { kind: 'join', label: course.isLive ? ENROLL_TEXT.joinSession : ENROLL_TEXT.joinCourse, chooseCohort };
}

/** Sections only with course content enabled: the featured ones when any is featured, else the first 4. */
export function visibleSections<T extends { featured?: boolean | null }>(
  sections: readonly T[],
  enableCourseContent: boolean | null | undefined,
): T[] {
  if (!enableCourseContent) return [];
  const featured = sections.filter((s) => s.featured);
  return featured.length ? featured : sections.slice(0, 4);
}

/** A course's public page. */
export const coursePagePath = (orgSlug: string, courseId: string) =>
  `/o/${encodeURIComponent(orgSlug)}/courses/id/${encodeURIComponent(courseId)}`;

/** Who may open a course's content: the super admin, the course organization's staff, people enrolled in it; null for anyone else. */
export type CourseAccess = 'superAdmin' | 'staff' | 'enrolled' | null;

/** The id of the course page's content (its sections), where an enrolled learner's Course Content leads. */
export const COURSE_CONTENT_ANCHOR = 'course-content';

/**
 * Where Course Content leads (docs/rules.md#public-site): the super admin to the console's class, the
 * organization's staff to their class in /org, an enrolled learner to the course's content on the
 * page itself; nobody else has a Course Content button.
 */
export function courseContentPath(access: CourseAccess, orgSlug: string, courseId: string): string | null {
  if (access === 'superAdmin') return `/classes/${encodeURIComponent(courseId)}`;
  if (access === 'staff') return `/org/classes/${encodeURIComponent(courseId)}`;
  if (access === 'enrolled') return `${coursePagePath(orgSlug, courseId)}#${COURSE_CONTENT_ANCHOR}`;
  return null;
}

/** A course on its learner's account page: joined here, or registered elsewhere and waiting for an administrator's check. */
export type LearnerCourseStatus = 'enrolled' | 'registered';

/**
 * Where a learner's course leads from their account page: a joined course to its content, one
 * registered elsewhere to its page (its content opens once verified); a course that is not public
 * has no page a learner can open, so no link.
 */
export function learnerCourseHref(
  course: { id: string; isPublic?: boolean | null },
  orgSlug: string,
  status: LearnerCourseStatus,
): string | null {
  if (!course.isPublic) return null;
  return status === 'enrolled' ? courseContentPath('enrolled', orgSlug, course.id) : coursePagePath(orgSlug, course.id);
}

/** Sections the page shows: all of them to someone who may open the content, else the public preview (visibleSections). */
export function sectionsFor<T extends { featured?: boolean | null }>(
  sections: readonly T[],
  enableCourseContent: boolean | null | undefined,
  access: CourseAccess,
): T[] {
  if (!enableCourseContent) return [];
  return access ? [...sections] : visibleSections(sections, enableCourseContent);
}

/** A pathway's Learn more: only for a public course that anyone may join (docs/rules.md#public-site). */
export const pathwayCourseHref = (
  orgSlug: string,
  course: { id: string; isPublic?: boolean | null; inviteOnly?: boolean | null },
) => (course.isPublic && !course.inviteOnly ? coursePagePath(orgSlug, course.id) : null);

/**
 * The sign-up link of Join (docs/rules.md#enrollments): the organization's sign-in page with
 * action=signup, pcp=true, classId, extRegClassId, cohortId and eUnitIds
 * (comma-separated); empty values are left out.
 */
export function signUpLink(orgSlug: string, request: EnrollmentRequest): string {
  const q = new URLSearchParams({ action: 'signup', pcp: 'true', classId: request.classId });
  if (request.externalRegisterClassId) q.set('extRegClassId', request.externalRegisterClassId);
  if (request.cohortId) q.set('cohortId', request.cohortId);
  if (request.eUnitIds.length) q.set('eUnitIds', request.eUnitIds.join(','));
  return `/login/${encodeURIComponent(orgSlug)}?${q}`;
}

/**
 * Who may create an account from a course's sign-up link: a course is open to sign-up when it is
 * public, anyone may join it (enrollmentBlock: not invitation only, enrolment open, no payment)
 * and its organization does not restrict registration (docs/rules.md#public-site); its cohorts
 * are checked as any enrolment's. Such an organization registers new people by invitation.
 */
export const SIGN_UP_MESSAGES = {
  privateCourse: 'This course is private.',
  /** Under the sign-in form of a course the visitor cannot sign up to. */
  askForInvitation: (orgName: string | null | undefined) =>
    `No account yet? Ask ${orgName || 'the organization'} for a registration invitation.`,
  registrationByInvitation: (orgName: string) =>
    `${orgName} registers new accounts by invitation. Ask ${orgName} for a registration invitation.`,
} as const;

/** Why a visitor can't create an account to join this course, or null when they can (see SIGN_UP_MESSAGES). */
export function signUpBlock(
  course: {
    isPublic?: boolean | null;
    inviteOnly?: boolean | null;
    openEnrollment?: boolean | null;
    integration?: unknown;
  },
  org: { name: string; restrictRegister?: boolean | null },
): string | null {
  if (!course.isPublic) return SIGN_UP_MESSAGES.privateCourse;
  const blocked = enrollmentBlock(course);
  if (blocked) return blocked;
  if (org.restrictRegister) return SIGN_UP_MESSAGES.registrationByInvitation(org.name);
  return null;
}

/** Where a new account made from a sign-up link lands: the class's register URL (registered elsewhere), else its content on the course page. */
export function signUpLanding(course: EnrollClass, orgSlug: string): string {
  const page = enrollmentRedirect(course, orgSlug);
  return course.registerUrl ? page : `${page}#${COURSE_CONTENT_ANCHOR}`;
}

/** The enrolment a sign-up link carries (the reverse of signUpLink), or null when it carries none. */
export function enrollmentFromSignUpLink(query: URLSearchParams): EnrollmentRequest | null {
  const classId = query.get('classId')?.trim();
  if (query.get('action') !== 'signup' || query.get('pcp') !== 'true' || !classId) return null;
  const eUnitIds = (query.get('eUnitIds') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    classId,
    externalRegisterClassId: query.get('extRegClassId')?.trim() || null,
    cohortId: query.get('cohortId')?.trim() || null,
    eUnitIds,
  };
}

/** A certificate detail's Yes or No is shown as a badge (docs/rules.md#training-plans); anything else as text. */
export function certDetailBadge(value: unknown): 'Yes' | 'No' | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return v === 'yes' ? 'Yes' : v === 'no' ? 'No' : null;
}

/** The browser title of a public page: '{title} | {org name}'. */
export const publicSiteTitle = (title: string, orgName: string | null | undefined) =>
  orgName ? `${title} | ${orgName}` : title;

/** Robots meta of a public page (searchEnginesEnabled). */
export const robotsContent = (searchEnginesEnabled: boolean | null | undefined) =>
  searchEnginesEnabled ? 'index, follow' : 'noindex, nofollow';

/**
 * Whether a user listed in a course's teacherIds is shown as its instructor on public pages:
 * only staff (owners, admins, teachers) of the course's own organization. Listing anyone else
 * publishes nobody's profile.
 */
export function isPublicInstructor(
  user: { orgId: string | null; role: readonly string[] | null; testUser?: boolean | null },
  course: { orgId: string },
): boolean {
  return !user.testUser && user.orgId === course.orgId && isOrgStaff(user.role);
}
