import { PROGRESS_MESSAGES as M } from '@pathcraft/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import {
  apprenticeAgreements,
  apprenticeCompletions,
  apprenticeships,
  auditEvents,
  employerProfiles,
  hoursLogs,
  mailOutbox,
  users,
  wageStepsDue,
} from '../../db/schema/index.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { callersOfEachRole, createTestApp, type RoleCaller, type TestApp } from '../../test/harness.ts';

// The demo program starts on Monday 2026-08-03; Jasmine has 650 approved hours, a returned week
// (2026-11-02) and a waiting one (2026-11-09). The app's clock is a Saturday: the current week is 2026-11-23.
const NOW = new Date('2026-11-28T12:00:00Z');
const PROGRAM = 'demo-apprenticeship-imm';
const APPRENTICE = 'demo-wf-student';
const OTHER_APPRENTICE = 'demo-wf-learner-04';
// The sponsor's other program: the demo's employer over its ratio, with two apprentices.
const WELDING_APPRENTICES = ['demo-wf-learner-08', 'demo-wf-learner-11'];
const SPONSORS_APPRENTICES = [OTHER_APPRENTICE, ...WELDING_APPRENTICES, APPRENTICE];

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
let apprentice: string;
let otherApprentice: string;
let mentor: string;
let employer: string;

const emailById = async (id: string) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email!;
const week = (weekStart: string, ...hours: [string, number][]) => ({
  apprenticeshipId: PROGRAM,
  weekStart,
  entries: hours.map(([workProcessId, h]) => ({ workProcessId, hours: h })),
  note: 'Pump rebuilds with Tom.',
});
const auditOf = async (entityId: string) =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId))).map((e) => e.action);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  // The harness's teacher (the first by e-mail) is Luis Ortega, a journeyworker of the program: a mentor.
  // The teacher with no part in the program is the workforce organization's own.
  callers = { ...(await callersOfEachRole(t)), teacher: 'teacher.workforce@demo.pathcraft.test' };
  apprentice = await emailById(APPRENTICE);
  otherApprentice = await emailById(OTHER_APPRENTICE);
  mentor = await emailById('demo-wf-journey-1');
  // The employer admin is the contact of the program's employer profile; here a demo learner's address.
  employer = await emailById('demo-wf-learner-07');
  await t.db
    .update(employerProfiles)
    .set({ contactEmail: employer })
    .where(eq(employerProfiles.id, 'demo-employer-monvalley'));
});
afterAll(() => t.close());

describe('who sees the apprentice list (GET /v1/progress/apprentices)', () => {
  it.each([
    ['superAdmin', 200, SPONSORS_APPRENTICES],
    ['owner', 200, SPONSORS_APPRENTICES],
    ['admin', 200, SPONSORS_APPRENTICES],
    ['teacher', 200, []],
    ['otherOrgAdmin', 200, []],
    ['anonymous', 401, null],
    ['apiKey', 401, null],
  ] as const)('%s: %s', async (role, status, apprentices) => {
    const res = await t.call('GET', '/v1/progress/apprentices', callers[role] as RoleCaller);
    expect(res.status).toBe(status);
    if (apprentices) expect(res.body.items.map((i: { userId: string }) => i.userId).sort()).toEqual(apprentices);
  });

  it('pages a large list: a page at a time, in program and person order, with the total', async () => {
    const all = (await t.call('GET', '/v1/progress/apprentices', callers.admin as RoleCaller)).body;
    // The demo's two apprentices of the maintenance program and two of the welding one (the employer over its ratio).
    expect([all.total, all.limit, all.page]).toEqual([4, 200, 1]);
    const second = (await t.call('GET', '/v1/progress/apprentices?limit=1&page=2', callers.admin as RoleCaller)).body;
    expect([second.total, second.limit, second.page]).toEqual([4, 1, 2]);
    // The second page's row is the list's second row, with the same sums.
    expect(second.items).toEqual([all.items[1]]);
    expect(
      (await t.call('GET', '/v1/progress/apprentices?limit=1&page=5', callers.admin as RoleCaller)).body.items,
    ).toEqual([]);
    expect((await t.call('GET', '/v1/progress/apprentices?limit=0', callers.admin as RoleCaller)).status).toBe(400);
    expect((await t.call('GET', '/v1/progress/apprentices?limit=501', callers.admin as RoleCaller)).status).toBe(400);
  });

  it('says whose agreement is signed: an apprentice invited but not yet signed is not registered yet', async () => {
    const items = (await t.call('GET', '/v1/progress/apprentices', callers.admin as RoleCaller)).body.items as {
      userId: string;
      agreementSigned: boolean;
    }[];
    // The demo's welding apprentices signed; Jasmine and the other maintenance apprentice have their invitations open.
    expect(Object.fromEntries(items.map((i) => [i.userId, i.agreementSigned]))).toEqual({
      [OTHER_APPRENTICE]: false,
      [WELDING_APPRENTICES[0]!]: true,
      [WELDING_APPRENTICES[1]!]: true,
      [APPRENTICE]: false,
    });
  });

  it('shows the mentor and the employer admin their apprentices, and an apprentice none', async () => {
    for (const who of [mentor, employer])
      expect((await t.call('GET', '/v1/progress/apprentices', who)).body.items).toHaveLength(2);
    expect((await t.call('GET', '/v1/progress/apprentices', apprentice)).body.items).toEqual([]);
  });
});

describe('the approval queue (GET /v1/progress/queue) a page at a time', () => {
  // Three more waiting weeks of the other apprentice, in weeks the demo left without a log; removed after.
  const added: string[] = [];
  beforeAll(async () => {
    const logged = new Set(
      (
        await t.db
          .select({ weekStart: hoursLogs.weekStart })
          .from(hoursLogs)
          .where(eq(hoursLogs.userId, OTHER_APPRENTICE))
      ).map((l) => l.weekStart),
    );
    for (let day = new Date('2026-08-03T00:00:00Z'); added.length < 3; day.setUTCDate(day.getUTCDate() + 7)) {
      const weekStart = day.toISOString().slice(0, 10);
      if (logged.has(weekStart)) continue;
      const id = `queue-page-${weekStart}`;
      await t.db.insert(hoursLogs).values({
        id,
        orgId: 'demo-workforce-org',
        apprenticeshipId: PROGRAM,
        userId: OTHER_APPRENTICE,
        weekStart,
        entries: [{ workProcessId: 'c-safety', hours: 8 }],
        totalHours: 8,
        status: 'waiting',
        submittedAt: `${weekStart}T18:00:00.000Z`,
      });
      added.push(id);
    }
  });
  afterAll(async () => {
    await t.db.delete(hoursLogs).where(inArray(hoursLogs.id, added));
  });

  it('answers the oldest waiting weeks first, a page of the size asked, with the total', async () => {
    const all = (await t.call('GET', '/v1/progress/queue', callers.admin as RoleCaller)).body;
    expect(all.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining(added));
    expect([all.limit, all.page]).toEqual([50, 1]);
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const weeks = all.items.map((i: { weekStart: string; id: string }) => `${i.weekStart} ${i.id}`);
    expect(weeks).toEqual([...weeks].sort());
    // Page by page, one week a page: the same weeks in the same order, then nothing.
    const paged = [];
    for (let page = 1; page <= all.total; page++) {
      const one = (await t.call('GET', `/v1/progress/queue?limit=1&page=${page}`, callers.admin as RoleCaller)).body;
      expect([one.total, one.limit, one.page, one.items.length]).toEqual([all.total, 1, page, 1]);
      paged.push(one.items[0]);
    }
    expect(paged).toEqual(all.items);
    const past = (await t.call('GET', `/v1/progress/queue?limit=1&page=${all.total + 1}`, callers.admin as RoleCaller))
      .body;
    expect([past.items, past.total]).toEqual([[], all.total]);
  });

  it.each([['limit=0'], ['limit=201'], ['page=0'], ['limit=ten'], ['order=weekStart']])(
    'refuses %s with 400',
    async (query) => {
      expect((await t.call('GET', `/v1/progress/queue?${query}`, callers.admin as RoleCaller)).status).toBe(400);
    },
  );

  it('answers an empty page, not an error, to someone who reviews nothing', async () => {
    const none = (await t.call('GET', '/v1/progress/queue?page=3', apprentice)).body;
    expect(none).toEqual({ items: [], total: 0, limit: 50, page: 3 });
  });
});

describe('logging a week (POST /v1/progress/logs)', () => {
  it.each([
    ['more than 7×24 hours', week('2026-11-16', ['c-safety', 100], ['c-pm', 70]), 422, M.tooManyHours(170)],
    ['a week in the future', week('2026-11-30', ['c-safety', 8]), 422, M.futureWeek],
    ['a week before the start date', week('2026-07-27', ['c-safety', 8]), 422, M.beforeStart('2026-08-03')],
    [
      'a work process outside the program',
      week('2026-11-16', ['c-plumbing', 8]),
      422,
      M.unknownWorkProcess('c-plumbing'),
    ],
    ['a day that is not a Monday', week('2026-11-18', ['c-safety', 8]), 422, M.weekStart],
    [
      'an apprenticeship of nobody',
      { ...week('2026-11-16', ['c-safety', 8]), apprenticeshipId: 'nope' },
      404,
      'Apprenticeship not found',
    ],
  ])('refuses %s', async (_name, body, status, message) => {
    const res = await t.call('POST', '/v1/progress/logs', apprentice, body);
    expect([res.status, res.body.error.message]).toEqual([status, message]);
  });

  it.each([
    ['teacher', 404],
    ['superAdmin', 403],
    ['admin', 403],
    ['anonymous', 401],
    ['apiKey', 401],
  ] as const)('refuses a %s who is not an apprentice of it', async (role, status) => {
    const res = await t.call(
      'POST',
      '/v1/progress/logs',
      callers[role] as RoleCaller,
      week('2026-11-16', ['c-safety', 8]),
    );
    expect(res.status).toBe(status);
  });

  it('refuses fields it does not know, so nobody writes a status or another userId', async () => {
    const res = await t.call('POST', '/v1/progress/logs', apprentice, {
      ...week('2026-11-16', ['c-safety', 8]),
      status: 'approved',
    });
    expect(res.status).toBe(400);
    const other = await t.call('POST', '/v1/progress/logs', apprentice, {
      ...week('2026-11-16', ['c-safety', 8]),
      userId: OTHER_APPRENTICE,
    });
    expect(other.status).toBe(400);
  });
});

describe('a week from log to approval, and the wage step it makes due', () => {
  let logId: string;

  it('the apprentice logs a week; it waits, and a second log of the week is refused', async () => {
    const res = await t.call(
      'POST',
      '/v1/progress/logs',
      apprentice,
      week('2026-11-16', ['c-safety', 10], ['c-pm', 30]),
    );
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ status: 'waiting', totalHours: 40, userId: APPRENTICE });
    logId = res.body.item.id;
    const again = await t.call('POST', '/v1/progress/logs', apprentice, week('2026-11-16', ['c-pm', 8]));
    expect([again.status, again.body.error.message]).toEqual([409, M.duplicateWeek('2026-11-16')]);
  });

  it('another apprentice, a teacher and another organization see nothing of it', async () => {
    const path = `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}`;
    for (const who of [otherApprentice, callers.teacher, callers.otherOrgAdmin])
      expect((await t.call('GET', path, who as RoleCaller)).status).toBe(404);
    expect((await t.call('GET', path, apprentice)).body.item.ojt).toMatchObject({
      approved: 650,
      waiting: 80,
      returned: 44,
    });
    for (const who of [otherApprentice, callers.teacher])
      expect(
        (await t.call('POST', `/v1/progress/logs/${logId}/review`, who as RoleCaller, { decision: 'approve' })).status,
      ).toBe(404);
  });

  it('sits in the mentor queue, not in the apprentice’s', async () => {
    expect((await t.call('GET', '/v1/progress/queue', mentor)).body.items.map((i: { id: string }) => i.id)).toContain(
      logId,
    );
    expect((await t.call('GET', '/v1/progress/queue', apprentice)).body.items).toEqual([]);
    expect((await t.call('GET', '/v1/progress/queue', callers.teacher as RoleCaller)).body.items).toEqual([]);
  });

  it('the apprentice cannot approve their own week', async () => {
    expect(
      (await t.call('POST', `/v1/progress/logs/${logId}/review`, apprentice, { decision: 'approve' })).status,
    ).toBe(403);
  });

  it('the mentor returns it with a comment (not without one)', async () => {
    const bare = await t.call('POST', `/v1/progress/logs/${logId}/review`, mentor, { decision: 'return' });
    expect([bare.status, bare.body.error.message]).toEqual([422, M.returnNeedsComment]);
    const res = await t.call('POST', `/v1/progress/logs/${logId}/review`, mentor, {
      decision: 'return',
      comment: 'Split the welding hours out.',
    });
    expect(res.body.item).toMatchObject({ status: 'returned', reviewComment: 'Split the welding hours out.' });
  });

  it('the apprentice fixes it and it waits again; the mentor approves it and it is locked', async () => {
    const fixed = await t.call('PUT', `/v1/progress/logs/${logId}`, apprentice, {
      entries: [
        { workProcessId: 'c-safety', hours: 10 },
        { workProcessId: 'c-pm', hours: 22 },
        { workProcessId: 'c-weld', hours: 8 },
      ],
    });
    expect(fixed.body.item).toMatchObject({ status: 'waiting', totalHours: 40, note: 'Pump rebuilds with Tom.' });
    expect((await t.call('PUT', `/v1/progress/logs/${logId}`, mentor, { entries: [] })).status).toBe(403);
    const approved = await t.call('POST', `/v1/progress/logs/${logId}/review`, mentor, { decision: 'approve' });
    expect(approved.body.item).toMatchObject({ status: 'approved', reviewedAt: NOW.toISOString() });
    const locked = await t.call('PUT', `/v1/progress/logs/${logId}`, apprentice, {
      entries: [{ workProcessId: 'c-pm', hours: 1 }],
    });
    expect([locked.status, locked.body.error.message]).toEqual([409, M.approvedLocked]);
    const again = await t.call('POST', `/v1/progress/logs/${logId}/review`, mentor, {
      decision: 'return',
      comment: 'x',
    });
    expect(again.status).toBe(409);
    expect(await auditOf(logId)).toEqual(
      expect.arrayContaining(['hoursLogs.create', 'hoursLogs.return', 'hoursLogs.resubmit', 'hoursLogs.approve']),
    );
  });

  it('its approval crossed into the second wage period: the step is due and the employer e-mailed', async () => {
    const item = (await t.call('GET', '/v1/progress/mine', apprentice)).body.items[0];
    expect(item.ojt).toMatchObject({ approved: 690, required: 2000 });
    expect(item.workProcesses.find((w: { id: string }) => w.id === 'c-weld').approved).toBeGreaterThanOrEqual(8);
    expect(item.wage).toEqual({
      period: 2,
      wageAmount: 19.1,
      next: { period: 3, wageAmount: 24.8, startsAtHours: 1334, hoursLeft: 644 },
    });
    expect(item.stepDue).toMatchObject({ period: 2, wageAmount: 19.1 });
    const steps = await t.db.select().from(wageStepsDue).where(eq(wageStepsDue.userId, APPRENTICE));
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ period: 2, hoursAtDue: 690, notifiedAt: NOW.toISOString(), confirmedAt: null });
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, employer)));
    expect(mail.map((m) => m.subject)).toEqual(['Wage step due: Jasmine Carter']);
    expect(mail[0]!.text).toContain('$19.10 an hour');
  });

  it('the employer admin approves a waiting week too; approving again makes no second step', async () => {
    const waiting = (await t.call('GET', '/v1/progress/queue', employer)).body.items.find(
      (i: { weekStart: string; userId: string }) => i.weekStart === '2026-11-09' && i.userId === APPRENTICE,
    );
    expect(waiting).toMatchObject({ overdue: true, apprenticeName: 'Jasmine Carter' });
    const res = await t.call('POST', `/v1/progress/logs/${waiting.id}/review`, employer, { decision: 'approve' });
    expect(res.body.item.status).toBe('approved');
    expect(await t.db.select().from(wageStepsDue).where(eq(wageStepsDue.userId, APPRENTICE))).toHaveLength(1);
  });

  it('the list row shows the step until the employer confirms it; the mentor cannot', async () => {
    const row = async (as: RoleCaller = employer) =>
      (await t.call('GET', `/v1/progress/apprentices?apprenticeshipId=${PROGRAM}`, as)).body.items.find(
        (i: { userId: string }) => i.userId === APPRENTICE,
      );
    const due = (await row()).stepDue;
    expect(due).toMatchObject({ period: 2, wageAmount: 19.1, canConfirm: true });
    // The mentor sees the step due but is not offered the confirmation.
    expect((await row(mentor)).stepDue).toMatchObject({ id: due.id, canConfirm: false });
    expect((await t.call('POST', `/v1/progress/wage-steps/${due.id}/confirm`, mentor)).status).toBe(403);
    for (const who of [apprentice, callers.teacher, callers.otherOrgAdmin])
      expect((await t.call('POST', `/v1/progress/wage-steps/${due.id}/confirm`, who as RoleCaller)).status).toBe(404);
    const res = await t.call('POST', `/v1/progress/wage-steps/${due.id}/confirm`, employer);
    expect(res.body.item).toEqual({ id: due.id, period: 2, confirmedAt: NOW.toISOString() });
    expect((await row()).stepDue).toBeNull();
    expect((await t.call('POST', `/v1/progress/wage-steps/${due.id}/confirm`, employer)).status).toBe(409);
    expect((await auditOf(due.id)).sort()).toEqual(['wageStepsDue.confirm', 'wageStepsDue.create']);
  });
});

describe('competency sign-offs and related-instruction hours', () => {
  const signOff = (userId: string, competencyId: string) =>
    `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${userId}/competencies/${competencyId}/sign-off`;
  const rti = (userId: string) => `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${userId}/instruction-hours`;

  it.each([
    ['anonymous', 401],
    ['apiKey', 401],
    ['teacher', 404],
    ['otherOrgAdmin', 404],
  ] as const)('refuses a sign-off by %s', async (role, status) => {
    expect((await t.call('POST', signOff(APPRENTICE, 'c-safety'), callers[role] as RoleCaller)).status).toBe(status);
  });

  it('the apprentice cannot sign off their own competency', async () => {
    const res = await t.call('POST', signOff(APPRENTICE, 'c-safety'), apprentice);
    expect([res.status, res.body.error.message]).toEqual([403, M.onlyMentorSignsOff]);
  });

  it('the mentor signs one off once (date, who); it shows on the progress', async () => {
    const res = await t.call('POST', signOff(APPRENTICE, 'c-safety'), mentor);
    expect(res.status).toBe(201);
    expect(res.body.item).toEqual({
      competencyId: 'c-safety',
      signedOffAt: NOW.toISOString(),
      signedOffBy: 'demo-wf-journey-1',
    });
    const again = await t.call('POST', signOff(APPRENTICE, 'c-safety'), callers.admin as RoleCaller);
    expect([again.status, again.body.error.message]).toEqual([409, M.alreadySignedOff]);
    const unknown = await t.call('POST', signOff(APPRENTICE, 'c-plumbing'), mentor);
    expect([unknown.status, unknown.body.error.message]).toEqual([422, M.notCompetency('c-plumbing')]);
    expect((await t.call('POST', signOff('demo-wf-teacher', 'c-pm'), mentor)).status).toBe(404);
    const item = (await t.call('GET', '/v1/progress/mine', apprentice)).body.items[0];
    expect(item.workProcesses.find((w: { id: string }) => w.id === 'c-safety').signedOff).toEqual({
      at: NOW.toISOString(),
      by: 'demo-wf-journey-1',
    });
    expect(item.competencies).toEqual({ signedOff: 1, total: 6 });
  });

  it('the sponsor records instruction hours; a mentor may not; bad hours and future days are refused', async () => {
    const body = { date: '2026-11-24', hours: 3, note: 'Hydraulics night class' };
    const mentorTry = await t.call('POST', rti(APPRENTICE), mentor, body);
    expect([mentorTry.status, mentorTry.body.error.message]).toEqual([403, M.onlySponsorRecordsInstruction]);
    for (const [bad, message] of [
      [{ ...body, hours: 25 }, M.instructionHours],
      [{ ...body, hours: 0 }, M.instructionHours],
      [{ ...body, date: '2026-11-30' }, M.futureDay],
    ] as const) {
      const res = await t.call('POST', rti(APPRENTICE), callers.admin as RoleCaller, bad);
      expect([res.status, res.body.error.message]).toEqual([422, message]);
    }
    const res = await t.call('POST', rti(APPRENTICE), callers.admin as RoleCaller, body);
    expect(res.status).toBe(201);
    expect(await auditOf(res.body.item.id)).toEqual(['instructionHours.create']);
    // Jasmine completed OSHA 10 (10 hours), one of the program's two classes: 10 + 3.
    expect((await t.call('GET', '/v1/progress/mine', apprentice)).body.items[0].rti).toMatchObject({
      approved: 13,
      required: 144,
      fromClasses: 10,
      recorded: 3,
    });
  });

  it('a class of the program an admin marks completed adds its hours; the apprentice sees each class', async () => {
    const marked = await t.call('POST', '/v1/users/lists', callers.admin as RoleCaller, {
      id: APPRENTICE,
      completedCourseIds: ['demo-course-maintenance', 'demo-course-orientation'],
    });
    expect(marked.status).toBe(200);
    const mine = (await t.call('GET', '/v1/progress/mine', apprentice)).body.items[0];
    // The orientation is not a class of the program: it adds nothing.
    expect(mine.rti).toEqual({
      approved: 109,
      required: 144,
      fromClasses: 106,
      recorded: 3,
      classes: [
        { courseId: 'demo-course-osha10', title: 'OSHA 10 for General Industry', hours: 10, completed: true },
        {
          courseId: 'demo-course-maintenance',
          title: 'Industrial Maintenance Fundamentals',
          hours: 96,
          completed: true,
        },
      ],
    });
    // The staff list shows the same hours, without the class list; a mentor does not record them.
    const row = (await t.call('GET', `/v1/progress/apprentices?apprenticeshipId=${PROGRAM}`, mentor)).body.items.find(
      (i: { userId: string }) => i.userId === APPRENTICE,
    );
    expect(row.rti).toEqual({ approved: 109, required: 144, fromClasses: 106, recorded: 3, canRecord: false });
  });

  it('refuses a program whose classes repeat or count no hours', async () => {
    for (const [instructionClasses, message] of [
      [
        [
          { courseId: 'demo-course-osha10', hours: 10 },
          { courseId: 'demo-course-osha10', hours: 8 },
        ],
        M.repeatedInstructionClass,
      ],
      [[{ courseId: 'demo-course-osha10', hours: 0 }], M.instructionClassHours],
    ] as const) {
      const res = await t.call('PUT', '/v1/external/supabase/apprenticeships', callers.admin as RoleCaller, {
        id: PROGRAM,
        instructionClasses,
      });
      expect([res.status, res.body.error.message]).toEqual([400, message]);
    }
  });
});

describe('completion: the certificate of completion is issued when hours and competencies are met', () => {
  const path = `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}`;
  const mine = async () => (await t.call('GET', '/v1/progress/mine', apprentice)).body.items[0];

  it('competencies first: all signed off, still short of hours, nothing is issued', async () => {
    const before = await mine();
    // The hours she must reach brought within reach: 8 OJT hours short, RTI met. Her agreement sets
    // them (sdk requiredHoursOf), as the program does for apprentices whose agreement does not.
    const within = { ojtHours: before.ojt.approved + 8, instructionHours: before.rti.approved };
    await t.db.update(apprenticeships).set(within).where(eq(apprenticeships.id, PROGRAM));
    await t.db
      .update(apprenticeAgreements)
      .set(within)
      .where(and(eq(apprenticeAgreements.apprenticeshipId, PROGRAM), eq(apprenticeAgreements.userId, APPRENTICE)));
    for (const w of before.workProcesses.filter((w: { signedOff: unknown }) => !w.signedOff))
      expect((await t.call('POST', `${path}/competencies/${w.id}/sign-off`, mentor)).status).toBe(201);
    const now = await mine();
    expect([now.competencies.signedOff, now.competencies.total, now.complete, now.completion]).toEqual([
      6,
      6,
      false,
      null,
    ]);
    expect((await t.call('GET', `${path}/certificate`, apprentice)).status).toBe(404);
  });

  it('the week that meets the hours issues it, once; the apprentice downloads the PDF with the hashes', async () => {
    const logged = await t.call('POST', '/v1/progress/logs', apprentice, week('2026-11-23', ['c-pm', 8]));
    expect(logged.status).toBe(201);
    await t.call('POST', `/v1/progress/logs/${logged.body.item.id}/review`, mentor, { decision: 'approve' });
    const done = await mine();
    expect(done.complete).toBe(true);
    const [row] = await t.db.select().from(apprenticeCompletions).where(eq(apprenticeCompletions.userId, APPRENTICE));
    expect(row).toMatchObject({ apprenticeName: 'Jasmine Carter', completedAt: NOW.toISOString(), competencies: 6 });
    expect(done.completion).toEqual({ completedAt: NOW.toISOString(), dataHash: row!.dataHash });
    expect(await auditOf(row!.id)).toEqual(['apprenticeCompletions.issue']);

    const res = await t.app.request(`${path}/certificate`, {
      headers: { authorization: `Bearer ${await t.sign(apprentice)}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The same row draws the same bytes: the file is the one whose hash was recorded at issue.
    expect(sha256Hex(bytes)).toBe(row!.pdfHash);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getKeywords()).toBe(`dataHash:${row!.dataHash}`);
    expect(doc.getTitle()).toBe('Certificate of Completion: Jasmine Carter, Industrial Maintenance Mechanic');
    expect(doc.getPageCount()).toBe(2);
    const downloads = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, row!.id), eq(auditEvents.action, 'apprenticeCompletions.download')));
    expect(downloads).toHaveLength(1);
  });

  it('the mentor and the sponsor download it; another apprentice, a teacher and another organization may not', async () => {
    for (const who of [mentor, employer, callers.admin])
      expect((await t.call('GET', `${path}/certificate`, who as RoleCaller)).status).toBe(200);
    for (const who of [otherApprentice, callers.teacher, callers.otherOrgAdmin])
      expect((await t.call('GET', `${path}/certificate`, who as RoleCaller)).status).toBe(404);
    expect((await t.call('GET', `${path}/certificate`, callers.anonymous as RoleCaller)).status).toBe(401);
  });

  it('a completed apprenticeship takes no more weeks: 409 with the reason, nothing written', async () => {
    const weeks = async () => (await mine()).logs.length;
    const before = await weeks();
    const res = await t.call('POST', '/v1/progress/logs', apprentice, week('2026-11-16', ['c-pm', 4]));
    expect([res.status, res.body.error.message]).toEqual([409, M.completed]);
    expect(await weeks()).toBe(before);
  });

  it.each([
    ['waiting', '2026-11-16'],
    ['returned', '2026-11-02'],
  ])(
    'its %s week is closed too: the apprentice is refused 409 with the reason, nothing written',
    async (status, day) => {
      const ofWeek = and(eq(hoursLogs.userId, APPRENTICE), eq(hoursLogs.weekStart, day));
      // A week sent before the certificate and not reviewed yet (the demo's waiting week was approved above).
      if (status === 'waiting')
        await t.db
          .update(hoursLogs)
          .set({ status: 'waiting', reviewedBy: null, reviewedAt: null, reviewComment: null })
          .where(ofWeek);
      const row = async () => (await t.db.select().from(hoursLogs).where(ofWeek))[0]!;
      const before = await row();
      const id = before.id;
      const audits = await auditOf(id);
      expect(before.status).toBe(status);
      const change = { entries: [{ workProcessId: 'c-pm', hours: 12 }], note: 'Fixed after the certificate.' };
      const res = await t.call('PUT', `/v1/progress/logs/${id}`, apprentice, change);
      expect([res.status, res.body.error.message]).toEqual([409, M.completedLocked]);
      // Nobody else changes an apprentice's week: the sponsor, the super admin and the mentor are refused as before.
      for (const [who, code] of [
        [callers.superAdmin, 403],
        [callers.admin, 403],
        [mentor, 403],
        [callers.teacher, 404],
        [callers.otherOrgAdmin, 404],
        [callers.anonymous, 401],
      ] as const)
        expect((await t.call('PUT', `/v1/progress/logs/${id}`, who as RoleCaller, change)).status).toBe(code);
      expect(await row()).toEqual(before);
      expect(await auditOf(id)).toEqual(audits);
    },
  );

  it.each([
    ['superAdmin', 409],
    ['owner', 409],
    ['admin', 409],
    ['mentor', 409],
    ['employer', 409],
    ['the apprentice', 403],
    ['another apprentice', 404],
    ['teacher', 404],
    ['otherOrgAdmin', 404],
    ['anonymous', 401],
    ['apiKey', 401],
  ] as const)(
    'its waiting week is no longer approved or returned: %s %i, nothing written, out of every queue',
    async (role, status) => {
      const who =
        (
          { mentor, employer, 'the apprentice': apprentice, 'another apprentice': otherApprentice } as Record<
            string,
            string
          >
        )[role] ?? (callers[role as keyof typeof callers] as RoleCaller);
      const ofWeek = and(eq(hoursLogs.userId, APPRENTICE), eq(hoursLogs.weekStart, '2026-11-16'));
      // Sent before the certificate (the test above left it waiting), long enough ago to be overdue.
      await t.db.update(hoursLogs).set({ submittedAt: '2026-11-17T18:00:00.000Z' }).where(ofWeek);
      const row = async () => (await t.db.select().from(hoursLogs).where(ofWeek))[0]!;
      const before = await row();
      expect(before.status).toBe('waiting');
      const audits = await auditOf(before.id);
      for (const review of [{ decision: 'approve' }, { decision: 'return', comment: 'Split the PM hours.' }]) {
        const res = await t.call('POST', `/v1/progress/logs/${before.id}/review`, who as RoleCaller, review);
        expect(res.status).toBe(status);
        if (status === 409) expect(res.body.error.message).toBe(M.completedReview);
      }
      expect(await row()).toEqual(before);
      expect(await auditOf(before.id)).toEqual(audits);
      // The page offers no review of it: it waits in no queue, and counts as no overdue approval.
      if (status === 409) {
        const queue = (await t.call('GET', '/v1/progress/queue', who as RoleCaller)).body.items;
        expect(queue.map((i: { id: string }) => i.id)).not.toContain(before.id);
        const list = (await t.call('GET', `/v1/progress/apprentices?apprenticeshipId=${PROGRAM}`, who as RoleCaller))
          .body.items;
        expect(list.find((i: { userId: string }) => i.userId === APPRENTICE).overdueApprovals).toBe(0);
      }
    },
  );

  it('takes no more instruction hours either: 409 with the reason, nothing recorded, no second certificate', async () => {
    const rti = `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}/instruction-hours`;
    const recorded = async () => (await mine()).rti.recorded;
    const before = await recorded();
    const res = await t.call('POST', rti, callers.admin as RoleCaller, { date: '2026-11-25', hours: 2 });
    expect([res.status, res.body.error.message]).toEqual([409, M.completedInstruction]);
    expect(await recorded()).toBe(before);
    expect(
      await t.db.select().from(apprenticeCompletions).where(eq(apprenticeCompletions.userId, APPRENTICE)),
    ).toHaveLength(1);
  });
});
