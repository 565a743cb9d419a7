import Papa from 'papaparse';
import { RAPIDS_HEADERS, RAPIDS_ID_MESSAGE } from '@pathcraft/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_ID } from '../../seed/sample-apprenticeship.ts';
import { EMPLOYER_PROFILE_ID } from '../../seed/sample-people.ts';
import { callersOfEachRole, type RoleCaller, type TestApp, createTestApp } from '../../test/harness.ts';

/**
 * The agency's own identifiers (rapidsId) of the employer, the RTI provider and the wage
 * schedule: who may write and read them, and the RAPIDS export writing them in place of our names.
 */
let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
const SCHEDULE_ID = 'demo-wage-schedule-default';
const DEMO_APPRENTICE = 'demo-au-demo-wf-student-apprentice';

const writeEmployer = (as: RoleCaller, rapidsId: unknown) =>
  t.call('PUT', '/v1/external/supabase/employerProfiles', as, { id: EMPLOYER_PROFILE_ID, rapidsId });
const writeProvider = (as: RoleCaller, rapidsId: unknown) =>
  t.call('PUT', '/v1/external/supabase/instructionProviders', as, { id: PROVIDER_ID, rapidsId });
const writeSchedule = (as: RoleCaller, rapidsId: unknown) =>
  t.call('PUT', `/v1/wageSchedules/${SCHEDULE_ID}`, as, { rapidsId });

async function demoRow(): Promise<Record<string, string>> {
  const res = await t.call('GET', '/v1/compliance/rapids-export', callers.owner);
  const [headers, ...rows] = Papa.parse<string[]>(res.body).data;
  expect(headers).toEqual(RAPIDS_HEADERS);
  const row = rows.find((cells) => cells[0] === DEMO_APPRENTICE)!;
  return Object.fromEntries(RAPIDS_HEADERS.map((h, i) => [h, row[i]!]));
}
async function demoMissing(): Promise<string[]> {
  const res = await t.call('GET', '/v1/compliance/rapids-completeness', callers.owner);
  return (res.body.items as { id: string; missing: string[] }[]).find((i) => i.id === DEMO_APPRENTICE)!.missing;
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOfEachRole(t);
});
afterAll(() => t.close());

describe('the agency identifiers in the RAPIDS export', () => {
  it('writes our names while the identifiers are not held, and the completeness check names each one', async () => {
    // The demo holds the three; an admin clears them.
    expect((await writeEmployer(callers.admin, null)).status).toBe(200);
    expect((await writeProvider(callers.admin, null)).status).toBe(200);
    expect((await writeSchedule(callers.admin, null)).status).toBe(200);
    expect(await demoRow()).toMatchObject({
      Employer: 'Mon Valley Manufacturing',
      'Related Technical Instruction Provider': 'Steel Valley Technical Institute',
      'Wage Schedule': 'Industrial Machinery Mechanics 2027',
    });
    expect(await demoMissing()).toEqual(
      expect.arrayContaining(['Employer RAPIDS ID', 'RTI Provider RAPIDS ID', 'Wage Schedule RAPIDS ID']),
    );
  });

  it('writes the identifiers the admins enter, and names them no longer', async () => {
    expect((await writeEmployer(callers.admin, 'PA-EMP-20417')).status).toBe(200);
    expect((await writeProvider(callers.admin, '88213')).status).toBe(200);
    expect((await writeSchedule(callers.admin, 'WS-1029HY-03')).status).toBe(200);
    expect(await demoRow()).toMatchObject({
      Employer: 'PA-EMP-20417',
      'Related Technical Instruction Provider': '88213',
      'Wage Schedule': 'WS-1029HY-03',
    });
    const missing = await demoMissing();
    for (const name of ['Employer RAPIDS ID', 'RTI Provider RAPIDS ID', 'Wage Schedule RAPIDS ID'])
      expect(missing).not.toContain(name);
  });

  it.each([
    ['a line break', 'PA\nEMP'],
    ['a comma', 'PA,EMP'],
    ['51 characters', 'A'.repeat(51)],
    ['a leading space', ' PA-EMP'],
    ['an empty text', ''],
  ])('refuses an identifier with %s with the message, on each record, and keeps the one held', async (_, bad) => {
    for (const write of [writeEmployer, writeProvider, writeSchedule]) {
      const res = await write(callers.owner, bad);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(RAPIDS_ID_MESSAGE);
    }
    expect((await demoRow()).Employer).toBe('PA-EMP-20417');
  });
});

describe('who may write and read an agency identifier', () => {
  // The people who may edit each record: the organization's owners and admins (and the super
  // admin). Statuses for the employer, the RTI provider and the wage schedule in turn.
  it.each([
    ['superAdmin', [200, 200, 200]],
    ['owner', [200, 200, 200]],
    ['admin', [200, 200, 200]],
    ['teacher', [403, 403, 403]],
    ['student', [403, 403, 403]],
    // An API key never writes these: the record routes refuse its role (403), the schedule route wants a person (401).
    ['apiKey', [403, 403, 401]],
    ['anonymous', [401, 401, 401]],
  ] as const)('%s writing them gets %j', async (who, statuses) => {
    const caller = callers[who];
    const id = `ID-${who}`;
    const got = [];
    for (const write of [writeEmployer, writeProvider, writeSchedule]) got.push((await write(caller, id)).status);
    expect(got).toEqual(statuses);
    const row = await demoRow();
    const written = [row.Employer, row['Related Technical Instruction Provider'], row['Wage Schedule']];
    expect(written.map((cell) => cell === id)).toEqual(statuses.map((s) => s === 200));
  });

  it.each([
    ['superAdmin', 200],
    ['owner', 200],
    ['admin', 200],
    ['teacher', 200],
    ['student', 403],
    ['apiKey', 403],
    ['anonymous', 401],
  ] as const)('%s reading the employer record gets %i', async (who, status) => {
    const res = await t.call('GET', '/v1/external/supabase/employerProfiles?limit=100', callers[who]);
    expect(res.status).toBe(status);
    if (status === 200)
      expect(
        (res.body.items as { id: string; rapidsId: string }[]).find((e) => e.id === EMPLOYER_PROFILE_ID)!.rapidsId,
      ).toBe('ID-admin');
  });
});
