import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/actor.ts';
import type { Deps } from '../platform/deps.ts';
import { ipKey, limitRequests } from '../platform/rate-limit/limit-requests.ts';
import type { RateRule } from '../platform/rate-limit/rate-limit.ts';

/**
 * Public endpoints: callers who are not signed in are counted per IP address. Signed-in users are
 * known, so they are not (and the bench can load these routes without tripping the limit).
 */
export function limitVisitors(deps: Pick<Deps, 'db' | 'now'>, name: string, rule: RateRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.ctx.actor.kind !== 'user') await limitRequests(deps, ipKey(name, c.var.ctx.meta), rule);
    await next();
  };
}
