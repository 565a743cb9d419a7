import { RAPIDS_HEADERS, REGISTRATION_MESSAGES } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apprenticeships, apprenticeshipUsers, locations } from '../../db/schema/index.ts';
import { APPRENTICESHIP_ID } from '../../seed/sample-apprenticeship.ts';
import { WORKFORCE_ORG_ID } from '../../seed/sample-people.ts';
import { callersOfEachRole, type RoleCaller, type TestApp, createTestApp } from '../../test/harness.ts';

/**
 * The agency's registration questions the sponsor's staff answer per apprentice (career connection,
 * WIOA and TAA participation, funding sources, and in Virginia the Student Status): who may write
 * them, what the RAPIDS file says, and what the completeness check names.
 */
let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
const DEMO_APPRENTICE = 'demo-au-demo-wf-student-apprentice';

const write = (as: RoleCaller, changes: Record<string, unknown>) =>
  t.call('PUT', '/v1/external/supabase/apprenticeshipUsers', as, { id: DEMO_APPRENTICE, ...changes });
const stored = async () =>
  (await t.db.select().from(apprenticeshipUsers).where(eq(apprenticeshipUsers.id, DEMO_APPRENTICE)))[0]!;

async function demoRow(): Promise<Record<string, string>> {
  const res = await t.call('GET', '/v1/compliance/rapids-export', callers.owner);
  const [headers, ...rows] = Papa.parse<string[]>(res.body).data;
  expect(headers).toEqual(RAPIDS_HEADERS);
  const row = rows.find((cells) => cells[0] === DEMO_APPRENTICE)!;
  return Object.fromEntries(RAPIDS_HEADERS.map((h, i) => [h, row[i]!]));
}
async function demoCheck(): Promise<{ missing: string[]; asksStudentStatus: boolean }> {
  const res = await t.call('GET', '/v1/compliance/rapids-completeness', callers.owner);
  return (res.body.items as { id: string; missing: string[]; asksStudentStatus: boolean }[]).find(
    (i) => i.id === DEMO_APPRENTICE,
  )!;
}
const registrationCells = (row: Record<string, string>) =>
  [
    'Career Connection',
    'WIOA Participant',
    'Type',
    'Career Linkage or Direct Entry',
    'TAA Participant',
    'On-the-Job Training Funding Sources',
    'Student Status',
  ].map((h) => row[h]);

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOfEachRole(t);
});
afterAll(() => t.close());

describe("who may write an apprentice's registration answers", () => {
  it.each([
    ['superAdmin', 200],
    ['owner', 200],
    ['admin', 200],
    ['teacher', 403],
    ['student', 403],
    ['otherOrgAdmin', 404],
    ['apiKey', 403],
    ['anonymous', 401],
  ] as const)('%s gets %i', async (who, status) => {
    const careerConnection = status === 200 ? 'T' : 'J';
    const before = await stored();
    const res = await write(callers[who], { careerConnection });
    expect(res.status).toBe(status);
    expect((await stored()).careerConnection).toBe(status === 200 ? 'T' : before.careerConnection);
  });
});

describe('the registration answers in the RAPIDS file', () => {
  it('writes the codes the admin chose, a type only beside a WIOA participant', async () => {
    expect(registrationCells(await demoRow())).toEqual(['T', '', '', '', '', '', 'NA']);
    const res = await write(callers.admin, {
      careerConnection: 'P',
      wioaParticipant: true,
      wioaType: 'DI',
      careerLinkage: 'SR',
      taaParticipant: false,
      ojtFundingSources: '  WIOA OJT contract 2026-114  ',
    });
    expect(res.status).toBe(200);
    expect(registrationCells(await demoRow())).toEqual(['P', '1', 'DI', 'SR', '0', 'WIOA OJT contract 2026-114', 'NA']);
  });

  it.each([
    [{ wioaParticipant: false }, REGISTRATION_MESSAGES.wioaTypeWithoutWioa],
    [{ careerConnection: 'Z' }, REGISTRATION_MESSAGES.choose],
    [{ studentStatus: 'VA' }, REGISTRATION_MESSAGES.choose],
    [{ ojtFundingSources: 'x'.repeat(256) }, REGISTRATION_MESSAGES.fundingTooLong],
    [{ wioaParticipant: 'yes' }, null],
  ] as const)('refuses %j with 400 and changes nothing', async (changes, message) => {
    const before = await stored();
    const res = await write(callers.admin, changes);
    expect(res.status).toBe(400);
    if (message) expect(JSON.stringify(res.body.error)).toContain(message);
    expect(await stored()).toEqual(before);
  });
});

describe('the Student Status, asked where Virginia registers the program', () => {
  it('is NA and not asked in Pennsylvania; asked, named missing and written once answered in Virginia', async () => {
    expect(await demoCheck()).toMatchObject({ asksStudentStatus: false });
    expect((await demoCheck()).missing).not.toContain('Student Status');

    // The program moves to a Virginia location of the sponsor.
    await t.db.insert(locations).values({
      id: 'va-location',
      orgId: WORKFORCE_ORG_ID,
      name: 'Norfolk shipyard',
      addressState: 'VA',
    });
    await t.db
      .update(apprenticeships)
      .set({ locationId: 'va-location' })
      .where(eq(apprenticeships.id, APPRENTICESHIP_ID));
    expect(await demoCheck()).toMatchObject({ asksStudentStatus: true });
    expect((await demoCheck()).missing).toContain('Student Status');
    expect((await demoRow())['Student Status']).toBe('');

    expect((await write(callers.admin, { studentStatus: 'YRA' })).status).toBe(200);
    expect((await demoCheck()).missing).not.toContain('Student Status');
    expect((await demoRow())['Student Status']).toBe('YRA');
  });
});
