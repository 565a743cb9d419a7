import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/actor.ts';
import { UNSTORABLE_TEXT } from './errors.ts';
import { fail } from '../platform/errors.ts';
import { uploadTooLarge } from '../platform/storage/file-types.ts';

/** A JSON body of one request: far more than any form or record needs. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** `create-many` takes up to 500 records (documents with their text) at once. */
export const BATCH_BODY_MAX_BYTES = 8 * 1024 * 1024;
/** What multipart framing (boundaries, part headers, other fields) may add to an upload's file. */
export const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;
/** No request of ours nests deeper; deeper JSON only serves to exhaust recursive code. */
export const MAX_JSON_DEPTH = 64;

export interface BodyLimit {
  maxBytes: number;
  message: string;
}

/**
 * Reads the request body through a counter and refuses it (413) as soon as it passes the
 * limit, Content-Length or not: nothing past the limit is read or buffered (the node server
 * drains or drops the rest). The body read is kept for the route to parse as usual.
 */
export async function readBodyWithin(c: Context, limit: BodyLimit): Promise<void> {
  // GET and HEAD carry no body; asking the node server's light request for one would build a full
  // Request object on every read (about a tenth of a list call's time).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
  const raw = c.req.raw;
  if (!raw.body) return;
  if (Number(raw.headers.get('content-length') ?? 0) > limit.maxBytes) throw fail('payload_too_large', limit.message);
  const reader = raw.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit.maxBytes) throw fail('payload_too_large', limit.message);
    chunks.push(value);
  }
  c.req.raw = new Request(raw, { body: Buffer.concat(chunks) });
}

/**
 * A multipart upload's form, read only when the route calls this (after its checks): counted as it
 * arrives and refused past the upload limit; null when the body is no form.
 */
export async function readUploadForm(c: Context, uploadMaxBytes: number): Promise<FormData | null> {
  await readBodyWithin(c, {
    maxBytes: uploadMaxBytes + MULTIPART_ALLOWANCE_BYTES,
    message: uploadTooLarge(uploadMaxBytes),
  });
  return await c.req.formData().catch(() => null);
}

/** Every request body within its limit; a null limit means the route reads its body itself (after its own checks). */
export function limitBodies(limitOf: (path: string) => BodyLimit | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = limitOf(c.req.path);
    if (limit) await readBodyWithin(c, limit);
    await next();
  };
}

/** The deepest nesting of arrays and objects in JSON text, stopping as soon as it passes `max`. */
function nestingPasses(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/** JSON text as a value, refused (400) when it is not JSON, nests too deep, or is not an object or array. */
export function parseJsonBody(text: string): Record<string, unknown> | unknown[] {
  if (nestingPasses(text, MAX_JSON_DEPTH))
    throw fail('bad_request', `The body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail('bad_request', 'The body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null)
    throw fail('bad_request', 'The body must be a JSON object or array.');
  // PostgreSQL's text cannot hold NUL; refused here on both databases, so they keep the same data.
  if (/\\u0000/i.test(text) && holdsNul(value)) throw fail('bad_request', UNSTORABLE_TEXT);
  return value as Record<string, unknown> | unknown[];
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v));
  return false;
}

/**
 * Every `c.req.json()` of every route goes through parseJsonBody: one reader, so no route
 * sees null, a bare value or runaway nesting, whatever content type the caller claimed.
 */
export const safeJsonBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  const req = c.req;
  req.json = (async () => parseJsonBody(await req.text())) as typeof req.json;
  await next();
};
