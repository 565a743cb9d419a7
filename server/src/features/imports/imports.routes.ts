import { IMPORT_KINDS, type ImportKind, ZImportRequest, ZImportResult } from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { importRows } from './import-rows.ts';
import { fail } from '../../platform/errors.ts';

const tags = ['imports'];
const ZImportParams = z.object({ kind: z.string() });

function kindOf(kind: string): ImportKind {
  if (!(IMPORT_KINDS as readonly string[]).includes(kind))
    throw fail('not_found', `Nothing to import as '${kind}': use ${IMPORT_KINDS.join(' or ')}.`);
  return kind as ImportKind;
}

/** CSV imports (the console parses the file): preview every row's problems, then apply all or nothing. */
export function importRoutes(_deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'post',
      path: '/:kind/preview',
      summary: 'Check CSV rows (users or courses) as an import would, saving nothing',
      tags,
      auth: 'user',
      params: ZImportParams,
      body: ZImportRequest,
      response: ZImportResult,
      before: [signedIn],
    },
    async (c, { params, body }) => c.json(await importRows(c.var.ctx, kindOf(params.kind), body, { apply: false })),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/:kind',
      summary:
        'Import CSV rows (users or courses) into an organization: every row, or none (400 naming the first bad row)',
      tags,
      auth: 'user',
      params: ZImportParams,
      body: ZImportRequest,
      response: ZImportResult,
      status: 201,
      before: [signedIn],
    },
    async (c, { params, body }) => c.json(await importRows(c.var.ctx, kindOf(params.kind), body, { apply: true }), 201),
  );
  return app;
}
