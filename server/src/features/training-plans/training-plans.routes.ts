import { recordNotFound, ZJobProfile, ZSharePlanForm } from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { platformOrigins, requestOrigin } from '../assistant/allowed-origins.ts';
import { ipKey, limitRequests } from '../../platform/rate-limit/limit-requests.ts';
import { createJobProfile } from './create-job-profile.ts';
import { readJobProfile } from './read-job-profile.ts';
import { shareJobProfile } from './share-job-profile.ts';
import { fail } from '../../platform/errors.ts';

/** A visitor's widget saves a lead now and then; a loop does not. */
const CREATE_LIMIT = { limit: 20, windowMs: 3600_000 };
/** Every share sends e-mail to an address typed into a form: the tightest limit, for everyone. */
const SHARE_LIMIT = { limit: 10, windowMs: 3600_000 };
const tags = ['job-profiles'];
/** The saved plan as the external page reads it: contact fields only for members of its organization. */
const ZJobProfileView = ZJobProfile.extend({
  id: z.string(),
  createdAt: z.string(),
  email: z.string().nullish(),
  name: z.string().nullish(),
  phone: z.string().nullish(),
  companyName: z.string().nullish(),
});

/** Training plans saved as job profiles (docs/rules.md#training-plans): create, read for the external page, share by e-mail. */
export function jobProfileRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'post',
      path: '/',
      summary: 'Save a training plan as a job profile (visitors are rate-limited)',
      tags,
      auth: 'optional',
      body: ZJobProfile,
      // The widget posts from customers' pages without a preflight: any content type is read as JSON.
      bodyMode: 'lenient',
      status: 201,
      response: z.object({ docId: z.string() }),
      before: [
        async (c, next) => {
          if (c.var.ctx.actor.kind !== 'user')
            await limitRequests(deps, ipKey('jobProfiles:create', c.var.ctx.meta), CREATE_LIMIT);
          await next();
        },
      ],
    },
    async (c, { body }) => {
      const site = { origin: requestOrigin(c.req), platform: platformOrigins(c.req, deps.config.publicUrl) };
      return c.json(await createJobProfile({ ...c.var.ctx, ...site }, body), 201);
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/:id',
      summary: 'A saved job profile, for the external page',
      tags,
      auth: 'optional',
      response: z.object({ item: ZJobProfileView }),
    },
    async (c, { params }) => {
      const item = await readJobProfile(deps.db, c.var.ctx.actor, params.id);
      if (!item) throw fail('not_found', recordNotFound('jobProfiles'));
      return c.json({ item });
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/:id/share',
      summary: 'Share a saved plan by e-mail',
      tags,
      auth: 'optional',
      body: ZSharePlanForm,
      bodyMode: 'lenient',
      response: z.object({ sent: z.literal(true) }),
      before: [
        async (c, next) => {
          await limitRequests(deps, ipKey('jobProfiles:share', c.var.ctx.meta), SHARE_LIMIT);
          await next();
        },
      ],
    },
    async (c, { params, body }) => {
      await shareJobProfile(deps, c.var.ctx, params.id, body);
      return c.json({ sent: true as const });
    },
  );
  return app;
}
