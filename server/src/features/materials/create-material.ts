import { isSuperAdmin, type MaterialCreate } from '@pathcraft/sdk';
import { materials } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import { newId } from '../../platform/ids.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { STAFF } from '../data-access/policy.ts';
import { existingOrg } from '../organizations/existing-org.ts';
import { checkResourceOf } from './material-resource.ts';
import type { MaterialRow } from './material-access.ts';
import { storedMaterialBody } from './sanitize-material-body.ts';
import { one } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export const CREATE_REFUSED = 'Only teachers and admins can create materials.';

/** A new material by its author: staff of the organization or the super admin (docs/rules.md#materials-and-files). */
export async function createMaterial(
  ctx: RequestContext,
  platformOrigin: string,
  input: MaterialCreate,
): Promise<MaterialRow> {
  const { actor } = ctx;
  if (actor.kind !== 'user') throw fail('unauthorized', 'Sign in to continue.');
  const orgId = actingOrg(actor, input.organizationId, {
    required: true,
    field: 'organizationId',
    refusal: 'You can only create materials in your own organization.',
  });
  if (!isSuperAdmin(actor.roles) && !actor.roles.some((r) => STAFF.includes(r)))
    throw fail('forbidden', CREATE_REFUSED);
  const body = input.body === undefined ? null : storedMaterialBody(input.body, platformOrigin);
  const stamp = ctx.now.toISOString();
  return await ctx.db.transaction(async (tx) => {
    await existingOrg(tx, orgId);
    await checkResourceOf(tx, orgId, input.resourceId);
    const row = await one(
      tx
        .insert(materials)
        .values({
          id: newId(),
          orgId,
          title: input.title,
          body,
          userId: actor.userId,
          resourceId: input.resourceId ?? null,
          isDraft: input.isDraft ?? false,
          isEmbedded: input.isEmbedded ?? false,
          promptType: input.promptType ?? null,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning(),
    );
    await recordAuditEvent(
      tx,
      actor,
      ctx.meta,
      {
        action: 'materials.create',
        entity: 'materials',
        entityId: row.id,
        orgId,
        details: { title: row.title, isDraft: row.isDraft },
      },
      ctx.now,
    );
    return row;
  });
}
