import { MAX_PAGE_OR_LIMIT } from '@pathcraft/sdk';
import { z } from 'zod';
import { MAX_LIMIT } from '../features/data-access/policy.ts';
import './contract.ts'; // zod's .openapi()

/** A whole number from 1, with the message the list-query parser gives (one text whoever reads it first). */
export const zPageOrLimit = (
  name: 'page' | 'limit',
  doc: { minimum?: number; maximum?: number; default?: number; description: string },
) => {
  const error = `'${name}' must be a whole number from 1 to ${MAX_PAGE_OR_LIMIT}`;
  return z.coerce
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(MAX_PAGE_OR_LIMIT, { error })
    .optional()
    .openapi(doc);
};

/** The list query (docs/rules.md#data-access-api): validated here, read into a ListQuery (filters included) by the sdk's parser. */
export const ZListParams = z.object({
  id: z.string().optional().openapi({ description: 'One row by id.' }),
  ids: z.string().optional().openapi({ description: 'Comma-separated ids.' }),
  orgId: z
    .string()
    .optional()
    .openapi({ description: 'Rows of this organization (your own unless you are a super admin).' }),
  order: z
    .string()
    .optional()
    .openapi({ description: 'Comma-separated fields: name, -name or name.desc. Default: the table’s defaultOrder.' }),
  select: z.string().optional().openapi({ description: 'Comma-separated fields to answer (id is always included).' }),
  limit: zPageOrLimit('limit', {
    minimum: 1,
    maximum: MAX_LIMIT,
    description: `Rows per page (larger values answer ${MAX_LIMIT}). Default: the table’s defaultLimit.`,
  }),
  page: zPageOrLimit('page', { minimum: 1, default: 1, description: 'Page from 1.' }),
});
