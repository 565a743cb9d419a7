import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { fail } from '../../http/errors.ts';
import { checkAccessCode, type CheckAccessCodeInput } from './check-access-code.ts';

async function body(c: Context): Promise<CheckAccessCodeInput> {
  const json = await c.req.json().catch(() => {
    throw fail('bad_request', 'The body is not valid JSON.');
  });
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw fail('bad_request', 'The body must be a JSON object.');
  return json as CheckAccessCodeInput;
}

/** POST /access/checkAccessCode and /access/checkLegacyAccessCode { id, table, accessCode } (002 §7). */
export function accessCodeRoutes(deps: Deps) {
  const ctx = (c: Context<AppEnv>) => ({ db: deps.db, pepper: deps.config.tokenSecret, actor: c.get('actor'), meta: c.get('meta'), now: deps.now() });
  return new Hono<AppEnv>()
    .post('/checkAccessCode', async (c) => c.json(await checkAccessCode(ctx(c), await body(c))))
    .post('/checkLegacyAccessCode', async (c) => c.json(await checkAccessCode(ctx(c), await body(c), { legacy: true })));
}
