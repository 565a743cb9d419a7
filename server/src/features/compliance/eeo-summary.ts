import { type EeoSummary, eeoSummary, isAdminLike, isSuperAdmin } from '@pathcraft/sdk';
import { and, eq, isNotNull } from 'drizzle-orm';
import { apprenticeAgreements } from '../../db/schema/index.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import { type RequestContext, requireUser } from '../../platform/actor.ts';
import type { FieldCipher } from '../../platform/crypto.ts';
import { fail } from '../../platform/errors.ts';
import { openAgreementFields } from '../agreements/private-fields.ts';

export const EEO_REFUSAL = "Only the sponsor's owners and admins can read the EEO summary.";

/**
 * The sponsor's EEO summary for the affirmative-action review: its apprentices with a signed
 * apprentice agreement, counted by sex, ethnicity, race, veteran and disability status (the sdk's
 * eeoSummary hides small cells). The answers are private fields: opened in memory, counted, never
 * returned one by one. Owners and admins of the organization, and the super admin, read it.
 */
export async function readEeoSummary(
  ctx: Pick<RequestContext, 'db' | 'actor'> & { cipher: FieldCipher },
  requestedOrgId: string | undefined,
): Promise<EeoSummary> {
  if (ctx.actor.kind === 'apiKey') throw fail('forbidden', EEO_REFUSAL);
  const user = requireUser(ctx.actor);
  if (!isSuperAdmin(user.roles) && !isAdminLike(user.roles)) throw fail('forbidden', EEO_REFUSAL);
  const orgId = actingOrg(user, requestedOrgId, { required: true });
  const rows = await ctx.db
    .select({
      gender: apprenticeAgreements.gender,
      ethnicity: apprenticeAgreements.ethnicity,
      races: apprenticeAgreements.races,
      veteranStatus: apprenticeAgreements.veteranStatus,
      disability: apprenticeAgreements.disability,
    })
    .from(apprenticeAgreements)
    .where(and(eq(apprenticeAgreements.orgId, orgId), isNotNull(apprenticeAgreements.signedAt)));
  return eeoSummary(rows.map((row) => openAgreementFields(ctx.cipher, row)));
}
