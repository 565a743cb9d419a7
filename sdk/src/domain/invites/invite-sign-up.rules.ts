// The sign-up page's texts and shapes, kept apart from the zod schema so /login ships no validator.

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
