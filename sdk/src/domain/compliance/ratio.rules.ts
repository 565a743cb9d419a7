import { z } from 'zod';
import { apprenticesAllowed } from '../agreements/agreements.rules.ts';

/**
 * The ratio check (issue 27 item 4): an employer's active apprentices against the apprentices its
 * journeyworkers allow under the ratio the employer agreement states (apprenticesAllowed, docs/rules.md#progress-and-compliance).
 * Without a workforce count or a signed employer agreement there is no ratio to check: 'unknown',
 * never a guess either way.
 */
export const RATIO_STATUSES = ['within', 'at', 'over', 'unknown'] as const;
export type RatioStatus = (typeof RATIO_STATUSES)[number];

export interface RatioInput {
  activeApprentices: number;
  /** totalJourneyWorkers from the employer workforce form; null while the form is not filled. */
  journeyworkers: number | null | undefined;
  /** Whether the employer signed an employer agreement (which states the ratio). */
  agreementSigned: boolean;
}

export interface RatioCheck {
  activeApprentices: number;
  journeyworkers: number | null;
  /** Apprentices the ratio allows; null when there is no ratio to check. */
  allowed: number | null;
  status: RatioStatus;
}

export function ratioCheck({ activeApprentices, journeyworkers, agreementSigned }: RatioInput): RatioCheck {
  const known = agreementSigned && typeof journeyworkers === 'number' && Number.isFinite(journeyworkers);
  if (!known) return { activeApprentices, journeyworkers: journeyworkers ?? null, allowed: null, status: 'unknown' };
  const allowed = apprenticesAllowed(journeyworkers);
  const status: RatioStatus = activeApprentices > allowed ? 'over' : activeApprentices === allowed ? 'at' : 'within';
  return { activeApprentices, journeyworkers, allowed, status };
}

/** Whether inviting `more` apprentices would put the employer over its ratio (unknown ratio: no warning). */
export function inviteWouldExceedRatio(input: RatioInput, more = 1): boolean {
  return ratioCheck({ ...input, activeApprentices: input.activeApprentices + more }).status === 'over';
}

export const RATIO_WARNING = (employer: string, allowed: number) =>
  `${employer} would be over its ratio of apprentices to journeyworkers: its journeyworkers allow ${allowed} active ${allowed === 1 ? 'apprentice' : 'apprentices'}.`;

export const ZRatioCheck = z.object({
  activeApprentices: z.number().int(),
  journeyworkers: z.number().int().nullable(),
  allowed: z.number().int().nullable(),
  status: z.enum(RATIO_STATUSES),
});

export const ZEmployerRatio = ZRatioCheck.extend({
  employerProfileId: z.string(),
  name: z.string(),
});
export type EmployerRatio = z.infer<typeof ZEmployerRatio>;

export const ZEmployerRatios = z.object({ items: z.array(ZEmployerRatio) });
export const ZEmployerRatiosQuery = z.object({ orgId: z.string().min(1).max(64).optional() });
