import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wageSchedules } from '../../db/schema/index.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';

describe('workforce form', () => {
  let t: TestApp;
  let token: string;
  const INVITE = 'demo-invite-workforce';
  const as = () => ({ 'x-access-token': token });
  const form = {
    ein: '25-3048172',
    naicsCode: '',
    totalEmployees: 90,
    totalEmployeesFemale: 24,
    totalEmployeesColor: 20,
    totalJourneyWorkers: 15,
    totalJourneyWorkersFemale: 2,
    totalJourneyWorkersColor: 3,
  };
  beforeAll(async () => {
    t = await createTestApp();
    token = (
      await t.call('POST', '/v1/access/checkAccessCode', null, { id: INVITE, table: 'invites', accessCode: 'W3F9HD' })
    ).body.accessToken;
  });
  afterAll(() => t.close());

  it('needs the verified code of a workforce invite', async () => {
    expect((await t.call('GET', `/v1/invites/${INVITE}/workforce`, null)).status).toBe(401);
    const other = (
      await t.call('POST', '/v1/access/checkAccessCode', null, {
        id: 'demo-invite-register',
        table: 'invites',
        accessCode: 'R6N2JB',
      })
    ).body.accessToken;
    expect(
      (await t.call('GET', `/v1/invites/demo-invite-register/workforce`, null, undefined, { 'x-access-token': other }))
        .status,
    ).toBe(403);
  });

  it('loads the employer, the training program with its schedules and the organization', async () => {
    const res = await t.call('GET', `/v1/invites/${INVITE}/workforce`, null, undefined, as());
    expect(res.status).toBe(200);
    expect(res.body.item.employerProfile).toMatchObject({ ein: '25-3048172', totalEmployees: 86 });
    expect(res.body.item.employerProfile.inviteHistory).toBeUndefined();
    expect(res.body.item.program.wageSchedules).toHaveLength(2);
  });

  it.each([
    [{ ein: '' }, 'EIN is required.'],
    [{ ein: '253048172' }, 'Enter an EIN as XX-XXXXXXX.'],
    [{ totalEmployees: 0 }, 'Total employees must be a whole number of at least 1.'],
    [{ totalJourneyWorkersFemale: null }, 'Female journeyworkers is required.'],
    [{ totalEmployeesColor: -2 }, 'Employees of color must be a whole number of at least 0.'],
    [
      { totalEmployees: 10, totalEmployeesFemale: 50, totalEmployeesColor: 5, totalJourneyWorkers: 4 },
      'Female employees (50) can not be more than total employees (10).',
    ],
    [{ totalJourneyWorkers: 95 }, 'Total journeyworkers (95) can not be more than total employees (90).'],
    [{ totalJourneyWorkersColor: 16 }, 'Journeyworkers of color (16) can not be more than total journeyworkers (15).'],
    // The code with its title pasted after it: once a bare 400 that the form showed as 'Something went wrong'.
    [{ naicsCode: '333249 Other Industrial Machinery Manufacturing' }, 'Enter a NAICS code of 2 to 6 digits.'],
    [{ naicsCode: '3' }, 'Enter a NAICS code of 2 to 6 digits.'],
  ])('refuses %j', async (changes, message) => {
    const res = await t.call('PUT', `/v1/invites/${INVITE}/workforce`, null, { ...form, ...changes }, as());
    expect([res.status, res.body.error.message]).toEqual([400, message]);
  });

  it('refuses the same contradicting counts when staff write the employer profile through the data API', async () => {
    const admin = emailOf(t, 'demo-workforce', 'admin');
    const res = await t.call('PUT', '/v1/external/supabase/employerProfiles', admin, {
      id: 'demo-employer-monvalley',
      totalEmployeesFemale: 500,
    });
    expect([res.status, res.body.error.message]).toEqual([
      400,
      'Female employees (500) can not be more than total employees (86).',
    ]);
    expect(
      (
        await t.call('PUT', '/v1/external/supabase/employerProfiles', admin, {
          id: 'demo-employer-monvalley',
          totalEmployeesFemale: 23,
        })
      ).status,
    ).toBe(200);
  });

  it('edits only its own program wage schedules, with the rules of the records issue', async () => {
    const broken = {
      title: 'Night shift',
      entryWage: 28.5,
      wageRates: [{ wageAmount: 13.4, duration: 1000 }],
      apprenticeshipId: 'demo-apprenticeship-imm',
    };
    const res = await t.call('POST', `/v1/invites/${INVITE}/wageSchedules`, null, broken, as());
    expect([res.status, res.body.error.message]).toEqual([400, 'Total hours (1000) must equal OJT hours (2000).']);
    const other = await t.call(
      'POST',
      `/v1/invites/${INVITE}/wageSchedules`,
      null,
      { ...broken, apprenticeshipId: 'another' },
      as(),
    );
    expect(other.status).toBe(403);
    const valid = {
      ...broken,
      wageRates: [
        { wageAmount: 13.4, duration: 1000 },
        { wageAmount: 20, duration: 1000 },
      ],
    };
    // The agency's identifier is the sponsor staff's to write, not the invited employer's.
    const withAgencyId = await t.call(
      'POST',
      `/v1/invites/${INVITE}/wageSchedules`,
      null,
      { ...valid, rapidsId: 'WS-1' },
      as(),
    );
    expect(withAgencyId.status).toBe(400);
    expect(JSON.stringify(withAgencyId.body)).toContain('rapidsId');
    const ok = await t.call('POST', `/v1/invites/${INVITE}/wageSchedules`, null, valid, as());
    expect(ok.status).toBe(201);
    expect((await t.call('GET', `/v1/invites/${INVITE}/wageSchedules`, null, undefined, as())).body.total).toBe(3);
  });

  it("refuses without a wage schedule: 'At least one Wage Schedule is required.'", async () => {
    const saved = await t.db
      .select()
      .from(wageSchedules)
      .where(eq(wageSchedules.apprenticeshipId, 'demo-apprenticeship-imm'));
    await t.db
      .update(wageSchedules)
      .set({ apprenticeshipId: 'parked' })
      .where(eq(wageSchedules.apprenticeshipId, 'demo-apprenticeship-imm'));
    const res = await t.call('PUT', `/v1/invites/${INVITE}/workforce`, null, form, as());
    expect([res.status, res.body.error.message]).toEqual([400, 'At least one Wage Schedule is required.']);
    await t.db
      .update(wageSchedules)
      .set({ apprenticeshipId: 'demo-apprenticeship-imm' })
      .where(eq(wageSchedules.apprenticeshipId, 'parked'));
    expect(saved.length).toBe(3);
  });

  it("saves, prepends 'Data Submitted' to the history (newest first) and closes the invite", async () => {
    const res = await t.call('PUT', `/v1/invites/${INVITE}/workforce`, null, form, as());
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ totalEmployees: 90, naicsCode: null });
    expect(res.body.item.inviteHistory[0]).toEqual({ action: 'Data Submitted', actionAt: expect.any(String) });
    expect((await t.call('PUT', `/v1/invites/${INVITE}/workforce`, null, form, as())).status).toBe(409);
    expect((await t.call('GET', `/v1/invites/${INVITE}`, null)).body.item.usedAt).toBeTruthy();
  });
});
