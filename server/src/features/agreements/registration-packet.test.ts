import { REGISTRATION_PACKET_TEXT as T } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, auditEvents, employerAgreements, wageSchedules } from '../../db/schema/index.ts';
import { agreementDataHash } from '../../platform/canonical-json.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { DEMO_CODES } from '../../seed/sample-invites.ts';
import { OVER_RATIO_APPRENTICE_IDS } from '../../seed/sample-ratio.ts';
import { createTestApp, SUPER, type TestApp } from '../../test/harness.ts';
import { pageText } from '../../test/pdf-page-text.ts';
import { signAsInvitee } from '../../test/demo-signing.ts';
import { auditTrailOf } from '../invites/invite-events.ts';
import { PRIVATE_READERS_ONLY } from './agreement-access.ts';
import { registrationPacketDataHash } from './registration-packet.ts';

const ID = 'demo-apprentice-agreement';
const EMPLOYER_ID = 'demo-employer-agreement';
const APPRENTICE = 'student.workforce@demo.pathcraft.test';
const SPONSOR = 'gloria.santos@demo.pathcraft.test';
const OWNER = 'owner.workforce@demo.pathcraft.test';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const TEACHER = 'teacher.workforce@demo.pathcraft.test';
const OTHER_ORG_ADMIN = 'admin.community@demo.pathcraft.test';
const UA = { 'user-agent': 'Mozilla/5.0 (registration packet test)' };

type Who = 'superAdmin' | 'owner' | 'admin' | 'sponsor' | 'apprentice' | 'teacher' | 'otherOrgAdmin' | 'anonymous';
const EMAILS: Record<Exclude<Who, 'anonymous'>, string> = {
  superAdmin: SUPER,
  owner: OWNER,
  admin: ADMIN,
  sponsor: SPONSOR,
  apprentice: APPRENTICE,
  teacher: TEACHER,
  otherOrgAdmin: OTHER_ORG_ADMIN,
};

describe('the registration packet (GET /v1/apprenticeAgreements/:id/registrationPacket)', () => {
  let t: TestApp;
  let apiKey = '';
  const tokenFor = async (id: string, accessCode: string) =>
    (await t.call('POST', '/v1/access/checkAccessCode', null, { id, table: 'invites', accessCode }, UA)).body
      .accessToken as string;
  const packet = async (who: Who | { token: string } | { apiKey: string }, id = ID) => {
    const headers: Record<string, string> = {};
    if (typeof who === 'string') {
      if (who !== 'anonymous') headers.authorization = `Bearer ${await t.sign(EMAILS[who])}`;
    } else if ('token' in who) headers['x-access-token'] = who.token;
    else headers['x-api-key'] = who.apiKey;
    return t.app.request(`/v1/apprenticeAgreements/${id}/registrationPacket`, { headers });
  };
  const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

  beforeAll(async () => {
    t = await createTestApp();
    apiKey = (await t.call('POST', '/v1/api-keys', OWNER, { name: 'Website' })).body.key;
  });
  afterAll(() => t.close());

  it('is ready once both agreements are signed: refused (409) before, saying which is missing', async () => {
    const unsigned = await packet('owner');
    expect(unsigned.status).toBe(409);
    expect(await errorOf(unsigned)).toBe(T.notSigned);

    const signed = await signAsInvitee(t, 'apprentice', { headers: UA });
    expect(signed.status).toBe(200);
    const noEmployer = await packet('owner');
    expect(noEmployer.status).toBe(409);
    expect(await errorOf(noEmployer)).toBe(T.employerNotSigned('Mon Valley Manufacturing'));

    const employerSigned = await signAsInvitee(t, 'employer', { headers: UA });
    expect(employerSigned.status).toBe(200);
    expect((await packet('owner')).status).toBe(200);
  });

  it.each<[Who, number]>([
    ['superAdmin', 200],
    ['owner', 200],
    ['admin', 200],
    ['sponsor', 200],
    ['apprentice', 200],
    ['teacher', 403],
    ['otherOrgAdmin', 404],
    ['anonymous', 401],
  ])('as %s: %i', async (who, status) => {
    const res = await packet(who);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="Registration Packet - Jasmine Carter.pdf"',
      );
    } else {
      const body = await res.text();
      expect(body).not.toContain('%PDF');
      if (who === 'teacher') expect(JSON.parse(body).error.message).toBe(PRIVATE_READERS_ONLY);
    }
  });

  it("is refused to an API key and to another document's access code (403), and is not found for an unknown id", async () => {
    expect((await packet({ apiKey })).status).toBe(403);
    const workforce = await tokenFor('demo-invite-workforce', DEMO_CODES.workforceInvite);
    expect((await packet({ token: workforce })).status).toBe(403);
    expect((await packet('apprentice', 'no-such-agreement')).status).toBe(404);
  });

  it('holds the signed apprentice agreement, the employer agreement, the wage schedule and the audit trail, sealed with a data hash anyone can recompute', async () => {
    const res = await packet('sponsor');
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const doc = await PDFDocument.load(bytes);

    // The hash recomputed from the database: each signed record's proof, the schedule, the audit trails.
    const apprenticeRow = (await first(
      t.db.select().from(apprenticeAgreements).where(eq(apprenticeAgreements.id, ID)),
    ))!;
    const employerRow = (await first(
      t.db.select().from(employerAgreements).where(eq(employerAgreements.id, EMPLOYER_ID)),
    ))!;
    const schedule = (await first(
      t.db.select().from(wageSchedules).where(eq(wageSchedules.id, 'demo-wage-schedule-default')),
    ))!;
    const trail = [
      ...(await auditTrailOf(t.db, 'apprenticeAgreements', ID)),
      ...(await auditTrailOf(t.db, 'employerAgreements', EMPLOYER_ID)),
    ]
      .sort((a, b) => a.at.localeCompare(b.at))
      .map(({ details: _d, ...event }) => event);
    expect(apprenticeRow.dataHash).toBe(agreementDataHash(apprenticeRow));
    const dataHash = registrationPacketDataHash({
      apprenticeAgreement: { id: ID, dataHash: apprenticeRow.dataHash!, pdfHash: apprenticeRow.signedPdfHash },
      employerAgreement: { id: EMPLOYER_ID, dataHash: employerRow.dataHash!, pdfHash: employerRow.signedPdfHash },
      wageSchedule: { id: schedule.id, dataHash: agreementDataHash(schedule) },
      auditTrail: trail,
    });
    expect(doc.getKeywords()).toBe(`dataHash:${dataHash}`);
    expect(doc.getTitle()).toBe('Registration Packet: Jasmine Carter');
    // The file's own hash is kept with the download's audit event, as a signed agreement's is with its signing.
    const downloads = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, ID), eq(auditEvents.action, 'registrationPacket.downloaded')));
    expect(downloads.map((e) => e.details)).toContainEqual({ dataHash, pdfHash: sha256Hex(bytes) });

    const pages = doc.getPages().map((_, i) => pageText(doc, i));
    const cover = pages[0]!;
    for (const text of [
      'Registration Packet: Jasmine Carter',
      'Contents',
      `${T.parts.apprenticeAgreement}, page 2`,
      'Mon Valley Manufacturing',
      'Three Rivers Workforce Partnership',
      apprenticeRow.dataHash!,
      apprenticeRow.signedPdfHash!,
      employerRow.dataHash!,
      employerRow.signedPdfHash!,
      agreementDataHash(schedule),
      dataHash,
    ])
      expect(cover, text).toContain(text);

    // The signed documents, page for page, each with its own certificate.
    const apprenticeSigned = await PDFDocument.load(
      new Uint8Array(
        await (
          await t.app.request(`/v1/apprenticeAgreements/${ID}/pdf`, {
            headers: { authorization: `Bearer ${await t.sign(OWNER)}` },
          })
        ).arrayBuffer(),
      ),
    );
    const employerSigned = await PDFDocument.load(
      new Uint8Array(
        await (
          await t.app.request(`/v1/employerAgreements/${EMPLOYER_ID}/pdf`, {
            headers: { authorization: `Bearer ${await t.sign(OWNER)}` },
          })
        ).arrayBuffer(),
      ),
    );
    const a = apprenticeSigned.getPageCount();
    const e = employerSigned.getPageCount();
    expect(pages[a]).toContain('Apprentice Agreement: Jasmine Carter');
    expect(pages[a]).toContain('Certificate of Signature and Audit Trail');
    expect(pages[1 + a]).toContain('1. Employer Information');
    expect(pages[a + e]).toContain('Employer Agreement: Mon Valley Manufacturing, signed by Karen Novak');
    expect(cover).toContain(`${T.parts.employerAgreement}, page ${2 + a}`);

    // The wage schedule, then the packet's audit trail with its data hash and both documents' events.
    const wage = pages[1 + a + e]!;
    expect(wage).toContain('Industrial Machinery Mechanics 2027 (journeyworker wage $28.50)');
    for (const cell of ['Period', '47%', '$13.40', '667', '$24.80', '666']) expect(wage, cell).toContain(cell);
    const audit = pages.slice(2 + a + e).join('\n');
    expect(audit).toContain('Certificate of Signature and Audit Trail');
    expect(audit).toContain('Registration Packet: Jasmine Carter');
    expect(audit).toContain(`Data SHA-256: ${dataHash}`);
    expect(audit).toContain('Agreement signed');
    expect(audit).toContain('Karen Novak');
  });

  it("links from the apprentices list and the apprentice's progress, only for the packet's readers", async () => {
    const packetOf = (items: { userId: string; registrationPacket?: unknown }[], userId: string) =>
      items.find((i) => i.userId === userId)?.registrationPacket;
    const owner = await t.call('GET', '/v1/progress/apprentices', OWNER);
    expect(packetOf(owner.body.items, 'demo-wf-student')).toEqual({ apprenticeAgreementId: ID });
    expect(packetOf(owner.body.items, OVER_RATIO_APPRENTICE_IDS[0]!)).toEqual({
      apprenticeAgreementId: `demo-apprentice-agreement-${OVER_RATIO_APPRENTICE_IDS[0]}`,
    });
    // Marcus has no signed agreement: nothing to download.
    expect(packetOf(owner.body.items, 'demo-wf-learner-04')).toBeNull();
    // A mentor sees the apprentice, not the private agreement.
    const mentor = await t.call('GET', '/v1/progress/apprentices', 'tom.yablonski@demo.pathcraft.test');
    expect(mentor.body.items.map((i: { userId: string }) => i.userId)).toContain('demo-wf-student');
    expect(packetOf(mentor.body.items, 'demo-wf-student')).toBeNull();
    const mine = await t.call('GET', '/v1/progress/mine', APPRENTICE);
    expect(mine.body.items[0].registrationPacket).toEqual({ apprenticeAgreementId: ID });
  });

  it("is drawn from the records when a signed agreement has no stored file (the demo's over-ratio employer)", async () => {
    const id = `demo-apprentice-agreement-${OVER_RATIO_APPRENTICE_IDS[0]}`;
    const res = await packet('owner', id);
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    const cover = pageText(doc, 0);
    expect(cover).toContain('Registration Packet: Hector Ramirez');
    expect(cover).toContain('Three Rivers Fabrication');
    expect(cover).toContain(T.notStored);
    expect(pageText(doc, doc.getPageCount() - 1)).toContain('Certificate of Signature and Audit Trail');
  });
});
