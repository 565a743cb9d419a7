import { PROGRESS_MESSAGES as M } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apprenticeships, auditEvents, courses } from '../../db/schema/index.ts';
import { callersOfEachRole, createTestApp, type RoleCaller, type TestApp } from '../../test/harness.ts';

// The console's editor of a program's related-instruction classes saves the whole list through the
// data API (PUT /v1/external/supabase/apprenticeships); the apprenticeships policy decides who may.
const PROGRAM = 'demo-apprenticeship-imm';
const ROUTE = '/v1/external/supabase/apprenticeships';
const DEMO_CLASSES = [
  { courseId: 'demo-course-osha10', hours: 10 },
  { courseId: 'demo-course-maintenance', hours: 96 },
];
const CNC = { courseId: 'demo-course-cnc', hours: 40 };
/** A course of the other demo organization. */
const OTHER_ORGS_COURSE = 'demo-course-job-search';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;

const classesNow = async () =>
  (await t.db.select().from(apprenticeships).where(eq(apprenticeships.id, PROGRAM)))[0]!.instructionClasses;
const save = (caller: RoleCaller, instructionClasses: unknown) =>
  t.call('PUT', ROUTE, caller, { id: PROGRAM, instructionClasses });

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOfEachRole(t);
});
afterAll(() => t.close());

describe("a program's related-instruction classes (the console's RTI classes editor)", () => {
  it.each([
    ['superAdmin', 200],
    ['owner', 200],
    ['admin', 200],
    ['teacher', 403],
    ['student', 403],
    ['otherOrgAdmin', 404],
    ['anonymous', 401],
    ['apiKey', 403],
  ] as const)('%s saving the list: %i', async (role, status) => {
    const res = await save(callers[role] as RoleCaller, [...DEMO_CLASSES, CNC]);
    expect(res.status).toBe(status);
    expect(await classesNow()).toEqual(status === 200 ? [...DEMO_CLASSES, CNC] : DEMO_CLASSES);
    // Back to the demo's list for the next caller.
    if (status === 200) expect((await save(callers.admin as RoleCaller, DEMO_CLASSES)).status).toBe(200);
  });

  it('adds a class, changes its hours, removes it: each save is stored and audited', async () => {
    const admin = callers.admin as RoleCaller;
    const before = (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, PROGRAM))).length;
    for (const list of [[...DEMO_CLASSES, CNC], [...DEMO_CLASSES, { ...CNC, hours: 37.5 }], DEMO_CLASSES]) {
      const res = await save(admin, list);
      expect([res.status, res.body.instructionClasses ?? res.body.item?.instructionClasses]).toEqual([200, list]);
      expect(await classesNow()).toEqual(list);
    }
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, PROGRAM));
    expect(events.length - before).toBe(3);
  });

  it.each([
    [
      'a course of another organization',
      [...DEMO_CLASSES, { courseId: OTHER_ORGS_COURSE, hours: 8 }],
      M.instructionClassCourse,
    ],
    ['a course that does not exist', [{ courseId: 'no-such-course', hours: 8 }], M.instructionClassCourse],
    ['a class listed twice', [...DEMO_CLASSES, { ...DEMO_CLASSES[0], hours: 4 }], M.repeatedInstructionClass],
    ['no hours', [{ ...CNC, hours: 0 }], M.instructionClassHours],
    ['hours not in quarter hours', [{ ...CNC, hours: 1.1 }], M.instructionClassHours],
    ['more than 2000 hours', [{ ...CNC, hours: 2000.25 }], M.instructionClassHours],
  ])('refuses %s, and keeps the list as it was', async (_case, list, message) => {
    const res = await save(callers.owner as RoleCaller, list);
    expect([res.status, res.body.error.message]).toEqual([400, message]);
    expect(await classesNow()).toEqual(DEMO_CLASSES);
  });

  it('takes a course another organization shares with the sponsor', async () => {
    await t.db
      .update(courses)
      .set({ orgIds: ['demo-workforce-org'] })
      .where(eq(courses.id, OTHER_ORGS_COURSE));
    const list = [...DEMO_CLASSES, { courseId: OTHER_ORGS_COURSE, hours: 8 }];
    expect((await save(callers.owner as RoleCaller, list)).status).toBe(200);
    expect(await classesNow()).toEqual(list);
    expect((await save(callers.owner as RoleCaller, DEMO_CLASSES)).status).toBe(200);
  });

  it('an empty list or none clears the classes', async () => {
    for (const cleared of [[], null]) {
      expect((await save(callers.admin as RoleCaller, cleared)).status).toBe(200);
      expect(await classesNow()).toEqual(cleared);
    }
    expect((await save(callers.admin as RoleCaller, DEMO_CLASSES)).status).toBe(200);
  });
});
