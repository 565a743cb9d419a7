import { z } from 'zod';

/** GET /v1/external/aws/buffer: a stored file's bytes as base64, and a signed link when asked for one. */
export const ZFileBuffer = z.object({
  buffer: z.string(),
  contentType: z.string().optional(),
  size: z.number().int(),
  signedUrl: z.string().optional(),
});
/** POST /v1/external/aws/upload: where the file is stored, a signed link to it, and what was stored. */
export const ZFileUploaded = z.object({
  url: z.string(),
  signedUrl: z.string(),
  key: z.string(),
  size: z.number(),
  type: z.string(),
  name: z.string(),
});
/** GET /v1/actions/create-public-url: a signed link that works without credentials until it expires. */
export const ZPublicUrl = z.object({ url: z.string(), expiresAt: z.string() });
