import { z } from 'zod';
import { zId } from '../common.schema.ts';

/** GET /v1/invites: one organization's invitations, or one apprenticeship's. */
export const ZInviteListQuery = z.object({ orgId: zId.optional(), apprenticeshipId: zId.optional() }).strict();
export type InviteListQuery = z.infer<typeof ZInviteListQuery>;
