import type { LocationValidation } from '@pathcraft/sdk';
import { isIP } from 'node:net';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { fail } from '../../http/errors.ts';
import { limitVisitors } from '../rate-limit/limit-requests.ts';
import { validateLocation } from './validate-location.ts';

const VISITOR_LIMIT = { limit: 120, windowMs: 60_000 };

/** The visitor's location (GET /external/ipapi) and the training-plan page's locationId check. */
export function locationRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/external/ipapi', limitVisitors(deps, 'ipapi', VISITOR_LIMIT), async (c) => {
      const ip = c.req.query('ip')?.trim() || c.get('meta').ip;
      if (ip && !isIP(ip)) throw fail('bad_request', 'Enter a valid IP address.');
      const location = await deps.ipLocator.locate(ip);
      if (!location) throw fail('not_found', 'Location unknown');
      return c.json(location);
    })
    .get('/locations/validate', limitVisitors(deps, 'locations', VISITOR_LIMIT), (c) => {
      const locationId = c.req.query('locationId')?.trim();
      if (!locationId) throw fail('bad_request', 'locationId is required');
      const location = validateLocation(deps.db, locationId, c.req.query('orgId')?.trim() || undefined);
      if (!location) throw fail('not_found', 'Location not found');
      return c.json<LocationValidation>({ valid: true, location });
    });
}
