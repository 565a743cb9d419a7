import { type LocationValidation, ZLocationValidation, ZVisitorLocation } from '@pathcraft/sdk';
import { isIP } from 'node:net';
import { z } from 'zod';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { limitVisitors } from '../../http/limit-visitors.ts';
import { validateLocation } from './validate-location.ts';
import { fail } from '../../platform/errors.ts';

const VISITOR_LIMIT = { limit: 120, windowMs: 60_000 };
const tags = ['locations'];

/** The visitor's location (GET /external/ipapi) and the training-plan page's locationId check. */
export function locationRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/external/ipapi',
      summary: "The visitor's (or an IP address's) approximate location",
      tags,
      auth: 'public',
      query: z.object({ ip: z.string().optional() }),
      response: ZVisitorLocation,
      before: [limitVisitors(deps, 'ipapi', VISITOR_LIMIT)],
    },
    async (c, { query }) => {
      const ip = query.ip?.trim() || c.var.ctx.meta.ip;
      if (ip && !isIP(ip)) throw fail('bad_request', 'Enter a valid IP address.');
      const location = await deps.ipLocator.locate(ip);
      if (!location) throw fail('not_found', 'Location unknown');
      return c.json(location);
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/locations/validate',
      summary: 'Check a locationId (and its organization)',
      tags,
      auth: 'public',
      query: z.object({ locationId: z.string().optional(), orgId: z.string().optional() }),
      response: ZLocationValidation,
      before: [limitVisitors(deps, 'locations', VISITOR_LIMIT)],
    },
    async (c, { query }) => {
      const locationId = query.locationId?.trim();
      if (!locationId) throw fail('bad_request', 'locationId is required');
      const location = await validateLocation(deps.db, locationId, query.orgId?.trim() || undefined);
      if (!location) throw fail('not_found', 'Location not found');
      return c.json<LocationValidation>({ valid: true, location });
    },
  );
  return app;
}
