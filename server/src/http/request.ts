import { parseListQuery, QuerySyntaxError } from '@pathcraft/sdk';
import type { Context } from 'hono';
import { fail } from '../platform/errors.ts';

export { MALFORMED_ESCAPE } from './errors.ts';
export { decodePathPart } from '../platform/path-parts.ts';

/** The list query of a request (f.field[op], ids, select…), refused with the syntax error's message. */
export function listQueryOf(c: Context) {
  try {
    return parseListQuery(new URL(c.req.url).searchParams);
  } catch (err) {
    if (err instanceof QuerySyntaxError) throw fail('bad_request', err.message);
    throw err;
  }
}

/** A JSON body, refused (415) when the request says it is something else. */
export async function jsonBody(c: Context): Promise<unknown> {
  if (!c.req.header('content-type')?.includes('application/json'))
    throw fail('unsupported_media_type', 'Send the body as application/json.');
  return c.req.json();
}

/** A JSON object body (not an array or a value). */
export async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await jsonBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw fail('bad_request', 'The body must be a JSON object.');
  return body as Record<string, unknown>;
}
