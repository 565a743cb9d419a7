import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import type { PublicInvite } from '@pathcraft/sdk';
import { inviteById } from './invite-access.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export async function readPublicInvite(db: Pick<Db, 'select'>, id: string): Promise<PublicInvite> {
  const invite = await inviteById(db, id);
  const org = invite
    ? await first(
        db
          .select({
            id: organizations.id,
            name: organizations.name,
            slug: organizations.slug,
            orgLogo: organizations.orgLogo,
            privacyPolicy: organizations.privacyPolicy,
            tos: organizations.tos,
          })
          .from(organizations)
          .where(eq(organizations.id, invite.orgId)),
      )
    : undefined;
  if (!invite || !org) throw fail('not_found', 'This invitation is no longer valid.');
  return {
    id: invite.id,
    inviteType: invite.inviteType,
    orgId: invite.orgId,
    org,
    employerProfileId: invite.employerProfileId,
    apprenticeshipId: invite.apprenticeshipId,
    apprenticeAgreementId: invite.apprenticeAgreementId,
    employerAgreementId: invite.employerAgreementId,
    locationId: invite.locationId,
    registerLink: invite.inviteType === 'register' ? invite.registerLink : null,
    hasAccessCode: Boolean(invite.accessCodeHash),
    usedAt: invite.usedAt,
  };
}
