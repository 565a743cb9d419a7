import {
  ZEeoSummary,
  ZEeoSummaryQuery,
  ZEmployerRatios,
  ZEmployerRatiosQuery,
  ZRapidsCompleteness,
  ZRapidsCompletenessQuery,
  ZRapidsExportQuery,
} from '@pathcraft/sdk';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { readEeoSummary } from './eeo-summary.ts';
import { readEmployerRatios } from './ratios.ts';
import { exportRapids, readRapidsCompleteness } from './rapids-export.ts';

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
  declare(
    app,
    {
      method: 'get',
      path: '/rapids-completeness',
      summary:
        'Per apprentice of the sponsor, the registration fields the agency needs that the records lack, by name, those who lack one first, a page at a time (200 unless `limit` says); the counts are of every page (owners and admins; no private value)',
      tags,
      auth: 'user',
      query: ZRapidsCompletenessQuery,
      response: ZRapidsCompleteness,
    },
    async (c, { query }) => c.json(await readRapidsCompleteness({ ...c.var.ctx, cipher: deps.cipher }, query)),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/rapids-export',
      summary:
        "The sponsor's apprentices as a RAPIDS-ready CSV in the agency's numeric codes; the SSN only with includeSsn=true (owners and admins; every export is in the audit history)",
      tags,
      auth: 'user',
      query: ZRapidsExportQuery,
      response: { contentType: 'text/csv', description: 'One row per apprentice and apprenticeship, RFC 4180' },
    },
    async (c, { query }) => {
      const { csv, fileName } = await exportRapids(
        { ...c.var.ctx, cipher: deps.cipher },
        query.orgId,
        query.includeSsn === 'true',
      );
      return c.body(`\ufeff${csv}`, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        // Private data: never kept by a browser or a proxy.
        'Cache-Control': 'no-store',
      });
    },
  );
  return app;
}
