import { canEditMaterial } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { actsFor } from '../../platform/acting-org.ts';
import { first } from '../../db/first.ts';
import { isClosedToCaller } from '../public-pages/gated-content.ts';
import { fail } from '../../platform/errors.ts';

export type MaterialRow = typeof materials.$inferSelect;

export const NO_MATERIAL = 'No Material.';
export const EDIT_REFUSED = 'Only admins of the organization and the material’s author can change this material.';

/** The actor as the sdk's material rules see a user (null for visitors and API keys). */
export function editorOf(actor: Actor): { id: string; roles: readonly string[]; orgId: string | null } | null {
  return actor.kind === 'user' ? { id: actor.userId, roles: actor.roles, orgId: actor.orgId } : null;
}

/** Published materials are public; drafts only for their organization, their author and the super admin. */
export function canReadMaterial(actor: Actor, material: MaterialRow): boolean {
  if (!material.isDraft) return true;
  return actsFor(actor, material.orgId) || (actor.kind === 'user' && actor.userId === material.userId);
}

/**
 * A material the caller may read; 404 otherwise (a hidden draft, or one behind a page link's code
 * the caller has not passed, is not revealed). `openedLinkId`: the link whose code the request proves.
 */
export async function readableMaterial(
  db: Pick<Db, 'select'>,
  actor: Actor,
  id: string,
  openedLinkId: string | null = null,
): Promise<MaterialRow> {
  const material = await first(db.select().from(materials).where(eq(materials.id, id)));
  if (!material || !canReadMaterial(actor, material)) throw fail('not_found', NO_MATERIAL);
  const author = actor.kind === 'user' && actor.userId === material.userId;
  if (!author && (await isClosedToCaller(db, actor, 'materials', material, openedLinkId)))
    throw fail('not_found', NO_MATERIAL);
  return material;
}

/** A material the caller may change (sdk canEditMaterial); 404 when unseen, 403 when only readable. */
export async function editableMaterial(db: Pick<Db, 'select'>, actor: Actor, id: string): Promise<MaterialRow> {
  const material = await readableMaterial(db, actor, id);
  if (!canEditMaterial(editorOf(actor), material)) throw fail('forbidden', EDIT_REFUSED);
  return material;
}
