import { z } from 'zod';

/**
 * Answers many routes share, named once: the OpenAPI document lists each as a component
 * (`AnyRecord`, `Deleted`…) that the routes and the generated client refer to.
 */

/** A record whose fields the declaration does not spell out (policy-driven tables, free-form views). */
export const ZAnyRecord = z.record(z.string(), z.unknown());
/** `{ item }` of a record whose fields the declaration does not spell out. */
export const ZAnyRecordItem = z.object({ item: ZAnyRecord });
/** A record just written: its id and the record as stored. */
export const ZCreatedRecord = z.object({ docId: z.string(), item: ZAnyRecord });
/** The id of the record a route wrote. */
export const ZRecordId = z.object({ id: z.string() });
/** A file or record removed. */
export const ZDeleted = z.object({ deleted: z.literal(true) });
/** The id of the record removed. */
export const ZDeletedId = z.object({ deleted: z.string() });
/** The id of the record revoked (an API key, an invitation). */
export const ZRevokedId = z.object({ revoked: z.string() });
/** A message handed to the mailer. */
export const ZSent = z.object({ sent: z.literal(true) });

/** A page of a list: `{ items, total, limit, page, rangeFrom, rangeTo }` (the API's list answer). */
export const zListOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().describe('Rows matching the query, all pages.'),
    limit: z.number().int().optional(),
    page: z.number().int().optional(),
    rangeFrom: z.number().int().optional().describe('Zero-based index of the first item.'),
    rangeTo: z.number().int().optional().describe('Zero-based index of the last item.'),
  });
/** A page of records whose fields the declaration does not spell out. */
export const ZAnyRecordList = zListOf(ZAnyRecord);
/** Rows created at once: the rows as stored and their ids, in the order sent. */
export const ZCreatedRecords = ZAnyRecordList.extend({ ids: z.array(z.string()) });
/** One record by id (`{ item }`), or a page of them. */
export const ZAnyRecordItemOrList = z.union([ZAnyRecordItem, ZAnyRecordList]);
