import { RATIO_WARNING } from '@pathcraft/sdk';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, auditEvents, employerAgreements, invites, mailOutbox } from '../../db/schema/index.ts';
import { OVER_RATIO_APPRENTICE_IDS, OVER_RATIO_EMPLOYER_ID, OVER_RATIO_PROGRAM_ID } from '../../seed/sample-ratio.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';

// The demo's Three Rivers Fabrication: 3 journeyworkers allow 1 apprentice, and it has 2 already.
const OVER_PROGRAM = OVER_RATIO_PROGRAM_ID;
const MON_VALLEY_PROGRAM = 'demo-apprenticeship-imm';
const NEW_APPRENTICE = 'demo-wf-learner-12';
const WARNING = RATIO_WARNING('Three Rivers Fabrication', 1);

describe('an apprentice invitation that would put the employer over its ratio (POST /v1/invites)', () => {
  let t: TestApp;
  let owner: string;
  const written = async () => ({
    invites: (await first(t.db.select({ n: count() }).from(invites).where(eq(invites.userId, NEW_APPRENTICE))))!.n,
    agreements: (await first(
      t.db.select({ n: count() }).from(apprenticeAgreements).where(eq(apprenticeAgreements.userId, NEW_APPRENTICE)),
    ))!.n,
    mails: (await first(t.db.select({ n: count() }).from(mailOutbox)))!.n,
  });
  const invite = (body: Record<string, unknown>) =>
    t.call('POST', '/v1/invites', owner, {
      inviteType: 'apprenticeAgreement',
      apprenticeshipId: OVER_PROGRAM,
      userId: NEW_APPRENTICE,
      ...body,
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = emailOf(t, 'demo-workforce', 'owner');
  });
  afterAll(() => t.close());

  it('is refused with the warning and the ratio, and nothing is written or sent', async () => {
    const before = await written();
    const res = await invite({});
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: WARNING,
      details: {
        reason: 'overRatio',
        employerProfileId: OVER_RATIO_EMPLOYER_ID,
        ratio: { activeApprentices: 2, journeyworkers: 3, allowed: 1, status: 'over' },
      },
    });
    expect(await written()).toEqual(before);
    // confirmOverRatio: false is no confirmation.
    expect((await invite({ confirmOverRatio: false })).status).toBe(409);
    expect(await written()).toEqual(before);
  });

  it('refuses a confirmation that is not a boolean', async () => {
    const res = await invite({ confirmOverRatio: 'yes' });
    expect(res.status).toBe(400);
  });

  it('is sent once the sender confirms, and the invitation records the ratio it went over', async () => {
    const before = await written();
    const res = await invite({ confirmOverRatio: true });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ employerProfileId: OVER_RATIO_EMPLOYER_ID, userId: NEW_APPRENTICE });
    expect(res.body.item.confirmOverRatio).toBeUndefined();
    expect(await written()).toEqual({
      invites: before.invites + 1,
      agreements: before.agreements + 1,
      mails: before.mails + 1,
    });
    const sent = await first(
      t.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.entityId, res.body.item.apprenticeAgreementId), eq(auditEvents.action, 'invite.sent')),
        ),
    );
    expect(sent?.details).toMatchObject({
      overRatioConfirmed: { activeApprentices: 2, journeyworkers: 3, allowed: 1, status: 'over' },
    });
  });

  it('does not warn for an apprentice the employer already counts', async () => {
    const res = await invite({ userId: OVER_RATIO_APPRENTICE_IDS[0] });
    expect(res.body.error).toBeUndefined();
    expect(res.status).toBe(201);
  });

  it('does not warn for an employer invitation', async () => {
    const res = await t.call('POST', '/v1/invites', owner, {
      inviteType: 'employerAgreement',
      apprenticeshipId: OVER_PROGRAM,
      email: 'second.signer@example.test',
    });
    expect(res.status).toBe(201);
  });

  it('does not warn within the ratio, nor while the ratio is unknown (no signed employer agreement)', async () => {
    // Mon Valley: 14 journeyworkers allow 3; its agreement is unsigned in the demo, so there is no ratio yet.
    const unknown = await t.call('POST', '/v1/invites', owner, {
      inviteType: 'apprenticeAgreement',
      apprenticeshipId: MON_VALLEY_PROGRAM,
      userId: 'demo-wf-learner-13',
    });
    expect(unknown.status).toBe(201);
    await t.db
      .update(employerAgreements)
      .set({ signedAt: '2026-09-01T12:00:00.000Z' })
      .where(eq(employerAgreements.id, 'demo-employer-agreement'));
    const within = await t.call('POST', '/v1/invites', owner, {
      inviteType: 'apprenticeAgreement',
      apprenticeshipId: MON_VALLEY_PROGRAM,
      userId: 'demo-wf-learner-14',
    });
    expect(within.status).toBe(201);
  });
});
