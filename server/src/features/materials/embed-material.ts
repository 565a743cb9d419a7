import { eq } from 'drizzle-orm';
import { materials } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { indexRecordNow } from '../assistant/content-index.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { editableMaterial } from './material-access.ts';
import { checkResourceOf } from './material-resource.ts';
import { fail } from '../../platform/errors.ts';

export interface EmbedMaterialInput {
  materialId: string;
  /** The resource to file it under; null or absent embeds it where it is (standalone, or under its resource). */
  resourceId?: string | null | undefined;
  orgId: string;
}

/**
 * Marks a saved material as knowledge and indexes its title and body at once, so the next
 * question can be answered from it (docs/rules.md#assistant): under the resource named, or, without one, as it is
 * (a standalone material is then searched organization-wide, outside any resource group).
 * Answers how many passages it became (0 for a draft: drafts are not knowledge).
 */
export async function embedMaterial(ctx: RequestContext, input: EmbedMaterialInput): Promise<{ indexed: number }> {
  await ctx.db.transaction(async (tx) => {
    const material = await editableMaterial(tx, ctx.actor, input.materialId);
    if (material.orgId !== input.orgId) throw fail('forbidden', 'The material belongs to another organization.');
    const resourceId = input.resourceId ?? material.resourceId ?? null;
    await checkResourceOf(tx, material.orgId, resourceId);
    await tx
      .update(materials)
      .set({ resourceId, isEmbedded: true, updatedAt: ctx.now.toISOString() })
      .where(eq(materials.id, material.id));
    await recordAuditEvent(
      tx,
      ctx.actor,
      ctx.meta,
      {
        action: 'materials.embed',
        entity: 'materials',
        entityId: material.id,
        orgId: material.orgId,
        details: { resourceId },
      },
      ctx.now,
    );
  });
  return { indexed: await indexRecordNow(ctx.db, 'material', input.materialId) };
}
