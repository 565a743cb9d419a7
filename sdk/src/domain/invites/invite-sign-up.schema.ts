import { z } from 'zod';
import { zEmail, zRequired } from '../common.schema.ts';
import { PASSWORD_RULE } from '../identity/password.rules.ts';

/**
 * A registration invite's sign-up (002 §2 'Invitation page', register): the
 * invitee's name, e-mail (the invite's own when it names one) and a password
 * that passes passwordProblem (checked by the server with the name and e-mail).
 */
export const ZInviteSignUp = z
  .object({
    name: zRequired('Name is required.', 200),
    email: zEmail,
    password: z.string({ error: PASSWORD_RULE.messages.required }).max(PASSWORD_RULE.max, PASSWORD_RULE.messages.tooLong),
  })
  .strict();
export type InviteSignUp = z.infer<typeof ZInviteSignUp>;

/** What the invitee sees on the sign-up form once the access code is verified. */
export interface InviteRegistration {
  inviteId: string;
  firstName: string | null;
  lastName: string | null;
  /** The invite's e-mail: fixed on the form when set. */
  email: string | null;
  org: { id: string; name: string; slug: string };
  usedAt: string | null;
}

export const INVITE_SIGN_UP_MESSAGES = {
  used: 'This invitation was already used. Sign in instead.',
  notRegister: 'This invitation is not for registration.',
  emailTaken: 'An account with this e-mail already exists. Sign in instead.',
  otherEmail: 'Use the e-mail address the invitation was sent to.',
  created: 'Your account is ready.',
} as const;
