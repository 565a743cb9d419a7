import { RAPIDS_HEADERS } from '@pathcraft/sdk';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, wageSchedules } from '../../db/schema/index.ts';
import { APPRENTICESHIP_ID } from '../../seed/sample-apprenticeship.ts';
import { WORKFORCE_ORG_ID } from '../../seed/sample-people.ts';
import { addProgramApprentice, addSignedAgreement } from '../../test/apprentice-rows.ts';
import { SUPER, type TestApp, createTestApp } from '../../test/harness.ts';

/**
 * On a program with two employers, an apprentice whose agreement names the second one is signed,
 * paid and reported on that employer's wage schedule, not the program's first: the agreement (its
 * view and PDF), progress (the next wage step) and the RAPIDS export agree (sdk apprenticeEmployerOf).
 */
let t: TestApp;
const OTHER_EMPLOYER = 'paying-other-employer';
const APPRENTICE = 'paying-apprentice';
const AGREEMENT = 'aa-paying-apprentice';

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(wageSchedules).values({
    id: 'paying-other-schedule',
    orgId: WORKFORCE_ORG_ID,
    apprenticeshipId: APPRENTICESHIP_ID,
    employerProfileId: OTHER_EMPLOYER,
    title: 'Other Employer 2027',
    entryWage: 30,
    wageRates: [
      { wageAmount: 21.6, duration: 1000 },
      { wageAmount: 27, duration: 1000 },
    ],
  });
  await t.db.insert(users).values({
    id: APPRENTICE,
    orgId: WORKFORCE_ORG_ID,
    email: 'paying@example.test',
    firstName: 'Paula',
    lastName: 'Paid',
    role: ['student'],
  });
  await addProgramApprentice(t, 'au-paying-apprentice', APPRENTICE);
  await addSignedAgreement(t, { id: AGREEMENT, userId: APPRENTICE, employerProfileId: OTHER_EMPLOYER });
});
afterAll(() => t.close());

describe("the wage schedule of the agreement's employer", () => {
  it('is the one the agreement shows, and the only one', async () => {
    const res = await t.call('GET', `/v1/apprenticeAgreements/${AGREEMENT}`, SUPER);
    expect(res.status).toBe(200);
    const schedules = res.body.item.program.wageSchedules as { title: string; wageRates: unknown[] }[];
    expect(schedules.map((s) => s.title)).toEqual(['Other Employer 2027']);
  });

  it('is the one the agreement PDF prints', async () => {
    const res = await t.app.request(`/v1/apprenticeAgreements/${AGREEMENT}/pdf`, {
      headers: { authorization: `Bearer ${await t.sign(SUPER)}` },
    });
    expect(res.status).toBe(200);
    const form = (await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getForm();
    // Its first step: the other employer's $21.60 for 1,000 hours (the program's first schedule starts at $13.40).
    expect(form.getTextField('wage.step1.amount').getText()).toContain('21.60');
    expect(form.getTextField('wage.step1.hours').getText()).toBe('1000');
  });

  it('is the one progress pays: the next step after its first period', async () => {
    const res = await t.call('GET', '/v1/progress/apprentices?limit=200', SUPER);
    expect(res.status).toBe(200);
    const row = (res.body.items as { userId: string; wage: { wageAmount: number; next: unknown } }[]).find(
      (p) => p.userId === APPRENTICE,
    );
    expect(row?.wage).toMatchObject({ wageAmount: 21.6, next: { period: 2, wageAmount: 27, hoursLeft: 1000 } });
  });

  it('is the one the RAPIDS export reports', async () => {
    const res = await t.call('GET', `/v1/compliance/rapids-export?orgId=${WORKFORCE_ORG_ID}`, SUPER);
    expect(res.status).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>(res.body as string).data;
    expect(header).toEqual(RAPIDS_HEADERS);
    const row = rows.find((cells) => cells[RAPIDS_HEADERS.indexOf('Apprentice ID')] === 'au-paying-apprentice');
    expect(row?.[RAPIDS_HEADERS.indexOf('Wage Schedule')]).toBe('Other Employer 2027');
    expect(row?.[RAPIDS_HEADERS.indexOf('Entry Wages')]).toBe('22');
  });
});
