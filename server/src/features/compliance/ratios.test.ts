import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerAgreements, employerProfiles } from '../../db/schema/index.ts';
import { APPRENTICESHIP_ID } from '../../seed/sample-apprenticeship.ts';
import { WORKFORCE_ORG_ID } from '../../seed/sample-people.ts';
import { addProgramApprentice, addSignedAgreement, SIGNED_AT } from '../../test/apprentice-rows.ts';
import { callersOfEachRole, type RoleCaller, type TestApp, createTestApp } from '../../test/harness.ts';
import { RATIO_REFUSAL } from './ratios.ts';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
const ratios = (as: RoleCaller, query = '') => t.call('GET', `/v1/compliance/ratios${query}`, as);

/** An employer of the workforce sponsor with `journeyworkers` on its workforce form and `apprentices` active apprentices. */
async function addEmployer(id: string, journeyworkers: number | null, apprentices: number, agreementSigned = true) {
  await t.db
    .insert(employerProfiles)
    .values({ id, orgId: WORKFORCE_ORG_ID, name: `Employer ${id}`, totalJourneyWorkers: journeyworkers });
  await t.db.insert(employerAgreements).values({
    id: `${id}-agreement`,
    orgId: WORKFORCE_ORG_ID,
    employerProfileId: id,
    apprenticeshipId: APPRENTICESHIP_ID,
    signedAt: agreementSigned ? SIGNED_AT : null,
  });
  for (let i = 0; i < apprentices; i++) {
    const userId = `${id}-apprentice-${i}`;
    await addSignedAgreement(t, {
      id: `${id}-aa-${i}`,
      employerProfileId: id,
      userId,
      apprenticeshipId: APPRENTICESHIP_ID,
    });
    // The last one of 'ratio-inactive' has left.
    await addProgramApprentice(t, `${id}-au-${i}`, userId, i !== apprentices - 1 || id !== 'ratio-inactive');
  }
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOfEachRole(t);
  await addEmployer('ratio-over', 4, 2); // 4 journeyworkers allow 1
  await addEmployer('ratio-at', 5, 2); // 5 allow 2
  await addEmployer('ratio-none', 0, 1); // no journeyworkers allow none
  await addEmployer('ratio-missing', null, 3); // workforce form not filled
  await addEmployer('ratio-unsigned', 10, 3, false); // no signed agreement states a ratio
  await addEmployer('ratio-inactive', 4, 2); // one of the two is no longer active: at the ratio
});
afterAll(() => t.close());

describe('GET /v1/compliance/ratios', () => {
  it('flags each employer against its ratio, over first', async () => {
    const res = await ratios(callers.owner);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(
      (res.body.items as { employerProfileId: string }[]).map((row) => [row.employerProfileId, row]),
    );
    expect(byId['ratio-over']).toMatchObject({ activeApprentices: 2, journeyworkers: 4, allowed: 1, status: 'over' });
    expect(byId['ratio-at']).toMatchObject({ activeApprentices: 2, allowed: 2, status: 'at' });
    expect(byId['ratio-none']).toMatchObject({ activeApprentices: 1, allowed: 0, status: 'over' });
    expect(byId['ratio-missing']).toMatchObject({
      activeApprentices: 3,
      journeyworkers: null,
      allowed: null,
      status: 'unknown',
    });
    expect(byId['ratio-unsigned']).toMatchObject({ allowed: null, status: 'unknown' });
    expect(byId['ratio-inactive']).toMatchObject({ activeApprentices: 1, allowed: 1, status: 'at' });
    const statuses = (res.body.items as { status: string }[]).map((r) => r.status);
    expect(statuses.indexOf('over')).toBe(0);
    expect(statuses.lastIndexOf('over')).toBeLessThan(statuses.indexOf('unknown'));
  });

  it.each(['superAdmin', 'owner', 'admin'] as const)('answers %s', async (who) => {
    const res = await ratios(callers[who], who === 'superAdmin' ? `?orgId=${WORKFORCE_ORG_ID}` : '');
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ['teacher', 403, RATIO_REFUSAL],
    ['student', 403, RATIO_REFUSAL],
    ['apiKey', 403, RATIO_REFUSAL],
    ['anonymous', 401, 'Sign in to continue.'],
  ] as const)('refuses %s with %i', async (who, status, message) => {
    const res = await ratios(callers[who]);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it("refuses another organization's admin naming the sponsor, and shows them only their own employers", async () => {
    expect((await ratios(callers.otherOrgAdmin, `?orgId=${WORKFORCE_ORG_ID}`)).status).toBe(403);
    const own = await ratios(callers.otherOrgAdmin);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('ratio-');
  });
});
