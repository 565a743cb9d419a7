import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import {
  apprenticeAgreements,
  auditEvents,
  employerAgreements,
  invites,
  mailOutbox,
  users,
} from '../../db/schema/index.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { agreementDataHash } from '../../platform/canonical-json.ts';
import { employerSignature } from '../../test/demo-signing.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';
import { pageText } from '../../test/pdf-page-text.ts';
import { pngDataUrl } from '../../test/png.ts';

const UA = { 'user-agent': 'Mozilla/5.0 (agreements test)' };

/** The PDF attached to a stored message (.eml in the outbox): its name and bytes (headers unfolded first). */
function pdfAttachmentOf(eml: string): { filename: string; bytes: Uint8Array } | null {
  const m = /Content-Type: application\/pdf; name=("?)([^\n"]+)\1\n(?:[^\n]+\n)*\n([A-Za-z0-9+/=\n]+?)\n--/.exec(
    eml.replace(/\n /g, ' '),
  );
  return m ? { filename: m[2]!, bytes: new Uint8Array(Buffer.from(m[3]!.replace(/\n/g, ''), 'base64')) } : null;
}

describe('agreements', () => {
  let t: TestApp;
  const tokenFor = async (id: string, accessCode: string) =>
    (await t.call('POST', '/v1/access/checkAccessCode', null, { id, table: 'invites', accessCode }, UA, '10.2.0.1'))
      .body.accessToken as string;
  const as = (token: string) => ({ ...UA, 'x-access-token': token });
  const signedEvent = async (id: string) =>
    (await first(
      t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'agreement.signed'))),
    ))!;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('employer agreement', () => {
    const ID = 'demo-employer-agreement';
    let signerToken = '';
    const agreementRow = async () =>
      (await first(t.db.select().from(employerAgreements).where(eq(employerAgreements.id, ID))))!;
    const sign = employerSignature();

    it('is read by the invitee with a verified code, or the organization staff; not by anyone else', async () => {
      expect((await t.call('GET', `/v1/employerAgreements/${ID}`, null)).status).toBe(401);
      expect(
        (await t.call('GET', `/v1/employerAgreements/${ID}`, emailOf(t, 'demo-workforce', 'student'))).status,
      ).toBe(404);
      expect(
        (await t.call('GET', `/v1/employerAgreements/${ID}`, emailOf(t, 'demo-workforce', 'owner'))).body.canSign,
      ).toBe(false);
      const apprentice = await tokenFor('demo-invite-apprentice', 'K7P2QX');
      expect((await t.call('GET', `/v1/employerAgreements/${ID}`, null, undefined, as(apprentice))).status).toBe(403);
      const token = await tokenFor('demo-invite-employer', 'M4R8TZ');
      const res = await t.call('GET', `/v1/employerAgreements/${ID}`, null, undefined, as(token));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        canSign: true,
        signer: { name: 'Karen Novak', title: 'Director of Human Resources' },
      });
      const program = await t.call('GET', `/v1/employerAgreements/${ID}/program`, null, undefined, as(token));
      expect(program.body.item).toMatchObject({
        activeApprentices: 2,
        activeJourneyworkers: 2,
        instructionProvider: { name: 'Steel Valley Technical Institute' },
      });
      expect(program.body.item.wageSchedules).toHaveLength(2);
      const employer = await t.call('GET', `/v1/employerAgreements/${ID}/employerProfile`, null, undefined, as(token));
      expect(employer.body.item).toMatchObject({ name: 'Mon Valley Manufacturing', ein: '25-3048172' });
    });

    it.each([
      [{ ...sign, signerSignature: '' }, 400, 'A signature is required.'],
      [{ ...sign, signerName: ' ' }, 400, 'Name is required.'],
      [{ ...sign, signerTitle: undefined }, 400, 'Title is required.'],
      // Too long is said as too long: a 270-character title once answered 'Title is required.'
      [{ ...sign, signerTitle: 'Director '.repeat(30) }, 400, 'Signer title: Use at most 200 characters.'],
      [{ ...sign, signerSignatureDate: '' }, 400, 'Date is required.'],
      [{ ...sign, signerSignature: 'data:image/jpeg;base64,AAAA' }, 415, 'The signature must be a PNG image.'],
    ])('refuses an incomplete signature: case %#', async (body, status, message) => {
      const token = await tokenFor('demo-invite-employer', 'M4R8TZ');
      const res = await t.call('POST', `/v1/employerAgreements/${ID}/sign`, null, body, as(token));
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
    });

    it('is signed only by the invitee: staff cannot sign', async () => {
      expect(
        (await t.call('POST', `/v1/employerAgreements/${ID}/sign`, emailOf(t, 'demo-workforce', 'owner'), sign)).status,
      ).toBe(403);
    });

    it('stores the signer fields, prepends the history entry, deletes the invite, hashes the data and then refuses changes (409)', async () => {
      const token = await tokenFor('demo-invite-employer', 'M4R8TZ');
      const res = await t.call('POST', `/v1/employerAgreements/${ID}/sign`, null, sign, as(token), '10.2.0.7');
      expect(res.status).toBe(200);
      expect(res.body.item).toMatchObject({
        signerName: 'Karen Novak',
        signerTitle: 'Director of Human Resources',
        signerSignatureDate: '03/10/2027',
        signerIpAddress: '10.2.0.7',
        signerEmail: 'karen.novak@demo.pathcraft.test',
      });
      expect(res.body.item.inviteHistory[0]).toMatchObject({
        actionTaken: 'Employer Agreement Signed',
        id: 'demo-invite-employer',
      });
      expect(res.body.item.inviteHistory[0].accessCodeHash).toBeUndefined();
      // The invite is kept, marked used: the signer's link shows the signed agreement, not 'Invalid Invitation'.
      const invite = await t.call('GET', '/v1/invites/demo-invite-employer', null);
      expect([invite.status, Boolean(invite.body.item.usedAt)]).toEqual([200, true]);
      const view = await t.call('GET', `/v1/employerAgreements/${ID}`, null, undefined, as(token));
      expect([view.status, view.body.canSign, Boolean(view.body.item.signedAt)]).toEqual([200, false, true]);
      const row = await agreementRow();
      expect(row.dataHash).toBe(agreementDataHash(row));
      const signed = await signedEvent(ID);
      expect(signed).toMatchObject({ ip: '10.2.0.7', userAgent: UA['user-agent'] });
      expect(signed.details).toMatchObject({ dataHash: row.dataHash, signerEmail: 'karen.novak@demo.pathcraft.test' });

      const owner = emailOf(t, 'demo-workforce', 'owner');
      const put = await t.call('PUT', '/v1/external/supabase/employerAgreements', owner, {
        id: ID,
        signerTitle: 'CEO',
      });
      expect([put.status, put.body.error?.code]).toEqual([409, 'conflict']);
      // Signed once: a second signature is refused.
      expect((await t.call('POST', `/v1/employerAgreements/${ID}/sign`, null, sign, as(token))).status).toBe(409);
      signerToken = token;
    });

    it('e-mails the signed PDF, through the outbox, to the signer and the sponsor', async () => {
      const row = await agreementRow();
      const sent = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Signed: Employer Agreement'));
      expect(sent.map((m) => m.to).sort()).toEqual([
        'gloria.santos@demo.pathcraft.test',
        'karen.novak@demo.pathcraft.test',
      ]);
      for (const mail of sent) {
        const attachment = pdfAttachmentOf(readFileSync(mail.emlPath!, 'utf8'));
        expect(attachment?.filename).toBe('Employer Agreement - Karen Novak.pdf');
        expect(sha256Hex(attachment!.bytes)).toBe(row.signedPdfHash);
        expect((await PDFDocument.load(attachment!.bytes)).getTitle()).toBe(
          'Employer Agreement: Mon Valley Manufacturing, signed by Karen Novak',
        );
      }
    });

    it('draws the signed PDF: the six sections, the approval with the signer, the certificate page; the served bytes match the stored hash', async () => {
      // The signer downloads it right after signing, although the invite is gone.
      const pdf = await t.app.request(`/v1/employerAgreements/${ID}/pdf`, {
        headers: { 'x-access-token': signerToken },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(
        'attachment; filename="Employer Agreement - Karen Novak.pdf"',
      );
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      const row = await agreementRow();
      expect(row.signedPdfKey).toMatch(/^agreements\/demo-workforce-org\/demo-employer-agreement\/\w+\.pdf$/);
      expect(sha256Hex(bytes)).toBe(row.signedPdfHash);
      expect((await signedEvent(ID)).details).toMatchObject({ pdfHash: row.signedPdfHash, dataHash: row.dataHash });

      const doc = await PDFDocument.load(bytes);
      expect(doc.getKeywords()).toBe(`dataHash:${row.dataHash}`);
      const pages = doc.getPages().map((_, i) => pageText(doc, i));
      const certificateAt = pages.findIndex((p) => p.includes('Certificate of Signature and Audit Trail'));
      expect(certificateAt).toBeGreaterThan(0);
      const agreement = pages.slice(0, certificateAt).join('\n');
      for (const heading of [
        'Employer Agreement',
        '1. Employer Information',
        '2. Workforce Numbers',
        '3. Apprenticeship Wage Schedule',
        '4. Equal Employment/Affirmative Action',
        '5. Ratio of Apprentices to Journeyworkers',
        '6. Acceptance of Standards',
        'Employer Management Approval',
      ]) {
        expect(agreement).toContain(heading);
      }
      for (const fact of [
        'Mon Valley Manufacturing',
        '25-3048172',
        'Journeyworker entry wage: $28.50',
        '47%',
        '$13.40',
        'With 14 journeyworkers, up to 3 apprentices may be employed.',
        'Karen Novak',
        'Director of Human Resources',
        '03/10/2027',
      ]) {
        expect(agreement).toContain(fact);
      }
      expect(agreement).toMatch(/\/Image-\d+ Do/); // the signature image is drawn
      const certificate = pages.slice(certificateAt).join('\n');
      expect(certificate).toContain(`Data SHA-256: ${row.dataHash}`);
      expect(certificate).toContain('Agreement signed');
      expect(certificate).toContain('IP: 10.2.0.7');
      expect(certificate).toContain('E-mail: karen.novak@demo.pathcraft.test');
      expect(certificate).toContain('Access code verified');

      const staff = await t.app.request(`/v1/employerAgreements/${ID}/pdf`, {
        headers: { authorization: `Bearer ${await t.sign(emailOf(t, 'demo-workforce', 'owner'))}` },
      });
      expect(staff.status).toBe(200);
      expect(sha256Hex(new Uint8Array(await staff.arrayBuffer()))).toBe(row.signedPdfHash);
    });

    it('serves the PDF only to authorized readers', async () => {
      expect((await t.app.request(`/v1/employerAgreements/${ID}/pdf`)).status).toBe(401);
      const other = await tokenFor('demo-invite-workforce', 'W3F9HD');
      expect(
        (await t.app.request(`/v1/employerAgreements/${ID}/pdf`, { headers: { 'x-access-token': other } })).status,
      ).toBe(403);
      const student = await t.app.request(`/v1/employerAgreements/${ID}/pdf`, {
        headers: { authorization: `Bearer ${await t.sign(emailOf(t, 'demo-workforce', 'student'))}` },
      });
      expect(student.status).toBe(404);
    });

    it('refuses a stored PDF whose bytes no longer match its hash', async () => {
      const { signedPdfKey } = await agreementRow();
      appendFileSync(join(t.deps.config.filesDir, signedPdfKey!), '\n% edited');
      const res = await t.app.request(`/v1/employerAgreements/${ID}/pdf`, {
        headers: { 'x-access-token': signerToken },
      });
      expect(res.status).toBe(500);
    });
  });

  describe('apprentice agreement', () => {
    const ID = 'demo-apprentice-agreement';
    const INVITE = 'demo-invite-apprentice';
    let token: string;
    const agreementRow = async () =>
      (await first(t.db.select().from(apprenticeAgreements).where(eq(apprenticeAgreements.id, ID))))!;
    const setSignerPhone = (signerPhone: string | null) =>
      t.db.update(apprenticeAgreements).set({ signerPhone }).where(eq(apprenticeAgreements.id, ID));
    beforeAll(async () => {
      token = await tokenFor(INVITE, 'K7P2QX');
    });

    it('answers the SSN masked only, and the invite data type to the invitee', async () => {
      const res = await t.call('GET', `/v1/apprenticeAgreements/${ID}`, null, undefined, as(token));
      expect(res.status).toBe(200);
      expect(res.body.dataType).toBe('invite');
      expect(res.body.item.agreement).toMatchObject({ ssn: '***-**-4325', hasSsn: true, signerName: 'Jasmine Carter' });
      expect(JSON.stringify(res.body)).not.toContain('987-65-4325');
      expect(res.body.item.sponsor).toMatchObject({ name: 'Gloria Santos' });
      const staff = await t.call('GET', `/v1/apprenticeAgreements/${ID}`, emailOf(t, 'demo-workforce', 'owner'));
      expect(staff.body.dataType).toBe('doc');
    });

    it('lets the invitee edit their private information through the invite, and copies it to Section A', async () => {
      const info = (await t.call('GET', `/v1/invites/${INVITE}/user/privateInfo`, null, undefined, as(token))).body
        .item;
      expect(info.ssn).toBe('***-**-4325');
      const res = await t.call(
        'PUT',
        `/v1/invites/${INVITE}/user/privateInfo`,
        null,
        { ...info, id: undefined, userId: undefined, hasSsn: undefined, addressCity: 'McKeesport' },
        as(token),
      );
      expect(res.status).toBe(200);
      const view = await t.call('GET', `/v1/apprenticeAgreements/${ID}`, null, undefined, as(token));
      expect(view.body.item.agreement.addressCity).toBe('McKeesport');
      const saved = await first(
        t.db
          .select({ n: count() })
          .from(auditEvents)
          .where(and(eq(auditEvents.entityId, ID), eq(auditEvents.action, 'agreement.dataSaved'))),
      );
      expect(saved!.n).toBe(1);
    });

    it("refuses an invitee's save that clears what signing needs (City, Phone), with the agreement's message", async () => {
      const info = (await t.call('GET', `/v1/invites/${INVITE}/user/privateInfo`, null, undefined, as(token))).body
        .item;
      const city = await t.call(
        'PUT',
        `/v1/invites/${INVITE}/user/privateInfo`,
        null,
        { ...info, id: undefined, userId: undefined, hasSsn: undefined, addressCity: ' ' },
        as(token),
      );
      expect([city.status, city.body.error.message, city.body.error.details.fields]).toEqual([
        400,
        'City required!',
        { addressCity: 'City required!' },
      ]);
      const details = (await t.call('GET', `/v1/invites/${INVITE}/user/details`, null, undefined, as(token))).body.item;
      const phone = await t.call(
        'PUT',
        `/v1/invites/${INVITE}/user/details`,
        null,
        { firstName: details.firstName, lastName: details.lastName, phone: '' },
        as(token),
      );
      expect([phone.status, phone.body.error.message]).toEqual([400, 'Phone required!']);
      expect((await agreementRow()).addressCity).not.toBe(null);
    });

    it("refuses to sign while a required field is missing, with the spec's message", async () => {
      await setSignerPhone(null);
      const res = await t.call(
        'POST',
        `/v1/apprenticeAgreements/${ID}/sign`,
        null,
        { dataUrl: pngDataUrl() },
        as(token),
      );
      expect([res.status, res.body.error.message]).toEqual([400, 'Phone required!']);
      await setSignerPhone('412-555-0117');
    });

    it("refuses to sign without a signature: 'Signature required!'", async () => {
      const res = await t.call('POST', `/v1/apprenticeAgreements/${ID}/sign`, null, {}, as(token));
      expect([res.status, res.body.error.message]).toEqual([400, 'Signature required!']);
    });

    it('signs: signature on the user, invite used, PDF hashed; the PDF holds the fields, 4 pages plus the certificate, and then nothing changes (409)', async () => {
      const res = await t.call(
        'POST',
        `/v1/apprenticeAgreements/${ID}/sign`,
        null,
        { dataUrl: pngDataUrl() },
        as(token),
        '10.2.0.9',
      );
      expect(res.status).toBe(200);
      expect(res.body.item.agreement.signedAt).toBeTruthy();
      const user = await first(
        t.db.select({ userSignature: users.userSignature }).from(users).where(eq(users.id, 'demo-wf-student')),
      );
      expect(user!.userSignature).toMatch(
        /\/files\/signatures\/demo-workforce-org\/demo-apprentice-agreement\/\w+\.png$/,
      );
      expect(
        (await first(t.db.select({ usedAt: invites.usedAt }).from(invites).where(eq(invites.id, INVITE))))!.usedAt,
      ).toBeTruthy();

      const pdf = await t.app.request(`/v1/apprenticeAgreements/${ID}/pdf`, { headers: { 'x-access-token': token } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      const row = await agreementRow();
      expect(sha256Hex(bytes)).toBe(row.signedPdfHash);
      expect((await signedEvent(ID)).details).toMatchObject({ pdfHash: row.signedPdfHash, dataHash: row.dataHash });
      expect(row.dataHash).toBe(agreementDataHash(row));

      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(5);
      const form = doc.getForm();
      const text = (name: string) => form.getTextField(name).getText();
      expect(text('apprentice.name')).toBe('Jasmine Carter');
      expect(text('apprentice.ssn')).toBe('987-65-4325');
      expect(text('apprentice.address')).toBe('1827 Wylie Avenue, Apt 3, McKeesport, PA 15219');
      expect(text('apprentice.race')).toBe('Black or African American');
      expect(text('program.probationHours')).toBe('0');
      expect(text('program.creditPrevJob')).toBe('0');
      expect(text('program.creditPrevRTI')).toBe('0');
      expect(text('wage.entry')).toBe('$28.50');
      expect([text('wage.step1.percent'), text('wage.step1.amount'), text('wage.step1.hours')]).toEqual([
        '47%',
        '$13.40',
        '667',
      ]);
      expect(text('wage.step4.percent') ?? '').toBe('');
      expect([text('guardian.name') ?? '', text('guardian.signatureDate') ?? '']).toEqual(['', '']);
      expect(text('sponsor.name')).toBe('Gloria Santos');
      expect(text('employer.name')).toBe('Mon Valley Manufacturing');
      expect(form.getFields().every((f) => f.isReadOnly())).toBe(true);
      expect(doc.getKeywords()).toBe(`dataHash:${row.dataHash}`);
      const certificate = pageText(doc, 4);
      expect(certificate).toContain('Certificate of Signature and Audit Trail');
      expect(certificate).toContain(`Data SHA-256: ${row.dataHash}`);
      expect(certificate).toContain('Agreement signed');
      expect(certificate).toContain('IP: 10.2.0.9');
      expect(certificate).toContain('E-mail: student.workforce@demo.pathcraft.test');
      expect(pageText(doc, 0)).toContain('Rev. March 2023');
      expect(pageText(doc, 3)).toContain('Expires 03/31/2023');
      expect(pageText(doc, 2)).toContain('6. Work for the employer');

      // Frozen: profile edits through the invite, a second signature, and the data-access routes.
      expect(
        (await t.call('PUT', `/v1/invites/${INVITE}/user/privateInfo`, null, { addressCity: 'Erie' }, as(token)))
          .status,
      ).toBe(409);
      expect(
        (await t.call('POST', `/v1/apprenticeAgreements/${ID}/sign`, null, { dataUrl: pngDataUrl() }, as(token)))
          .status,
      ).toBe(409);
      expect(
        (
          await t.call('PUT', '/v1/external/supabase/apprenticeAgreements', emailOf(t, 'demo-workforce', 'owner'), {
            id: ID,
            name: 'X',
          })
        ).status,
      ).toBeGreaterThanOrEqual(400);
    });

    it('e-mails the signed PDF with both signatures to the apprentice and the sponsor', async () => {
      const row = await agreementRow();
      const sent = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Signed: Apprentice Agreement'));
      expect(sent.map((m) => m.to).sort()).toEqual([
        'gloria.santos@demo.pathcraft.test',
        'student.workforce@demo.pathcraft.test',
      ]);
      for (const mail of sent) {
        const eml = readFileSync(mail.emlPath!, 'utf8');
        expect(eml).toContain('do not forward it');
        const attachment = pdfAttachmentOf(eml);
        expect(attachment?.filename).toBe('Apprentice Agreement - Jasmine Carter.pdf');
        expect(sha256Hex(attachment!.bytes)).toBe(row.signedPdfHash);
        const doc = await PDFDocument.load(attachment!.bytes);
        const signatureShown = (field: string) => {
          const widget = doc.getForm().getButton(field).acroField.getWidgets()[0]!;
          return Boolean(widget.getNormalAppearance());
        };
        expect([signatureShown('apprentice.signature'), signatureShown('sponsor.signature')]).toEqual([true, true]);
      }
      // The message itself, kept in the outbox table, carries no private field.
      expect(sent.every((m) => !`${m.text}${m.html}`.includes('987-65-4325'))).toBe(true);
    });

    it('serves the PDF only to authorized readers', async () => {
      expect((await t.app.request(`/v1/apprenticeAgreements/${ID}/pdf`)).status).toBe(401);
      const other = await tokenFor('demo-invite-workforce', 'W3F9HD');
      expect(
        (await t.app.request(`/v1/apprenticeAgreements/${ID}/pdf`, { headers: { 'x-access-token': other } })).status,
      ).toBe(403);
      const staff = await t.app.request(`/v1/apprenticeAgreements/${ID}/pdf`, {
        headers: { authorization: `Bearer ${await t.sign(emailOf(t, 'demo-workforce', 'owner'))}` },
      });
      expect(staff.status).toBe(200);
    });

    it('refuses a stored PDF that no longer matches its hash', async () => {
      await t.db.update(apprenticeAgreements).set({ signedPdfHash: 'tampered' }).where(eq(apprenticeAgreements.id, ID));
      const res = await t.app.request(`/v1/apprenticeAgreements/${ID}/pdf`, { headers: { 'x-access-token': token } });
      expect(res.status).toBe(500);
    });
  });
});
