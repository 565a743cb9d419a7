import * as zlib from 'node:zlib';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { serve } from '@hono/node-server';
import { bodyHeldBy, compress, compressBytes, DYNAMIC_CODINGS, negotiateEncoding } from './compress.ts';

const zstdDecompress = (zlib as { zstdDecompressSync?: (b: Buffer) => Buffer }).zstdDecompressSync;

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.5', 'gzip'],
    ['gzip;q=0.5, *;q=0', 'gzip'],
    ['GZIP ; Q=0.9 , BR ; q=0.1', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ])('Accept-Encoding %j answers %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  // Dynamic answers add zstd, first on a tie, where this Node has it.
  it.runIf(DYNAMIC_CODINGS.includes('zstd')).each([
    ['gzip, deflate, br, zstd', 'zstd'],
    ['br, gzip', 'br'],
    ['zstd;q=0.5, br', 'br'],
    ['*', 'zstd'],
  ])('for answers made per request, Accept-Encoding %j answers %s', (header, expected) => {
    expect(negotiateEncoding(header, DYNAMIC_CODINGS)).toBe(expected);
  });
});

/** A small app behind the middleware: a large and a small JSON answer, an image, and two streams the test feeds. */
function streamingApp() {
  const app = new Hono();
  app.use('*', compress());
  const feeds: ((text: string | null) => void)[] = [];
  const stream = (_contentType: string, _cacheControl?: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        feeds.push((text) => (text === null ? controller.close() : controller.enqueue(new TextEncoder().encode(text))));
      },
    });
  app.get('/big', (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Person ${i}` })) }));
  app.get('/small', (c) => c.json({ ok: true }));
  // Over 512 KB: compressed on libuv's threads rather than on the event loop.
  app.get('/large', (c) =>
    c.json({ items: Array.from({ length: 24000 }, (_, i) => ({ id: i, name: `Person ${i}` })) }),
  );
  app.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }));
  app.get('/sse', (c) =>
    c.body(stream('text/event-stream'), 200, { 'content-type': 'text/event-stream; charset=utf-8' }),
  );
  app.get('/text-stream', (c) =>
    c.body(stream('text/plain'), 200, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
    }),
  );
  return { app, feed: (text: string | null) => feeds.at(-1)!(text) };
}

describe('compressBytes: the levels of answers made per request (issue 29 goal 2; measured by npm run bench http)', () => {
  // A list-like answer, large enough for the levels to differ in their bytes.
  const answer = Buffer.from(
    JSON.stringify({
      items: Array.from({ length: 300 }, (_, i) => ({
        id: `user-${i}`,
        name: `Person ${(i * 7919) % 1000}`,
        note: null,
      })),
    }),
  );
  const { constants } = zlib;
  it.each([
    ['gzip', () => zlib.gzipSync(answer, { level: 6 })],
    [
      'br',
      () =>
        zlib.brotliCompressSync(answer, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: answer.length,
          },
        }),
    ],
    ...(DYNAMIC_CODINGS.includes('zstd')
      ? [
          [
            'zstd',
            () =>
              zlib.zstdCompressSync(answer, {
                params: { [constants.ZSTD_c_compressionLevel]: 1 },
              }),
          ] as const,
        ]
      : []),
  ] as const)('%s at its chosen level (zstd 1, brotli 4, gzip 6)', async (coding, expected) => {
    expect(Buffer.from(await compressBytes(answer, coding))).toEqual(expected());
  });
});

describe('the compression middleware', () => {
  const { app, feed } = streamingApp();
  const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Person ${i}` })) });

  it.each([
    ['br', 'br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
    ['gzip;q=1, br;q=0.1', 'gzip', (b: Buffer) => gunzipSync(b)],
  ])('answers Accept-Encoding %j with %s and the same JSON', async (accept, coding, decode) => {
    const res = await app.request('/big', { headers: { 'accept-encoding': accept } });
    expect(res.headers.get('content-encoding')).toBe(coding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('application/json');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(big.length / 3);
    expect(decode(bytes).toString()).toBe(big);
  });

  it.runIf(DYNAMIC_CODINGS.includes('zstd'))(
    'answers a browser that takes zstd with zstd, small answers and large ones alike',
    async () => {
      for (const path of ['/big', '/large']) {
        const res = await app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
        expect(res.headers.get('content-encoding')).toBe('zstd');
        const json = zstdDecompress!(Buffer.from(await res.arrayBuffer())).toString();
        expect(JSON.parse(json).items.length).toBe(path === '/big' ? 200 : 24000);
      }
    },
  );

  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ])('compresses an answer over 512 KB with %s too', async (coding, decode) => {
    const res = await app.request('/large', { headers: { 'accept-encoding': coding } });
    expect(res.headers.get('content-encoding')).toBe(coding);
    expect(JSON.parse(decode(Buffer.from(await res.arrayBuffer())).toString()).items.length).toBe(24000);
  });

  it('answers identity (still varying on Accept-Encoding) when the client accepts no coding we have', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ] as Record<string, string>[]) {
      const res = await app.request('/big', { headers });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(big);
    }
  });

  it('leaves small answers and formats that are compressed already as they are', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const png = await app.request('/png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4096);
  });

  it.each([['/sse'], ['/text-stream']])(
    'keeps %s streaming: each piece arrives before the next is written',
    async (path) => {
      const res = await app.request(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers.get('content-encoding')).toBeNull();
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      feed('data: first\n\n');
      expect(decoder.decode((await reader.read()).value)).toBe('data: first\n\n');
      feed('data: second\n\n');
      expect(decoder.decode((await reader.read()).value)).toBe('data: second\n\n');
      feed(null);
      expect((await reader.read()).done).toBe(true);
    },
  );
});

describe('the compression middleware on @hono/node-server', () => {
  // Over HTTP: @hono/node-server's own Response is the global one only in a process that serves.
  const held: unknown[] = [];
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    held.push(bodyHeldBy(c.res));
  });
  app.use('*', compress());
  app.get('/big', (c) => {
    c.header('x-request-note', 'kept');
    return c.json({ items: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Person ${i}` })) }, 200, {
      etag: '"v1"',
    });
  });
  let server: ReturnType<typeof serve>;
  let base = '';
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Issue 29: a compressed answer read from a web stream and written through one cost more than the compression.
  it('hands the server the compressed bytes to write from memory, with every header the route set', async () => {
    const { request } = await import('node:http');
    const res = await new Promise<import('node:http').IncomingMessage & { bytes: Buffer }>((resolve, reject) => {
      request(`${base}/big`, { headers: { 'accept-encoding': 'br' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk: Buffer) => chunks.push(chunk));
        r.on('end', () => resolve(Object.assign(r, { bytes: Buffer.concat(chunks) })));
      })
        .on('error', reject)
        .end();
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(res.bytes.length));
    expect(res.headers['x-request-note']).toBe('kept');
    expect(res.headers.etag).toBe('W/"v1"');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(res.bytes).toString()).items.length).toBe(2000);
    expect(held.at(-1)).toBeInstanceOf(Uint8Array);
  });

  it('sends a large answer uncompressed as the handler made it, without a copy, when the client takes no coding', async () => {
    const res = await fetch(`${base}/big`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('x-request-note')).toBe('kept');
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(((await res.json()) as { items: unknown[] }).items.length).toBe(2000);
    expect(typeof held.at(-1)).toBe('string');
  });
});

describe('compression through the platform', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses an API list with brotli and keeps CORS and JSON intact', async () => {
    const token = await t.sign('superadmin@demo.pathcraft.test');
    const res = await t.app.request('/v1/external/supabase/users?limit=100', {
      headers: {
        authorization: `Bearer ${token}`,
        'accept-encoding': 'gzip, deflate, br',
        origin: 'https://www.example.org',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()) as {
      items: unknown[];
      total: number;
    };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.total).toBeGreaterThanOrEqual(body.items.length);
  });

  it('streams chatEngine answers without an encoding (server-sent events and plain text)', async () => {
    const token = await t.sign('superadmin@demo.pathcraft.test');
    for (const accept of ['text/event-stream', 'text/plain']) {
      const res = await t.app.request('/v1/api/content/chatEngine', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept,
          'accept-encoding': 'br, gzip',
        },
        body: JSON.stringify({
          prompt: 'What should I do before I clear a jam or change a belt?',
          orgId: 'demo-workforce-org',
        }),
      });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-type')).toContain(accept);
      await res.body?.cancel();
    }
  });
});
