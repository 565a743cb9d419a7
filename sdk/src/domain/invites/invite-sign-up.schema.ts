import { z } from 'zod';
import { zEmail, zRequired } from '../common.schema.ts';
import { PASSWORD_RULE } from '../identity/password.rules.ts';

/**
 * A registration invite's sign-up (docs/rules.md#invitations-and-access-codes): the
 * invitee's name, e-mail (the invite's own when it names one) and a password
 * that passes passwordProblem (checked by the server with the name and e-mail).
 */
export const ZInviteSignUp = z
  .object({
    name: zRequired('Name is required.', 200),
    email: zEmail,
    password: z
      .string({ error: PASSWORD_RULE.messages.required })
      .max(PASSWORD_RULE.max, PASSWORD_RULE.messages.tooLong),
  })
  .strict();
export type InviteSignUp = z.infer<typeof ZInviteSignUp>;
