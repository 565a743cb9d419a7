import { ZRoleChange, ZUserRoles } from '@pathcraft/sdk';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { changeRoles } from './change-roles.ts';
import { requireUser } from '../../platform/actor.ts';

/** Role grants: the only route that changes a user's roles. */
export function roleRoutes(_deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'put',
      path: '/users/:id/role',
      summary: "Change a user's roles (who may grant what is checked)",
      tags: ['users'],
      auth: 'user',
      before: [signedIn],
      body: ZRoleChange,
      response: ZUserRoles,
    },
    async (c, { params, body }) =>
      c.json({ item: await changeRoles({ ...c.var.ctx, actor: requireUser(c.var.ctx.actor) }, params.id, body.role) }),
  );
  return app;
}
