import type { Context } from 'hono';
import type { AppEnv } from '../platform/actor.ts';

/** A verb's streamed answer (a body written as it is composed, and its type): no caching, no proxy buffering (each piece reaches the page as it is written), no sniffing. */
export const streamed = (
  c: Context<AppEnv>,
  { body, contentType }: { body: ReadableStream<Uint8Array>; contentType: string },
): Response =>
  c.body(body, 200, {
    'Content-Type': contentType,
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
