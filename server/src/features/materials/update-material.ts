import type { MaterialUpdate } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import { files, materials, resources } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { editableMaterial, type MaterialRow } from './material-access.ts';
import { checkResourceOf } from './material-resource.ts';
import { storedMaterialBody } from './sanitize-material-body.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/**
 * The resource a published material belongs to shows the material's title and text (docs/rules.md#materials-and-files: a
 * material's save updates its resource's name and body), so the resource list, the public page
 * and the assistant's sources follow an edit. A draft's edits stay on the draft.
 */
async function syncLinkedResource(
  tx: Pick<RequestContext['db'], 'update'>,
  row: MaterialRow,
  changes: Partial<typeof materials.$inferInsert>,
  now: Date,
) {
  if (!row.resourceId || row.isDraft || (changes.title === undefined && changes.body === undefined)) return;
  await tx
    .update(resources)
    .set({
      ...(changes.title !== undefined ? { name: row.title } : {}),
      ...(changes.body !== undefined ? { body: row.body } : {}),
      updatedAt: now.toISOString(),
    })
    .where(and(eq(resources.id, row.resourceId), eq(resources.orgId, row.orgId)));
}

/** Changes only the fields sent (the body only when the editor was dirty, docs/rules.md#materials-and-files); transcripts go to the material's files. */
export async function updateMaterial(
  ctx: RequestContext,
  platformOrigin: string,
  id: string,
  input: MaterialUpdate,
): Promise<MaterialRow> {
  const changes: Partial<typeof materials.$inferInsert> = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.body !== undefined) changes.body = storedMaterialBody(input.body, platformOrigin);
  if (input.isDraft !== undefined) changes.isDraft = input.isDraft;
  if (input.isEmbedded !== undefined) changes.isEmbedded = input.isEmbedded;
  if (input.resourceId !== undefined) changes.resourceId = input.resourceId;
  return await ctx.db.transaction(async (tx) => {
    const material = await editableMaterial(tx, ctx.actor, id);
    await checkResourceOf(tx, material.orgId, input.resourceId);
    for (const { fileId, transcript } of input.transcripts ?? []) {
      const updated = await first(
        tx
          .update(files)
          .set({ transcript, updatedAt: ctx.now.toISOString() })
          .where(and(eq(files.id, fileId), eq(files.parentType, 'materials'), eq(files.parentId, id)))
          .returning({ id: files.id }),
      );
      if (!updated) throw fail('not_found', `No file '${fileId}' on this material.`);
    }
    const row = (await first(
      tx
        .update(materials)
        .set({ ...changes, updatedAt: ctx.now.toISOString() })
        .where(eq(materials.id, id))
        .returning(),
    ))!;
    await syncLinkedResource(tx, row, changes, ctx.now);
    await recordAuditEvent(
      tx,
      ctx.actor,
      ctx.meta,
      {
        action: 'materials.update',
        entity: 'materials',
        entityId: id,
        orgId: material.orgId,
        details: { fields: [...Object.keys(changes), ...(input.transcripts?.length ? ['transcripts'] : [])] },
      },
      ctx.now,
    );
    return row;
  });
}
