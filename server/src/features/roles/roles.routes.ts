import { ZRoleChange } from '@pathcraft/sdk';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { requireUser } from '../../http/identify.ts';
import { jsonObject } from '../../http/request.ts';
import { changeRoles } from './change-roles.ts';

/** Role grants: the only route that changes a user's roles. */
export function roleRoutes(deps: Deps) {
  return new Hono<AppEnv>().put('/users/:id/role', async (c) => {
    const actor = requireUser(c.get('actor'));
    const { role } = ZRoleChange.parse(await jsonObject(c));
    const item = changeRoles({ db: deps.db, actor, meta: c.get('meta'), now: deps.now() }, c.req.param('id'), role);
    return c.json({ item });
  });
}
