import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';
import { wageFloorOn } from '@pathcraft/sdk';

const APPRENTICESHIP = 'demo-apprenticeship-imm';
const MIN = 'Wages must meet US Federal Min. Wage ($7.25) requirements.';
let t: TestApp;
let admin: string;
let student: string;
let teacher: string;
let otherAdmin: string;

const rates = (...pairs: [number, number][]) => pairs.map(([wageAmount, duration]) => ({ wageAmount, duration }));
const fourPeriods = rates([9.4, 500], [13.4, 500], [17.4, 500], [18.7, 500]);
const schedule = (changes: Record<string, unknown> = {}) => ({
  title: 'Industrial Machinery Mechanics 2027 - Night Shift',
  entryWage: 20,
  wageRates: fourPeriods,
  apprenticeshipId: APPRENTICESHIP,
  ...changes,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = emailOf(t, 'demo-workforce', 'admin');
  student = emailOf(t, 'demo-workforce', 'student');
  teacher = emailOf(t, 'demo-workforce', 'teacher');
  otherAdmin = emailOf(t, 'demo-community', 'admin');
});
afterAll(() => t.close());

describe('GET /v1/wageSchedules', () => {
  it.each([[''], ['?f.title[eq]=x'], ['?f.apprenticeshipId[eq]='], ['?f.apprenticeshipId[ilike]=demo']])(
    'answers Missing params without a filter or ids (%s)',
    async (query) => {
      const res = await t.call('GET', `/v1/wageSchedules${query}`, admin);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Missing params');
    },
  );

  it.each([
    ['apprenticeship', `f.apprenticeshipId[eq]=${APPRENTICESHIP}`],
    ['employer profile', 'f.employerProfileId[eq]=demo-employer-monvalley'],
    ['location', 'f.locationId[eq]=demo-wf-loc-monvalley'],
    ['ids', 'ids=demo-wage-schedule-default,demo-wage-schedule-four-step'],
  ])('lists by %s', async (_name, query) => {
    const res = await t.call('GET', `/v1/wageSchedules?${query}`, admin);
    expect(res.status).toBe(200);
    expect(res.body.items.map((s: { id: string }) => s.id).sort()).toEqual([
      'demo-wage-schedule-default',
      'demo-wage-schedule-four-step',
    ]);
  });

  it("lets members of the organization read, keeps other organizations' admins out and refuses anonymous callers", async () => {
    const query = `/v1/wageSchedules?f.apprenticeshipId[eq]=${APPRENTICESHIP}`;
    expect((await t.call('GET', query, student)).body.total).toBe(2);
    expect((await t.call('GET', query, otherAdmin)).body).toMatchObject({ items: [], total: 0 });
    expect((await t.call('GET', query, null)).status).toBe(401);
  });

  it('gets one by id, and not one of another organization', async () => {
    const res = await t.call('GET', '/v1/wageSchedules/demo-wage-schedule-four-step', admin);
    expect(res.body.item).toMatchObject({
      id: 'demo-wage-schedule-four-step',
      entryWage: 28.5,
      wageRates: expect.any(Array),
    });
    expect((await t.call('GET', '/v1/wageSchedules/demo-wage-schedule-four-step', otherAdmin)).status).toBe(404);
  });
});

describe('POST /v1/wageSchedules', () => {
  it('creates a schedule for the apprenticeship, answers its docId and records who did it', async () => {
    const res = await t.call('POST', '/v1/wageSchedules', admin, schedule());
    expect(res.status).toBe(201);
    expect(res.body.docId).toEqual(expect.any(String));
    const got = await t.call('GET', `/v1/wageSchedules/${res.body.docId}`, admin);
    expect(got.body.item).toMatchObject({
      title: 'Industrial Machinery Mechanics 2027 - Night Shift',
      orgId: 'demo-workforce-org',
      employerProfileId: 'demo-employer-monvalley',
      locationId: 'demo-wf-loc-monvalley',
      wageRates: fourPeriods,
    });
    const audit = await first(
      t.db
        .select({ action: auditEvents.action, actorId: auditEvents.actorId })
        .from(auditEvents)
        .where(eq(auditEvents.entityId, res.body.docId)),
    );
    expect(audit).toEqual({ action: 'wageSchedules.create', actorId: (await t.userByEmail(admin)).id });
  });

  it.each([
    ['a blank title', { title: '  ' }, 'Title is required.'],
    [
      'an entry wage below the minimum',
      { entryWage: 7.1, wageRates: rates([7.1, 2000]) },
      'Can not be less than minimum wage ($7.25).',
    ],
    ['an entry wage that is not a number', { entryWage: 'twenty' }, 'Enter the journeyworker entry wage.'],
    ['no wage rates', { wageRates: [] }, 'Wage rates required.'],
    ['missing wage rates', { wageRates: undefined }, 'Wage rates required.'],
    ['a period below the minimum', { wageRates: rates([5, 500], [13.4, 500], [17.4, 500], [18.7, 500]) }, MIN],
    [
      'a period at the stale $5.15 (the federal minimum until 2007)',
      { wageRates: rates([5.15, 500], [13.4, 500], [17.4, 500], [18.7, 500]) },
      MIN,
    ],
    ['a period between $5.15 and $7.25', { wageRates: rates([7.24, 500], [13.4, 500], [17.4, 500], [18.7, 500]) }, MIN],
    [
      'hours that do not add up',
      { wageRates: rates([9.4, 667], [13.4, 667], [17.4, 667]) },
      'Total hours (2001) must equal OJT hours (2000).',
    ],
    [
      'falling wages',
      { wageRates: rates([13.4, 1000], [9.4, 1000]) },
      "The 2nd period's wage must be more than the 1st period's ($13.40).",
    ],
    [
      'a last wage above the entry wage',
      { wageRates: rates([9.4, 1000], [20.5, 1000]) },
      "The 2nd period's wage must be at most the entry wage ($20.00).",
    ],
    [
      'a period after one a cent below the entry wage',
      { wageRates: rates([9.4, 1000], [19.99, 500], [20, 500]) },
      "The 2nd period's wage ($19.99) is one cent below the entry wage, which leaves no room for the 3rd period. Reduce the 2nd period's wage first.",
    ],
    [
      'a fractional duration',
      { wageRates: rates([9.4, 999.5], [13.4, 1000.5]) },
      "The 1st period's duration must be whole hours from 1 to 2,000.",
    ],
    ['no apprenticeship', { apprenticeshipId: undefined }, 'apprenticeshipId is required'],
    ['an unknown field', { orgId: 'demo-community-org' }, 'Unknown field: orgId'],
  ])('refuses %s with the rule message', async (_name, changes, message) => {
    const res = await t.call('POST', '/v1/wageSchedules', admin, schedule(changes));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('accepts a first period at the federal minimum, $7.25', async () => {
    const res = await t.call(
      'POST',
      '/v1/wageSchedules',
      admin,
      schedule({ wageRates: rates([7.25, 500], [13.4, 500], [17.4, 500], [18.7, 500]) }),
    );
    expect(res.status).toBe(201);
  });

  it("holds a schedule at a location in a state with a higher minimum wage to that state's rate", async () => {
    const created = await t.call('POST', '/v1/api/content/locations', admin, {
      name: 'Spokane Training Center',
      addressCity: 'Spokane',
      addressState: 'WA',
      addressPostalCode: '99201',
    });
    expect(created.status).toBe(201);
    const locationId = created.body.docId ?? created.body.item?.id;
    const refused = await t.call('POST', '/v1/wageSchedules', admin, schedule({ locationId }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      `Wages must meet ${wageFloorOn(new Date(), 'WA').name} Min. Wage ($${wageFloorOn(new Date(), 'WA').amount.toFixed(2)}) requirements.`,
    );
    const ok = await t.call(
      'POST',
      '/v1/wageSchedules',
      admin,
      schedule({ locationId, entryWage: 40, wageRates: rates([18, 500], [22, 500], [30, 500], [36, 500]) }),
    );
    expect(ok.status).toBe(201);
  });

  it('gives every problem in the details', async () => {
    const res = await t.call('POST', '/v1/wageSchedules', admin, schedule({ wageRates: rates([5, 100], [4, 100]) }));
    expect(res.body.error.details.problems.map((p: { message: string }) => p.message)).toEqual([
      MIN,
      'Total hours (200) must equal OJT hours (2000).',
    ]);
  });

  it.each([
    ['a teacher', () => teacher, 403],
    ['a student', () => student, 403],
    ["another organization's admin", () => otherAdmin, 404],
    ['nobody', () => null, 401],
  ])('refuses %s', async (_name, who, status) => {
    expect((await t.call('POST', '/v1/wageSchedules', who(), schedule())).status).toBe(status);
  });

  it("lets a super admin write any organization's schedule, and refuses an employer profile of another organization", async () => {
    expect((await t.call('POST', '/v1/wageSchedules', SUPER, schedule())).status).toBe(201);
    const foreign = await t.call('POST', '/v1/wageSchedules', admin, schedule({ locationId: 'demo-cm-loc-oakland' }));
    expect(foreign.status).toBe(404);
  });
});

describe('PUT /v1/wageSchedules/:id', () => {
  it('updates the title and re-checks the whole schedule', async () => {
    const ok = await t.call('PUT', '/v1/wageSchedules/demo-wage-schedule-four-step', admin, {
      title: 'Four Step (revised)',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.item).toMatchObject({ title: 'Four Step (revised)', entryWage: 28.5 });
    // Lowering the entry wage under the last period breaks the schedule that was fine.
    const bad = await t.call('PUT', '/v1/wageSchedules/demo-wage-schedule-four-step', admin, { entryWage: 25 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("The 4th period's wage must be at most the entry wage ($25.00).");
    const hours = await t.call('PUT', '/v1/wageSchedules/demo-wage-schedule-four-step', admin, {
      wageRates: rates([17.1, 500], [19.95, 500]),
    });
    expect(hours.body.error.message).toBe('Total hours (1000) must equal OJT hours (2000).');
  });

  it('refuses another organization and a body id that differs', async () => {
    expect(
      (await t.call('PUT', '/v1/wageSchedules/demo-wage-schedule-default', otherAdmin, { title: 'x' })).status,
    ).toBe(404);
    expect(
      (await t.call('PUT', '/v1/wageSchedules/demo-wage-schedule-default', admin, { id: 'other', title: 'x' })).status,
    ).toBe(400);
    expect((await t.call('PUT', '/v1/wageSchedules/nope', admin, { title: 'x' })).status).toBe(404);
  });
});

describe('the generic data-access API', () => {
  it.each([
    [
      'PUT',
      '/v1/external/supabase/wageSchedules',
      { id: 'demo-wage-schedule-default', wageRates: rates([13.4, 1000], [19.1, 999]) },
      'Total hours (1999) must equal OJT hours (2000).',
    ],
    [
      'PUT',
      '/v1/external/firebase/store/wageSchedules',
      { id: 'demo-wage-schedule-default', entryWage: 20 },
      "The 3rd period's wage must be at most the entry wage ($20.00).",
    ],
    [
      'POST',
      '/v1/api/content/wageSchedules',
      { ...schedule(), wageRates: rates([9.4, 1999], [9.4, 1]) },
      "The 2nd period's wage must be more than the 1st period's ($9.40).",
    ],
  ])('refuses a %s to %s that breaks a rule', async (method, path, body, message) => {
    const res = await t.call(method, path, admin, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('refuses a period between $5.15 and $7.25 on every path', async () => {
    const res = await t.call('PUT', '/v1/external/supabase/wageSchedules', admin, {
      id: 'demo-wage-schedule-default',
      wageRates: rates([6, 667], [19.1, 667], [24.8, 666]),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MIN);
  });

  it('still accepts a valid write', async () => {
    const res = await t.call('POST', '/v1/external/supabase/wageSchedules', admin, schedule({ title: 'Generic path' }));
    expect(res.status).toBe(201);
  });
});

describe('DELETE /v1/wageSchedules/:id (a schedule-level delete with 2 or more periods)', () => {
  const create = async (wageRates: { wageAmount: number; duration: number }[]) =>
    (await t.call('POST', '/v1/wageSchedules', admin, schedule({ title: `Deletable ${wageRates.length}`, wageRates })))
      .body.docId as string;

  it('deletes a schedule of 2 or more periods, audited, and it is gone', async () => {
    const id = await create(rates([13.4, 1000], [19.1, 1000]));
    expect((await t.call('DELETE', `/v1/wageSchedules/${id}`, teacher)).status).toBe(403);
    expect((await t.call('DELETE', `/v1/wageSchedules/${id}`, otherAdmin)).status).toBe(404);
    const res = await t.call('DELETE', `/v1/wageSchedules/${id}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: id });
    expect((await t.call('GET', `/v1/wageSchedules/${id}`, admin)).status).toBe(404);
    const audit = await first(
      t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'wageSchedules.delete'))),
    );
    expect(audit).toMatchObject({
      action: 'wageSchedules.delete',
      details: expect.objectContaining({ label: 'Deletable 2' }),
    });
  });

  it('refuses a schedule of one period, by its route and the data API alike', async () => {
    const id = await create(rates([13.4, 2000]));
    for (const [method, path] of [
      ['DELETE', `/v1/wageSchedules/${id}`],
      ['DELETE', `/v1/external/firebase/store/wageSchedules?id=${id}`],
    ] as const) {
      const res = await t.call(method, path, admin);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('A wage schedule can be deleted only when it has 2 or more periods.');
    }
    expect((await t.call('GET', `/v1/wageSchedules/${id}`, admin)).status).toBe(200);
  });
});
