import { ZPrivateInfo, ZUserDetails } from '@pathcraft/sdk';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { jsonObject } from '../../http/request.ts';
import { fail } from '../../http/errors.ts';
import { signedFileUrl } from '../signatures/signed-file-url.ts';
import { getPrivateInfo, savePrivateInfo } from './private-info.ts';
import { getUserDetails, updateUserDetails, type UserDetails } from './user-details.ts';

const READ_ONLY = ['name', 'email', 'userName', 'username'];


/**
 * Personal information (`/users/:id/details`) and private information
 * (`/userProfiles/:userId`) of 001 §2 'manageUserProfile': the user
 * themself, an owner or admin of their organization, or a super admin.
 */
export function userProfileRoutes(deps: Deps) {
  // The stored signature url needs a signature to load; this one works for an hour.
  const withSignatureUrl = (item: UserDetails) => ({ ...item, userSignatureUrl: signedFileUrl(deps, item.userSignature) });
  const ctx = (c: Context<AppEnv>) => ({ db: deps.db, cipher: deps.cipher, actor: c.get('actor'), meta: c.get('meta'), now: deps.now() });
  return new Hono<AppEnv>()
    .get('/users/:id/details', (c) => c.json({ item: withSignatureUrl(getUserDetails(deps.db, c.get('actor'), c.req.param('id'))) }))
    .put('/users/:id/details', async (c) => {
      const body = await jsonObject(c);
      const readOnly = READ_ONLY.find((k) => k in body);
      if (readOnly) throw fail('bad_request', `The user name and e-mail can't be changed here ('${readOnly}').`);
      const input = ZUserDetails.strict().parse(body);
      return c.json({ item: withSignatureUrl(updateUserDetails(ctx(c), c.req.param('id'), input)) });
    })
    .get('/userProfiles/:userId', (c) => c.json({ item: getPrivateInfo(ctx(c), c.req.param('userId')) }))
    .put('/userProfiles/:userId', async (c) => {
      const input = ZPrivateInfo.parse(await jsonObject(c));
      return c.json({ item: savePrivateInfo(ctx(c), c.req.param('userId'), input) });
    });
}
