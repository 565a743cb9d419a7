import { z } from 'zod';

/** GET /v1/external/aws/buffer: a stored file's bytes as base64, and a signed link when asked for one. */
export const ZFileBuffer = z.object({
  buffer: z.string(),
  contentType: z.string().optional(),
  size: z.number().int(),
  signedUrl: z.string().optional(),
});
