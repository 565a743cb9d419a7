import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let apiKey: string;
type Who = string | { apiKey: string } | null;
const callers: [string, () => Who][] = [];

beforeAll(async () => {
  t = await createTestApp();
  const created = await t.call('POST', '/v1/api-keys', emailOf(t, 'demo-workforce', 'owner'), {
    name: 'Public site test',
  });
  apiKey = created.body.key;
  callers.push(
    ['anonymous', () => null],
    ['superAdmin', () => SUPER],
    ['owner', () => emailOf(t, 'demo-workforce', 'owner')],
    ['admin', () => emailOf(t, 'demo-workforce', 'admin')],
    ['teacher', () => emailOf(t, 'demo-workforce', 'teacher')],
    ['student', () => emailOf(t, 'demo-workforce', 'student')],
    ['a student of another organization', () => emailOf(t, 'demo-community', 'student')],
    ['an API key', () => ({ apiKey })],
  );
});
afterAll(() => t.close());

const course = (path: string, who: Who = null) => t.call('GET', `/v1/public/orgs/${path}`, who);
const ROLES = [
  'anonymous',
  'superAdmin',
  'owner',
  'admin',
  'teacher',
  'student',
  'a student of another organization',
  'an API key',
];

describe('GET /v1/public/orgs/:orgSlug/courses/:courseKey/:courseValue', () => {
  it('answers a public course by slug with its organization, featured sections, instructors without test users, cohorts and enroll state', async () => {
    const res = await course('demo-workforce/courses/courseSlug/osha-10-general-industry');
    expect(res.status).toBe(200);
    const page = res.body;
    expect(page.org).toMatchObject({ slug: 'demo-workforce', orgType: 'workforce' });
    expect(page.course).toMatchObject({
      id: 'demo-course-osha10',
      title: 'OSHA 10 for General Industry',
      searchEnginesEnabled: true,
      topics: ['Safety', 'OSHA', 'Manufacturing'],
    });
    // No section featured: the first 4 of 5.
    expect(page.sections.map((s: { title: string }) => s.title)).toEqual([
      'Introduction to OSHA',
      'Walking and Working Surfaces',
      'Lockout/Tagout',
      'Machine Guarding',
    ]);
    expect(page.instructors.map((u: { id: string }) => u.id)).toEqual(['demo-wf-teacher']);
    expect(page.instructorLabel).toBe('Expert');
    expect(page.cohorts.map((c: { id: string }) => c.id)).toEqual(['demo-cohort-osha-winter']);
    expect(page.enroll).toEqual({ kind: 'join', label: 'Join Course', chooseCohort: true });
    expect(page.viewerHasAccess).toBe(false);
  });

  it('answers by id too (id and classId), and shows only the featured sections when any is featured', async () => {
    for (const key of ['id', 'classId']) {
      const res = await course(`demo-workforce/courses/${key}/demo-course-maintenance`);
      expect(res.status).toBe(200);
      expect(res.body.sections.map((s: { title: string }) => s.title)).toEqual(['Mechanical Power Transmission']);
      expect(res.body.course).toMatchObject({
        isLive: true,
        showStreamLink: true,
        streamingLink: 'https://meet.jit.si/ThreeRiversMaintenanceLab',
        integrationId: 'demo-assistant',
      });
      expect(res.body.enroll).toEqual({ kind: 'join', label: 'Join Session', chooseCohort: false });
      expect(res.body.prerequisite).toEqual({
        id: 'demo-course-osha10',
        title: 'OSHA 10 for General Industry',
        href: '/o/demo-workforce/courses/id/demo-course-osha10',
      });
    }
  });

  it.each([
    [
      'an external register URL',
      'demo-course-cnc',
      {
        kind: 'register',
        registerUrl: 'https://register.example.edu/continuing-ed/cnc-machining-1',
        chooseCohort: true,
      },
    ],
    ['invitation only', 'demo-course-orientation', { kind: 'inviteOnly' }],
    ['enrolment not open', 'demo-course-welding-closed', { kind: 'locked' }],
    ['a payment integration', 'demo-course-forklift-paid', { kind: 'locked' }],
  ])('answers the enroll state of a course with %s', async (_name, id, state) => {
    const res = await course(`demo-workforce/courses/id/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.enroll).toEqual(state);
  });

  it('labels instructors Teacher in a community organization and hides its test teacher', async () => {
    const res = await course('demo-community/courses/courseSlug/digital-literacy-basics');
    expect(res.body.instructorLabel).toBe('Teacher');
    expect(res.body.instructors.map((u: { id: string }) => u.id)).toEqual(['demo-cm-teacher']);
  });

  it('never answers private fields: not the payment integration, the teachers e-mails, test flags or other columns', async () => {
    const res = await course('demo-workforce/courses/id/demo-course-forklift-paid');
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/stripe|price_|"integration"|testClass|"email"|testUser|uid|slackUserId|dashboard/);
    expect(Object.keys(res.body.instructors[0]).sort()).toEqual([
      'aboutMe',
      'calendarLink',
      'id',
      'name',
      'profilePicture',
      'title',
    ]);
  });

  it.each(ROLES)('refuses a private course to %s with the page text', async (role) => {
    const who = callers.find(([name]) => name === role)![1]();
    const res = await course('demo-workforce/courses/courseSlug/plant-leadership-private', who);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('This course is private.');
  });

  it.each([
    ['an unknown organization', 'nope/courses/id/demo-course-osha10', 404, "No organization with slug 'nope'"],
    [
      'a course of another organization',
      'demo-community/courses/id/demo-course-osha10',
      404,
      "No course 'demo-course-osha10' at Allegheny Community Learning",
    ],
    [
      'an unknown slug',
      'demo-workforce/courses/courseSlug/nope',
      404,
      "No course 'nope' at Three Rivers Workforce Partnership",
    ],
    ['an unknown course key', 'demo-workforce/courses/title/OSHA', 400, "courseKey must be 'id' or 'courseSlug'."],
  ])('refuses %s', async (_name, path, status, message) => {
    const res = await course(path);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it.each([
    ['superAdmin', true, '/classes/demo-course-forklift-paid'],
    ['owner', true, '/org/classes/demo-course-forklift-paid'],
    ['admin', true, '/org/classes/demo-course-forklift-paid'],
    ['teacher', true, '/org/classes/demo-course-forklift-paid'],
    ['student', false, null],
    ['a student of another organization', false, null],
    ['an API key', false, null],
    ['anonymous', false, null],
  ])(
    'tells %s whether they may open the content (%s) and where Course Content leads',
    async (role, access, contentPath) => {
      const who = callers.find(([name]) => name === role)![1]();
      const res = await course('demo-workforce/courses/id/demo-course-forklift-paid', who);
      expect(res.status).toBe(200);
      expect(res.body.viewerHasAccess).toBe(access);
      expect(res.body.contentPath).toBe(contentPath);
    },
  );

  it("gives an enrolled student access to their course: Course Content is the page's content, with every section", async () => {
    const res = await course(
      'demo-workforce/courses/id/demo-course-maintenance',
      'student.workforce@demo.pathcraft.test',
    );
    expect(res.body.viewerHasAccess).toBe(true);
    expect(res.body.contentPath).toBe('/o/demo-workforce/courses/id/demo-course-maintenance#course-content');
    const visitor = await course('demo-workforce/courses/id/demo-course-maintenance', null);
    // A visitor sees the featured section only; the learner sees them all.
    expect(visitor.body.sections.length).toBeLessThan(res.body.sections.length);
  });
});

describe('GET /v1/public/orgs/:orgSlug/pathways/:pathwayId', () => {
  it.each(ROLES)(
    'answers a public pathway the same to %s: courses in order, Learn more only for public open courses, certificates',
    async (role) => {
      const who = callers.find(([name]) => name === role)![1]();
      const res = await t.call('GET', '/v1/public/orgs/demo-workforce/pathways/demo-pathway-manufacturing', who);
      expect(res.status).toBe(200);
      expect(res.body.pathway).toEqual({
        id: 'demo-pathway-manufacturing',
        title: 'Advanced Manufacturing Pathway',
        searchEnginesEnabled: true,
        jobProfileId: 'demo-job-cnc',
      });
      expect(res.body.courses.map((c: { id: string; href: string | null }) => [c.id, c.href])).toEqual([
        ['demo-course-osha10', '/o/demo-workforce/courses/id/demo-course-osha10'],
        ['demo-course-cnc', '/o/demo-workforce/courses/id/demo-course-cnc'],
        ['demo-course-maintenance', '/o/demo-workforce/courses/id/demo-course-maintenance'],
        ['demo-course-orientation', null],
      ]);
      expect(res.body.jobProfile.certificates.map((c: { Name: string }) => c.Name)).toContain(
        'OSHA 10-Hour General Industry',
      );
    },
  );

  it('answers certificate details and a private course as a title only', async () => {
    const res = await t.call('GET', '/v1/public/orgs/demo-workforce/pathways/demo-pathway-maintenance', null);
    expect(res.status).toBe(200);
    const nccer = res.body.jobProfile.certificates.find((c: { Acronym: string }) => c.Acronym === 'NCCER IMM');
    expect(nccer.CertDetailList).toEqual(expect.arrayContaining([{ Name: 'Exam required', Value: 'Yes' }]));
    const leadership = res.body.courses.find((c: { id: string }) => c.id === 'demo-course-plant-leadership');
    expect(leadership).toEqual({
      id: 'demo-course-plant-leadership',
      title: 'Plant Leadership Academy',
      overview: null,
      classColor: expect.any(String),
      href: null,
    });
  });

  it('answers a pathway without a job profile with no job profile', async () => {
    const res = await t.call('GET', '/v1/public/orgs/demo-community/pathways/demo-pathway-digital-start', null);
    expect(res.status).toBe(200);
    expect(res.body.jobProfile).toBeNull();
  });

  it.each([
    ['a private pathway', 'demo-workforce/pathways/demo-pathway-supervisors', 403, 'This pathway is private.'],
    [
      'a pathway of another organization',
      'demo-community/pathways/demo-pathway-manufacturing',
      404,
      "No pathway 'demo-pathway-manufacturing' at Allegheny Community Learning",
    ],
    ['an unknown organization', 'nope/pathways/demo-pathway-manufacturing', 404, "No organization with slug 'nope'"],
  ])('refuses %s', async (_name, path, status, message) => {
    const res = await t.call('GET', `/v1/public/orgs/${path}`, SUPER);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });
});
