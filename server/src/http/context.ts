import type { MiddlewareHandler } from 'hono';
import type { AppEnv, RequestContext } from './actor.ts';
import type { Deps } from './deps.ts';

/**
 * Builds the request context `{ db, actor, meta, now }` once per request (after identify), so
 * routes pass `c.var.ctx` to their verb instead of assembling it by hand. `now` is read once:
 * every write of one request carries the same time.
 */
export function requestContext(deps: Pick<Deps, 'db' | 'now'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ctx: RequestContext = { db: deps.db, actor: c.get('actor'), meta: c.get('meta'), now: deps.now() };
    c.set('ctx', ctx);
    await next();
  };
}
