import { agreementProfileProblems, ZAnyRecordItem, ZPrivateInfo } from '@pathcraft/sdk';
import type { Context } from 'hono';
import type { Actor, AppEnv } from '../../platform/actor.ts';
import { declare, loadedBefore, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { refuseSigned } from '../agreements/agreement-access.ts';
import { syncApprenticeAgreement } from '../agreements/sync-apprentice-agreement.ts';
import { getPrivateInfo, savePrivateInfo } from '../user-profiles/private-info.ts';
import { getUserDetails, updateUserDetails } from '../user-profiles/user-details.ts';
import { ZUserDetailsWrite } from '../user-profiles/user-profiles.routes.ts';
import { requireInviteAccess } from './invite-access.ts';
import type { InviteRow } from './invite-events.ts';
import { fail } from '../../platform/errors.ts';

const tags = ['invites'];

/** The invited apprentice acting on their own records through the invite (the verified code stands for their sign-in). */
function inviteeActor(invite: InviteRow): Actor {
  if (!invite.userId) throw fail('forbidden', 'This invitation is not addressed to a user.');
  return {
    kind: 'user',
    userId: invite.userId,
    accountId: `invite:${invite.id}`,
    orgId: invite.orgId,
    roles: [],
    email: invite.email ?? '',
    name: null,
  };
}

function agreementOfInvite(deps: Deps, invite: InviteRow) {
  if (!invite.apprenticeAgreementId) throw fail('not_found', 'This invitation has no apprentice agreement.');
  return deps.db.query.apprenticeAgreements.findFirst({
    where: (t, { eq }) => eq(t.id, invite.apprenticeAgreementId!),
  });
}

async function refuseWhenSigned(deps: Deps, invite: InviteRow) {
  const agreement = await agreementOfInvite(deps, invite);
  if (agreement) refuseSigned(agreement);
}

/**
 * The agreement's own checks (docs/rules.md#agreements) on what the apprentice saves, as the
 * dialog makes them: a save that would clear a field signing needs (the
 * phone, the city) is refused with the agreement's message. The SSN is left
 * to the private-information rules, which know whether one is on file.
 */
function refuseWhatSigningNeeds(tab: 'profile' | 'privateInfo', body: object) {
  const fields = agreementProfileProblems(tab, body, { ssnOnFile: true });
  const first = Object.values(fields)[0];
  if (first) throw fail('bad_request', first, { fields });
}

/** The unsigned agreement shows the apprentice's records as they are now. */
async function syncAfterSave(deps: Deps, c: Context<AppEnv>, invite: InviteRow) {
  const agreement = await agreementOfInvite(deps, invite);
  if (agreement)
    await syncApprenticeAgreement(
      { db: deps.db, cipher: deps.cipher, actor: c.var.ctx.actor, meta: c.var.ctx.meta, now: deps.now() },
      agreement,
      invite,
    );
}

/**
 * The invited apprentice's own records, through their apprentice-agreement invite (docs/rules.md#invitations-and-access-codes):
 * personal and private information, read and changed until the agreement is signed.
 */
export function inviteeRecordRoutes(deps: Deps) {
  // The invite is checked before the body is read: a caller without access never gets validation hints.
  const apprenticeInvite = loadedBefore(async (c) => {
    const invite = await requireInviteAccess(deps, c.var.ctx, c.req.param('id')!);
    if (invite.inviteType !== 'apprenticeAgreement')
      throw fail('forbidden', 'This invitation has no apprentice agreement.');
    return invite;
  });
  const before = [apprenticeInvite.before];
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/:id/user/details',
      summary: "The invited apprentice's personal information",
      tags,
      auth: 'public',
      before,
      response: ZAnyRecordItem,
    },
    async (c) => {
      const invite = apprenticeInvite.of(c);
      return c.json({
        item: { ...(await getUserDetails(deps.db, inviteeActor(invite), invite.userId!)), userSignatureUrl: null },
      });
    },
  );
  declare(
    app,
    {
      method: 'put',
      path: '/:id/user/details',
      summary: "Change the invited apprentice's personal information (until signed)",
      tags,
      auth: 'public',
      before,
      body: ZUserDetailsWrite,
      response: ZAnyRecordItem,
    },
    async (c, { body }) => {
      const invite = apprenticeInvite.of(c);
      await refuseWhenSigned(deps, invite);
      refuseWhatSigningNeeds('profile', body);
      const item = await updateUserDetails({ ...c.var.ctx, actor: inviteeActor(invite) }, invite.userId!, body);
      await syncAfterSave(deps, c, invite);
      return c.json({ item: { ...item, userSignatureUrl: null } });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/:id/user/privateInfo',
      summary: "The invited apprentice's private information (masked)",
      tags,
      auth: 'public',
      before,
      response: ZAnyRecordItem,
    },
    async (c) => {
      const invite = apprenticeInvite.of(c);
      return c.json({
        item: await getPrivateInfo({ db: deps.db, cipher: deps.cipher, actor: inviteeActor(invite) }, invite.userId!),
      });
    },
  );
  declare(
    app,
    {
      method: 'put',
      path: '/:id/user/privateInfo',
      summary: "Save the invited apprentice's private information (until signed)",
      tags,
      auth: 'public',
      before,
      body: ZPrivateInfo,
      response: ZAnyRecordItem,
    },
    async (c, { body }) => {
      const invite = apprenticeInvite.of(c);
      await refuseWhenSigned(deps, invite);
      refuseWhatSigningNeeds('privateInfo', body);
      const item = await savePrivateInfo(
        { ...c.var.ctx, cipher: deps.cipher, actor: inviteeActor(invite) },
        invite.userId!,
        body,
      );
      await syncAfterSave(deps, c, invite);
      return c.json({ item });
    },
  );
  return app;
}
