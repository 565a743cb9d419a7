import { isAdminLike, ZApiKeyCreate } from '@pathcraft/sdk';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { apiKeys } from '../../db/schema/index.ts';
import type { AppEnv } from '../../platform/actor.ts';
import { declare, listOf, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import { hashSecret } from '../../platform/crypto.ts';
import { newId, newSecret } from '../../platform/ids.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

const PUBLIC_FIELDS = {
  id: apiKeys.id,
  orgId: apiKeys.orgId,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  allowedOrigins: apiKeys.allowedOrigins,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** Organization API keys: admins create (the key is shown once) and revoke them; only a hash is kept. */
export function apiKeyRoutes(deps: Deps) {
  const { db, config } = deps;
  const adminOf = (c: { var: AppEnv['Variables'] }, orgId?: string) => {
    const actor = requireUser(c.var.ctx.actor);
    if (!isAdminLike(actor.roles)) throw fail('forbidden', 'Only admins can manage API keys.');
    const org = actingOrg(actor, orgId, {
      required: true,
      refusal: "You can only manage your own organization's keys.",
    });
    return { actor, orgId: org };
  };

  const app = routes();
  const tags = ['api-keys'];
  const ZKeyView = z
    .object({
      id: z.string(),
      orgId: z.string(),
      name: z.string(),
      prefix: z.string(),
      allowedOrigins: z.array(z.string()).nullable(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
    })
    .openapi('ApiKey');
  declare(
    app,
    {
      method: 'get',
      path: '/',
      summary: "The organization's API keys (never the keys themselves)",
      tags,
      auth: 'user',
      query: z.object({ orgId: z.string().optional() }),
      response: listOf(ZKeyView),
    },
    async (c, { query }) => {
      const { orgId } = adminOf(c, query.orgId);
      const items = await db
        .select(PUBLIC_FIELDS)
        .from(apiKeys)
        .where(eq(apiKeys.orgId, orgId))
        .orderBy(desc(apiKeys.createdAt));
      return c.json({ items, total: items.length });
    },
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
      response: z.object({ key: z.string(), item: ZKeyView }),
      status: 201,
    },
    async (c, { body: input }) => {
      const { actor, orgId } = adminOf(c, input.orgId);
      const key = `pk_${newSecret(24)}`;
      const id = newId();
      const now = deps.now();
      await db.transaction(async (tx) => {
        await tx.insert(apiKeys).values({
          id,
          orgId,
          name: input.name,
          prefix: key.slice(0, 7),
          keyHash: hashSecret(key, config.tokenSecret),
          allowedOrigins: input.allowedOrigins ?? null,
          createdBy: actor.userId,
        });
        await recordAuditEvent(
          tx,
          actor,
          c.var.ctx.meta,
          { action: 'apiKeys.create', entity: 'apiKeys', entityId: id, orgId, details: { name: input.name } },
          now,
        );
      });
      const item = await first(db.select(PUBLIC_FIELDS).from(apiKeys).where(eq(apiKeys.id, id)));
      // The only time the key itself is returned.
      return c.json({ key, item: item! }, 201);
    },
  );
  declare(
    app,
    {
      method: 'delete',
      path: '/:id',
      summary: 'Revoke an API key',
      tags,
      auth: 'user',
      response: z.object({ revoked: z.string() }),
    },
    async (c, { params }) => {
      const row = await first(db.select().from(apiKeys).where(eq(apiKeys.id, params.id)));
      if (!row) throw fail('not_found', 'No API key with this id');
      const { actor } = adminOf(c, row.orgId);
      const now = deps.now();
      await db.transaction(async (tx) => {
        await tx
          .update(apiKeys)
          .set({ revokedAt: now.toISOString() })
          .where(and(eq(apiKeys.id, row.id), isNull(apiKeys.revokedAt)));
        await recordAuditEvent(
          tx,
          actor,
          c.var.ctx.meta,
          { action: 'apiKeys.revoke', entity: 'apiKeys', entityId: row.id, orgId: row.orgId },
          now,
        );
      });
      return c.json({ revoked: row.id });
    },
  );
  return app;
}
