/**
 * A JSON answer made once and sent many times (the data API's kept list answers,
 * features/data-access/answer-cache.ts): its weak ETag with `Cache-Control: private, no-cache`, so a
 * browser revalidates and gets 304 while it is unchanged; each coding compressed once, at the
 * levels for dynamic answers, and remembered on the answer.
 */
import type { Context } from 'hono';
import {
  COMPRESS_MIN_BYTES,
  type ContentCoding,
  compressBytes,
  DYNAMIC_CODINGS,
  negotiateEncoding,
} from './compress.ts';
import { ifNoneMatchHolds } from './etag.ts';

export interface SharedJsonAnswer {
  json: Buffer;
  /** A weak ETag of the JSON's bytes. */
  etag: string;
  encoded: Partial<Record<ContentCoding, Buffer>>;
  /** Keeps a coding's bytes on the answer (and counts them where the answer is kept). */
  remember(coding: ContentCoding, bytes: Buffer): void;
}

/** Whether the request asks past caches (`Cache-Control: no-cache` or `no-store`): to be read anew. */
export const asksPastCaches = (c: Context) => /\bno-(cache|store)\b/i.test(c.req.header('cache-control') ?? '');

/** 304 when the client holds this answer, else its bytes in the coding the client takes. */
export async function sendJsonAnswer(c: Context, answer: SharedJsonAnswer): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'private, no-cache',
    ETag: answer.etag,
    Vary: 'Accept-Encoding',
  };
  if (ifNoneMatchHolds(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
  const coding =
    answer.json.length >= COMPRESS_MIN_BYTES
      ? negotiateEncoding(c.req.header('accept-encoding'), DYNAMIC_CODINGS)
      : 'identity';
  if (coding === 'identity') return c.body(bytesOf(answer.json), 200, headers);
  let encoded = answer.encoded[coding];
  if (!encoded) {
    encoded = await compressBytes(answer.json, coding);
    answer.remember(coding, encoded);
  }
  return c.body(bytesOf(encoded), 200, { ...headers, 'Content-Encoding': coding });
}

/** A Buffer as the body Hono takes, without copying it (a Buffer is a Uint8Array). */
const bytesOf = (buffer: Buffer) => buffer as Uint8Array as Uint8Array<ArrayBuffer>;
