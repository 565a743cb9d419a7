/**
 * A document the server builds once and serves unchanged until it restarts (the OpenAPI
 * document, the hosted pages' HTML shells): a strong ETag from its bytes, a short browser
 * cache then revalidation (304), and its brotli and gzip forms made once at the highest
 * levels, as the build does for static files, instead of on every request.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { type ContentCoding, negotiateEncoding } from './compress.ts';
import { ifNoneMatchHolds } from './etag.ts';

export interface GeneratedDocument {
  /** Answers the request: 304 when the client has these bytes, else the bytes in the coding it takes. */
  answer(c: Context, headers?: Record<string, string>): Response;
  readonly etag: string;
}

/** `cache`: the Cache-Control value (default: 5 minutes, then revalidated by ETag). */
export function generatedDocument(
  body: string | Uint8Array,
  contentType: string,
  cache = 'public, max-age=300',
): GeneratedDocument {
  const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  const encoded: Partial<Record<ContentCoding, Buffer>> = {};
  const encode = (coding: ContentCoding) =>
    (encoded[coding] ??=
      coding === 'br'
        ? brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : gzipSync(bytes, { level: 9 }));
  return {
    etag,
    answer(c, extra = {}) {
      const coding = negotiateEncoding(c.req.header('accept-encoding'));
      // One ETag for every coding: they are the same document (RFC 9110 §8.8.3 allows a weak one; a strong one also serves ranges we never make).
      const headers: Record<string, string> = { ...extra, 'Cache-Control': cache, ETag: etag, Vary: 'Accept-Encoding' };
      if (ifNoneMatchHolds(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      if (coding === 'identity') return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': contentType });
      return c.body(new Uint8Array(encode(coding)), 200, {
        ...headers,
        'Content-Type': contentType,
        'Content-Encoding': coding,
      });
    },
  };
}
