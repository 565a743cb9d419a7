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
      return (
        /^https?:$/.test(url.protocol) && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash
      );
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
