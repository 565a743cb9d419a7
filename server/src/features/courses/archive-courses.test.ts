import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callersOfEachRole, createTestApp, type RoleCaller, type TestApp } from '../../test/harness.ts';

/**
 * Archiving a class or a cohort (the `archived` field, through the data API as any other class
 * change): it leaves the lists that ask for unarchived rows, takes no new enrolments, and
 * comes back when restored.
 */
let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
const CNC = 'demo-course-cnc';
const SPRING = 'demo-cohort-cnc-spring';
const ARCHIVED = 'This class is archived: it takes no new enrolments.';

const setArchived = (as: RoleCaller, table: 'courses' | 'cohorts', id: string, archived: boolean) =>
  t.call('PUT', `/v1/external/supabase/${table}`, as, { id, archived });
const listIds = async (as: RoleCaller, query: string) =>
  (
    (await t.call('GET', `/v1/external/supabase/courses?orgId=demo-workforce-org&select=id&limit=300${query}`, as)).body
      .items as { id: string }[]
  ).map((c) => c.id);

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOfEachRole(t);
});
afterAll(() => t.close());

describe('archiving a class', () => {
  it.each(['superAdmin', 'owner', 'admin', 'teacher'] as const)(
    '%s archives a class: unarchived lists leave it out, enrolment is refused; restoring brings both back',
    async (who) => {
      const student = callers.student as string;
      expect((await setArchived(callers[who], 'courses', CNC, true)).status).toBe(200);
      expect(await listIds(callers.owner, '&f.archived[is]=false')).not.toContain(CNC);
      expect(await listIds(callers.owner, '&f.archived[is]=true')).toEqual([CNC]);
      const offered = await t.call('GET', `/v1/enrollments/classes/${CNC}`, student);
      expect(offered.status).toBe(403);
      expect(offered.body.error.message).toBe(ARCHIVED);
      const joined = await t.call('POST', '/v1/enrollments', student, {
        classId: CNC,
        cohortId: SPRING,
        eUnitIds: ['cnc-s27-lec'],
      });
      expect(joined.status).toBe(403);
      expect(joined.body.error.message).toBe(ARCHIVED);

      expect((await setArchived(callers[who], 'courses', CNC, false)).status).toBe(200);
      expect(await listIds(callers.owner, '&f.archived[is]=false')).toContain(CNC);
      expect((await t.call('GET', `/v1/enrollments/classes/${CNC}`, student)).status).toBe(200);
    },
  );

  it('shows an archived public course as closed to enrolment on its public page', async () => {
    const course = 'demo-course-osha10';
    const before = await t.call('GET', `/v1/public/orgs/demo-workforce/courses/id/${course}`, null);
    expect(before.status).toBe(200);
    expect(before.body.item?.enroll ?? before.body.enroll).not.toEqual({ kind: 'locked' });
    expect((await setArchived(callers.owner, 'courses', course, true)).status).toBe(200);
    const after = await t.call('GET', `/v1/public/orgs/demo-workforce/courses/id/${course}`, null);
    expect(after.body.item?.enroll ?? after.body.enroll).toEqual({ kind: 'locked' });
    expect((await setArchived(callers.owner, 'courses', course, false)).status).toBe(200);
  });

  it.each([
    ['student', 403],
    ['otherOrgAdmin', 404],
    ['anonymous', 401],
    ['apiKey', 403],
  ] as const)('refuses %s archiving a class (%i), and the class stays open', async (who, status) => {
    const res = await setArchived(callers[who], 'courses', CNC, true);
    expect(res.status).toBe(status);
    expect(await listIds(callers.owner, '&f.archived[is]=false')).toContain(CNC);
  });
});

describe('archiving a cohort', () => {
  it('takes the cohort out of the enrolment choices and refuses it; restoring offers it again', async () => {
    const student = callers.student as string;
    expect((await setArchived(callers.teacher, 'cohorts', SPRING, true)).status).toBe(200);
    const offered = await t.call('GET', `/v1/enrollments/classes/${CNC}`, student);
    expect(offered.status).toBe(200);
    expect(offered.body.item.cohorts.map((c: { id: string }) => c.id)).not.toContain(SPRING);
    const joined = await t.call('POST', '/v1/enrollments', student, {
      classId: CNC,
      cohortId: SPRING,
      eUnitIds: ['cnc-s27-lec'],
    });
    expect(joined.status).toBe(400);
    expect(joined.body.error.message).toBe('Select a Cohort');
    const cohorts = (
      await t.call('GET', `/v1/external/supabase/cohorts?f.classId[eq]=${CNC}&f.archived[is]=false`, callers.owner)
    ).body.items as { id: string }[];
    expect(cohorts.map((c) => c.id)).not.toContain(SPRING);

    expect((await setArchived(callers.admin, 'cohorts', SPRING, false)).status).toBe(200);
    expect(
      (await t.call('GET', `/v1/enrollments/classes/${CNC}`, student)).body.item.cohorts.map(
        (c: { id: string }) => c.id,
      ),
    ).toContain(SPRING);
  });

  it.each([
    ['student', 403],
    ['otherOrgAdmin', 404],
    ['anonymous', 401],
    ['apiKey', 403],
  ] as const)('refuses %s archiving a cohort (%i)', async (who, status) => {
    expect((await setArchived(callers[who], 'cohorts', SPRING, true)).status).toBe(status);
    expect(
      (await t.call('GET', `/v1/enrollments/classes/${CNC}`, callers.student)).body.item.cohorts.map(
        (c: { id: string }) => c.id,
      ),
    ).toContain(SPRING);
  });
});
