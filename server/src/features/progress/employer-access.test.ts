import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAccounts,
  employerProfiles,
  hoursLogs,
  mailOutbox,
  users,
  wageSchedules,
  wageStepsDue,
} from '../../db/schema/index.ts';
import { pgPoolOf } from '../../db/pg-pool.ts';
import { APPRENTICESHIP_ID } from '../../seed/sample-apprenticeship.ts';
import { WORKFORCE_ORG_ID } from '../../seed/sample-people.ts';
import { addProgramApprentice, addSignedAgreement } from '../../test/apprentice-rows.ts';
import { createTestApp, SUPER, type TestApp } from '../../test/harness.ts';
import { statementsReachingPool } from '../../test/pool-statements.ts';

/**
 * An employer admin oversees the apprentices who work for their employer, not every apprentice of a
 * program their employer is on: on the demo program (employer Mon Valley), an apprentice whose
 * agreement names another employer is that employer's to see, review and pay, and not Mon Valley's
 * (sdk apprenticeEmployerOf, the rule the agreement, the wage schedule and the export follow).
 */
const NOW = new Date('2026-11-28T12:00:00Z');
const MON_VALLEY = 'demo-employer-monvalley';
const OTHER_EMPLOYER = 'ea-other-employer';
const OTHER_APPRENTICE = 'ea-apprentice';
// The demo program's own apprentices, who work for Mon Valley (their agreements name it, or none).
const MON_VALLEY_APPRENTICES = ['demo-wf-learner-04', 'demo-wf-student'];
const monValleyContact = 'monvalley.hr@example.test';
const otherContact = 'other.hr@example.test';
const otherApprentice = 'other.apprentice@example.test';

let t: TestApp;

const listed = async (who: string) =>
  ((await t.call('GET', '/v1/progress/apprentices', who)).body.items as { apprenticeshipId: string; userId: string }[])
    .filter((i) => i.apprenticeshipId === APPRENTICESHIP_ID)
    .map((i) => i.userId)
    .sort();
const queued = async (who: string) =>
  ((await t.call('GET', '/v1/progress/queue', who)).body.items as { userId: string }[]).map((i) => i.userId);
const progressOf = (userId: string, who: string) =>
  t.call('GET', `/v1/progress/apprenticeships/${APPRENTICESHIP_ID}/apprentices/${userId}`, who);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  // Three new people who sign in with the demo password (the demo apprentice's hash).
  const { passwordHash } = (
    await t.db
      .select({ passwordHash: authAccounts.passwordHash })
      .from(authAccounts)
      .where(
        eq(authAccounts.email, (await t.db.select().from(users).where(eq(users.id, 'demo-wf-student')))[0]!.email!),
      )
  )[0]!;
  for (const [id, email, name] of [
    ['ea-monvalley-hr', monValleyContact, 'Mon Valley HR'],
    ['ea-other-hr', otherContact, 'Other HR'],
    [OTHER_APPRENTICE, otherApprentice, 'Omar Other'],
  ] as const) {
    await t.db
      .insert(authAccounts)
      .values({ id: `acct-${id}`, email, passwordHash, emailVerifiedAt: NOW.toISOString() });
    await t.db.insert(users).values({ id, uid: `acct-${id}`, orgId: WORKFORCE_ORG_ID, email, name, role: ['student'] });
  }
  await t.db
    .update(employerProfiles)
    .set({ contactEmail: monValleyContact })
    .where(eq(employerProfiles.id, MON_VALLEY));
  await t.db.insert(employerProfiles).values({
    id: OTHER_EMPLOYER,
    orgId: WORKFORCE_ORG_ID,
    name: 'Other Fabrication',
    contactEmail: otherContact,
  });
  // The other employer's schedule: the second period starts at 30 hours, so one approved week brings it due.
  await t.db.insert(wageSchedules).values({
    id: 'ea-other-schedule',
    orgId: WORKFORCE_ORG_ID,
    apprenticeshipId: APPRENTICESHIP_ID,
    employerProfileId: OTHER_EMPLOYER,
    title: 'Other Fabrication 2027',
    entryWage: 30,
    wageRates: [
      { wageAmount: 20, duration: 30 },
      { wageAmount: 25, duration: 1970 },
    ],
  });
  await addProgramApprentice(t, 'ea-apprentice-member', OTHER_APPRENTICE);
  await addSignedAgreement(t, { id: 'ea-agreement', userId: OTHER_APPRENTICE, employerProfileId: OTHER_EMPLOYER });
});
afterAll(() => t.close());

describe("an employer admin oversees their employer's apprentices only", () => {
  it("lists each employer's own apprentices of the shared program; the sponsor lists them all", async () => {
    expect(await listed(monValleyContact)).toEqual(MON_VALLEY_APPRENTICES);
    expect(await listed(otherContact)).toEqual([OTHER_APPRENTICE]);
    expect(await listed(SUPER)).toEqual([...MON_VALLEY_APPRENTICES, OTHER_APPRENTICE].sort());
    // The list's total counts the same people as its rows.
    expect((await t.call('GET', '/v1/progress/apprentices', otherContact)).body.total).toBe(1);
  });

  it("opens an apprentice's progress only for their own employer", async () => {
    expect((await progressOf(OTHER_APPRENTICE, otherContact)).status).toBe(200);
    expect((await progressOf('demo-wf-student', otherContact)).status).toBe(404);
    expect((await progressOf(OTHER_APPRENTICE, monValleyContact)).status).toBe(404);
    expect((await progressOf('demo-wf-student', monValleyContact)).status).toBe(200);
  });

  it("queues, reviews and pays the week for the apprentice's employer, not the program's", async () => {
    const logged = await t.call('POST', '/v1/progress/logs', otherApprentice, {
      apprenticeshipId: APPRENTICESHIP_ID,
      weekStart: '2026-11-16',
      entries: [{ workProcessId: 'c-safety', hours: 40 }],
    });
    expect(logged.status).toBe(201);
    const id = logged.body.item.id as string;
    // The week records whom the apprentice works for.
    const [log] = await t.db.select().from(hoursLogs).where(eq(hoursLogs.id, id));
    expect(log?.employerProfileId).toBe(OTHER_EMPLOYER);

    expect(await queued(otherContact)).toEqual([OTHER_APPRENTICE]);
    expect(await queued(monValleyContact)).not.toContain(OTHER_APPRENTICE);
    expect(await queued(monValleyContact)).toContain('demo-wf-student');

    const approve = { decision: 'approve' };
    expect((await t.call('POST', `/v1/progress/logs/${id}/review`, monValleyContact, approve)).status).toBe(404);
    // Nor may the other employer review a Mon Valley apprentice's waiting week.
    const [monValleyWaiting] = await t.db
      .select({ id: hoursLogs.id })
      .from(hoursLogs)
      .where(and(eq(hoursLogs.userId, 'demo-wf-student'), eq(hoursLogs.status, 'waiting')));
    expect(
      (await t.call('POST', `/v1/progress/logs/${monValleyWaiting!.id}/review`, otherContact, approve)).status,
    ).toBe(404);
    expect((await t.call('POST', `/v1/progress/logs/${id}/review`, otherContact, approve)).status).toBe(200);

    // 40 approved hours cross the other schedule's first 30: the step is due to Other Fabrication.
    const [step] = await t.db.select().from(wageStepsDue).where(eq(wageStepsDue.userId, OTHER_APPRENTICE));
    expect([step?.employerProfileId, step?.period, step?.wageAmount]).toEqual([OTHER_EMPLOYER, 2, 25]);
    const mails = await t.db.select({ to: mailOutbox.to, subject: mailOutbox.subject }).from(mailOutbox);
    expect(mails.filter((m) => m.subject?.includes('Omar Other')).map((m) => m.to)).toEqual([otherContact]);

    const row = (await t.call('GET', '/v1/progress/apprentices', otherContact)).body.items[0];
    expect(row.stepDue).toMatchObject({ period: 2, canConfirm: true });
    const confirm = `/v1/progress/wage-steps/${step!.id}/confirm`;
    expect((await t.call('POST', confirm, monValleyContact)).status).toBe(404);
    expect((await t.call('POST', confirm, otherContact)).status).toBe(200);
  });
});

describe('the employers the caller is the contact of', () => {
  it.for([
    ['the apprentices list', '/v1/progress/apprentices'],
    ['the approval queue', '/v1/progress/queue'],
  ] as const)('are read once by %s (PostgreSQL: each read is a round trip)', async ([, path], test) => {
    const pool = pgPoolOf(t.deps.db);
    if (!pool) return test.skip();
    await t.sign(monValleyContact);
    const seen = await statementsReachingPool(pool, async () =>
      expect((await t.call('GET', path, monValleyContact)).status).toBe(200),
    );
    expect(seen.filter((text) => text.includes('lower("employerProfiles"."contactEmail")'))).toHaveLength(1);
  });
});
