import {
  ZInviteHistory,
  ZInviteList,
  ZInviteListQuery,
  ZInviteResent,
  ZInviteSend,
  ZInviteSent,
  ZInviteViewed,
  ZPublicInviteItem,
  ZRevokedId,
} from '@pathcraft/sdk';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/actor.ts';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { createInvite } from './create-invite.ts';
import { markInviteViewed } from './mark-invite-viewed.ts';
import { inviteHistory } from './invite-history.ts';
import { listInvites } from './list-invites.ts';
import { readPublicInvite } from './read-invite.ts';
import { resendInvite } from './resend-invite.ts';
import { revokeInvite } from './revoke-invite.ts';

const tags = ['invites'];

/**
 * Invitations (docs/rules.md#invitations-and-access-codes): the public shape anyone with the
 * link may read, the recipient's own view once the code is verified, the
 * 'viewed' mark; sending, listing with status and history, resending with a
 * new code and revoking (owners, admins and super admins).
 */
export function inviteRoutes(deps: Deps) {
  const ctx = (c: Context<AppEnv>) => ({
    db: deps.db,
    mailer: deps.mailer,
    pepper: deps.config.tokenSecret,
    publicUrl: deps.config.publicUrl,
    actor: c.var.ctx.actor,
    meta: c.var.ctx.meta,
    now: deps.now(),
  });
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/',
      summary:
        "An organization's or an apprenticeship's invitations, newest first, with their status (sent, viewed, used, locked)",
      tags,
      auth: 'user',
      query: ZInviteListQuery,
      response: ZInviteList,
    },
    async (c, { query }) => c.json(await listInvites(deps.db, c.var.ctx.actor, query, deps.now())),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/',
      summary:
        "Send an invitation; its access code is answered this once and e-mailed. An apprentice invitation that would put the employer over its ratio is refused (409, details.reason 'overRatio') until sent again with confirmOverRatio",
      tags,
      auth: 'user',
      body: ZInviteSend,
      response: ZInviteSent,
      status: 201,
      before: [signedIn],
    },
    async (c, { body }) => c.json(await createInvite(ctx(c), body), 201),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/:id/resend',
      summary: 'Send an invitation again with a new access code (the old one stops working)',
      tags,
      auth: 'user',
      response: ZInviteResent,
    },
    async (c, { params }) => c.json(await resendInvite(ctx(c), params.id)),
  );
  declare(
    app,
    {
      method: 'delete',
      path: '/:id',
      summary: 'Revoke an invitation; a used one is final and refused (409)',
      tags,
      auth: 'user',
      response: ZRevokedId,
    },
    async (c, { params }) => c.json(await revokeInvite(ctx(c), params.id)),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/:id/history',
      summary: "An invitation's history, newest first",
      tags,
      auth: 'user',
      response: ZInviteHistory,
    },
    async (c, { params }) => c.json(await inviteHistory(deps.db, c.var.ctx.actor, params.id)),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/:id',
      summary: 'What anyone with the link sees of an invitation',
      tags,
      auth: 'public',
      response: ZPublicInviteItem,
    },
    async (c, { params }) => c.json({ item: await readPublicInvite(deps.db, params.id) }),
  );
  // Called when the page opens and no access code is pending (docs/rules.md#invitations-and-access-codes).
  declare(
    app,
    {
      method: 'post',
      path: '/:id/viewed',
      summary: 'Mark an invitation viewed (with the document token of its verified access code)',
      tags,
      auth: 'public',
      response: ZInviteViewed,
    },
    async (c, { params }) => c.json(await markInviteViewed(deps, c.var.ctx, params.id)),
  );
  return app;
}
