/**
 * Apprentices written straight into the database, for tests that need many of them in a given
 * state (counts, reports) rather than the signing flow itself (that is demo-signing.ts).
 */
import { apprenticeAgreements, apprenticeshipUsers } from '../db/schema/index.ts';
import { sealAgreementFields } from '../features/agreements/private-fields.ts';
import { APPRENTICESHIP_ID, sampleApprenticeAgreement } from '../seed/sample-apprenticeship.ts';
import { WORKFORCE_ORG_ID } from '../seed/sample-people.ts';
import type { TestApp } from './harness.ts';

export const SIGNED_AT = '2026-09-01T12:00:00.000Z';

type AgreementFields = Partial<typeof apprenticeAgreements.$inferInsert> & { id: string };

/**
 * A signed apprentice agreement of the workforce sponsor's demo program: the demo's sample answers
 * (without its invite and profile) with `fields` over them, the private ones sealed as the product stores them.
 */
export async function addSignedAgreement(t: TestApp, fields: AgreementFields): Promise<void> {
  const { id: _id, inviteId: _invite, userProfileId: _profile, ...sample } = sampleApprenticeAgreement;
  await t.db
    .insert(apprenticeAgreements)
    .values(sealAgreementFields(t.deps.cipher, { ...sample, orgId: WORKFORCE_ORG_ID, signedAt: SIGNED_AT, ...fields }));
}

/** `userId` on the demo program as an apprentice, active or having left. */
export async function addProgramApprentice(t: TestApp, id: string, userId: string, active = true): Promise<void> {
  await t.db
    .insert(apprenticeshipUsers)
    .values({ id, orgId: WORKFORCE_ORG_ID, apprenticeshipId: APPRENTICESHIP_ID, userId, role: 'apprentice', active });
}
