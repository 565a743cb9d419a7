import { z } from 'zod';

/** POST /v1/imports/:kind/preview and /v1/imports/:kind: rows read, rows created (0 on a check), and each row's problem. */
export const ZImportResult = z.object({
  rows: z.number(),
  created: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});
