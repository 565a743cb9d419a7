import { z } from 'zod';
import { zId } from '../common.schema.ts';
import { ZInvite } from '../apprenticeships/apprenticeships.schema.ts';

/** GET /v1/invites: one organization's invitations, or one apprenticeship's. */
export const ZInviteListQuery = z.object({ orgId: zId.optional(), apprenticeshipId: zId.optional() }).strict();
export type InviteListQuery = z.infer<typeof ZInviteListQuery>;

/**
 * POST /v1/invites: an invitation to send. `confirmOverRatio` sends an apprentice invitation that
 * would put the employer over its ratio, after the sender saw the warning (issue 27 item 4).
 */
export const ZInviteSend = ZInvite.partial({ orgId: true })
  .extend({
    confirmOverRatio: z.boolean().optional(),
  })
  .strict();
export type InviteSend = z.infer<typeof ZInviteSend>;
