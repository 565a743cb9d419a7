import type { MiddlewareHandler } from 'hono';
import type { AppEnv, RequestMeta } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { fail } from '../../http/errors.ts';
import { createRateLimiter, describeWait, type RateRule } from './rate-limit.ts';

/** Counts one request against `key` and refuses with 429 once more than `rule.limit` arrive in the window. */
export async function limitRequests(deps: Pick<Deps, 'db' | 'now'>, key: string, rule: RateRule): Promise<void> {
  const state = await createRateLimiter(deps.db).hit(key, rule, deps.now().getTime());
  if (state.count > rule.limit) {
    throw fail('too_many_requests', `Too many requests. Try again in ${describeWait(state.retryAfterMs)}.`, {
      retryAfterMs: state.retryAfterMs,
    });
  }
}

/** The counter key of a caller's address ('unknown' when the socket gives none, as in app.request). */
export const ipKey = (name: string, meta: RequestMeta) => `${name}:ip:${meta.ip ?? 'unknown'}`;

/**
 * Public endpoints: callers who are not signed in are counted per IP address. Signed-in users are
 * known, so they are not (and the bench can load these routes without tripping the limit).
 */
export function limitVisitors(deps: Pick<Deps, 'db' | 'now'>, name: string, rule: RateRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('actor').kind !== 'user') await limitRequests(deps, ipKey(name, c.get('meta')), rule);
    await next();
  };
}
