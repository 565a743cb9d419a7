import { ZInvite } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { invites } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { jsonBody } from '../../http/request.ts';
import { fail } from '../../http/errors.ts';
import { createInvite } from './create-invite.ts';
import { requireInviteAccess } from './invite-access.ts';
import { recordInviteEvent } from './invite-events.ts';
import { readPublicInvite } from './read-invite.ts';


/**
 * Invitations (002 §2 'Invitation page'): the public shape anyone with the
 * link may read, the recipient's own view once the code is verified, the
 * 'viewed' mark, and sending one (owners and admins).
 */
export function inviteRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const input = ZInvite.partial({ orgId: true }).strict().parse(await jsonBody(c));
      const ctx = { db: deps.db, mailer: deps.mailer, pepper: deps.config.tokenSecret, publicUrl: deps.config.publicUrl, actor: c.get('actor'), meta: c.get('meta'), now: deps.now() };
      return c.json(await createInvite(ctx, input), 201);
    })
    .get('/:id', (c) => c.json({ item: readPublicInvite(deps.db, c.req.param('id')) }))
    // Called when the page opens and no access code is pending (002 §4).
    .post('/:id/viewed', async (c) => {
      const invite = await requireInviteAccess(deps, c, c.req.param('id'));
      const now = deps.now();
      deps.db.transaction((tx) => {
        tx.update(invites).set({ viewedAt: now.toISOString(), updatedAt: now.toISOString() }).where(eq(invites.id, invite.id)).run();
        recordInviteEvent(tx, c.get('actor'), c.get('meta'), invite, 'invite.viewed', now);
      });
      return c.json({ viewedAt: now.toISOString() });
    });
}
