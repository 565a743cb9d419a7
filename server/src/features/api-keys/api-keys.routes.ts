import { ZApiKeyCreate, ZApiKeyCreated, ZApiKeyList, ZRevokedId } from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts';

/** Organization API keys: admins create (the key is shown once) and revoke them; only a hash is kept. */
export function apiKeyRoutes(deps: Deps) {
  const app = routes();
  const tags = ['api-keys'];
  declare(
    app,
    {
      method: 'get',
      path: '/',
      summary: "The organization's API keys (never the keys themselves)",
      tags,
      auth: 'user',
      query: z.object({ orgId: z.string().optional() }),
      response: ZApiKeyList,
    },
    async (c, { query }) => c.json(await listApiKeys(deps, c.var.ctx.actor, query.orgId)),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/',
      summary: 'Create an API key: the answer is the only time the key is shown',
      tags,
      auth: 'user',
      body: ZApiKeyCreate,
      bodyMode: 'lenient',
      response: ZApiKeyCreated,
      status: 201,
    },
    async (c, { body }) => c.json(await createApiKey(deps, c.var.ctx, body), 201),
  );
  declare(
    app,
    {
      method: 'delete',
      path: '/:id',
      summary: 'Revoke an API key',
      tags,
      auth: 'user',
      response: ZRevokedId,
    },
    async (c, { params }) => c.json(await revokeApiKey(deps, c.var.ctx, params.id)),
  );
  return app;
}
