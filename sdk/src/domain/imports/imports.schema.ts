import { z } from 'zod';
import { zId } from '../common.schema.ts';
import { IMPORT_MAX_ROWS } from './imports.rules.ts';

// Apart from imports.rules.ts: a zod schema built at load time stays in every bundle that imports its module, and the console's shared messages import the rules.
export const ZImportRequest = z.object({
  orgId: zId,
  rows: z
    .array(z.record(z.string().max(100), z.string().max(50_000)))
    .min(1, 'The file has no rows.')
    .max(IMPORT_MAX_ROWS, `Import at most ${IMPORT_MAX_ROWS} rows at once.`),
});
export type ImportRequest = z.infer<typeof ZImportRequest>;
