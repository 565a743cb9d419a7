import { EEO_MIN_CELL } from '@pathcraft/sdk';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apprenticeAgreements } from '../../db/schema/index.ts';
import { WORKFORCE_ORG_ID } from '../../seed/sample-people.ts';
import { addSignedAgreement, SIGNED_AT } from '../../test/apprentice-rows.ts';
import { callersOfEachRole, type RoleCaller, type TestApp, createTestApp } from '../../test/harness.ts';
import { EEO_REFUSAL } from './eeo-summary.ts';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
const summary = (as: RoleCaller, query = '') => t.call('GET', `/v1/compliance/eeo-summary${query}`, as);

/** Signed apprentice agreements of the workforce sponsor, with these answers (sealed, as the product stores them). */
async function addSigned(n: number, answers: Partial<typeof apprenticeAgreements.$inferInsert>, signed = true) {
  for (let i = 0; i < n; i++) {
    await addSignedAgreement(t, {
      ...answers,
      id: `eeo-${answers.gender ?? 'x'}-${answers.veteranStatus ?? 'x'}-${signed}-${i}-${Math.random().toString(36).slice(2, 8)}`,
      signedAt: signed ? SIGNED_AT : null,
    });
  }
}

const signedCount = async () =>
  (
    await t.db
      .select({ id: apprenticeAgreements.id })
      .from(apprenticeAgreements)
      .where(and(eq(apprenticeAgreements.orgId, WORKFORCE_ORG_ID), isNotNull(apprenticeAgreements.signedAt)))
  ).length;

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOfEachRole(t);
});
afterAll(() => t.close());

describe('GET /v1/compliance/eeo-summary', () => {
  it('shows no table while the sponsor has fewer than five apprentices', async () => {
    const res = await summary(callers.owner);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await signedCount());
    expect(res.body.total).toBeLessThan(5);
    expect(res.body.tables).toBeNull();
  });

  it('counts signed agreements only, hides every cell under five, and never names a person', async () => {
    const before = await signedCount();
    await addSigned(8, { gender: 'female', veteranStatus: 'nonVeteran' });
    await addSigned(6, { gender: 'male', veteranStatus: 'nonVeteran' });
    await addSigned(2, { gender: 'male', veteranStatus: 'veteran' });
    await addSigned(3, { gender: 'female', veteranStatus: 'veteran' }, false); // not signed: not counted
    const res = await summary(callers.admin);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(before + 16);
    const body = JSON.stringify(res.body);
    expect(body).not.toMatch(/eeo-|Jasmine|@|ssn/i);
    for (const cells of Object.values(res.body.tables) as { category: string; count: number | null }[][]) {
      for (const cell of cells)
        expect(cell.count === null || cell.count === 0 || cell.count >= EEO_MIN_CELL).toBe(true);
      expect(cells.filter((c) => c.count === null).length).not.toBe(1);
    }
    const veteran = Object.fromEntries(
      (res.body.tables.veteran as { category: string; count: number | null }[]).map((c) => [c.category, c.count]),
    );
    // Two (or a few, with the demo's) veterans: hidden, and so is the other non-zero cell that would give them away.
    expect(veteran.veteran).toBeNull();
    expect(Object.values(veteran).filter((v) => v === null).length).toBeGreaterThanOrEqual(2);
  });

  it.each(['superAdmin', 'owner', 'admin'] as const)('answers %s', async (who) => {
    const res = await summary(callers[who], who === 'superAdmin' ? `?orgId=${WORKFORCE_ORG_ID}` : '');
    expect(res.status).toBe(200);
    expect(res.body.tables).not.toBeNull();
  });

  it.each([
    ['teacher', 403, EEO_REFUSAL],
    ['student', 403, EEO_REFUSAL],
    ['apiKey', 403, EEO_REFUSAL],
    ['anonymous', 401, 'Sign in to continue.'],
  ] as const)('refuses %s with %i', async (who, status, message) => {
    const res = await summary(callers[who]);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
  });

  it("refuses another organization's admin naming the sponsor, and answers for their own", async () => {
    const other = await summary(callers.otherOrgAdmin, `?orgId=${WORKFORCE_ORG_ID}`);
    expect(other.status).toBe(403);
    const own = await summary(callers.otherOrgAdmin);
    expect(own.status).toBe(200);
    expect(own.body.tables).toBeNull();
  });
});
