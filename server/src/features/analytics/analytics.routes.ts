import { TRACKED_TABLES, type VisitSeries, ZTrackVisit, ZVisitsQuery } from '@pathcraft/sdk';
import { z } from 'zod';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../platform/actor.ts';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { ipKey, limitRequests } from '../../platform/rate-limit/limit-requests.ts';
import type { RateRule } from '../../platform/rate-limit/rate-limit.ts';
import { countVisits } from './count-visits.ts';
import { trackVisit } from './track-visit.ts';

const ZCounts = { visits: z.number(), unique: z.number() };
const ZVisitSeries = z.object({
  refTable: z.enum(TRACKED_TABLES),
  refId: z.string(),
  title: z.string(),
  orgId: z.string().nullable(),
  ...ZCounts,
  daily: z.array(z.object({ day: z.string(), ...ZCounts })),
}) satisfies z.ZodType<VisitSeries>;

/** One address may count at most this many visits a minute (a page sends one or two). */
export const TRACK_PER_IP: RateRule = { limit: 60, windowMs: 60_000 };

const tags = ['analytics'];

/** POST /analytics/track (docs/rules.md#public-pages) and GET /analytics/visits for the console. */
export function analyticsRoutes(deps: Deps) {
  // Counted before the body is read, so malformed calls count too.
  const perIp: MiddlewareHandler<AppEnv> = async (c, next) => {
    await limitRequests(deps, ipKey('analyticsTrack', c.var.ctx.meta), TRACK_PER_IP);
    await next();
  };
  const app = routes();
  declare(
    app,
    {
      method: 'post',
      path: '/track',
      summary: 'Count a visit of a page, page link, course or pathway',
      tags,
      auth: 'optional',
      body: ZTrackVisit,
      response: z.object({ id: z.string() }),
      status: 201,
      before: [perIp],
    },
    async (c, { body }) => c.json(await trackVisit(c.var.ctx, body, deps.config.tokenSecret), 201),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/visits',
      summary:
        'Visits and unique visits per page and page link per day (super admins; owners and admins of their organization)',
      tags,
      auth: 'user',
      query: ZVisitsQuery,
      response: z.object({ items: z.array(ZVisitSeries), days: z.array(z.string()) }),
    },
    async (c, { query }) => c.json(await countVisits(c.var.ctx, query)),
  );
  return app;
}
