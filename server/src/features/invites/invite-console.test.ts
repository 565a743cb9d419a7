import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, auditEvents, employerAgreements, invites, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';

const PROGRAM = 'demo-apprenticeship-imm';
const ORG = 'demo-workforce-org';

describe('invitations from the console', () => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let otherOwner: string;
  let apiKey: string;
  const tokenFor = async (id: string, accessCode: string, ip = '10.2.0.1') =>
    t.call('POST', '/v1/access/checkAccessCode', null, { id, table: 'invites', accessCode }, {}, ip);
  const mailTo = (to: string) =>
    t.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt));
  const setAgreementSigned = (signedAt: string | null) =>
    t.db.update(employerAgreements).set({ signedAt }).where(eq(employerAgreements.id, 'demo-employer-agreement'));

  beforeAll(async () => {
    t = await createTestApp();
    owner = emailOf(t, 'demo-workforce', 'owner');
    admin = emailOf(t, 'demo-workforce', 'admin');
    otherOwner = emailOf(t, 'demo-community', 'owner');
    apiKey = (await t.call('POST', '/v1/api-keys', owner, { name: 'Site' })).body.key;
  });
  afterAll(() => t.close());

  describe('sending from an apprenticeship', () => {
    it('draws up the employer agreement of the program, e-mails the code and answers it once', async () => {
      const res = await t.call('POST', '/v1/invites', SUPER, {
        inviteType: 'employerAgreement',
        apprenticeshipId: PROGRAM,
        firstName: 'Lena',
        lastName: 'Ortiz',
        title: 'Plant Manager',
        email: 'lena.ortiz@example.test',
      });
      expect(res.status).toBe(201);
      expect(res.body.item).toMatchObject({
        orgId: ORG,
        apprenticeshipId: PROGRAM,
        employerProfileId: 'demo-employer-monvalley',
        employerAgreementId: expect.any(String),
      });
      // The seeded agreement is open and for the same employer: it is the one used.
      expect(res.body.item.employerAgreementId).toBe('demo-employer-agreement');
      expect((await mailTo('lena.ortiz@example.test'))[0]!.text).toContain(res.body.accessCode);
      expect((await tokenFor(res.body.docId, res.body.accessCode)).status).toBe(200);
    });

    it('creates an employer agreement when the program has no open one', async () => {
      await setAgreementSigned('2027-01-01T00:00:00.000Z');
      try {
        const res = await t.call('POST', '/v1/invites', owner, {
          inviteType: 'employerAgreement',
          apprenticeshipId: PROGRAM,
          firstName: 'Lena',
          lastName: 'Ortiz',
          title: 'Plant Manager',
          email: 'lena.ortiz@example.test',
        });
        expect(res.status).toBe(201);
        const agreement = await first(
          t.db.select().from(employerAgreements).where(eq(employerAgreements.id, res.body.item.employerAgreementId)),
        );
        expect(agreement).toMatchObject({
          orgId: ORG,
          apprenticeshipId: PROGRAM,
          employerProfileId: 'demo-employer-monvalley',
          signerName: 'Lena Ortiz',
          signerTitle: 'Plant Manager',
          signerEmail: 'lena.ortiz@example.test',
          signedAt: null,
        });
      } finally {
        await setAgreementSigned(null);
      }
    });

    it('draws up an apprentice agreement for a chosen apprentice, from the program', async () => {
      const res = await t.call('POST', '/v1/invites', owner, {
        inviteType: 'apprenticeAgreement',
        apprenticeshipId: PROGRAM,
        userId: 'demo-wf-learner-04',
      });
      expect(res.status).toBe(201);
      const agreement = (await first(
        t.db
          .select()
          .from(apprenticeAgreements)
          .where(eq(apprenticeAgreements.id, res.body.item.apprenticeAgreementId)),
      ))!;
      expect(agreement).toMatchObject({
        orgId: ORG,
        apprenticeshipId: PROGRAM,
        userId: 'demo-wf-learner-04',
        inviteId: res.body.docId,
        occupationName: 'Industrial Machinery Mechanics',
        ojtHours: 2000,
      });
      expect(res.body.item.email).toBe(agreement.signerEmail);
    });

    it.each([
      [
        { inviteType: 'apprenticeAgreement', apprenticeshipId: PROGRAM, email: 'a@example.test' },
        400,
        'userId is required for a apprenticeAgreement invite.',
      ],
      [
        { inviteType: 'employerAgreement', apprenticeshipId: PROGRAM },
        400,
        'email is required for a employerAgreement invite.',
      ],
      [{ inviteType: 'register', email: 'a@example.test' }, 400, 'registerLink is required for a register invite.'],
      [
        { inviteType: 'apprenticeAgreement', apprenticeshipId: PROGRAM, userId: 'demo-cm-owner' },
        404,
        "No user with id 'demo-cm-owner'",
      ],
    ])('refuses %j', async (body, status, message) => {
      const res = await t.call('POST', '/v1/invites', owner, body);
      expect(res.status).toBe(status);
      if (status === 400) expect(res.body.error.message).toBe(message);
    });

    it.each([
      ['a teacher', () => emailOf(t, 'demo-workforce', 'teacher'), 403],
      ['a student', () => emailOf(t, 'demo-workforce', 'student'), 403],
      ['an owner of another organization (for this program)', () => otherOwner, 404],
      ['nobody', () => null, 401],
      ['an API key', () => ({ apiKey }), 401],
    ])('is refused to %s', async (_who, as, status) => {
      const res = await t.call('POST', '/v1/invites', as(), {
        inviteType: 'employerAgreement',
        apprenticeshipId: PROGRAM,
        email: 'x@example.test',
      });
      expect(res.status).toBe(status);
    });

    it('refuses an owner naming another organization', async () => {
      const res = await t.call('POST', '/v1/invites', otherOwner, {
        inviteType: 'workforce',
        orgId: ORG,
        employerProfileId: 'demo-employer-monvalley',
        email: 'x@example.test',
      });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('You can only invite for your own organization.');
    });
  });

  describe('list, status and history', () => {
    it('lists a program’s invites with their status, never a code hash', async () => {
      const res = await t.call('GET', `/v1/invites?apprenticeshipId=${PROGRAM}`, SUPER);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeGreaterThan(0);
      expect(
        res.body.items.every(
          (i: { apprenticeshipId: string; status: string }) =>
            i.apprenticeshipId === PROGRAM && ['sent', 'viewed', 'used', 'locked'].includes(i.status),
        ),
      ).toBe(true);
      expect(JSON.stringify(res.body)).not.toContain('accessCodeHash');
    });

    it('goes sent, viewed, locked after five wrong codes, and a resend unlocks it with a new code', async () => {
      const sent = await t.call('POST', '/v1/invites', admin, {
        inviteType: 'workforce',
        apprenticeshipId: PROGRAM,
        email: 'hr.status@example.test',
        firstName: 'Pat',
      });
      const id = sent.body.docId as string;
      const statusOf = async () =>
        (await t.call('GET', `/v1/invites?orgId=${ORG}`, admin)).body.items.find((i: { id: string }) => i.id === id);
      expect((await statusOf()).status).toBe('sent');
      const token = (await tokenFor(id, sent.body.accessCode)).body.accessToken;
      await t.call('POST', `/v1/invites/${id}/viewed`, null, undefined, { 'x-access-token': token });
      expect((await statusOf()).status).toBe('viewed');
      // One address guessed until it was told to wait; then four more, one wrong code each.
      for (let i = 0; i < 5; i++) await tokenFor(id, 'YYYYYY', '10.3.1.1');
      for (let i = 0; i < 4; i++) await tokenFor(id, 'ZZZZZZ', `10.3.0.${i}`);
      const locked = await statusOf();
      expect(locked.status).toBe('locked');
      expect(Date.parse(locked.lockedUntil)).toBeGreaterThan(Date.now());

      const again = await t.call('POST', `/v1/invites/${id}/resend`, admin);
      expect(again.status).toBe(200);
      expect(again.body.accessCode).not.toBe(sent.body.accessCode);
      expect(again.body.item.status).toBe('viewed');
      expect((await mailTo('hr.status@example.test'))[0]!.text).toContain(again.body.accessCode);
      expect((await tokenFor(id, sent.body.accessCode, '10.4.0.1')).status).toBe(403);
      expect((await tokenFor(id, again.body.accessCode, '10.4.0.2')).status).toBe(200);
      // The new code ends that address's wait too: the guesses were at the old code.
      expect((await tokenFor(id, again.body.accessCode, '10.3.1.1')).status).toBe(200);

      const history = await t.call('GET', `/v1/invites/${id}/history`, SUPER);
      expect(history.status).toBe(200);
      const actions = history.body.items.map((e: { action: string }) => e.action);
      expect(actions[0]).toBe('accessCode.verified');
      expect(actions).toEqual(
        expect.arrayContaining(['invite.sent', 'invite.viewed', 'accessCode.failed', 'invite.resent']),
      );
      expect(actions.filter((a: string) => a === 'accessCode.failed').length).toBeGreaterThanOrEqual(6);
    });

    it('shows a used invite as used and refuses to resend it', async () => {
      await t.db
        .update(invites)
        .set({ usedAt: '2027-02-01T00:00:00.000Z' })
        .where(eq(invites.id, 'demo-invite-apprentice'));
      const item = (await t.call('GET', `/v1/invites?orgId=${ORG}`, owner)).body.items.find(
        (i: { id: string }) => i.id === 'demo-invite-apprentice',
      );
      expect(item.status).toBe('used');
      const res = await t.call('POST', '/v1/invites/demo-invite-apprentice/resend', owner);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('This invitation was already used.');
    });

    it.each([
      ['the owner', () => owner],
      ['an admin', () => admin],
      ['a super admin', () => SUPER],
    ])('refuses %s revoking a used invite, and changes nothing', async (_who, as) => {
      const sent = await t.call('POST', '/v1/invites', owner, {
        inviteType: 'workforce',
        apprenticeshipId: PROGRAM,
        email: `used.${_who.replace(/\W/g, '')}@example.test`,
      });
      const id = sent.body.docId as string;
      await t.db.update(invites).set({ usedAt: '2027-02-01T00:00:00.000Z' }).where(eq(invites.id, id));
      const before = await first(t.db.select().from(invites).where(eq(invites.id, id)));
      const events = async () =>
        (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'invite.revoked'))).filter(
          (e) => e.details?.inviteId === id,
        ).length;

      const res = await t.call('DELETE', `/v1/invites/${id}`, as());
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('This invitation was already used.');
      expect(await first(t.db.select().from(invites).where(eq(invites.id, id)))).toEqual(before);
      expect(await events()).toBe(0);
      expect((await t.call('GET', `/v1/invites/${id}`, null)).status).toBe(200);
    });

    it.each([
      ['GET', '/v1/invites?orgId=demo-workforce-org'],
      ['GET', '/v1/invites/demo-invite-workforce/history'],
      ['POST', '/v1/invites/demo-invite-workforce/resend'],
      ['DELETE', '/v1/invites/demo-invite-workforce'],
    ])('%s %s is refused to teachers, students, other organizations, nobody and API keys', async (method, path) => {
      expect((await t.call(method, path, emailOf(t, 'demo-workforce', 'teacher'))).status).toBe(403);
      expect((await t.call(method, path, emailOf(t, 'demo-workforce', 'student'))).status).toBe(403);
      expect((await t.call(method, path, otherOwner)).status).toBe(403);
      expect((await t.call(method, path, null)).status).toBe(401);
      expect((await t.call(method, path, { apiKey })).status).toBe(401);
    });

    it('answers 404 for unknown invites and a program of another organization is refused', async () => {
      expect((await t.call('POST', '/v1/invites/nope/resend', SUPER)).status).toBe(404);
      expect((await t.call('DELETE', '/v1/invites/nope', SUPER)).status).toBe(404);
      expect((await t.call('GET', '/v1/invites/nope/history', SUPER)).status).toBe(404);
      expect((await t.call('GET', `/v1/invites?apprenticeshipId=${PROGRAM}`, otherOwner)).status).toBe(403);
      expect((await t.call('GET', `/v1/invites?bogus=1`, SUPER)).status).toBe(400);
    });
  });

  it('revokes: the link stops working and the revocation is in the history of its agreement', async () => {
    const sent = await t.call('POST', '/v1/invites', owner, {
      inviteType: 'employerAgreement',
      apprenticeshipId: PROGRAM,
      email: 'revoke.me@example.test',
    });
    const id = sent.body.docId as string;
    const res = await t.call('DELETE', `/v1/invites/${id}`, owner);
    expect(res.status).toBe(200);
    expect((await t.call('GET', `/v1/invites/${id}`, null)).status).toBe(404);
    expect((await tokenFor(id, sent.body.accessCode, '10.5.0.1')).status).toBe(403);
    const revoked = (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'invite.revoked'))).find(
      (e) => e.details?.inviteId === id,
    );
    expect(revoked!.actorId).toBe((await t.userByEmail(owner)).id);
  });
});
