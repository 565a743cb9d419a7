import { Hono } from 'hono';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { requireUser } from '../../http/identify.ts';
import { deactivateUserAccount } from './deactivate-user-account.ts';
import { readUserAccount } from './user-account.ts';

/** A user's sign-in account, as their organization's admins and the super admin manage it. */
export function userAccountRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/users/:id/account', (c) => {
      const actor = requireUser(c.get('actor'));
      return c.json({ item: readUserAccount({ db: deps.db, actor }, c.req.param('id')) });
    })
    .post('/users/:id/deactivate', (c) => {
      const actor = requireUser(c.get('actor'));
      const item = deactivateUserAccount({ db: deps.db, actor, meta: c.get('meta'), now: deps.now() }, c.req.param('id'));
      return c.json({ item });
    });
}
