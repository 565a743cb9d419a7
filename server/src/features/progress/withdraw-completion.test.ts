import { PROGRESS_MESSAGES as M } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apprenticeAgreements,
  apprenticeCompletions,
  apprenticeships,
  apprenticeshipUsers,
  auditEvents,
  employerProfiles,
  hoursLogs,
  users,
} from '../../db/schema/index.ts';
import { callersOfEachRole, createTestApp, type RoleCaller, type TestApp } from '../../test/harness.ts';

// A typo completes Hector (learner-04) on the demo's maintenance program: the instruction provider
// reported 1 hour and the sponsor recorded 10, the last hours he needed. The certificate of
// completion is issued; the sponsor withdraws it (saying why), corrects the entry, and he is back in
// progress. His mentor is Tom; the employer admin is the contact of the program's employer (Mon
// Valley), here a demo learner's address; Jasmine is another apprentice. The clock is 2026-11-28.
const NOW = new Date('2026-11-28T12:00:00Z');
const PROGRAM = 'demo-apprenticeship-imm';
const HECTOR = 'demo-wf-learner-04';
const JASMINE = 'demo-wf-student';
const path = `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${HECTOR}`;
const withdraw = `${path}/certificate/withdraw`;
/** A teacher of the organization with no part in the program (the harness's teacher is a mentor of it; its student is none of the program's apprentices). */
const TEACHER = 'teacher.workforce@demo.pathcraft.test';
const REASON = 'Recorded 10 instruction hours for 1: the provider reported one hour.';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
let hector: string;
let jasmine: string;
let mentor: string;
let employer: string;
/** The typo: the entry of 10 hours that completed him. */
let typo: string;

type Role = keyof typeof callers | 'mentor' | 'employer' | 'the apprentice' | 'another apprentice';
const as = (role: Role): RoleCaller =>
  ({ mentor, employer, 'the apprentice': hector, 'another apprentice': jasmine, teacher: TEACHER })[role as string] ??
  (callers[role as keyof typeof callers] as RoleCaller);
const emailOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.email!;
const certificates = () => t.db.select().from(apprenticeCompletions).where(eq(apprenticeCompletions.userId, HECTOR));
const progress = async () => (await t.call('GET', path, callers.admin as RoleCaller)).body.item;
const listRow = async (caller: RoleCaller) =>
  (await t.call('GET', `/v1/progress/apprentices?apprenticeshipId=${PROGRAM}`, caller)).body.items.find(
    (i: { userId: string }) => i.userId === HECTOR,
  );
const rti = (body: { date: string; hours: number; note?: string }) =>
  t.call('POST', `${path}/instruction-hours`, callers.admin as RoleCaller, body);
/** Hector's standing in the compliance room's completeness check. */
const standing = async () => {
  const name = (await t.db.select().from(users).where(eq(users.id, HECTOR)))[0]!.name;
  const res = await t.call('GET', '/v1/compliance/rapids-completeness?limit=200', callers.admin as RoleCaller);
  return res.body.items.find(
    (i: { name: string; programTitle: string }) =>
      i.name === name && i.programTitle === 'Industrial Maintenance Mechanic',
  ).standing;
};
/** Hector's status in the RAPIDS file (Pathcraft's numbers: 1 active, 2 completed). */
const fileStatus = async () => {
  const res = await t.call('GET', '/v1/compliance/rapids-export', callers.admin as RoleCaller);
  expect(res.status).toBe(200);
  const [header, ...rows] = Papa.parse<string[]>(res.body as string).data;
  const column = (name: string) => header!.indexOf(name);
  const membership = (
    await t.db
      .select()
      .from(apprenticeshipUsers)
      .where(
        and(
          eq(apprenticeshipUsers.apprenticeshipId, PROGRAM),
          eq(apprenticeshipUsers.userId, HECTOR),
          eq(apprenticeshipUsers.role, 'apprentice'),
        ),
      )
  )[0]!;
  return rows.find((r) => r[column('Apprentice ID')] === membership.id)![column('Apprentice Status')];
};
/** A Monday after the program's start that Hector has not logged. */
async function freeWeek(): Promise<string> {
  const logged = new Set(
    (await t.db.select().from(hoursLogs).where(eq(hoursLogs.userId, HECTOR))).map((l) => l.weekStart),
  );
  for (let day = new Date('2026-11-23T00:00:00Z'); ; day = new Date(day.getTime() - 7 * 86_400_000)) {
    const monday = day.toISOString().slice(0, 10);
    if (!logged.has(monday)) return monday;
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  callers = await callersOfEachRole(t);
  hector = await emailOf(HECTOR);
  jasmine = await emailOf(JASMINE);
  mentor = await emailOf('demo-wf-journey-1');
  employer = await emailOf('demo-wf-learner-07');
  await t.db
    .update(employerProfiles)
    .set({ contactEmail: employer })
    .where(eq(employerProfiles.id, 'demo-employer-monvalley'));
  // His competencies all signed off and his OJT hours met; 10 instruction hours still to go.
  const before = await progress();
  for (const w of before.workProcesses.filter((w: { signedOff: unknown }) => !w.signedOff))
    expect((await t.call('POST', `${path}/competencies/${w.id}/sign-off`, mentor)).status).toBe(201);
  const within = { ojtHours: before.ojt.approved, instructionHours: before.rti.approved + 10 };
  await t.db.update(apprenticeships).set(within).where(eq(apprenticeships.id, PROGRAM));
  await t.db
    .update(apprenticeAgreements)
    .set(within)
    .where(and(eq(apprenticeAgreements.apprenticeshipId, PROGRAM), eq(apprenticeAgreements.userId, HECTOR)));
  expect((await progress()).complete).toBe(false);
});
afterAll(() => t.close());

describe('withdrawing a certificate of completion recorded in error (POST …/certificate/withdraw)', () => {
  it('the typo completes him: the certificate is issued, his record is closed', async () => {
    const res = await rti({ date: '2026-11-20', hours: 10, note: 'Hydraulics night class' });
    expect(res.status).toBe(201);
    typo = res.body.item.id;
    expect(await certificates()).toHaveLength(1);
    expect((await progress()).complete).toBe(true);
    expect(await standing()).toBe('complete');
    expect(await fileStatus()).toBe('2');
    expect((await t.call('GET', `${path}/certificate`, hector)).status).toBe(200);
    expect(
      (
        await t.call('PUT', `${path}/instruction-hours/${typo}`, callers.admin as RoleCaller, {
          date: '2026-11-20',
          hours: 1,
        })
      ).status,
    ).toBe(409);
    const week = await freeWeek();
    const log = await t.call('POST', '/v1/progress/logs', hector, {
      apprenticeshipId: PROGRAM,
      weekStart: week,
      entries: [{ workProcessId: (await progress()).workProcesses[0].id, hours: 4 }],
    });
    expect([log.status, log.body.error?.message]).toEqual([409, M.completed]);
  });

  it('the list tells the sponsor, and only the sponsor, that they may withdraw it', async () => {
    for (const [role, canWithdraw] of [
      ['superAdmin', true],
      ['owner', true],
      ['admin', true],
      ['mentor', false],
      ['employer', false],
    ] as const)
      expect([role, (await listRow(as(role))).completion.canWithdraw]).toEqual([role, canWithdraw]);
    // The apprentice's own progress carries no such flag.
    const mine = (await t.call('GET', '/v1/progress/mine', hector)).body.items[0];
    expect(mine.completion).not.toBeNull();
    expect(mine.completion.canWithdraw).toBeUndefined();
  });

  it.each([
    ['mentor', 403, M.onlySponsorWithdraws],
    ['employer', 403, M.onlySponsorWithdraws],
    ['the apprentice', 403, M.onlySponsorWithdraws],
    ['another apprentice', 403, M.onlySponsorWithdraws],
    ['student', 404, null],
    ['teacher', 404, null],
    ['otherOrgAdmin', 404, null],
    ['anonymous', 401, null],
    ['apiKey', 401, null],
  ] as const)('%s is refused %i: the certificate stands, nothing is audited', async (role, status, message) => {
    const [before] = await certificates();
    const res = await t.call('POST', withdraw, as(role), { reason: REASON });
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    expect(await certificates()).toEqual([before]);
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, before!.id));
    expect(audits.map((a) => a.action)).not.toContain('apprenticeCompletions.withdraw');
  });

  it.each([
    [{}, M.withdrawalReason],
    [{ reason: '' }, M.withdrawalReason],
    [{ reason: '   ' }, M.withdrawalReason],
    [{ reason: 'x'.repeat(1001) }, M.withdrawalReasonLength],
  ])('the sponsor must say why (%j): 400, the certificate stands', async (body, message) => {
    const res = await t.call('POST', withdraw, callers.admin as RoleCaller, body);
    expect([res.status, res.body.error.message]).toEqual([400, message]);
    expect(await certificates()).toHaveLength(1);
  });

  // Each one withdraws the certificate issued again by the hours the sponsor records after the
  // previous withdrawal (the typo still counts until it is corrected below).
  it.each(['superAdmin', 'owner', 'admin', 'named sponsor'] as const)(
    '%s withdraws it, audited with who, when, why and the certificate as it was',
    async (role) => {
      if (!(await certificates()).length) expect((await rti({ date: '2026-11-19', hours: 0.25 })).status).toBe(201);
      const [row] = await certificates();
      expect(row).toBeDefined();
      const now = NOW.toISOString();
      if (role === 'named sponsor')
        await t.db.insert(apprenticeshipUsers).values({
          id: 'withdraw-named-sponsor',
          orgId: 'demo-workforce-org',
          apprenticeshipId: PROGRAM,
          userId: 'demo-wf-teacher',
          role: 'sponsor',
          createdAt: now,
          updatedAt: now,
        });
      try {
        const caller = role === 'named sponsor' ? (TEACHER as RoleCaller) : as(role);
        const res = await t.call('POST', withdraw, caller, { reason: `  ${REASON}  ` });
        expect([res.status, res.body]).toEqual([
          200,
          { item: { completedAt: row!.completedAt, withdrawnAt: now, reason: REASON } },
        ]);
        expect(await certificates()).toEqual([]);
        const [audit] = await t.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.entityId, row!.id), eq(auditEvents.action, 'apprenticeCompletions.withdraw')));
        const actorId = (
          await t.db
            .select()
            .from(users)
            .where(eq(users.email, role === 'named sponsor' ? TEACHER : (caller as string)))
        )[0]!.id;
        expect(audit).toMatchObject({ actorId, actorType: 'user', createdAt: now, orgId: row!.orgId });
        expect(audit!.details).toMatchObject({
          reason: REASON,
          userId: HECTOR,
          apprenticeshipId: PROGRAM,
          completedAt: row!.completedAt,
          ojtHours: row!.ojtHours,
          rtiHours: row!.rtiHours,
          competencies: row!.competencies,
          dataHash: row!.dataHash,
          pdfHash: row!.pdfHash,
        });
        // Withdrawn once: there is nothing left to withdraw.
        expect((await t.call('POST', withdraw, caller, { reason: REASON })).status).toBe(404);
      } finally {
        await t.db.delete(apprenticeshipUsers).where(eq(apprenticeshipUsers.id, 'withdraw-named-sponsor'));
      }
    },
  );

  it('afterwards the certificate no longer downloads for anyone, and no list shows it', async () => {
    expect(await certificates()).toEqual([]);
    for (const who of [hector, mentor, employer, callers.admin, callers.superAdmin])
      expect((await t.call('GET', `${path}/certificate`, who as RoleCaller)).status).toBe(404);
    expect((await progress()).completion).toBeNull();
    expect((await listRow(callers.admin as RoleCaller)).completion).toBeNull();
    // The typo still meets his hours, but without the certificate he is back in progress in the
    // compliance room's completeness check (the demo has his agreement unsigned), as on the list.
    expect((await progress()).complete).toBe(true);
    expect(await standing()).toBe('notSigned');
    // The RAPIDS file reports him active again.
    expect(await fileStatus()).toBe('1');
    expect((await t.call('GET', '/v1/progress/mine', hector)).body.items[0].completion).toBeNull();
  });

  it('his record is open again: he logs a week, the sponsor corrects the typo, and he is back in progress', async () => {
    const week = await freeWeek();
    const log = await t.call('POST', '/v1/progress/logs', hector, {
      apprenticeshipId: PROGRAM,
      weekStart: week,
      entries: [{ workProcessId: (await progress()).workProcesses[0].id, hours: 4 }],
    });
    expect(log.status).toBe(201);
    // The hours recorded after the typo (to issue it again above) go, and the typo becomes the hour reported.
    for (const entry of (await t.call('GET', `${path}/instruction-hours`, callers.admin as RoleCaller)).body.items)
      if (entry.id !== typo && entry.date === '2026-11-19')
        expect(
          (await t.call('DELETE', `${path}/instruction-hours/${entry.id}`, callers.admin as RoleCaller)).status,
        ).toBe(200);
    const fix = await t.call('PUT', `${path}/instruction-hours/${typo}`, callers.admin as RoleCaller, {
      date: '2026-11-20',
      hours: 1,
      note: 'Hydraulics night class',
    });
    expect(fix.status).toBe(200);
    const now = await progress();
    expect([now.complete, now.completion]).toEqual([false, null]);
    expect(await certificates()).toEqual([]);
    expect(await standing()).toBe('notSigned');
    // And he records more instruction hours again.
    expect((await rti({ date: '2026-11-21', hours: 2 })).status).toBe(201);
  });
});
