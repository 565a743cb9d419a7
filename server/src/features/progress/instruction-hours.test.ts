import { PROGRESS_MESSAGES as M } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apprenticeCompletions,
  apprenticeshipUsers,
  auditEvents,
  employerProfiles,
  instructionHours,
  users,
} from '../../db/schema/index.ts';
import { callersOfEachRole, createTestApp, type RoleCaller, type TestApp } from '../../test/harness.ts';

// Related-instruction hours the instruction provider reports: the sponsor records them (POST), and
// those who see the apprentice's progress read them (GET), on the demo's maintenance program. Its
// mentor is Tom; the employer admin is the contact of its employer (Mon Valley), here a demo learner's
// address; Hector (learner-04) and Jasmine are its apprentices. The app's clock is 2026-11-28.
const NOW = new Date('2026-11-28T12:00:00Z');
const PROGRAM = 'demo-apprenticeship-imm';
const HECTOR = 'demo-wf-learner-04';
const JASMINE = 'demo-wf-student';
const route = (userId: string) => `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${userId}/instruction-hours`;

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
let hector: string;
let jasmine: string;
let mentor: string;
let employer: string;
/** A teacher of the organization with no part in the program (until named its sponsor below); the harness's teacher is a mentor of it. */
const TEACHER = 'teacher.workforce@demo.pathcraft.test';

type Role = keyof typeof callers | 'mentor' | 'employer' | 'the apprentice' | 'another apprentice';
/** The caller of each role: the program's people by their e-mail, the harness's callers otherwise. */
const as = (role: Role): RoleCaller =>
  ({ mentor, employer, 'the apprentice': hector, 'another apprentice': jasmine, teacher: TEACHER })[role as string] ??
  (callers[role as keyof typeof callers] as RoleCaller);
const person = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const listAs = (caller: RoleCaller, userId = HECTOR) => t.call('GET', route(userId), caller);
const recordedOf = async (userId = HECTOR) =>
  (await t.call('GET', `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${userId}`, callers.admin as RoleCaller))
    .body.item.rti.recorded;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  callers = await callersOfEachRole(t);
  hector = (await person(HECTOR)).email!;
  jasmine = (await person(JASMINE)).email!;
  mentor = (await person('demo-wf-journey-1')).email!;
  employer = (await person('demo-wf-learner-07')).email!;
  await t.db
    .update(employerProfiles)
    .set({ contactEmail: employer })
    .where(eq(employerProfiles.id, 'demo-employer-monvalley'));
});
afterAll(() => t.close());

/**
 * Who records entries (and corrects and removes them): the sponsor, with `ok`; those who see the
 * apprentice are refused 403 with the reason, the others find no such apprentice or are not signed in.
 */
const recording = (ok: number) =>
  [
    ['superAdmin', ok, null],
    ['owner', ok, null],
    ['admin', ok, null],
    ['mentor', 403, M.onlySponsorRecordsInstruction],
    ['employer', 403, M.onlySponsorRecordsInstruction],
    ['the apprentice', 403, M.onlySponsorRecordsInstruction],
    ['another apprentice', 403, M.onlySponsorRecordsInstruction],
    ['teacher', 404, null],
    ['otherOrgAdmin', 404, null],
    ['anonymous', 401, null],
    ['apiKey', 401, null],
  ] as const;

describe('recording related-instruction hours (POST …/instruction-hours)', () => {
  it.each(recording(201))('%s: %i', async (role, status, message) => {
    const before = await recordedOf();
    const res = await t.call('POST', route(HECTOR), as(role), {
      date: '2026-11-20',
      hours: 1.5,
    });
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    // The total counts what was recorded, and nothing refused.
    expect(await recordedOf()).toBe(status === 201 ? before + 1.5 : before);
  });

  it('refuses a missing day, bad hours and a day to come with the rule’s words (the page shows the same)', async () => {
    const before = await recordedOf();
    // A day that is no date is refused by the body's schema (400), the rest by the rule (422).
    for (const [body, status, message] of [
      [{ date: '', hours: 3 }, 400, M.instructionDay],
      [{ hours: 3 }, 400, M.instructionDay],
      [{ date: '2026-11-24', hours: 0 }, 422, M.instructionHours],
      [{ date: '2026-11-24', hours: 24.25 }, 422, M.instructionHours],
      [{ date: '2026-11-24', hours: 2.1 }, 422, M.instructionHours],
      [{ date: '2026-11-30', hours: 3 }, 422, M.futureDay],
    ] as const) {
      const res = await t.call('POST', route(HECTOR), callers.admin as RoleCaller, body);
      expect([res.status, res.body.error.message]).toEqual([status, message]);
    }
    expect(await recordedOf()).toBe(before);
  });

  it('takes the sponsor’s own today east of UTC: at noon UTC it is already tomorrow in Auckland', async () => {
    expect(
      (await t.call('POST', route(JASMINE), callers.admin as RoleCaller, { date: '2026-11-29', hours: 1 })).status,
    ).toBe(201);
  });

  it('a sponsor named on the program (not an admin) records them too', async () => {
    const now = NOW.toISOString();
    await t.db.insert(apprenticeshipUsers).values({
      id: 'rti-named-sponsor',
      orgId: 'demo-workforce-org',
      apprenticeshipId: PROGRAM,
      userId: 'demo-wf-teacher',
      role: 'sponsor',
      createdAt: now,
      updatedAt: now,
    });
    try {
      expect((await t.call('POST', route(HECTOR), TEACHER, { date: '2026-11-02', hours: 2 })).status).toBe(201);
      const row = (await t.call('GET', '/v1/progress/apprentices', TEACHER)).body.items.find(
        (i: { userId: string }) => i.userId === HECTOR,
      );
      expect(row.rti.canRecord).toBe(true);
    } finally {
      await t.db.delete(apprenticeshipUsers).where(eq(apprenticeshipUsers.id, 'rti-named-sponsor'));
    }
  });
});

describe('reading them (GET …/instruction-hours)', () => {
  it('lists each entry newest day first, with its note and who recorded it', async () => {
    const gloria = await person('demo-wf-sponsor');
    const res = await t.call('POST', route(HECTOR), gloria.email as RoleCaller, {
      date: '2026-11-27',
      hours: 3.25,
      note: '  Hydraulics night class  ',
    });
    expect(res.status).toBe(201);
    const items = (await listAs(callers.admin as RoleCaller)).body.items;
    expect(items[0]).toEqual({
      id: res.body.item.id,
      date: '2026-11-27',
      hours: 3.25,
      note: 'Hydraulics night class',
      recordedBy: 'Gloria Santos',
      recordedAt: NOW.toISOString(),
    });
    const dates = items.map((i: { date: string }) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items.reduce((sum: number, i: { hours: number }) => sum + i.hours, 0)).toBe(await recordedOf());
  });

  it.each([
    ['superAdmin', 200],
    ['owner', 200],
    ['admin', 200],
    ['mentor', 200],
    ['employer', 200],
    ['the apprentice', 200],
    ['another apprentice', 404],
    ['teacher', 404],
    ['otherOrgAdmin', 404],
    ['anonymous', 401],
    ['apiKey', 401],
  ] as const)('%s: %i', async (role, status) => {
    const res = await listAs(as(role));
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.items.length).toBeGreaterThan(0);
  });

  it('answers 404 for someone who is not an apprentice of the program', async () => {
    expect((await listAs(callers.admin as RoleCaller, 'demo-wf-journey-1')).status).toBe(404);
  });
});

describe('the apprentices list says who may record them (rti.canRecord)', () => {
  it.each([
    ['superAdmin', true],
    ['owner', true],
    ['admin', true],
    ['mentor', false],
    ['employer', false],
  ] as const)('%s: %s', async (role, canRecord) => {
    const res = await t.call('GET', `/v1/progress/apprentices?apprenticeshipId=${PROGRAM}`, as(role));
    const row = res.body.items.find((i: { userId: string }) => i.userId === HECTOR);
    expect(row.rti.canRecord).toBe(canRecord);
  });

  it('the apprentice’s own progress has no such flag (they never record)', async () => {
    const mine = (await t.call('GET', '/v1/progress/mine', hector)).body.items[0];
    expect(mine.rti.canRecord).toBeUndefined();
    expect((await t.call('GET', '/v1/progress/mine', jasmine)).body.items[0].rti.canRecord).toBeUndefined();
  });
});

describe('correcting and removing an entry (PUT and DELETE …/instruction-hours/:id)', () => {
  /** An entry the sponsor recorded by mistake: 20 hours for 2. */
  const mistake = async (userId = HECTOR) => {
    const res = await t.call('POST', route(userId), callers.admin as RoleCaller, {
      date: '2026-11-18',
      hours: 20,
      note: 'Welding lab',
    });
    expect(res.status).toBe(201);
    return res.body.item.id as string;
  };
  const entryRow = async (id: string) =>
    (await t.db.select().from(instructionHours).where(eq(instructionHours.id, id)))[0];
  const auditsOf = async (id: string) => await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
  const fix = { date: '2026-11-17', hours: 2, note: 'Welding lab (2 h)' };

  const roles = recording(200);

  it.each(roles)('corrects: %s %i', async (role, status, message) => {
    const id = await mistake();
    const before = await recordedOf();
    const res = await t.call('PUT', `${route(HECTOR)}/${id}`, as(role), fix);
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    const entry = (await listAs(callers.admin as RoleCaller)).body.items.find((i: { id: string }) => i.id === id);
    if (status === 200) {
      expect(res.body.item).toEqual({ id, date: fix.date, hours: 2 });
      expect(entry).toMatchObject(fix);
      // The totals count the corrected hours.
      expect(await recordedOf()).toBe(before - 20 + 2);
      const audit = (await auditsOf(id)).find((e) => e.action === 'instructionHours.update');
      expect(audit?.details).toMatchObject({
        changes: {
          date: { before: '2026-11-18', after: fix.date },
          hours: { before: 20, after: 2 },
          note: { before: 'Welding lab', after: fix.note },
        },
      });
    } else {
      expect(entry).toMatchObject({ date: '2026-11-18', hours: 20, note: 'Welding lab' });
      expect(await recordedOf()).toBe(before);
      expect((await auditsOf(id)).map((e) => e.action)).toEqual(['instructionHours.create']);
    }
  });

  it.each(roles)('removes: %s %i', async (role, status, message) => {
    const id = await mistake();
    const before = await recordedOf();
    const res = await t.call('DELETE', `${route(HECTOR)}/${id}`, as(role));
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    if (status === 200) {
      expect(res.body).toEqual({ deleted: true });
      expect(await entryRow(id)).toBeUndefined();
      expect(await recordedOf()).toBe(before - 20);
      const audit = (await auditsOf(id)).find((e) => e.action === 'instructionHours.delete');
      expect(audit?.details).toMatchObject({
        date: '2026-11-18',
        hours: 20,
        userId: HECTOR,
        changes: { hours: { before: 20, after: null } },
      });
    } else {
      expect(await entryRow(id)).toBeDefined();
      expect(await recordedOf()).toBe(before);
    }
    // Removed once: a second removal finds nothing.
    if (status === 200) expect((await t.call('DELETE', `${route(HECTOR)}/${id}`, as(role))).status).toBe(404);
  });

  it('checks a correction as a recording, with the rule’s words: nothing changes', async () => {
    const id = await mistake();
    for (const [body, status, message] of [
      [{ date: '2026-11-24', hours: 0 }, 422, M.instructionHours],
      [{ date: '2026-11-24', hours: 2.1 }, 422, M.instructionHours],
      [{ date: '2026-11-30', hours: 3 }, 422, M.futureDay],
      [{ date: '2026-02-31', hours: 3 }, 422, M.instructionDay],
      [{ hours: 3 }, 400, M.instructionDay],
    ] as const) {
      const res = await t.call('PUT', `${route(HECTOR)}/${id}`, callers.admin as RoleCaller, body);
      expect([res.status, res.body.error.message]).toEqual([status, message]);
    }
    expect(await entryRow(id)).toMatchObject({ date: '2026-11-18', hours: 20 });
  });

  it('finds no entry that is not this apprentice’s on the program (404), and changes none', async () => {
    const hectors = await mistake();
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const path of [`${route(JASMINE)}/${hectors}`, `${route(HECTOR)}/no-such-entry`]) {
        const res = await t.call(method, path, callers.admin as RoleCaller, method === 'PUT' ? fix : undefined);
        expect(res.status).toBe(404);
      }
    }
    expect(await entryRow(hectors)).toMatchObject({ date: '2026-11-18', hours: 20 });
  });

  it('refuses a recording, correction or removal once the certificate of completion is issued (409): it certifies the hours as they were', async () => {
    const id = await mistake();
    const before = await recordedOf();
    const now = NOW.toISOString();
    await t.db.insert(apprenticeCompletions).values({
      id: 'rti-certificate',
      orgId: 'demo-workforce-org',
      apprenticeshipId: PROGRAM,
      userId: HECTOR,
      completedAt: now,
      apprenticeName: 'Hector',
      programTitle: 'Industrial Maintenance Mechanic',
      ojtHours: 8000,
      rtiHours: 144,
      competencies: 0,
      dataHash: 'x',
      pdfHash: 'x',
      createdAt: now,
      updatedAt: now,
    });
    try {
      for (const [method, body] of [
        ['PUT', fix],
        ['DELETE', undefined],
      ] as const) {
        const res = await t.call(method, `${route(HECTOR)}/${id}`, callers.admin as RoleCaller, body);
        expect([res.status, res.body.error.message]).toEqual([409, M.completedInstructionLocked]);
      }
      // Every role that may record is refused the same way, with the reason; those who may not, as before.
      for (const [role, status, message] of recording(409)) {
        const res = await t.call('POST', route(HECTOR), as(role), { date: '2026-11-20', hours: 1.5 });
        expect([role, res.status]).toEqual([role, status]);
        if (status === 409) expect(res.body.error.message).toBe(M.completedInstruction);
        else if (message) expect(res.body.error.message).toBe(message);
      }
      expect(await entryRow(id)).toMatchObject({ date: '2026-11-18', hours: 20 });
      expect(await recordedOf()).toBe(before);
    } finally {
      await t.db.delete(apprenticeCompletions).where(eq(apprenticeCompletions.id, 'rti-certificate'));
    }
  });
});
