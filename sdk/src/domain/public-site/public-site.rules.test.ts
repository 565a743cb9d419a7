import { describe, expect, it } from 'vitest';
import {
  certDetailBadge,
  courseContentPath,
  learnerCourseHref,
  enrollBlockState,
  isPublicInstructor,
  sectionsFor,
  enrollmentFromSignUpLink,
  pathwayCourseHref,
  publicSiteTitle,
  robotsContent,
  SIGN_UP_MESSAGES,
  signUpBlock,
  signUpLanding,
  signUpLink,
  visibleSections,
} from './public-site.rules.ts';

describe('enrollBlockState', () => {
  const open = { openEnrollment: true };
  it.each([
    [
      'invitation only, even when open',
      { ...open, inviteOnly: true, registerUrl: 'https://r.example' },
      2,
      { kind: 'inviteOnly' },
    ],
    ['enrolment not open', { openEnrollment: false }, 0, { kind: 'locked' }],
    ['a payment integration', { ...open, integration: { stripePriceId: 'price_1' } }, 0, { kind: 'locked' }],
    [
      'only cdnFiles in the integration',
      { ...open, integration: { cdnFiles: [] } },
      0,
      { kind: 'join', label: 'Join Course', chooseCohort: false },
    ],
    [
      'an external register URL',
      { ...open, registerUrl: 'https://r.example/cnc' },
      1,
      { kind: 'register', registerUrl: 'https://r.example/cnc', chooseCohort: true },
    ],
    ['a live course', { ...open, isLive: true }, 0, { kind: 'join', label: 'Join Session', chooseCohort: false }],
    ['open cohorts', open, 3, { kind: 'join', label: 'Join Course', chooseCohort: true }],
    [
      'an archived class, open and with a register URL',
      { ...open, archived: true, registerUrl: 'https://r.example/cnc' },
      1,
      { kind: 'locked' },
    ],
  ])('%s', (_name, course, cohorts, state) => {
    expect(enrollBlockState(course, cohorts)).toEqual(state);
  });
});

describe('visibleSections', () => {
  const s = (title: string, featured = false) => ({ title, featured });
  const six = [s('a'), s('b'), s('c'), s('d'), s('e'), s('f')];
  it.each([
    ['course content disabled', six, false, []],
    ['none featured: the first 4', six, true, ['a', 'b', 'c', 'd']],
    ['some featured: only those', [s('a'), s('b', true), s('c'), s('d'), s('e', true)], true, ['b', 'e']],
    ['fewer than 4', [s('a'), s('b')], true, ['a', 'b']],
  ])('%s', (_name, sections, enabled, titles) => {
    expect(visibleSections(sections, enabled).map((x) => x.title)).toEqual(titles);
  });
});

describe('signUpLink and enrollmentFromSignUpLink', () => {
  it.each([
    ['a class alone', { classId: 'c1', eUnitIds: [] }, '/login/acme?action=signup&pcp=true&classId=c1'],
    [
      'a cohort, class codes and a registration id',
      { classId: 'c1', externalRegisterClassId: 'MTT-101-S27', cohortId: 'spring', eUnitIds: ['lec', 'lab'] },
      '/login/acme?action=signup&pcp=true&classId=c1&extRegClassId=MTT-101-S27&cohortId=spring&eUnitIds=lec%2Clab',
    ],
  ])('%s', (_name, request, link) => {
    expect(signUpLink('acme', request)).toBe(link);
    const back = enrollmentFromSignUpLink(new URL(link, 'http://x').searchParams);
    expect(back).toEqual({ externalRegisterClassId: null, cohortId: null, ...request });
  });

  it.each([
    ['no pcp flag', 'action=signup&classId=c1'],
    ['no class', 'action=signup&pcp=true'],
    ['not a sign-up', 'pcp=true&classId=c1'],
  ])('carries nothing with %s', (_name, qs) => {
    expect(enrollmentFromSignUpLink(new URLSearchParams(qs))).toBeNull();
  });
});

describe('pathwayCourseHref', () => {
  it.each([
    ['a public course', { id: 'c 1', isPublic: true }, '/o/acme/courses/id/c%201'],
    ['a private course', { id: 'c1', isPublic: false }, null],
    ['an invitation-only course', { id: 'c1', isPublic: true, inviteOnly: true }, null],
  ])('%s', (_name, course, href) => {
    expect(pathwayCourseHref('acme', course)).toBe(href);
  });
});

describe('small page rules', () => {
  it.each([
    ['Yes', 'Yes'],
    [' no ', 'No'],
    ['Maybe', null],
    [3, null],
  ])('certDetailBadge(%j)', (value, badge) => {
    expect(certDetailBadge(value)).toBe(badge);
  });
  it('titles and robots', () => {
    expect(publicSiteTitle('OSHA 10', 'Three Rivers')).toBe('OSHA 10 | Three Rivers');
    expect(publicSiteTitle('OSHA 10', null)).toBe('OSHA 10');
    expect(robotsContent(true)).toBe('index, follow');
    expect(robotsContent(false)).toBe('noindex, nofollow');
  });
});

describe('courseContentPath', () => {
  it.each([
    ['superAdmin', '/classes/c%201'],
    ['staff', '/org/classes/c%201'],
    ['enrolled', '/o/demo-workforce/courses/id/c%201#course-content'],
    [null, null],
  ] as const)('%s → %s', (access, path) => expect(courseContentPath(access, 'demo-workforce', 'c 1')).toBe(path));
});

describe('sectionsFor', () => {
  const sections = [
    { id: 'a', featured: false },
    { id: 'b', featured: true },
    { id: 'c', featured: false },
  ];
  it.each([
    ['a visitor: the featured ones', true, null, ['b']],
    ['an enrolled learner: all of them', true, 'enrolled', ['a', 'b', 'c']],
    ['anyone, with course content off: none', false, 'staff', []],
  ] as const)('%s', (_name, enabled, access, ids) =>
    expect(sectionsFor(sections, enabled, access).map((s) => s.id)).toEqual(ids),
  );
});

describe('isPublicInstructor', () => {
  it.each([
    [{ orgId: 'org', role: ['teacher'] }, true],
    [{ orgId: 'org', role: ['admin'] }, true],
    [{ orgId: 'org', role: ['owner', 'student'] }, true],
    [{ orgId: 'org', role: ['student'] }, false],
    [{ orgId: 'org', role: null }, false],
    [{ orgId: 'org', role: ['superAdmin'] }, false],
    [{ orgId: 'other', role: ['teacher'] }, false],
    [{ orgId: null, role: ['teacher'] }, false],
    [{ orgId: 'org', role: ['teacher'], testUser: true }, false],
  ])('%j teaching a course of org: %s', (user, shown) => {
    expect(isPublicInstructor(user, { orgId: 'org' })).toBe(shown);
  });
});

describe('signUpBlock', () => {
  const open = { isPublic: true, openEnrollment: true, inviteOnly: false, integration: null };
  const org = { name: 'Allegheny Community Learning', restrictRegister: false };
  it.each([
    ['a public course open for enrolment', open, org, null],
    ['with only files in its integration', { ...open, integration: { cdnFiles: ['a.pdf'] } }, org, null],
    ['a private course', { ...open, isPublic: false }, org, 'This course is private.'],
    ['an invitation-only course', { ...open, inviteOnly: true }, org, 'Invitation Only'],
    ['enrolment not open', { ...open, openEnrollment: false }, org, 'Enrollment is not open for this class.'],
    [
      'a payment integration',
      { ...open, integration: { provider: 'stripe' } },
      org,
      'Enrollment is not open for this class.',
    ],
    [
      'an organization that restricts registration',
      open,
      { ...org, restrictRegister: true },
      'Allegheny Community Learning registers new accounts by invitation. Ask Allegheny Community Learning for a registration invitation.',
    ],
  ])('%s', (_name, course, organization, reason) => {
    expect(signUpBlock(course, organization)).toBe(reason);
  });

  it.each([
    [
      'Three Rivers Workforce Partnership',
      'No account yet? Ask Three Rivers Workforce Partnership for a registration invitation.',
    ],
    [null, 'No account yet? Ask the organization for a registration invitation.'],
  ])('asks %s for an invitation', (name, text) => {
    expect(SIGN_UP_MESSAGES.askForInvitation(name)).toBe(text);
  });
});

describe('signUpLanding', () => {
  it.each([
    [
      'a course with a slug',
      { id: 'c1', title: 'Digital', courseSlug: 'digital-literacy-basics' },
      '/o/demo-community/courses/courseSlug/digital-literacy-basics#course-content',
    ],
    ['a course without a slug', { id: 'c 2', title: 'Money' }, '/o/demo-community/courses/id/c%202#course-content'],
    [
      'a class registered elsewhere',
      { id: 'c3', title: 'CNC', registerUrl: 'https://reg.example.edu/cnc' },
      'https://reg.example.edu/cnc',
    ],
  ])('%s', (_name, course, landing) => {
    expect(signUpLanding(course, 'demo-community')).toBe(landing);
  });
});

describe('learnerCourseHref', () => {
  it.each([
    [
      'a joined public course: its content',
      { id: 'c1', isPublic: true },
      'enrolled',
      '/o/demo-community/courses/id/c1#course-content',
    ],
    [
      'a public course registered elsewhere: its page',
      { id: 'c2', isPublic: true },
      'registered',
      '/o/demo-community/courses/id/c2',
    ],
    ['a course that is not public: no link', { id: 'c3', isPublic: false }, 'enrolled', null],
  ] as const)('%s', (_name, course, status, href) => {
    expect(learnerCourseHref(course, 'demo-community', status)).toBe(href);
  });
});
