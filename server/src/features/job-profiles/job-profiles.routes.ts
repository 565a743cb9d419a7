import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { fail } from '../../http/errors.ts';
import { platformOrigins, requestOrigin } from '../assistant/allowed-origins.ts';
import { ipKey, limitRequests } from '../rate-limit/limit-requests.ts';
import { createJobProfile } from './create-job-profile.ts';
import { readJobProfile } from './read-job-profile.ts';
import { shareJobProfile } from './share-job-profile.ts';

/** A visitor's widget saves a lead now and then; a loop does not. */
const CREATE_LIMIT = { limit: 20, windowMs: 3600_000 };
/** Every share sends e-mail to an address typed into a form: the tightest limit, for everyone. */
const SHARE_LIMIT = { limit: 10, windowMs: 3600_000 };

/** Training plans saved as job profiles (001 §3, §7): create, read for the external page, share by e-mail. */
export function jobProfileRoutes(deps: Deps) {
  const ctx = (c: Context<AppEnv>) => ({ db: deps.db, actor: c.get('actor'), meta: c.get('meta'), now: deps.now() });
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      if (c.get('actor').kind !== 'user') limitRequests(deps, ipKey('jobProfiles:create', c.get('meta')), CREATE_LIMIT);
      const site = { origin: requestOrigin(c.req), platform: platformOrigins(c.req, deps.config.publicUrl) };
      return c.json(createJobProfile({ ...ctx(c), ...site }, await c.req.json()), 201);
    })
    .get('/:id', (c) => {
      const item = readJobProfile(deps.db, c.get('actor'), c.req.param('id'));
      if (!item) throw fail('not_found', `No jobProfiles record with id '${c.req.param('id')}'`);
      return c.json({ item });
    })
    .post('/:id/share', async (c) => {
      limitRequests(deps, ipKey('jobProfiles:share', c.get('meta')), SHARE_LIMIT);
      await shareJobProfile(deps, ctx(c), c.req.param('id'), await c.req.json());
      return c.json({ sent: true });
    });
}
