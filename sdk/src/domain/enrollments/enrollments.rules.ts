/**
 * Class enrolment (docs/rules.md#enrollments): which cohort and class codes a
 * request needs, what it adds to the user's lists and where it leads. No zod
 * here (the dialog uses it in the widget bundle).
 */
import type { UserLists } from '../users/users.rules.ts';

export const ENROLL_MESSAGES = {
  selectCohort: 'Select a Cohort',
  selectClassCode: 'Select at least one Class Code',
  unknownClassCode: "That Class Code isn't offered in this cohort.",
  inviteOnly: 'Invitation Only',
  notOpen: 'Enrollment is not open for this class.',
  archived: 'This class is archived: it takes no new enrolments.',
} as const;

/**
 * Why a class can't be joined (docs/rules.md#enrollments): archived (finished with), invitation only,
 * or enrolment not open, or a payment integration in the way; null when it can.
 */
export function enrollmentBlock(course: {
  archived?: boolean | null;
  inviteOnly?: boolean | null;
  openEnrollment?: boolean | null;
  integration?: unknown;
}): string | null {
  if (course.archived) return ENROLL_MESSAGES.archived;
  if (course.inviteOnly) return ENROLL_MESSAGES.inviteOnly;
  const integration =
    course.integration && typeof course.integration === 'object'
      ? Object.keys(course.integration).filter((k) => k !== 'cdnFiles')
      : [];
  if (!course.openEnrollment || integration.length) return ENROLL_MESSAGES.notOpen;
  return null;
}

/** What the dialog sends (docs/rules.md#enrollments). */
export interface EnrollmentRequest {
  classId: string;
  externalRegisterClassId?: string | null;
  cohortId?: string | null;
  eUnitIds: string[];
}

export interface EnrollUnit {
  id: string;
  code: string;
  timeDate?: string | null;
  credits?: { number: number; type: string } | null;
}

export interface EnrollCohort {
  id: string;
  title: string;
  externalRegisterClassId?: string | null;
  eUnits?: EnrollUnit[] | null;
}

export interface EnrollClass {
  id: string;
  title: string;
  courseSlug?: string | null;
  registerUrl?: string | null;
  externalRegisterClassId?: string | null;
}

export type EnrollmentErrors = Partial<Record<'cohortId' | 'eUnitIds', string>>;

/**
 * With cohorts a cohort must be chosen, and one of its class codes when it has any. A cohort not
 * offered (closed, archived, of another class) is refused even when the class offers none, so it
 * never lands on the user's lists.
 */
export function checkEnrollment(
  request: Pick<EnrollmentRequest, 'cohortId' | 'eUnitIds'>,
  cohorts: readonly EnrollCohort[],
): EnrollmentErrors {
  if (!cohorts.length && request.cohortId) return { cohortId: ENROLL_MESSAGES.selectCohort };
  if (!cohorts.length) return request.eUnitIds.length ? { eUnitIds: ENROLL_MESSAGES.unknownClassCode } : {};
  const cohort = cohorts.find((c) => c.id === request.cohortId);
  if (!cohort) return { cohortId: ENROLL_MESSAGES.selectCohort };
  const units = cohort.eUnits ?? [];
  if (request.eUnitIds.some((id) => !units.some((u) => u.id === id)))
    return { eUnitIds: ENROLL_MESSAGES.unknownClassCode };
  if (units.length && !request.eUnitIds.length) return { eUnitIds: ENROLL_MESSAGES.selectClassCode };
  return {};
}

/** The id the external registrar knows: the cohort's, else the class's. */
export const externalRegisterIdOf = (course: EnrollClass, cohort: EnrollCohort | undefined) =>
  cohort?.externalRegisterClassId || course.externalRegisterClassId || null;

/**
 * The ids an enrolment adds to the user's lists. A class registered
 * elsewhere is recorded as externally registered until an administrator
 * verifies it; any other class is joined directly.
 */
export function enrollmentListAdditions(
  course: EnrollClass,
  request: Pick<EnrollmentRequest, 'cohortId' | 'eUnitIds'>,
): UserLists {
  const additions: UserLists = course.registerUrl
    ? { externalRegisteredCourseIds: [course.id] }
    : { courseIds: [course.id] };
  if (request.cohortId) additions.cohortIds = [request.cohortId];
  if (request.eUnitIds.length) additions.educationUnitIds = [...request.eUnitIds];
  return additions;
}

/** Where Continue leads: the class's register URL, else its course page (docs/rules.md#enrollments). */
export function enrollmentRedirect(course: EnrollClass, orgSlug: string): string {
  if (course.registerUrl) return course.registerUrl;
  // The page's keys are 'courseSlug' and 'id' (docs/rules.md#enrollments).
  const key = course.courseSlug
    ? `courseSlug/${encodeURIComponent(course.courseSlug)}`
    : `id/${encodeURIComponent(course.id)}`;
  return `/o/${encodeURIComponent(orgSlug)}/courses/${key}`;
}

/**
 * A class unit's meeting time as MM/DD/YYYY h:mm A (docs/rules.md#enrollments), in the time it
 * was entered with (the class's own clock, not the viewer's time zone).
 */
export function formatClassTime(timeDate: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(timeDate ?? '');
  if (!m) return '';
  const day = `${m[2]}/${m[3]}/${m[1]}`;
  if (m[4] === undefined) return day;
  const h = Number(m[4]);
  return `${day} ${h % 12 || 12}:${m[5]} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * A unit typed by staff ('credit hours', 'CEU') agreeing with its count: one
 * takes the singular ('1 credit hour', '1 CEU' from 'CEUs'), any other count
 * a plural word ('2 credit hours' from 'credit hour'). Abbreviations stay as
 * typed for other counts ('0.5 CEU'), and a word already ending in 'ss' is
 * left alone.
 */
export function unitFor(count: number, unit: string): string {
  const m = /^(.*?)(\S+)$/.exec(unit.trim());
  if (!m) return '';
  const [, head = '', word = ''] = m;
  let out = word;
  if (count === 1) {
    if (/[a-z]s$/.test(word) && !/ss$/.test(word)) out = word.slice(0, -1);
    else if (/^[A-Z]{2,}s$/.test(word)) out = word.slice(0, -1);
  } else if (/^[a-z]+$/.test(word) && !/s$/.test(word)) out = `${word}s`;
  return `${head}${out}`;
}

/** '2 credit hours', '1 credit hour', '0.5 CEU'. */
export const formatCredits = (credits: EnrollUnit['credits']) =>
  credits ? `${credits.number} ${unitFor(credits.number, credits.type)}`.trim() : '';
