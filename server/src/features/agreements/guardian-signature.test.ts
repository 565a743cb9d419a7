import { GUARDIAN_MESSAGES } from '@pathcraft/sdk';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, auditEvents, invites } from '../../db/schema/index.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';
import { pngDataUrl } from '../../test/png.ts';
import { readableMail, startSmtp } from '../../test/smtp.ts';
import { sealAgreementFields } from './private-fields.ts';

const ID = 'demo-apprentice-agreement';
const APPRENTICE_INVITE = 'demo-invite-apprentice';
const APPRENTICE_EMAIL = 'student.workforce@demo.pathcraft.test';
const SPONSOR_EMAIL = 'gloria.santos@demo.pathcraft.test';
const UA = { 'user-agent': 'Mozilla/5.0 (guardian test)' };

/** A birth date that makes the apprentice 16 today. */
const minorDob = (now: Date) => `${now.getUTCFullYear() - 16}-01-15`;

describe('a minor apprentice agreement: the parent or guardian co-signs', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let apprentice = '';
  const as = (token: string) => ({ ...UA, 'x-access-token': token });
  const tokenFor = async (id: string, accessCode: string, ip = '10.3.0.1') =>
    (await t.call('POST', '/v1/access/checkAccessCode', null, { id, table: 'invites', accessCode }, UA, ip)).body
      ?.accessToken as string | undefined;
  const row = async () =>
    (await first(t.db.select().from(apprenticeAgreements).where(eq(apprenticeAgreements.id, ID))))!;
  const viewAs = async (token: string) =>
    (await t.call('GET', `/v1/apprenticeAgreements/${ID}`, null, undefined, as(token))).body;
  /** The invitation e-mails the guardian received over SMTP, newest last: the link's invite id and the code. */
  const guardianInvitations = (email: string) =>
    smtp.received
      .filter((m) => m.to.includes(email) && m.raw.includes('invited you'))
      .map((m) => {
        const text = readableMail(m.raw);
        return {
          inviteId: /\/external\/invite\/id\/([\w-]+)/.exec(text)?.[1],
          code: /Your access code is ([A-Z0-9]{6})\./.exec(text)?.[1],
          text,
        };
      });
  const signedCopiesTo = () =>
    smtp.received.filter((m) => m.raw.includes('Subject: Signed: Apprentice Agreement')).flatMap((m) => m.to);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.smtpUrl });
    // The demo apprentice, made 16: the birth date is a private field, stored encrypted.
    await t.db
      .update(apprenticeAgreements)
      .set(sealAgreementFields(t.deps.cipher, { dob: minorDob(t.deps.now()) }))
      .where(eq(apprenticeAgreements.id, ID));
    apprentice = (await tokenFor(APPRENTICE_INVITE, 'K7P2QX'))!;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('under 18: the page is told a guardian is needed, and signing alone is refused', async () => {
    const view = await viewAs(apprentice);
    expect(view.item.agreement).toMatchObject({ needsGuardian: true, signatureState: 'unsigned', guardianName: null });
    expect((await row()).dob).not.toBe(minorDob(t.deps.now())); // still ciphertext at rest
    const res = await t.call(
      'POST',
      `/v1/apprenticeAgreements/${ID}/sign`,
      null,
      { dataUrl: pngDataUrl() },
      as(apprentice),
    );
    expect([res.status, res.body.error.message]).toEqual([400, GUARDIAN_MESSAGES.required]);
    expect((await row()).apprenticeSignedAt).toBeNull();
  });

  it.each([
    [{}, GUARDIAN_MESSAGES.nameRequired],
    [{ guardianName: ' ', guardianEmail: 'maria.carter@example.org' }, GUARDIAN_MESSAGES.nameRequired],
    [{ guardianName: 'Maria Carter' }, GUARDIAN_MESSAGES.emailRequired],
    [{ guardianName: 'Maria Carter', guardianEmail: 'not-an-address' }, 'Enter a valid e-mail address.'],
    [{ guardianName: 'Maria Carter', guardianEmail: APPRENTICE_EMAIL }, GUARDIAN_MESSAGES.notApprentice],
    [{ guardianName: 'Maria Carter', guardianEmail: 'maria.carter@example.org', signedAt: '2020-01-01' }, null],
  ])('refuses a guardian that is not one: case %#', async (body, message) => {
    const res = await t.call('PUT', `/v1/apprenticeAgreements/${ID}/guardian`, null, body, as(apprentice));
    expect(res.status).toBe(400);
    if (message) expect(res.body.error.message).toBe(message);
    expect((await row()).guardianName).toBeNull();
  });

  it('is named by the apprentice, not by teachers, students or other invites; nobody is e-mailed before the apprentice signs', async () => {
    const body = { guardianName: 'Maria Carter', guardianEmail: 'maria.carter@example.org' };
    expect(
      (await t.call('PUT', `/v1/apprenticeAgreements/${ID}/guardian`, emailOf(t, 'demo-workforce', 'teacher'), body))
        .status,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/v1/apprenticeAgreements/${ID}/guardian`, emailOf(t, 'demo-workforce', 'student'), body))
        .status,
    ).toBe(404);
    const employer = (await tokenFor('demo-invite-employer', 'M4R8TZ'))!;
    expect((await t.call('PUT', `/v1/apprenticeAgreements/${ID}/guardian`, null, body, as(employer))).status).toBe(403);
    expect((await t.call('PUT', `/v1/apprenticeAgreements/${ID}/guardian`, null, body)).status).toBe(401);

    const res = await t.call('PUT', `/v1/apprenticeAgreements/${ID}/guardian`, null, body, as(apprentice));
    expect(res.status).toBe(200);
    expect(res.body.item.agreement).toMatchObject({
      guardianName: 'Maria Carter',
      guardianEmail: 'maria.carter@example.org',
      signatureState: 'unsigned',
    });
    expect((await row()).guardianInviteId).toBeNull();
    expect(guardianInvitations('maria.carter@example.org')).toEqual([]);
  });

  it('the apprentice signs: the agreement waits for the guardian, who is invited by e-mail with a link and a code', async () => {
    const res = await t.call(
      'POST',
      `/v1/apprenticeAgreements/${ID}/sign`,
      null,
      { dataUrl: pngDataUrl() },
      as(apprentice),
      '10.3.0.9',
    );
    expect(res.status).toBe(200);
    expect(res.body.item.agreement).toMatchObject({
      signedAt: null,
      signatureState: 'awaitingGuardian',
      guardianName: 'Maria Carter',
    });
    expect(res.body.item.agreement.signerSignatureUrl).toBeTruthy();
    const saved = await row();
    expect([Boolean(saved.apprenticeSignedAt), saved.signedAt, saved.signedPdfKey]).toEqual([true, null, null]);
    // Not signed yet: no signed copies.
    expect(signedCopiesTo()).toEqual([]);
    const [mail] = guardianInvitations('maria.carter@example.org');
    expect(mail?.inviteId).toBe(saved.guardianInviteId);
    expect(mail?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(mail?.text).toContain('Hello Maria,');
    expect(mail?.text).toContain('the apprentice agreement of Jasmine Carter');
    const invite = await t.call('GET', `/v1/invites/${mail!.inviteId}`, null);
    expect(invite.body.item).toMatchObject({
      inviteType: 'guardianSignature',
      apprenticeAgreementId: ID,
      hasAccessCode: true,
    });

    // Frozen for the apprentice: no edits, no second signature.
    expect(
      (
        await t.call(
          'PUT',
          `/v1/invites/${APPRENTICE_INVITE}/user/privateInfo`,
          null,
          { addressCity: 'Erie' },
          as(apprentice),
        )
      ).status,
    ).toBe(409);
    expect(
      (await t.call('POST', `/v1/apprenticeAgreements/${ID}/sign`, null, { dataUrl: pngDataUrl() }, as(apprentice)))
        .status,
    ).toBe(409);
  });

  it("the guardian's link follows the access-code rules, opens the agreement, and adds only the guardian's signature", async () => {
    const [mail] = guardianInvitations('maria.carter@example.org');
    // A wrong code: the same answer as any invitation's.
    const wrong = await t.call(
      'POST',
      '/v1/access/checkAccessCode',
      null,
      { id: mail!.inviteId, table: 'invites', accessCode: 'AAAAAA' },
      UA,
      '10.3.0.50',
    );
    expect([wrong.status, wrong.body.error.message]).toEqual([
      403,
      'The access code is not valid for this invitation.',
    ]);
    const guardian = (await tokenFor(mail!.inviteId!, mail!.code!))!;
    const view = await viewAs(guardian);
    expect(view).toMatchObject({ dataType: 'doc', signingAs: 'guardian' });
    expect(view.item.agreement).toMatchObject({ signatureState: 'awaitingGuardian', ssn: '***-**-4325' });
    expect(JSON.stringify(view)).not.toContain('987-65-4325');
    // The guardian can't sign as the apprentice, rename themselves or edit the apprentice's records.
    expect(
      (await t.call('POST', `/v1/apprenticeAgreements/${ID}/sign`, null, { dataUrl: pngDataUrl() }, as(guardian)))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'PUT',
          `/v1/apprenticeAgreements/${ID}/guardian`,
          null,
          { guardianName: 'Someone Else', guardianEmail: 'else@example.org' },
          as(guardian),
        )
      ).status,
    ).toBe(403);
    expect(
      (await t.call('GET', `/v1/invites/${mail!.inviteId}/user/privateInfo`, null, undefined, as(guardian))).status,
    ).toBe(403);
    // Only the guardian's link adds the guardian's signature: not the apprentice's, not staff.
    expect(
      (
        await t.call(
          'POST',
          `/v1/apprenticeAgreements/${ID}/guardianSign`,
          null,
          { dataUrl: pngDataUrl() },
          as(apprentice),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', `/v1/apprenticeAgreements/${ID}/guardianSign`, emailOf(t, 'demo-workforce', 'owner'), {
          dataUrl: pngDataUrl(),
        })
      ).status,
    ).toBe(403);
    const blank = await t.call('POST', `/v1/apprenticeAgreements/${ID}/guardianSign`, null, {}, as(guardian));
    expect([blank.status, blank.body.error.message]).toEqual([400, 'Signature required!']);
  });

  it('staff correct the guardian before they sign: a new invitation, and the old link stops working', async () => {
    const [old] = guardianInvitations('maria.carter@example.org');
    const owner = emailOf(t, 'demo-workforce', 'owner');
    const res = await t.call('PUT', `/v1/apprenticeAgreements/${ID}/guardian`, owner, {
      guardianName: 'Maria Carter',
      guardianEmail: 'maria.j.carter@example.org',
    });
    expect(res.status).toBe(200);
    expect(res.body.item.agreement).toMatchObject({
      guardianEmail: 'maria.j.carter@example.org',
      signatureState: 'awaitingGuardian',
    });
    expect((await t.call('GET', `/v1/invites/${old!.inviteId}`, null)).status).toBe(404);
    expect(await tokenFor(old!.inviteId!, old!.code!, '10.3.0.60')).toBeUndefined();
    const [fresh] = guardianInvitations('maria.j.carter@example.org');
    expect(fresh?.inviteId).toBe((await row()).guardianInviteId);
  });

  it('two racing guardian signatures: one signs, the other is refused, none is lost or doubled; the agreement is then signed', async () => {
    const [mail] = guardianInvitations('maria.j.carter@example.org');
    const guardian = (await tokenFor(mail!.inviteId!, mail!.code!))!;
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.call(
          'POST',
          `/v1/apprenticeAgreements/${ID}/guardianSign`,
          null,
          { dataUrl: pngDataUrl() },
          as(guardian),
          '10.3.0.77',
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const signed = answers.find((a) => a.status === 200)!.body.item.agreement;
    expect(signed).toMatchObject({ signatureState: 'signed', guardianName: 'Maria Carter' });
    expect(signed.signedAt).toBeTruthy();
    expect(signed.guardianSignatureUrl).toBeTruthy();
    const saved = await row();
    expect([saved.guardianIpAddress, saved.signedAt === saved.guardianSignedAt, Boolean(saved.signedPdfKey)]).toEqual([
      '10.3.0.77',
      true,
      true,
    ]);
    expect(
      (await first(t.db.select({ usedAt: invites.usedAt }).from(invites).where(eq(invites.id, mail!.inviteId!))))!
        .usedAt,
    ).toBeTruthy();
  });

  it('the audit history has each signature: who, when, as apprentice or as guardian', async () => {
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityId, ID),
          inArray(auditEvents.action, [
            'agreement.guardianNamed',
            'agreement.apprenticeSigned',
            'agreement.guardianSigned',
            'agreement.signed',
          ]),
        ),
      )
      .orderBy(asc(auditEvents.createdAt));
    const signatures = events.filter((e) => e.action !== 'agreement.guardianNamed');
    expect(signatures.map((e) => [e.action, e.details?.signedAs, e.details?.signerEmail, e.ip])).toEqual([
      ['agreement.apprenticeSigned', 'apprentice', APPRENTICE_EMAIL, '10.3.0.9'],
      ['agreement.guardianSigned', 'guardian', 'maria.j.carter@example.org', '10.3.0.77'],
    ]);
    expect(signatures.every((e) => e.createdAt)).toBe(true);
    expect(events.filter((e) => e.action === 'agreement.guardianNamed').map((e) => e.details?.guardianEmail)).toEqual([
      'maria.carter@example.org',
      'maria.j.carter@example.org',
    ]);
    expect((await row()).signedPdfHash).toBe(signatures[1]!.details?.pdfHash);
  });

  it('the signed copy goes to the apprentice, the guardian and the sponsor; its PDF carries both signatures and both signing events', async () => {
    expect(signedCopiesTo().sort()).toEqual([SPONSOR_EMAIL, 'maria.j.carter@example.org', APPRENTICE_EMAIL].sort());
    const saved = await row();
    const pdf = await t.app.request(`/v1/apprenticeAgreements/${ID}/pdf`, {
      headers: { authorization: `Bearer ${await t.sign(emailOf(t, 'demo-workforce', 'owner'))}` },
    });
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(sha256Hex(bytes)).toBe(saved.signedPdfHash);
    const doc = await PDFDocument.load(bytes);
    const form = doc.getForm();
    const shown = (field: string) => Boolean(form.getButton(field).acroField.getWidgets()[0]!.getNormalAppearance());
    expect([shown('apprentice.signature'), shown('guardian.signature'), shown('sponsor.signature')]).toEqual([
      true,
      true,
      true,
    ]);
    expect(form.getTextField('guardian.name').getText()).toBe('Maria Carter');
    expect(form.getTextField('guardian.signatureDate').getText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(form.getTextField('apprentice.signatureDate').getText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(doc.getTitle()).toBe('Apprentice Agreement: Jasmine Carter (Rev. March 2023)');
  });

  it('nobody rewrites the guardian or signs again once signed', async () => {
    const body = { guardianName: 'Someone Else', guardianEmail: 'else@example.org' };
    const owner = await t.call(
      'PUT',
      `/v1/apprenticeAgreements/${ID}/guardian`,
      emailOf(t, 'demo-workforce', 'owner'),
      body,
    );
    expect([owner.status, owner.body.error.message]).toEqual([409, GUARDIAN_MESSAGES.alreadySigned]);
    expect((await t.call('PUT', `/v1/apprenticeAgreements/${ID}/guardian`, null, body, as(apprentice))).status).toBe(
      409,
    );
    expect(
      (await t.call('PUT', `/v1/apprenticeAgreements/${ID}/guardian`, 'superadmin@demo.pathcraft.test', body)).status,
    ).toBe(409);
    const [mail] = guardianInvitations('maria.j.carter@example.org');
    const guardian = (await tokenFor(mail!.inviteId!, mail!.code!))!;
    expect(
      (
        await t.call(
          'POST',
          `/v1/apprenticeAgreements/${ID}/guardianSign`,
          null,
          { dataUrl: pngDataUrl() },
          as(guardian),
        )
      ).status,
    ).toBe(409);
    // The guardian's link still shows the signed agreement.
    expect((await viewAs(guardian)).item.agreement.signatureState).toBe('signed');
    expect((await row()).guardianName).toBe('Maria Carter');
  });

  it('an apprentice of 18 or more needs no guardian: naming one is refused', async () => {
    const other = await createTestApp();
    try {
      const token = (
        await other.call(
          'POST',
          '/v1/access/checkAccessCode',
          null,
          { id: APPRENTICE_INVITE, table: 'invites', accessCode: 'K7P2QX' },
          UA,
          '10.3.0.1',
        )
      ).body.accessToken as string;
      const view = await other.call('GET', `/v1/apprenticeAgreements/${ID}`, null, undefined, as(token));
      expect(view.body.item.agreement).toMatchObject({ needsGuardian: false });
      const res = await other.call(
        'PUT',
        `/v1/apprenticeAgreements/${ID}/guardian`,
        null,
        { guardianName: 'Maria Carter', guardianEmail: 'maria.carter@example.org' },
        as(token),
      );
      expect([res.status, res.body.error.message]).toEqual([400, GUARDIAN_MESSAGES.notNeeded]);
    } finally {
      await other.close();
    }
  });
});
