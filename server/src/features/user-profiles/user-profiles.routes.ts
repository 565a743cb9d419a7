import { ZPrivateInfo, ZPrivateInfoItem, ZUserDetails, ZUserDetailsItem } from '@pathcraft/sdk';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/actor.ts';
import { strictObject } from 'zod/mini';
import { classicOf } from '../../http/classic-schema.ts';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { jsonObject } from '../../http/request.ts';
import { signedFileUrl } from '../files/signed-file-url.ts';
import { getPrivateInfo, savePrivateInfo } from './private-info.ts';
import { getUserDetails, updateUserDetails, type UserDetails } from './user-details.ts';
import { fail } from '../../platform/errors.ts';

const READ_ONLY = ['name', 'email', 'userName', 'username'];
const tags = ['user-profiles'];

/** A change of a user's personal details: the sdk's checks, and no other field (the user's own and an invitee's). */
export const ZUserDetailsWrite = classicOf(strictObject(ZUserDetails.shape)).openapi('UserDetailsWrite');

/**
 * Personal information (`/users/:id/details`) and private information
 * (`/userProfiles/:userId`) of the 'Edit Personal Information' dialog (docs/rules.md#private-information): the user
 * themself, an owner or admin of their organization, or a super admin.
 */
export function userProfileRoutes(deps: Deps) {
  // The stored signature url needs a signature to load; this one works for an hour.
  const withSignatureUrl = (item: UserDetails) => ({
    ...item,
    userSignatureUrl: signedFileUrl(deps, item.userSignature),
  });
  const ctx = (c: Context<AppEnv>) => ({ ...c.var.ctx, cipher: deps.cipher });
  /** Names the read-only field a form sent, before the strict schema calls it unknown. */
  const refuseReadOnly = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const body = await jsonObject(c);
    const field = READ_ONLY.find((k) => k in body);
    if (field) throw fail('bad_request', `The user name and e-mail can't be changed here ('${field}').`);
    await next();
  };
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/users/:id/details',
      summary: "A user's personal information",
      tags,
      auth: 'user',
      response: ZUserDetailsItem,
    },
    async (c, { params }) =>
      c.json({ item: withSignatureUrl(await getUserDetails(deps.db, c.var.ctx.actor, params.id)) }),
  );
  declare(
    app,
    {
      method: 'put',
      path: '/users/:id/details',
      summary: "Change a user's personal information",
      tags,
      auth: 'user',
      body: ZUserDetailsWrite,
      response: ZUserDetailsItem,
      before: [refuseReadOnly],
    },
    async (c, { params, body }) => c.json({ item: withSignatureUrl(await updateUserDetails(ctx(c), params.id, body)) }),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/userProfiles/:userId',
      summary: "A user's private information (SSN masked)",
      tags,
      auth: 'user',
      response: ZPrivateInfoItem,
    },
    async (c, { params }) => c.json({ item: await getPrivateInfo(ctx(c), params.userId) }),
  );
  declare(
    app,
    {
      method: 'put',
      path: '/userProfiles/:userId',
      summary: "Save a user's private information",
      tags,
      auth: 'user',
      body: ZPrivateInfo,
      response: ZPrivateInfoItem,
    },
    async (c, { params, body }) => c.json({ item: await savePrivateInfo(ctx(c), params.userId, body) }),
  );
  return app;
}
