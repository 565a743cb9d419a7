import { ZInviteRegistration, ZInviteSignedUp, ZInviteSignUp } from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { requireInviteAccess } from './invite-access.ts';
import { readInviteRegistration } from './invite-registration.ts';
import { signUpInvitee } from './sign-up-invitee.ts';

const tags = ['invites'];

/**
 * Registration invites (docs/rules.md#invitations-and-access-codes): with the invite's verified access code (x-access-token), the
 * invitee reads their name and e-mail for the form, then creates their account.
 */
export function inviteSignUpRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/:id/registration',
      summary: "A registration invite's name and e-mail, for the sign-up form (needs the invite's access token)",
      tags,
      auth: 'public',
      response: z.object({ item: ZInviteRegistration }),
    },
    async (c, { params }) => {
      const invite = await requireInviteAccess(deps, c.var.ctx, params.id);
      return c.json({ item: await readInviteRegistration(deps.db, invite) });
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/:id/sign-up',
      summary: "Create the invitee's account in the invite's organization and sign them in",
      tags,
      auth: 'public',
      body: ZInviteSignUp,
      status: 201,
      response: ZInviteSignedUp,
    },
    async (c, { params, body }) => {
      const invite = await requireInviteAccess(deps, c.var.ctx, params.id);
      return c.json(
        await signUpInvitee(
          { db: deps.db, secret: deps.config.tokenSecret, meta: c.var.ctx.meta, now: c.var.ctx.now },
          invite,
          body,
        ),
        201,
      );
    },
  );
  return app;
}
