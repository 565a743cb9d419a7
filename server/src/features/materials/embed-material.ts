import { eq } from 'drizzle-orm';
import { materials } from '../../db/schema/index.ts';
import type { RequestContext } from '../../http/actor.ts';
import { fail } from '../../http/errors.ts';
import { indexRecordNow } from '../assistant/content-index.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { editableMaterial } from './material-access.ts';
import { checkResourceOf } from './material-resource.ts';

export interface EmbedMaterialInput {
  materialId: string;
  resourceId: string;
  orgId: string;
}

/**
 * Puts a saved material under a resource of the assistant and indexes its title and body at once,
 * so the next question can be answered from it (002 §7). Answers how many passages it became
 * (0 for a draft: drafts are not knowledge).
 */
export async function embedMaterial(ctx: RequestContext, input: EmbedMaterialInput): Promise<{ indexed: number }> {
  await ctx.db.transaction(async (tx) => {
    const material = await editableMaterial(tx, ctx.actor, input.materialId);
    if (material.orgId !== input.orgId) throw fail('forbidden', 'The material belongs to another organization.');
    await checkResourceOf(tx, material.orgId, input.resourceId);
    await tx.update(materials).set({ resourceId: input.resourceId, isEmbedded: true, updatedAt: ctx.now.toISOString() }).where(eq(materials.id, material.id));
    await recordAuditEvent(tx, ctx.actor, ctx.meta, { action: 'materials.embed', entity: 'materials', entityId: material.id, orgId: material.orgId, details: { resourceId: input.resourceId } }, ctx.now);
  });
  return { indexed: await indexRecordNow(ctx.db, 'material', input.materialId) };
}
