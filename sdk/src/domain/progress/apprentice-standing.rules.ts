import type { ApprenticeStatus } from '../compliance/rapids-codes.ts';

/**
 * What a person reads of an apprentice's standing, the same wherever they are listed (the
 * apprentices list, the RAPIDS completeness check; docs/rules.md#progress-and-compliance). The
 * registration agency's status (the RAPIDS file's column, which keeps the agency's code) knows
 * active, completed, cancelled and suspended; a person is also told that an active apprentice has
 * not signed their agreement (not registered yet) or is still on probation (the agency counts them
 * active all the same).
 */
export const APPRENTICE_STANDINGS = ['notSigned', 'probation', 'active', 'complete', 'cancelled', 'suspended'] as const;
export type ApprenticeStanding = (typeof APPRENTICE_STANDINGS)[number];

export interface StandingFacts {
  /** The agency's status; an apprentice of the progress lists is an active member ('active'). */
  status?: ApprenticeStatus;
  /**
   * Their certificate of completion is issued: it is issued as soon as every hour and competency is
   * done, and a sponsor who withdraws one recorded in error puts the apprentice back in progress
   * while the record is corrected, though the hours may still read as met.
   */
  certified: boolean;
  agreementSigned: boolean;
  /** The progress's probation: null when the agreement sets no probationary hours. */
  probation: { ended: boolean } | null;
}

/**
 * The agency's cancelled or suspended first (whatever the hours), then completion (the certificate), then an
 * unsigned agreement (the ratio check and the EEO summary count signed agreements only), then
 * probation not yet ended, else active.
 */
export function apprenticeStandingOf(facts: StandingFacts): ApprenticeStanding {
  const status = facts.status ?? 'active';
  if (status === 'cancelled' || status === 'suspended') return status;
  if (status === 'completed' || facts.certified) return 'complete';
  if (!facts.agreementSigned) return 'notSigned';
  if (facts.probation && !facts.probation.ended) return 'probation';
  return 'active';
}
