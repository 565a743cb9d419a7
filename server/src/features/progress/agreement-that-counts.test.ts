import { RAPIDS_HEADERS } from '@pathcraft/sdk';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursLogs, users } from '../../db/schema/index.ts';
import { APPRENTICESHIP_ID } from '../../seed/sample-apprenticeship.ts';
import { WORKFORCE_ORG_ID } from '../../seed/sample-people.ts';
import { addProgramApprentice, addSignedAgreement } from '../../test/apprentice-rows.ts';
import { callersOfEachRole, createTestApp, type RoleCaller, type TestApp } from '../../test/harness.ts';

// An apprentice with three agreements on the demo program whose terms differ: signed first, signed
// again later (re-signed), then re-invited and not signed yet. The one signed last counts (sdk
// agreementThatCounts) on every screen: their progress, the staff list, the probation sum and the
// RAPIDS export, and their registration packet is that agreement's.
const NOW = new Date('2026-11-28T12:00:00Z');
const ID = 'counts-apprentice';
const AGREEMENTS = [
  // id, made, signed, start, OJT, RTI, probation
  ['counts-a', '2026-01-10', '2026-01-15T10:00:00.000Z', '2026-02-02', 2000, 144, 300],
  ['counts-b', '2026-05-01', '2026-05-03T10:00:00.000Z', '2026-05-04', 3000, 200, 500],
  ['counts-c', '2026-10-01', null, '2026-10-05', 4000, 250, 1000],
] as const;

let t: TestApp;
let admin: RoleCaller;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  admin = (await callersOfEachRole(t)).admin as RoleCaller;
  await t.db.insert(users).values({
    id: ID,
    orgId: WORKFORCE_ORG_ID,
    email: `${ID}@example.test`,
    firstName: 'Counts',
    lastName: 'Twice',
    role: ['student'],
  });
  await addProgramApprentice(t, `au-${ID}`, ID);
  for (const [id, made, signedAt, startDate, ojtHours, instructionHours, hoursProbationary] of AGREEMENTS)
    await addSignedAgreement(t, {
      id,
      userId: ID,
      signedAt,
      startDate,
      ojtHours,
      instructionHours,
      hoursProbationary,
      createdAt: `${made}T09:00:00.000Z`,
      // The first one was touched last (its sealed fields written again): being touched is not being signed.
      updatedAt: id === 'counts-a' ? '2026-07-01T09:00:00.000Z' : `${made}T09:00:00.000Z`,
    });
  // 168 approved hours a week: 504 by the third week; 300 reached in the second, 500 in the third, 1000 never.
  for (const [i, weekStart] of ['2026-06-01', '2026-06-08', '2026-06-15'].entries())
    await t.db.insert(hoursLogs).values({
      id: `counts-week-${i}`,
      orgId: WORKFORCE_ORG_ID,
      apprenticeshipId: APPRENTICESHIP_ID,
      userId: ID,
      weekStart,
      entries: [{ workProcessId: 'c-pm', hours: 168 }],
      totalHours: 168,
      status: 'approved',
      submittedAt: `${weekStart}T18:00:00.000Z`,
      createdAt: `${weekStart}T18:00:00.000Z`,
      updatedAt: `${weekStart}T18:00:00.000Z`,
    });
});
afterAll(() => t.close());

describe('the agreement that counts, when an apprentice has several', () => {
  const counted = {
    startDate: '2026-05-04',
    ojt: expect.objectContaining({ required: 3000, approved: 504 }),
    rti: expect.objectContaining({ required: 200 }),
    probation: { hours: 500, ended: true, endedWeek: '2026-06-15', hoursLeft: 0 },
    agreementSigned: true,
  };

  it('their progress reads the one signed last: its start date, required hours and probation', async () => {
    const res = await t.call('GET', `/v1/progress/apprenticeships/${APPRENTICESHIP_ID}/apprentices/${ID}`, admin);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject(counted);
  });

  it('the staff list reads the same, and links to that agreement’s registration packet', async () => {
    const res = await t.call('GET', `/v1/progress/apprentices?apprenticeshipId=${APPRENTICESHIP_ID}`, admin);
    const row = res.body.items.find((i: { userId: string }) => i.userId === ID);
    expect(row).toMatchObject(counted);
    expect(row.registrationPacket).toEqual({ apprenticeAgreementId: 'counts-b' });
  });

  it('the RAPIDS export reports the same agreement', async () => {
    const res = await t.call('GET', '/v1/compliance/rapids-export', admin);
    expect(res.status).toBe(200);
    const rows = Papa.parse<string[]>(res.body as string)
      .data.slice(1)
      .map((cells) => Object.fromEntries(RAPIDS_HEADERS.map((h, i) => [h, cells[i]])));
    // Theirs is the one row that begins on one of their agreements' start dates (the demo's begin on 2026-08-03).
    const starts: string[] = AGREEMENTS.map((a) => a[3]);
    const theirs = rows.filter((r) => starts.includes(r['Date Apprenticeship Begins']!));
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      'Date Apprenticeship Begins': '2026-05-04',
      'OJT Hours': '3000',
      'Related Instruction Hours': '200',
      'Probationary Hours': '500',
      'Registration Date': '2026-05-03',
    });
  });
});
