import { ZUserListUpdate } from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes, signedIn, ZRecordItem } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { addToUserLists, organizationByIdOrSlug, userById, userByUid } from './lookups.ts';

/** The single-record lookups with their messages, and the additive user list update (docs/rules.md#users). */
export function lookupRoutes(deps: Deps) {
  const app = routes();
  const tags = ['users'];
  const ZItem = ZRecordItem;
  declare(
    app,
    {
      method: 'get',
      path: '/users/by-uid',
      summary: 'A user by sign-in uid',
      tags,
      auth: 'userOrApiKey',
      query: z.object({ uid: z.string().optional() }),
      response: ZItem,
    },
    async (c, { query }) => c.json({ item: await userByUid(deps.db, c.var.ctx.actor, query.uid) }),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/users/by-id',
      summary: 'A user by id',
      tags,
      auth: 'userOrApiKey',
      query: z.object({ userId: z.string().optional() }),
      response: ZItem,
    },
    async (c, { query }) => c.json({ item: await userById(deps.db, c.var.ctx.actor, query.userId) }),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/organizations/lookup',
      summary: 'An organization by id or slug (public fields for visitors)',
      tags: ['organizations'],
      auth: 'optional',
      query: z.object({ id: z.string().optional(), slug: z.string().optional() }),
      response: ZItem,
    },
    async (c, { query }) => c.json({ item: await organizationByIdOrSlug(deps.db, c.var.ctx.actor, query) }),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/users/lists',
      summary: "Add ids to a user's lists (enrolments, certificates…): additive",
      tags,
      auth: 'user',
      before: [signedIn],
      body: ZUserListUpdate,
      bodyMode: 'lenient',
      response: ZItem,
    },
    async (c, { body }) => c.json({ item: await addToUserLists(c.var.ctx, body) }),
  );
  return app;
}
