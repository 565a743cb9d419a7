import { z } from 'zod';
import { zListOf } from '../common.answers.ts';

/** An organization's API key as its admins see it: never the key itself, only its first characters. */
export const ZApiKey = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  prefix: z.string(),
  allowedOrigins: z.array(z.string()).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
/** GET /v1/api-keys. */
export const ZApiKeyList = zListOf(ZApiKey);
/** POST /v1/api-keys: the key, shown this once, and its record. */
export const ZApiKeyCreated = z.object({ key: z.string(), item: ZApiKey });
