import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../platform/log.ts';
import type { AppEnv } from '../platform/actor.ts';

/** A proxy's id is kept when it is a plain token; anything else (too long, spaces, control characters) is replaced. */
const GIVEN_ID = /^[\w.:-]{8,128}$/;

const requestIds = new WeakMap<Request, string>();
/** The id requestLog gave a request, for an app the request is handed on to (the API, built on first use). */
export const requestIdOf = (request: Request) => requestIds.get(request) ?? crypto.randomUUID();

/**
 * Every request gets an id: the caller's `X-Request-Id` when it is a plain token (so a proxy's id
 * follows the request through), else a new one. The answer carries it in `X-Request-Id`, error logs
 * name it, and one JSON line per request records method, path, status and milliseconds. Never the
 * query string: it may carry signed-link signatures and access codes.
 */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const id = given && GIVEN_ID.test(given) ? given : crypto.randomUUID();
    c.set('requestId', id);
    requestIds.set(c.req.raw, id);
    try {
      await next();
    } finally {
      try {
        c.res.headers.set('X-Request-Id', id);
      } catch {
        // Immutable headers (a Response.redirect, a fetched answer passed through): copy the answer once.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set('X-Request-Id', id);
      }
      log.info('request', {
        requestId: id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}
