import { type EmployerRatio, isAdminLike, isSuperAdmin, ratioCheck } from '@pathcraft/sdk';
import { type AnyColumn, and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
  const order = { over: 0, at: 1, within: 2, unknown: 3 } as const;
  return (await employerRatios(ctx.db, orgId))
    .map(({ apprenticeIds: _ids, agreementSigned: _signed, ...ratio }) => ratio)
    .sort((a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name));
}

/**
 * The ratio check of a sponsor's employers (or of one of them), with the users counted as its active
 * apprentices: an invitation to one of them adds nobody.
 */
export async function employerRatios(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  orgId: string,
  employerProfileId?: string,
): Promise<(EmployerRatio & { apprenticeIds: Set<string>; agreementSigned: boolean })[]> {
  const ofEmployer = <T extends { employerProfileId: AnyColumn }>(t: T) =>
    employerProfileId ? eq(t.employerProfileId, employerProfileId) : undefined;
  const [employers, signedEmployerAgreements, activeApprentices] = await Promise.all([
    db
      .select({
        id: employerProfiles.id,
        name: employerProfiles.name,
        journeyworkers: employerProfiles.totalJourneyWorkers,
      })
      .from(employerProfiles)
      .where(
        and(
          eq(employerProfiles.orgId, orgId),
          employerProfileId ? eq(employerProfiles.id, employerProfileId) : undefined,
        ),
      ),
    db
      .select({ employerProfileId: employerAgreements.employerProfileId })
      .from(employerAgreements)
      .where(
        and(
          eq(employerAgreements.orgId, orgId),
          isNotNull(employerAgreements.signedAt),
          ofEmployer(employerAgreements),
        ),
      ),
    db
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
      .where(
        and(
          eq(apprenticeAgreements.orgId, orgId),
          isNotNull(apprenticeAgreements.signedAt),
          ofEmployer(apprenticeAgreements),
        ),
      ),
  ]);
  const signed = new Set(signedEmployerAgreements.map((a) => a.employerProfileId));
  const apprenticesOf = new Map<string, Set<string>>();
  for (const row of activeApprentices)
    if (row.employerProfileId && row.userId) {
      const ids = apprenticesOf.get(row.employerProfileId) ?? new Set<string>();
      apprenticesOf.set(row.employerProfileId, ids.add(row.userId));
    }
  return employers.map((e) => {
    const apprenticeIds = apprenticesOf.get(e.id) ?? new Set<string>();
    const agreementSigned = signed.has(e.id);
    return {
      employerProfileId: e.id,
      name: e.name,
      apprenticeIds,
      agreementSigned,
      ...ratioCheck({ activeApprentices: apprenticeIds.size, journeyworkers: e.journeyworkers, agreementSigned }),
    };
  });
}
