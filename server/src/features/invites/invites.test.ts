import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { auditEvents, employerAgreements, invites, mailOutbox, wageSchedules } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

describe('invites', () => {
  let t: TestApp;
  let admin: string;
  const tokenFor = async (id: string, accessCode: string) =>
    (await t.call('POST', '/v1/access/checkAccessCode', null, { id, table: 'invites', accessCode }, {}, '10.1.0.1'))
      .body.accessToken as string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = emailOf(t, 'demo-workforce', 'owner');
  });
  afterAll(() => t.close());

  it('answers the public shape: type, branding and related ids, never the code hash or the recipient', async () => {
    const res = await t.call('GET', '/v1/invites/demo-invite-employer', null);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      inviteType: 'employerAgreement',
      employerAgreementId: 'demo-employer-agreement',
      hasAccessCode: true,
      org: { name: expect.any(String) },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/accessCodeHash|karen/i);
  });

  it('answers the register link only for a register invite', async () => {
    expect((await t.call('GET', '/v1/invites/demo-invite-register', null)).body.item.registerLink).toMatch(
      /inviteId=$/,
    );
    expect((await t.call('GET', '/v1/invites/demo-invite-workforce', null)).body.item.registerLink).toBeNull();
  });

  it('is a 404 for an unknown invite', async () => {
    expect((await t.call('GET', '/v1/invites/nope', null)).status).toBe(404);
  });

  it('records viewedAt only with a verified code for that invite', async () => {
    expect((await t.call('POST', '/v1/invites/demo-invite-workforce/viewed', null)).status).toBe(401);
    const other = await tokenFor('demo-invite-register', 'R6N2JB');
    expect(
      (await t.call('POST', '/v1/invites/demo-invite-workforce/viewed', null, undefined, { 'x-access-token': other }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/v1/invites/demo-invite-workforce/viewed', null, undefined, {
          'x-access-token': 'forged.token.here',
        })
      ).status,
    ).toBe(401);
    const token = await tokenFor('demo-invite-workforce', 'W3F9HD');
    const res = await t.call('POST', '/v1/invites/demo-invite-workforce/viewed', null, undefined, {
      'x-access-token': token,
    });
    expect(res.status).toBe(200);
    const row = await first(
      t.db.select({ viewedAt: invites.viewedAt }).from(invites).where(eq(invites.id, 'demo-invite-workforce')),
    );
    expect(row!.viewedAt).toBe(res.body.viewedAt);
  });

  it('a user token is not an access token and back', async () => {
    const userToken = await t.sign(admin);
    expect(
      (
        await t.call('POST', '/v1/invites/demo-invite-workforce/viewed', null, undefined, {
          'x-access-token': userToken,
        })
      ).status,
    ).toBe(401);
    const doc = await tokenFor('demo-invite-workforce', 'W3F9HD');
    expect((await t.call('GET', '/v1/auth/me', null, undefined, { authorization: `Bearer ${doc}` })).status).toBe(401);
  });

  describe('sending', () => {
    const body = {
      inviteType: 'employerAgreement',
      firstName: 'Ray',
      lastName: 'Dunn',
      title: 'Plant Manager',
      email: 'ray.dunn@example.test',
      employerAgreementId: 'demo-employer-agreement',
      apprenticeshipId: 'demo-apprenticeship-imm',
      employerProfileId: 'demo-employer-monvalley',
    };

    it('is refused to a student and to nobody', async () => {
      expect((await t.call('POST', '/v1/invites', null, body)).status).toBe(401);
      expect((await t.call('POST', '/v1/invites', emailOf(t, 'demo-workforce', 'student'), body)).status).toBe(403);
    });

    it('creates the invite, e-mails the code and answers it once; the stored hash opens it', async () => {
      const profile = await first(
        t.db
          .select({ employerProfileId: employerAgreements.employerProfileId })
          .from(employerAgreements)
          .where(eq(employerAgreements.id, 'demo-employer-agreement')),
      );
      const res = await t.call('POST', '/v1/invites', admin, {
        ...body,
        employerProfileId: profile!.employerProfileId,
      });
      expect(res.status).toBe(201);
      expect(res.body.accessCode).toMatch(/^[A-Z2-9]{6}$/);
      expect(res.body.item.accessCodeHash).toBeUndefined();
      const mail = (await first(
        t.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, 'ray.dunn@example.test')),
      ))!;
      expect(mail.text).toContain(res.body.accessCode);
      expect(mail.text).toContain(`/external/invite/id/${res.body.docId}`);
      expect(await tokenFor(res.body.docId, res.body.accessCode)).toMatch(/^ey/);
      const sent = await first(
        t.db
          .select({ n: count() })
          .from(auditEvents)
          .where(and(eq(auditEvents.action, 'invite.sent'), eq(auditEvents.entityId, 'demo-employer-agreement'))),
      );
      expect(sent!.n).toBe(1);
    });

    it('refuses an agreement invite while a wage schedule breaks the rules, saying what to fix', async () => {
      await t.db
        .update(wageSchedules)
        .set({ wageRates: [{ wageAmount: 13.4, duration: 1000 }] })
        .where(eq(wageSchedules.id, 'demo-wage-schedule-four-step'));
      const res = await t.call('POST', '/v1/invites', admin, { ...body, employerProfileId: null });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'Industrial Machinery Mechanics 2027 - Four Step: Total hours (1000) must equal OJT hours (2000).',
      );
      expect(res.body.error.details.problems).toHaveLength(1);
      // A workforce invite does not depend on the schedules.
      expect(
        (
          await t.call('POST', '/v1/invites', SUPER, {
            inviteType: 'workforce',
            orgId: 'demo-workforce-org',
            email: 'hr@example.test',
            employerProfileId: res.body ? 'demo-employer-monvalley' : null,
          })
        ).status,
      ).not.toBe(400);
    });
  });
});
