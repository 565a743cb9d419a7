import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let learner: string;
let otherStudent: string;

beforeAll(async () => {
  t = await createTestApp();
  learner = emailOf(t, 'demo-workforce', 'student');
  otherStudent = emailOf(t, 'demo-community', 'student');
});
afterAll(() => t.close());

describe('GET /v1/enrollments/classes/:classId', () => {
  it('offers the open cohorts of a class with their class codes', async () => {
    const res = await t.call('GET', '/v1/enrollments/classes/demo-course-cnc', learner);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      id: 'demo-course-cnc',
      registerUrl: 'https://register.example.edu/continuing-ed/cnc-machining-1',
      orgSlug: 'demo-workforce',
    });
    // The fall cohort is closed for enrolment.
    expect(res.body.item.cohorts.map((c: { id: string }) => c.id)).toEqual(['demo-cohort-cnc-spring']);
    expect(res.body.item.cohorts[0].eUnits.map((u: { code: string }) => u.code)).toEqual([
      'MTT-101-LEC',
      'MTT-101-LAB',
    ]);
  });

  it.each([
    ['an invitation-only class', 'demo-course-orientation', 403, 'Invitation Only'],
    [
      'a locked class of another organization',
      'demo-course-job-search',
      404,
      "No class with id 'demo-course-job-search'",
    ],
    ['an unknown class', 'nope', 404, "No class with id 'nope'"],
  ])('refuses %s', async (_name, classId, status, message) => {
    const res = await t.call('GET', `/v1/enrollments/classes/${classId}`, learner);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it('needs a sign-in', async () => {
    expect((await t.call('GET', '/v1/enrollments/classes/demo-course-cnc', null)).status).toBe(401);
  });
});

describe('POST /v1/enrollments', () => {
  it.each([
    ['no cohort for a class with cohorts', { classId: 'demo-course-cnc', eUnitIds: [] }, 'Select a Cohort'],
    [
      'a cohort of another class',
      { classId: 'demo-course-cnc', cohortId: 'demo-cohort-osha-winter', eUnitIds: ['osha-day-1'] },
      'Select a Cohort',
    ],
    [
      'a closed cohort',
      { classId: 'demo-course-cnc', cohortId: 'demo-cohort-cnc-fall', eUnitIds: ['cnc-f26-lec'] },
      'Select a Cohort',
    ],
    [
      'no class code',
      { classId: 'demo-course-cnc', cohortId: 'demo-cohort-cnc-spring', eUnitIds: [] },
      'Select at least one Class Code',
    ],
    [
      'a class code of another cohort',
      { classId: 'demo-course-cnc', cohortId: 'demo-cohort-cnc-spring', eUnitIds: ['cnc-f26-lec'] },
      "That Class Code isn't offered in this cohort.",
    ],
    [
      'a registration id of another class',
      {
        classId: 'demo-course-cnc',
        cohortId: 'demo-cohort-cnc-spring',
        eUnitIds: ['cnc-s27-lec'],
        externalRegisterClassId: 'OTHER',
      },
      "That registration id doesn't belong to this class.",
    ],
    ['no class', { eUnitIds: [] }, 'classId is required'],
  ])('refuses %s', async (_name, body, message) => {
    const res = await t.call('POST', '/v1/enrollments', learner, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('records an externally registered class with its cohort and class codes and sends the user to the register URL', async () => {
    const body = {
      classId: 'demo-course-cnc',
      externalRegisterClassId: 'MTT-101-S27',
      cohortId: 'demo-cohort-cnc-spring',
      eUnitIds: ['cnc-s27-lec', 'cnc-s27-lab'],
    };
    const res = await t.call('POST', '/v1/enrollments', learner, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      redirectUrl: 'https://register.example.edu/continuing-ed/cnc-machining-1',
      externalRegisterClassId: 'MTT-101-S27',
    });
    const user = await t.userByEmail(learner);
    expect(user.externalRegisteredCourseIds).toContain('demo-course-cnc');
    expect(user.cohortIds).toContain('demo-cohort-cnc-spring');
    expect(user.educationUnitIds).toEqual(expect.arrayContaining(['cnc-s27-lec', 'cnc-s27-lab']));
    // Again: nothing is added twice.
    await t.call('POST', '/v1/enrollments', learner, body);
    const again = await t.userByEmail(learner);
    expect(again.cohortIds!.filter((id) => id === 'demo-cohort-cnc-spring')).toHaveLength(1);
    expect(again.educationUnitIds!.filter((id) => id === 'cnc-s27-lab')).toHaveLength(1);
  });

  it('joins a class without a register URL and sends the user to the course page', async () => {
    const res = await t.call('POST', '/v1/enrollments', learner, {
      classId: 'demo-course-osha10',
      cohortId: 'demo-cohort-osha-winter',
      eUnitIds: ['osha-day-1'],
    });
    expect(res.body.redirectUrl).toBe('/o/demo-workforce/courses/courseSlug/osha-10-general-industry');
    expect((await t.userByEmail(learner)).courseIds).toContain('demo-course-osha10');
  });

  it('lets a user of another organization join a public class, and records it in the audit trail', async () => {
    const res = await t.call('POST', '/v1/enrollments', otherStudent, {
      classId: 'demo-course-osha10',
      cohortId: 'demo-cohort-osha-winter',
      eUnitIds: ['osha-day-2'],
    });
    expect(res.status).toBe(200);
    const audit = await first(
      t.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'enrollments.create'),
            eq(auditEvents.actorId, (await t.userByEmail(otherStudent)).id),
          ),
        ),
    );
    expect(audit).toEqual({ action: 'enrollments.create' });
  });

  it('refuses anonymous callers', async () => {
    expect(
      (await t.call('POST', '/v1/enrollments', null, { classId: 'demo-course-osha10', eUnitIds: [] })).status,
    ).toBe(401);
  });
});

describe('GET /v1/enrollments/mine', () => {
  it("lists the learner's joined courses with their content, then the ones registered elsewhere with their page; a course without a public page has no link", async () => {
    const me = await t.userByEmail(learner);
    // Joined OSHA here, registered for CNC at the college; staff enrolled them in a private class, and a course was deleted since.
    await t.db
      .update(users)
      .set({
        courseIds: ['demo-course-osha10', 'demo-course-plant-leadership', 'deleted-course'],
        externalRegisteredCourseIds: ['demo-course-cnc'],
      })
      .where(eq(users.id, me.id));
    const res = await t.call('GET', '/v1/enrollments/mine', learner);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        id: 'demo-course-osha10',
        title: 'OSHA 10 for General Industry',
        orgName: 'Three Rivers Workforce Partnership',
        status: 'enrolled',
        href: '/o/demo-workforce/courses/id/demo-course-osha10#course-content',
      },
      {
        id: 'demo-course-plant-leadership',
        title: 'Plant Leadership Academy',
        orgName: 'Three Rivers Workforce Partnership',
        status: 'enrolled',
        href: null,
      },
      {
        id: 'demo-course-cnc',
        title: 'CNC Machining I: Setup and Operation',
        orgName: 'Three Rivers Workforce Partnership',
        status: 'registered',
        href: '/o/demo-workforce/courses/id/demo-course-cnc',
      },
    ]);
  });

  it('is empty for someone without courses, and needs a sign-in', async () => {
    expect((await t.call('GET', '/v1/enrollments/mine', emailOf(t, 'demo-community', 'teacher'))).body).toEqual({
      items: [],
    });
    expect((await t.call('GET', '/v1/enrollments/mine', null)).status).toBe(401);
  });
});
