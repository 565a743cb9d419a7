// The login page's rules, kept apart from the zod schemas so the first page a person sees ships no validator.

/** Error codes the login page understands (docs/rules.md#sign-in-and-the-console). */
export const LOGIN_ERROR_CODES = ['auth_no_token', 'auth_bad_token', 'perm_role_teacher_admin'] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export const LOGIN_ERROR_TEXT: Record<LoginErrorCode, string> = {
  auth_no_token: 'Please sign in to continue.',
  auth_bad_token: 'Your sign-in could not be verified. Please sign in again.',
  perm_role_teacher_admin: 'This area is for super admins only. Sign in with a super admin account.',
};

/** Continue URLs are same-site paths only, so a login link can't bounce a user to another site. */
export function safeContinuePath(url: string | null | undefined, fallback = '/'): string {
  if (!url) return fallback;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  return fallback;
}
