/**
 * How strong a new password must be (registration invites; one rule for the
 * sign-up form and the server). No zod here: the form uses it as you type.
 */
export const PASSWORD_RULE = {
  min: 8,
  max: 200,
  hint: 'At least 8 characters, with letters and at least one number or symbol.',
  messages: {
    required: 'Choose a password.',
    tooShort: 'Use at least 8 characters.',
    tooLong: 'Use at most 200 characters.',
    mix: 'Use letters and at least one number or symbol.',
    personal: "Don't use your name or e-mail address in the password.",
    common: 'This password is too common. Choose another.',
  },
} as const;

/** Passwords that appear at the top of every leaked-password list (compared without case, digits and symbols at the ends). */
const COMMON = new Set([
  'password',
  'passw0rd',
  'qwerty',
  'qwertyuiop',
  'letmein',
  'welcome',
  'iloveyou',
  'abc',
  'abcd',
  'abcdefg',
  'admin',
  'login',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno',
  'changeme',
  'pathcraft',
]);

/** The core of a password without the digits and symbols people add at the ends ('Password123!' → 'password'). */
const core = (password: string) => password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');

/**
 * The first thing wrong with a new password, or null when it is strong enough:
 * 8 to 200 characters, letters plus a number or symbol, not the person's name
 * or e-mail, not a well-known password with digits tacked on.
 */
export function passwordProblem(
  password: string,
  person: { email?: string | null; name?: string | null } = {},
): string | null {
  const m = PASSWORD_RULE.messages;
  if (!password) return m.required;
  if (password.length < PASSWORD_RULE.min) return m.tooShort;
  if (password.length > PASSWORD_RULE.max) return m.tooLong;
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password)) return m.mix;
  const lower = password.toLowerCase();
  const personal = [person.email?.split('@')[0], ...(person.name ?? '').split(/\s+/)]
    .map((p) => p?.trim().toLowerCase() ?? '')
    .filter((p) => p.length >= 3);
  if (personal.some((p) => lower.includes(p))) return m.personal;
  const c = core(password);
  if (COMMON.has(c) || /^(.)\1+$/.test(c) || (/^(?:abc|qwe|asd|123)/.test(lower) && c.length <= 6)) return m.common;
  return null;
}
