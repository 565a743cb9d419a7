import { isAdminLike, type ZApiKeyCreate } from '@pathcraft/sdk';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { apiKeys } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';
import { type Actor, type RequestContext, requireUser } from '../../platform/actor.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { hashSecret } from '../../platform/crypto.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/errors.ts';
import { newId, newSecret } from '../../platform/ids.ts';

/** What an API key shows of itself: never the key, nor its hash. */
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

/** An admin of the organization (a super admin names any): who may manage its keys. */
function keyAdmin(actor: Actor, orgId: string | undefined) {
  const user = requireUser(actor);
  if (!isAdminLike(user.roles)) throw fail('forbidden', 'Only admins can manage API keys.');
  const org = actingOrg(user, orgId, { required: true, refusal: "You can only manage your own organization's keys." });
  return { actor: user, orgId: org };
}

/** The organization's API keys, newest first. */
export async function listApiKeys(deps: Pick<Deps, 'db'>, actor: Actor, orgId: string | undefined) {
  const admin = keyAdmin(actor, orgId);
  const items = await deps.db
    .select(PUBLIC_FIELDS)
    .from(apiKeys)
    .where(eq(apiKeys.orgId, admin.orgId))
    .orderBy(desc(apiKeys.createdAt));
  return { items, total: items.length };
}

/** A new key: the answer is the only time the key itself is shown; only its hash is kept. */
export async function createApiKey(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  ctx: Pick<RequestContext, 'actor' | 'meta'>,
  input: z.infer<typeof ZApiKeyCreate>,
) {
  const { actor, orgId } = keyAdmin(ctx.actor, input.orgId);
  const key = `pk_${newSecret(24)}`;
  const id = newId();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(apiKeys).values({
      id,
      orgId,
      name: input.name,
      prefix: key.slice(0, 7),
      keyHash: hashSecret(key, deps.config.tokenSecret),
      allowedOrigins: input.allowedOrigins ?? null,
      createdBy: actor.userId,
    });
    await recordAuditEvent(
      tx,
      actor,
      ctx.meta,
      { action: 'apiKeys.create', entity: 'apiKeys', entityId: id, orgId, details: { name: input.name } },
      now,
    );
  });
  const item = await first(deps.db.select(PUBLIC_FIELDS).from(apiKeys).where(eq(apiKeys.id, id)));
  // Written just above, in this request: present.
  return { key, item: item! };
}

/** Revokes a key of the admin's organization (revoking twice keeps the first time). */
export async function revokeApiKey(
  deps: Pick<Deps, 'db' | 'now'>,
  ctx: Pick<RequestContext, 'actor' | 'meta'>,
  id: string,
): Promise<{ revoked: string }> {
  const row = await first(deps.db.select().from(apiKeys).where(eq(apiKeys.id, id)));
  if (!row) throw fail('not_found', 'No API key with this id');
  const { actor } = keyAdmin(ctx.actor, row.orgId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(apiKeys)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(apiKeys.id, row.id), isNull(apiKeys.revokedAt)));
    await recordAuditEvent(
      tx,
      actor,
      ctx.meta,
      { action: 'apiKeys.revoke', entity: 'apiKeys', entityId: row.id, orgId: row.orgId },
      now,
    );
  });
  return { revoked: row.id };
}
