import { ZEeoSummary, ZEeoSummaryQuery, ZEmployerRatios, ZEmployerRatiosQuery } from '@pathcraft/sdk';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { readEeoSummary } from './eeo-summary.ts';
import { readEmployerRatios } from './ratios.ts';

const tags = ['compliance'];

/** What a sponsor reports to the registration agency, built from the records it already keeps. */
export function complianceRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/eeo-summary',
      summary:
        "The sponsor's apprentices counted by sex, ethnicity, race, veteran and disability status (cells under five hidden; owners and admins)",
      tags,
      auth: 'user',
      query: ZEeoSummaryQuery,
      response: ZEeoSummary,
    },
    async (c, { query }) => c.json(await readEeoSummary({ ...c.var.ctx, cipher: deps.cipher }, query.orgId)),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/ratios',
      summary:
        "Per employer: active apprentices against the apprentices its journeyworkers allow under the employer agreement's ratio, over first (owners and admins)",
      tags,
      auth: 'user',
      query: ZEmployerRatiosQuery,
      response: ZEmployerRatios,
    },
    async (c, { query }) => c.json({ items: await readEmployerRatios(c.var.ctx, query.orgId) }),
  );
  return app;
}
