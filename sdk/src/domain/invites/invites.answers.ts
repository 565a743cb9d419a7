import { z } from 'zod';
import type { InviteRegistration } from './invite-sign-up.rules.ts';
import type { PublicInvite } from './invites.types.ts';

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
