/**
 * Content-Encoding: zstd, brotli or gzip, chosen from the request's Accept-Encoding.
 * Static files come pre-compressed from the build (web.ts picks the variant);
 * everything else compressible (API JSON, the examples' pages) is compressed
 * here, on the fly, above a small size.
 */
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export type ContentCoding = 'zstd' | 'br' | 'gzip';
export type Encoding = ContentCoding | 'identity';

/** Text formats worth compressing; images, PDFs and archives are compressed already. Not text/event-stream (see compress). */
const COMPRESSIBLE =
  /^\s*(text\/(?!event-stream)[\w.+-]+|application\/([\w.+-]+\+)?(json|javascript|xml|x-ndjson|manifest\+json)|image\/svg\+xml)\s*(;|$)/i;

export const isCompressible = (contentType: string | null | undefined) =>
  !!contentType && COMPRESSIBLE.test(contentType);

/** Smaller answers gain less than the encoding costs (and fit one TCP packet anyway). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer with (RFC 9110 §12.5.3): among the codings we have, the one the
 * client weights highest (q, 1 when absent; `*` stands for codings it does not name), br
 * before gzip on a tie; identity when it accepts neither. `x-gzip` is gzip.
 */
export function negotiateEncoding<C extends ContentCoding = 'br' | 'gzip'>(
  acceptEncoding: string | null | undefined,
  available: readonly C[] = ['br', 'gzip'] as C[],
): C | 'identity' {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const coding = name.trim() === 'x-gzip' ? 'gzip' : name.trim();
    if (!coding) continue;
    // A q that is not a number counts as 0: the client's wish is unclear.
    const q = params.map((p) => /^\s*q\s*=(.*)$/.exec(p)).find(Boolean);
    const weight = q ? (/^\s*[0-9.]+\s*$/.test(q[1]!) ? Number(q[1]) : 0) : 1;
    weights.set(coding, Math.max(weights.get(coding) ?? 0, Number.isFinite(weight) ? Math.min(weight, 1) : 0));
  }
  let best: C | 'identity' = 'identity';
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a Vary header (once). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * zstd where this Node has it (22.15 and later): the cheapest of the three for the same size, and every
 * current Chromium and Firefox asks for it. Dynamic answers only: static files are pre-compressed as br and gzip.
 */
const zstd = (zlib as { zstdCompressSync?: (b: Uint8Array, o: object) => Buffer }).zstdCompressSync;
const zstdCompress = (zlib as { zstdCompress?: typeof brotliCompress }).zstdCompress;
const zstdAsync = zstdCompress && promisify(zstdCompress);
export const DYNAMIC_CODINGS: readonly ContentCoding[] = zstd && zstdAsync ? ['zstd', 'br', 'gzip'] : ['br', 'gzip'];

/**
 * Levels for answers made per request (issue 29 goal 2), measured on Node.js 24 by `npm run bench http`
 * ("compression levels": CPU per answer and bytes, on the 200-row users list of 166 KB and the 951 KB
 * OpenAPI document). zstd 1 is as small as zstd 3 (+0 %, +6 %) for 10-40 % less CPU (0.11 ms for the
 * list): every current Chromium and Firefox takes zstd. Brotli 1 and gzip 1 save 0.1-3 ms but send
 * 24-48 % and 24-30 % more bytes, and a kilobyte is about 5 ms on the slow-mobile profile (1.6 Mbps):
 * brotli 4 (Safari) and gzip 6 (scripts and old clients) stay. Brotli 5 cost more than the answer
 * itself. Static files keep the build's highest levels.
 */
export const DYNAMIC_LEVELS: Readonly<Record<ContentCoding, number>> = { zstd: 1, br: 4, gzip: 6 };
/**
 * Above this an answer is compressed on libuv's threads; below, the hop costs more than the work. Measured
 * on the bench's 160 KB users list (issue 29): on the threads (node:zlib's stream, 16 KB at a time) the
 * server spent 4.8–8 ms of CPU a request, on the event loop 3.2 (2.7 uncompressed); brotli 4 holds the
 * loop about 1 ms for 160 KB.
 */
const SYNC_MAX_BYTES = 512 * 1024;

/** `level`: the coding's level for answers made per request unless given (the bench compares others). */
export async function compressBytes(
  bytes: Uint8Array,
  coding: ContentCoding,
  level = DYNAMIC_LEVELS[coding],
): Promise<Buffer> {
  const sync = bytes.length <= SYNC_MAX_BYTES;
  if (coding === 'zstd') {
    const options = { params: { [(zlib.constants as Record<string, number>).ZSTD_c_compressionLevel!]: level } };
    return sync ? zstd!(bytes, options) : zstdAsync!(bytes, options as never);
  }
  if (coding === 'br') {
    const options = {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    };
    return sync ? brotliCompressSync(bytes, options) : brotli(bytes, options);
  }
  return sync ? gzipSync(bytes, { level }) : gzipAsync(bytes, { level });
}

/**
 * Compresses a compressible answer of at least `minBytes` in the encoding the client
 * prefers. Streams are left alone, so they keep streaming: a response that says
 * `Cache-Control: no-transform` (the assistant's chatEngine answers) or is
 * `text/event-stream` goes out as it is written. An answer that has a Content-Encoding
 * already (pre-compressed files) is left as it is too.
 */
export function compress({ minBytes = COMPRESS_MIN_BYTES }: { minBytes?: number } = {}): MiddlewareHandler {
  return async function compressResponse(c, next) {
    await next();
    const res = c.res;
    // res.body is read last: on @hono/node-server's light Response it builds the full web Response.
    if (
      c.req.method === 'HEAD' ||
      res.status < 200 ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has('content-encoding')
    )
      return;
    if (!isCompressible(res.headers.get('content-type'))) return;
    if (/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return;
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    if (declared < minBytes) return;
    const coding = negotiateEncoding(c.req.header('accept-encoding'), DYNAMIC_CODINGS);
    const held = bodyHeldBy(res);
    // A client that takes no coding gets the answer as the handler made it: not read from a stream, and
    // not copied into bytes first. A copy (Buffer.from and a new Response) cost 0.12 ms more CPU on the
    // 166 KB users list than @hono/node-server measuring and writing the string itself
    // (scripts/bench/list-ceiling.ts, alternated, 2026-11-29).
    if (coding === 'identity') {
      varyOnEncoding(res.headers);
      return;
    }
    if (held === undefined && !res.body) return;
    const bytes =
      held === undefined
        ? new Uint8Array(await res.arrayBuffer())
        : typeof held === 'string'
          ? Buffer.from(held)
          : held;
    if (bytes.length < minBytes) {
      // Read through a stream: the answer needs a body again.
      if (held === undefined) c.res = new Response(bytes as Uint8Array<ArrayBuffer>, res);
      return;
    }
    const { headers } = res;
    const compressed = await compressBytes(bytes, coding);
    varyOnEncoding(headers);
    headers.set('content-encoding', coding);
    headers.delete('content-length');
    // A strong ETag names the bytes; the compressed bytes differ (a weak one still matches).
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    replaceAnswer(c, compressed, res);
  };
}

/** The answer with these bytes instead, held in memory, with the old one's status and headers. */
function replaceAnswer(c: Context, bytes: Uint8Array, { status, headers }: Pick<Response, 'status' | 'headers'>): void {
  // Cleared first: Hono's setter would otherwise copy the old answer into a web Response stream to merge
  // headers the new one has already.
  c.res = undefined;
  c.res = new Response(bytes as Uint8Array<ArrayBuffer>, { status, headers });
}

/**
 * The body of an answer @hono/node-server holds in memory (its lightweight Response keeps a string or
 * bytes in a [status, body, headers] record under a symbol and writes them straight to the socket), or
 * undefined. Reading it through arrayBuffer() instead builds a web Response and its stream, and the
 * answer made from those bytes with it as init is then written through a stream reader: together most of
 * the cost of compressing a 160 KB list (issue 29). An answer given as a stream has no record.
 */
export function bodyHeldBy(res: Response): string | Uint8Array | undefined {
  const key = Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === 'cache');
  const record: unknown = key ? Reflect.get(res, key) : undefined;
  const held: unknown = Array.isArray(record) ? record[1] : undefined;
  return typeof held === 'string' || held instanceof Uint8Array ? held : undefined;
}
