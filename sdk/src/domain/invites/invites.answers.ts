import { z } from 'zod';
import type { InviteRegistration } from './invite-sign-up.rules.ts';
import type { PublicInvite } from './invites.types.ts';
import { INVITE_STATUSES } from './invites.rules.ts';

/** The invitation pages' answers as schemas, for the route declarations and so for the typed client derived from them. */
const zOptText = z.string().nullable();

export const ZPublicInvite = z.object({
  id: z.string(),
  inviteType: z.string(),
  orgId: z.string(),
  org: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    orgLogo: zOptText,
    privacyPolicy: zOptText,
    tos: zOptText,
  }),
  employerProfileId: zOptText,
  apprenticeshipId: zOptText,
  apprenticeAgreementId: zOptText,
  employerAgreementId: zOptText,
  locationId: zOptText,
  registerLink: zOptText,
  hasAccessCode: z.boolean(),
  usedAt: zOptText,
}) satisfies z.ZodType<PublicInvite>;

export const ZInviteRegistration = z.object({
  inviteId: z.string(),
  firstName: zOptText,
  lastName: zOptText,
  email: zOptText,
  org: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  usedAt: zOptText,
}) satisfies z.ZodType<InviteRegistration>;

/** The new account's session, and where the invitee goes next. */
export const ZInviteSignedUp = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
  redirectUrl: z.string(),
});

/** An invitation as its organization's staff see it: its columns, never the access code's hash. */
export const ZInviteRecord = z.looseObject({ id: z.string(), orgId: z.string(), inviteType: z.string() });
/** An invitation as the staff list it: with its status and any lock. */
export const ZListedInvite = ZInviteRecord.extend({ status: z.enum(INVITE_STATUSES), lockedUntil: zOptText });
export const ZInviteList = z.object({ items: z.array(ZListedInvite), total: z.number().int() });
/** A sent or resent invitation: the access code is answered this once. */
export const ZInviteSent = z.object({ docId: z.string(), item: ZInviteRecord, accessCode: z.string() });
export const ZInviteResent = z.object({ item: ZListedInvite, accessCode: z.string() });
export const ZInviteHistory = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      at: z.string(),
      actorType: z.string(),
      ip: zOptText,
      details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export const ZInviteViewed = z.object({ viewedAt: z.string() });
/** GET /v1/invites/:id. */
export const ZPublicInviteItem = z.object({ item: ZPublicInvite });
/** GET /v1/invites/:id/registration. */
export const ZInviteRegistrationItem = z.object({ item: ZInviteRegistration });
