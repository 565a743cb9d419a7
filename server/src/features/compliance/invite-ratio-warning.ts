import { inviteWouldExceedRatio, OVER_RATIO_REASON, type OverRatioDetails, RATIO_WARNING } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import { employerRatios } from './ratios.ts';

export interface InviteRatioCheck {
  orgId: string;
  employerProfileId: string | null | undefined;
  /** The invited apprentice: one already counted as the employer's active apprentice adds nobody. */
  userId: string | null | undefined;
  /** The sender saw the warning and sends anyway. */
  confirmed: boolean;
}

/**
 * Warns before an apprentice invitation that would put the employer over its ratio (issue 27 item 4,
 * the sdk's inviteWouldExceedRatio): refused with 409, RATIO_WARNING and the ratio in the details,
 * unless the sender confirms. Answers the ratio it went over when confirmed (for the audit trail),
 * null when the invitation stays within the ratio or the ratio is unknown.
 */
export async function checkInviteRatio(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  check: InviteRatioCheck,
): Promise<OverRatioDetails | null> {
  if (!check.employerProfileId) return null;
  const [ratio] = await employerRatios(db, check.orgId, check.employerProfileId);
  if (!ratio) return null;
  const { apprenticeIds, agreementSigned, employerProfileId, name, ...counts } = ratio;
  // Already one of its active apprentices (a second agreement, a new program): the count does not change.
  if (check.userId && apprenticeIds.has(check.userId)) return null;
  if (!inviteWouldExceedRatio({ ...counts, agreementSigned })) return null;
  const details: OverRatioDetails = { reason: OVER_RATIO_REASON, employerProfileId, ratio: counts };
  if (!check.confirmed) throw fail('conflict', RATIO_WARNING(name, counts.allowed ?? 0), details);
  return details;
}
