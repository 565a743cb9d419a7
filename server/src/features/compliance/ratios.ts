import { type EmployerRatio, isAdminLike, isSuperAdmin, ratioCheck } from '@pathcraft/sdk';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  apprenticeAgreements,
  apprenticeshipUsers,
  employerAgreements,
  employerProfiles,
} from '../../db/schema/index.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import { type RequestContext, requireUser } from '../../platform/actor.ts';
import { fail } from '../../platform/errors.ts';

export const RATIO_REFUSAL = "Only the sponsor's owners and admins can read the ratio check.";

/**
 * Per employer of the sponsor: its active apprentices (a signed apprentice agreement with the
 * employer, the apprentice still active on the apprenticeship) against the journeyworkers of its
 * workforce form, under the ratio its signed employer agreement states (the sdk's ratioCheck).
 * Employers over their ratio come first.
 */
export async function readEmployerRatios(
  ctx: Pick<RequestContext, 'db' | 'actor'>,
  requestedOrgId: string | undefined,
): Promise<EmployerRatio[]> {
  if (ctx.actor.kind === 'apiKey') throw fail('forbidden', RATIO_REFUSAL);
  const user = requireUser(ctx.actor);
  if (!isSuperAdmin(user.roles) && !isAdminLike(user.roles)) throw fail('forbidden', RATIO_REFUSAL);
  const orgId = actingOrg(user, requestedOrgId, { required: true });
  const [employers, signedEmployerAgreements, activeApprentices] = await Promise.all([
    ctx.db
      .select({
        id: employerProfiles.id,
        name: employerProfiles.name,
        journeyworkers: employerProfiles.totalJourneyWorkers,
      })
      .from(employerProfiles)
      .where(eq(employerProfiles.orgId, orgId)),
    ctx.db
      .select({ employerProfileId: employerAgreements.employerProfileId })
      .from(employerAgreements)
      .where(and(eq(employerAgreements.orgId, orgId), isNotNull(employerAgreements.signedAt))),
    ctx.db
      .selectDistinct({
        employerProfileId: apprenticeAgreements.employerProfileId,
        userId: apprenticeAgreements.userId,
      })
      .from(apprenticeAgreements)
      .innerJoin(
        apprenticeshipUsers,
        and(
          eq(apprenticeshipUsers.apprenticeshipId, apprenticeAgreements.apprenticeshipId),
          eq(apprenticeshipUsers.userId, apprenticeAgreements.userId),
          eq(apprenticeshipUsers.role, 'apprentice'),
          eq(apprenticeshipUsers.active, true),
        ),
      )
      .where(and(eq(apprenticeAgreements.orgId, orgId), isNotNull(apprenticeAgreements.signedAt))),
  ]);
  const signed = new Set(signedEmployerAgreements.map((a) => a.employerProfileId));
  const apprenticesOf = new Map<string, number>();
  for (const row of activeApprentices)
    if (row.employerProfileId)
      apprenticesOf.set(row.employerProfileId, (apprenticesOf.get(row.employerProfileId) ?? 0) + 1);
  const order = { over: 0, at: 1, within: 2, unknown: 3 } as const;
  return employers
    .map((e) => ({
      employerProfileId: e.id,
      name: e.name,
      ...ratioCheck({
        activeApprentices: apprenticesOf.get(e.id) ?? 0,
        journeyworkers: e.journeyworkers,
        agreementSigned: signed.has(e.id),
      }),
    }))
    .sort((a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name));
}
