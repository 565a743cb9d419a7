import type { RequestMeta } from '../actor.ts';
import type { Deps } from '../deps.ts';
import { createRateLimiter, describeWait, type RateRule } from './rate-limit.ts';
import { fail } from '../errors.ts';

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
