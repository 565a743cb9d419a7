import { ZUserAccountItem } from '@pathcraft/sdk';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { deactivateUserAccount, reactivateUserAccount } from './switch-user-account.ts';
import { readUserAccount } from './user-account.ts';
import { requireUser } from '../../platform/actor.ts';

const tags = ['users'];

/** A user's sign-in account, as their organization's admins and the super admin manage it. */
export function userAccountRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/users/:id/account',
      summary: "A user's sign-in account",
      tags,
      auth: 'user',
      before: [signedIn],
      response: ZUserAccountItem,
    },
    async (c, { params }) =>
      c.json({ item: await readUserAccount({ db: deps.db, actor: requireUser(c.var.ctx.actor) }, params.id) }),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/users/:id/deactivate',
      summary: "Deactivate a user's sign-in account",
      tags,
      auth: 'user',
      before: [signedIn],
      response: ZUserAccountItem,
    },
    async (c, { params }) =>
      c.json({ item: await deactivateUserAccount({ ...c.var.ctx, actor: requireUser(c.var.ctx.actor) }, params.id) }),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/users/:id/reactivate',
      summary: "Reactivate a deactivated user's sign-in account",
      tags,
      auth: 'user',
      before: [signedIn],
      response: ZUserAccountItem,
    },
    async (c, { params }) =>
      c.json({ item: await reactivateUserAccount({ ...c.var.ctx, actor: requireUser(c.var.ctx.actor) }, params.id) }),
  );
  return app;
}
