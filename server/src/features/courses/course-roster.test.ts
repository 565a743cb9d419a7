import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { callersOfEachRole, createTestApp, type RoleCaller, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
const CNC = 'demo-course-cnc';
const roster = (as: RoleCaller, query = '', courseId = CNC) =>
  t.call('GET', `/v1/courses/${courseId}/roster${query}`, as);

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOfEachRole(t);
});
afterAll(() => t.close());

/** The learners whose lists hold the class, as the database has them, by name. */
async function enrolledIn(courseId: string) {
  const all = await t.db
    .select({
      id: users.id,
      name: users.name,
      courseIds: users.courseIds,
      externalRegisteredCourseIds: users.externalRegisteredCourseIds,
      completedCourseIds: users.completedCourseIds,
    })
    .from(users);
  return all
    .filter((u) =>
      [u.courseIds, u.externalRegisteredCourseIds, u.completedCourseIds].some((l) => l?.includes(courseId)),
    )
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id));
}

describe('GET /v1/courses/:courseId/roster', () => {
  it.each(['superAdmin', 'owner', 'admin', 'teacher'] as const)(
    'lists the learners of the class for %s: name, e-mail, cohorts, status, never a private field',
    async (who) => {
      const res = await roster(callers[who]);
      expect(res.status).toBe(200);
      const expected = await enrolledIn(CNC);
      expect(expected.length).toBeGreaterThan(2);
      expect(res.body.total).toBe(expected.length);
      expect(res.body.items.map((r: { id: string }) => r.id)).toEqual(expected.map((u) => u.id));
      const learner = res.body.items.find((r: { id: string }) => r.id.startsWith('demo-wf-learner-'));
      const row = (await t.db.select().from(users).where(eq(users.id, learner.id)))[0]!;
      expect(learner).toEqual({
        id: row.id,
        name: row.name,
        email: row.email,
        status: 'enrolled',
        cohorts: ['Spring 2027 Evening Cohort'],
        enrolledAt: null,
      });
      for (const item of res.body.items)
        expect(Object.keys(item).sort()).toEqual(['cohorts', 'email', 'enrolledAt', 'id', 'name', 'status']);
    },
  );

  it('says when a learner enrolled, and lists those who completed the class as completed', async () => {
    const student = callers.student as string;
    const enrolled = await t.call('POST', '/v1/enrollments', student, {
      classId: CNC,
      externalRegisterClassId: 'MTT-101-S27',
      cohortId: 'demo-cohort-cnc-spring',
      eUnitIds: ['cnc-s27-lec'],
    });
    expect(enrolled.status).toBe(200);
    const me = await t.userByEmail(student);
    const after = await roster(callers.teacher, '?limit=1000');
    const mine = after.body.items.find((r: { id: string }) => r.id === me.id);
    expect(mine).toMatchObject({ status: 'enrolled', cohorts: ['Spring 2027 Evening Cohort'] });
    expect(Date.parse(mine.enrolledAt)).not.toBeNaN();

    const osha = await roster(callers.owner, '?limit=1000', 'demo-course-osha10');
    const completed = (await enrolledIn('demo-course-osha10')).filter(
      (u) =>
        !u.courseIds?.includes('demo-course-osha10') && !u.externalRegisteredCourseIds?.includes('demo-course-osha10'),
    );
    expect(completed.length).toBeGreaterThan(0);
    for (const u of completed)
      expect(osha.body.items.find((r: { id: string }) => r.id === u.id)?.status).toBe('completed');
  });

  it('pages by name: the second page of two starts where the first ended', async () => {
    const all = (await roster(callers.admin, '?limit=1000')).body.items.map((r: { id: string }) => r.id);
    const second = await roster(callers.admin, '?limit=2&page=2');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ total: all.length, limit: 2, page: 2, rangeFrom: 2, rangeTo: 3 });
    expect(second.body.items.map((r: { id: string }) => r.id)).toEqual(all.slice(2, 4));
  });

  it.each([
    ['student', 403, "Your role can't see class rosters."],
    ['otherOrgAdmin', 404, `No class with id '${CNC}'`],
    ['anonymous', 401, null],
    ['apiKey', 401, null],
  ] as const)('refuses %s (%i)', async (who, status, message) => {
    const res = await roster(callers[who]);
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    expect(res.body.items).toBeUndefined();
  });

  it.each([
    ['an unknown class', '', 'nope', 404, "No class with id 'nope'"],
    ['a limit over 1000', '?limit=5000', CNC, 400, 'limit is at most 1000'],
    ['page 0', '?page=0', CNC, 400, 'page is at least 1'],
  ])('answers %s with a clear error', async (_name, query, courseId, status, message) => {
    const res = await roster(callers.owner, query, courseId);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toContain(message);
  });
});
