import { PDFDocument } from 'pdf-lib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';
import { DEMO_SIGNERS, inviteeToken } from '../../test/demo-signing.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';

const UA = { 'user-agent': 'Mozilla/5.0 (agreement PDF test)' };
const SIGNER = { employerAgreements: 'employer', apprenticeAgreements: 'apprentice' } as const;
const AGREEMENTS = { employerAgreements: DEMO_SIGNERS.employer, apprenticeAgreements: DEMO_SIGNERS.apprentice };
type Table = keyof typeof AGREEMENTS;
const ENTITY = {
  employerAgreements: 'employerAgreementDownloads',
  apprenticeAgreements: 'apprenticeAgreementDownloads',
};

/** GET /v1/{employer,apprentice}Agreements/:id/pdf: one verb reads, draws and audits both agreements' PDFs. */
describe('GET /v1/*Agreements/:id/pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const downloads = (table: Table) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'agreement.pdfDownloaded'), eq(auditEvents.entity, ENTITY[table])));
  const headersOf = async (reader: 'owner' | 'invitee', table: Table): Promise<Record<string, string>> => {
    if (reader === 'owner')
      return { ...UA, authorization: `Bearer ${await t.sign(emailOf(t, 'demo-workforce', 'owner'))}` };
    return { ...UA, 'x-access-token': await inviteeToken(t, SIGNER[table], { headers: UA }) };
  };

  it.each([
    ['employerAgreements', 'owner', 'Employer Agreement - '],
    ['employerAgreements', 'invitee', 'Employer Agreement - '],
    ['apprenticeAgreements', 'owner', 'Apprentice Agreement - '],
    ['apprenticeAgreements', 'invitee', 'Apprentice Agreement - '],
  ] as const)(
    'serves the %s PDF to its %s and audits the download once, naming the invite read through',
    async (table, reader, title) => {
      const { agreementId: id, inviteId: invite } = AGREEMENTS[table];
      const before = (await downloads(table)).length;
      const res = await t.app.request(`/v1/${table}/${id}/pdf`, { headers: await headersOf(reader, table) });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="${title}[^"]+\\.pdf"$`),
      );
      expect((await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getPageCount()).toBeGreaterThan(0);

      const after = await downloads(table);
      expect(after).toHaveLength(before + 1);
      const entry = after.at(-1)!;
      const owner = await first(
        t.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, emailOf(t, 'demo-workforce', 'owner'))),
      );
      expect(entry).toMatchObject({
        entityId: id,
        orgId: 'demo-workforce-org',
        actorType: reader === 'owner' ? 'user' : 'anonymous',
        actorId: reader === 'owner' ? owner!.id : null,
        details: reader === 'invitee' ? { inviteId: invite } : null,
      });
    },
  );

  it.each([
    ['employerAgreements', null, 401],
    ['employerAgreements', 'student', 404],
    ['apprenticeAgreements', null, 401],
    ['apprenticeAgreements', 'student', 404],
  ] as const)('refuses the %s PDF to %s (%i) and audits nothing', async (table, role, status) => {
    const before = (await downloads(table)).length;
    const headers: Record<string, string> = role
      ? { authorization: `Bearer ${await t.sign(emailOf(t, 'demo-workforce', role))}` }
      : {};
    const res = await t.app.request(`/v1/${table}/${AGREEMENTS[table].agreementId}/pdf`, { headers });
    expect(res.status).toBe(status);
    expect(await downloads(table)).toHaveLength(before);
  });
});
