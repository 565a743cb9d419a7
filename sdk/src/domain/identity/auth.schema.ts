import { z } from 'zod';
import { zEmail } from '../common.schema.ts';

export const PASSWORD_MIN = 8;
const zPassword = z.string().min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`).max(200);

export const ZLogin = z.object({ email: zEmail, password: z.string().min(1, 'Enter your password.').max(200) });
export const ZRefresh = z.object({ refreshToken: z.string().min(1).max(200) });
export const ZPasswordResetRequest = z.object({ email: zEmail });
export const ZPasswordResetConfirm = z.object({ code: z.string().min(1).max(200), password: zPassword });
export const ZEmailVerifyConfirm = z.object({ code: z.string().min(1).max(200) });
export const ZPasswordUpdate = z.object({ currentPassword: z.string().min(1).max(200), newPassword: zPassword });
export const ZTokenLogin = z.object({ token: z.string().min(1).max(4000) });
/**
 * A web origin a key may be used from, compared with the browser's Origin header: scheme, host
 * and port only ('https://example.org/' is stored as 'https://example.org').
 */
export const zOrigin = z
  .string()
  .trim()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, 'Enter an origin such as https://example.org (no path).')
  .transform((value) => new URL(value).origin);

export const ZApiKeyCreate = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100),
  orgId: z.string().min(1).max(64).optional(),
  allowedOrigins: z.array(zOrigin).max(50, 'At most 50 origins.').optional(),
});

/** Error codes the login page understands (000 §8). */
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
