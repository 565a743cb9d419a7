import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { checkSignaturePng } from './signature-png.ts';
import { storeSignature } from './store-signature.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

const SIGNED_URL_SECONDS = 3600;

interface Ctx {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
  publicUrl: string;
}

/**
 * Stores a drawn signature (a real PNG, at most 200 KB, not blank) under the
 * user's organization's user-content prefix and puts its url on the user
 * record. Only the user themself signs.
 */
export async function saveSignature(
  ctx: Ctx,
  userId: string,
  bytes: Uint8Array | null,
): Promise<{ url: string; signedUrl: string }> {
  const caller = requireUser(ctx.actor);
  if (caller.userId !== userId) throw fail('forbidden', 'You can only add your own signature.');
  const image = checkSignaturePng(bytes);
  const user = await first(ctx.db.select({ id: users.id, orgId: users.orgId }).from(users).where(eq(users.id, userId)));
  if (!user) throw fail('not_found', 'User not found');
  if (!user.orgId) throw fail('bad_request', 'This user belongs to no organization.');

  const stored = await storeSignature(
    ctx.storage,
    ctx.publicUrl,
    { prefix: 'user-content', orgId: user.orgId, parentId: user.id },
    image,
  );
  const url = stored.url;
  const stamp = ctx.now.toISOString();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ userSignature: url, updatedAt: stamp }).where(eq(users.id, user.id));
    await recordAuditEvent(
      tx,
      caller,
      ctx.meta,
      {
        action: 'users.signature',
        entity: 'users',
        entityId: user.id,
        orgId: user.orgId,
        details: { fields: ['userSignature'], size: image.length, key: stored.key },
      },
      ctx.now,
    );
  });
  const expiresAt = Math.floor(ctx.now.getTime() / 1000) + SIGNED_URL_SECONDS;
  return { url, signedUrl: `${ctx.publicUrl}${ctx.storage.signedPath(stored.key, expiresAt)}` };
}
