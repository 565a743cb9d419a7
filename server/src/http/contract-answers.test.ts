import {
  createClient,
  deleteInvitesById,
  getApprenticeAgreementsById,
  getAssistantSessionsBySessionIdMessages,
  getEmployerAgreementsById,
  getEmployerAgreementsByIdEmployerProfile,
  getEmployerAgreementsByIdProgram,
  getExternalCosCertificationfinder,
  getExternalCosTraining,
  getInvites,
  getInvitesByIdHistory,
  postInvites,
  postInvitesByIdResend,
  getAnalyticsVisits,
  getAssistantIntegrationsByIntegrationId,
  getEnrollmentsClassesByClassId,
  getInvitesById,
  getExternalCosOccupation,
  getExternalCosOccupations,
  getJobProfilesById,
  getLocationsValidate,
  getPublicOrgsByOrgSlugCoursesByCourseKeyByCourseValue,
  getPublicOrgsByOrgSlugPathwaysByPathwayId,
  getPublicPageLinksByPageLinkId,
  getPublicPagesByPageId,
  getUserProfilesByUserId,
  getUsersByIdDetails,
  memorySessionStore,
  postApiContentVectorSearch,
  postAssistantSessions,
  postAssistantSessionsBySessionIdMessages,
  postJobProfiles,
  postUsersByIdSignature,
  type PathcraftClient,
  type Requester,
} from '@pathcraft/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../db/first.ts';
import { eq } from 'drizzle-orm';
import { apprenticeAgreements, employerAgreements, invites, users } from '../db/schema/index.ts';
import { loadOccupationDataIn } from '../features/occupations/load-occupation-data.ts';
import { createTestApp, DEMO_PASSWORD, emailOf, type TestApp } from '../test/harness.ts';
import { png } from '../test/png.ts';

/**
 * The typed client against the real app: outside production every answer is checked against the
 * route's declared schema (sdk/src/client/check-answer.ts), so each call here resolving means the
 * server answers what its declaration says.
 */
let t: TestApp;
const SITE = 'http://localhost:3000';
const clientOf = (headers: Record<string, string> = {}): PathcraftClient =>
  createClient({
    baseUrl: SITE,
    session: memorySessionStore(),
    fetch: async (input, init) =>
      t.app.request(String(input), { ...init, headers: { ...(init?.headers as Record<string, string>), ...headers } }),
  });
const signedIn = async (email: string) => {
  const client = clientOf();
  await client.auth.login(email, DEMO_PASSWORD);
  return client;
};

beforeAll(async () => {
  t = await createTestApp();
  await loadOccupationDataIn(t.db);
}, 60_000);
afterAll(() => t.close());

describe('answers match their declared schemas', () => {
  it('for a visitor of the training plan', async () => {
    const visitor = clientOf();
    const { OccupationList } = await getExternalCosOccupations(visitor, {
      query: { keyword: 'electrician', limit: '5' },
    });
    expect(OccupationList.length).toBeGreaterThan(0);
    const detail = await getExternalCosOccupation(visitor, {
      query: { keyword: OccupationList[0]!.OnetCode, location: '15201', wages: 'true', training: 'true' },
    });
    expect(detail.OccupationDetail[0]?.OnetCode).toBe(OccupationList[0]!.OnetCode);
    const onetCode = OccupationList[0]!.OnetCode;
    expect(
      Array.isArray(
        (await getExternalCosTraining(visitor, { query: { keyword: onetCode, location: '15201' } })).SchoolPrograms,
      ),
    ).toBe(true);
    expect(
      Array.isArray((await getExternalCosCertificationfinder(visitor, { query: { keyword: onetCode } })).CertList),
    ).toBe(true);
    expect((await getLocationsValidate(visitor, { query: { locationId: 'demo-wf-loc-strip' } })).valid).toBe(true);
    const { docId } = await postJobProfiles(visitor, {
      body: {
        OnetTitle: 'Electricians',
        OnetCode: '47-2111.00',
        name: 'Contract Check',
        email: 'contract-check@example.com',
        phone: '555-0100',
        companyName: 'Contract Check Co',
      },
    });
    expect((await getJobProfilesById(visitor, { id: docId })).item.id).toBe(docId);
  });

  it('for signed-in members', async () => {
    const owner = await signedIn(emailOf(t, 'demo-workforce', 'owner'));
    const me = await owner.auth.me();
    expect(me.organization?.slug).toBe('demo-workforce');
    expect((await getUsersByIdDetails(owner, { id: me.user.id })).item.id).toBe(me.user.id);
    expect((await getUserProfilesByUserId(owner, { userId: me.user.id })).item.userId).toBe(me.user.id);
    expect(Array.isArray((await getAnalyticsVisits(owner, { query: { days: 7 } })).days)).toBe(true);
    const student = await signedIn(emailOf(t, 'demo-workforce', 'student'));
    expect((await getEnrollmentsClassesByClassId(student, { classId: 'demo-course-cnc' })).item.id).toBe(
      'demo-course-cnc',
    );
    const studentId = (await student.auth.me()).user.id;
    const saved = await postUsersByIdSignature(
      student,
      { id: studentId },
      { body: { dataUrl: `data:image/png;base64,${png(660, 200).toString('base64')}` } },
    );
    expect(saved.signedUrl).toContain('/files/');
  });

  it('for a member without a program membership (membershipReadable is null, not left out)', async () => {
    const email = emailOf(t, 'demo-workforce', 'teacher');
    await t.db.update(users).set({ membership: null }).where(eq(users.email, email));
    expect((await (await signedIn(email)).auth.me()).user.membershipReadable).toBeNull();
  });

  it('for the invitations an organization sends', async () => {
    const owner = await signedIn(emailOf(t, 'demo-workforce', 'owner'));
    const sent = await postInvites(owner, {
      body: {
        inviteType: 'employerAgreement',
        apprenticeshipId: 'demo-apprenticeship-imm',
        firstName: 'Ada',
        lastName: 'Contract',
        title: 'Plant Manager',
        email: 'ada.contract@example.test',
      },
    });
    expect(sent.accessCode).toMatch(/\S/);
    const { items } = await getInvites(owner, { query: {} });
    expect(items.find((invite) => invite.id === sent.docId)?.status).toBe('sent');
    expect((await postInvitesByIdResend(owner, { id: sent.docId })).item.id).toBe(sent.docId);
    expect((await getInvitesByIdHistory(owner, { id: sent.docId })).items.length).toBeGreaterThan(0);
    expect((await deleteInvitesById(owner, { id: sent.docId })).revoked).toBe(sent.docId);
  });

  it('for the agreements, also when a part is not recorded yet (null)', async () => {
    const owner = await signedIn(emailOf(t, 'demo-workforce', 'owner'));
    const employer = (await first(t.db.select().from(employerAgreements).limit(1)))!;
    expect((await getEmployerAgreementsById(owner, { id: employer.id })).item.id).toBe(employer.id);
    await t.db
      .update(employerAgreements)
      .set({ employerProfileId: null })
      .where(eq(employerAgreements.id, employer.id));
    expect((await getEmployerAgreementsByIdEmployerProfile(owner, { id: employer.id })).item).toBeNull();
    expect((await getEmployerAgreementsByIdProgram(owner, { id: employer.id })).item).not.toBeNull();
    const apprentice = await first(t.db.select({ id: apprenticeAgreements.id }).from(apprenticeAgreements).limit(1));
    if (apprentice) expect((await getApprenticeAgreementsById(owner, { id: apprentice.id })).signingAs).toBeNull();
  });

  it('for the public page and its link', async () => {
    const staff = await signedIn(emailOf(t, 'demo-workforce', 'owner'));
    expect((await getPublicPagesByPageId(staff, { pageId: 'demo-page' })).item.page.id).toBe('demo-page');
    expect(
      (await getPublicPageLinksByPageLinkId(clientOf(), { pageLinkId: 'demo-link' }, { auth: false })).item.id,
    ).toBe('demo-link');
  });

  it('for the public course and pathway pages', async () => {
    const visitor = clientOf();
    for (const [courseKey, courseValue] of [
      ['courseSlug', 'osha-10-general-industry'],
      ['id', 'demo-course-forklift-paid'],
    ] as const) {
      expect(
        (
          await getPublicOrgsByOrgSlugCoursesByCourseKeyByCourseValue(visitor, {
            orgSlug: 'demo-workforce',
            courseKey,
            courseValue,
          })
        ).org.slug,
      ).toBe('demo-workforce');
    }
    const pathway = await getPublicOrgsByOrgSlugPathwaysByPathwayId(
      visitor,
      { orgSlug: 'demo-workforce', pathwayId: 'demo-pathway-manufacturing' },
      { auth: false },
    );
    expect(pathway.jobProfile?.certificates.length).toBeGreaterThan(0);
  });

  it('for an invitation link', async () => {
    const { id } = (await first(t.db.select({ id: invites.id }).from(invites).orderBy(invites.id).limit(1)))!;
    expect((await getInvitesById(clientOf(), { id }, { auth: false })).item.id).toBe(id);
  });

  it('for a conversation with the assistant', async () => {
    const site = clientOf({ origin: SITE });
    expect((await getAssistantIntegrationsByIntegrationId(site, { integrationId: 'demo-assistant' })).item.id).toBe(
      'demo-assistant',
    );
    const { sessionId, token } = await postAssistantSessions(site, { body: { integrationId: 'demo-assistant' } });
    const chat: Requester = clientOf({ origin: SITE, 'x-chat-token': token });
    const asked = await postAssistantSessionsBySessionIdMessages(
      chat,
      { sessionId },
      { body: { content: 'What should I do before I clear a jam?', contentTypes: ['resources'] } },
    );
    expect(asked.profane).toBe(false);
    const { items } = await getAssistantSessionsBySessionIdMessages(chat, { sessionId });
    expect(items.map((message) => message.content)).toContain('What should I do before I clear a jam?');
    const found = await postApiContentVectorSearch(chat, {
      body: { prompt: 'clear a jam', contentTypes: ['resources'], chatSessionId: sessionId, saveSearch: true },
    });
    expect(Array.isArray(found.sources)).toBe(true);
  });
});
