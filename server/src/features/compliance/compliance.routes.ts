import { ZEeoSummary, ZEeoSummaryQuery } from '@pathcraft/sdk';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { readEeoSummary } from './eeo-summary.ts';

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
  return app;
}
