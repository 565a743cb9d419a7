import { passwordProblem } from './password.rules.ts';

/** A new account's form (a registration invite's or a course's sign-up): one message per field, none when it may be sent. */
export const NEW_ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordsDiffer: 'The passwords do not match.',
} as const;

export interface NewAccountInput {
  name: string;
  email: string;
  password: string;
  /** The password typed again, on forms that ask for it. */
  repeat?: string;
}

export type NewAccountProblems = Partial<Record<'name' | 'email' | 'password' | 'repeat', string>>;

/**
 * What is wrong with a new account's name, e-mail and password (the password rule with the
 * person's own name and e-mail), and whether the repeated password matches; the e-mail's full
 * check is the server's schema, this one catches what a person mistypes.
 */
export function newAccountProblems(input: NewAccountInput): NewAccountProblems {
  const found: NewAccountProblems = {};
  const name = input.name.trim();
  const email = input.email.trim();
  if (!name) found.name = NEW_ACCOUNT_MESSAGES.nameRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) found.email = NEW_ACCOUNT_MESSAGES.emailInvalid;
  const weak = passwordProblem(input.password, { email, name });
  if (weak) found.password = weak;
  else if (input.repeat !== undefined && input.password !== input.repeat)
    found.repeat = NEW_ACCOUNT_MESSAGES.passwordsDiffer;
  return found;
}
