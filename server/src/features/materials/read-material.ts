import { canEditMaterial, MATERIAL_MAX_CHARS, type MaterialFile, type MaterialView } from '@pathcraft/sdk';
import { and, desc, eq } from 'drizzle-orm';
import { files, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { signedFileUrl } from '../files/signed-file-url.ts';
import { editorOf, readableMaterial, type MaterialRow } from './material-access.ts';
import { first } from '../../db/first.ts';

type FileRow = typeof files.$inferSelect;
type ViewDeps = Pick<Deps, 'db' | 'storage' | 'config' | 'now'>;

/** A material's file with its signed link; null for a record that points anywhere but this material's own storage. */
export function materialFileOf(deps: ViewDeps, m: Pick<MaterialRow, 'id' | 'orgId'>, f: FileRow): MaterialFile | null {
  const url = signedFileUrl(deps, f.url, { kind: 'material', id: m.id, orgId: m.orgId });
  return url
    ? { id: f.id, url, name: f.name, type: f.type, size: f.size, transcript: f.transcript, createdAt: f.createdAt }
    : null;
}

/** The side sheet's read (docs/rules.md#materials-and-files): the material, its author block, its files (newest first) and what the reader may do. */
export async function materialViewOf(deps: ViewDeps, actor: Actor, m: MaterialRow): Promise<MaterialView> {
  const author = m.userId
    ? await first(
        deps.db
          .select({ name: users.name, title: users.title, picture: users.profilePicture })
          .from(users)
          .where(eq(users.id, m.userId)),
      )
    : undefined;
  const rows = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.parentType, 'materials'), eq(files.parentId, m.id)))
    .orderBy(desc(files.createdAt), desc(files.id));
  const canEdit = canEditMaterial(editorOf(actor), m);
  return {
    material: {
      id: m.id,
      orgId: m.orgId,
      title: m.title,
      body: m.body,
      isDraft: m.isDraft,
      isEmbedded: m.isEmbedded,
      resourceId: m.resourceId,
      promptType: m.promptType,
      userId: m.userId,
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
    },
    // Name, title and picture only: visitors read published materials, so never an e-mail.
    author: author?.name ? { name: author.name, title: author.title, picture: author.picture } : null,
    files: rows.flatMap((f) => materialFileOf(deps, m, f) ?? []),
    canEdit,
    canDeleteFiles: canEdit,
    maxChars: MATERIAL_MAX_CHARS,
  };
}

export async function readMaterial(
  deps: ViewDeps,
  actor: Actor,
  id: string,
  openedLinkId: string | null = null,
): Promise<MaterialView> {
  return await materialViewOf(deps, actor, await readableMaterial(deps.db, actor, id, openedLinkId));
}
