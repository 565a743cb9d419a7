import { canEditMaterial, MATERIAL_MAX_CHARS, type MaterialFile, type MaterialView } from '@pathcraft/sdk';
import { and, desc, eq } from 'drizzle-orm';
import { files, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { keyFromUrl, PUBLIC_PREFIX } from '../files/storage.ts';
import { editorOf, readableMaterial, type MaterialRow } from './material-access.ts';

/** How long a file link in the side sheet plays or downloads. */
const FILE_LINK_S = 3600;

type FileRow = typeof files.$inferSelect;
type ViewDeps = Pick<Deps, 'db' | 'storage' | 'config' | 'now'>;

/** A stored file's link for the reader: public files as they are, the others signed for an hour. */
export function readableFileUrl(deps: ViewDeps, url: string): string {
  const stored = keyFromUrl(url, deps.config.publicUrl);
  if (!stored || stored.prefix === PUBLIC_PREFIX) return url;
  const expiresAt = Math.floor(deps.now().getTime() / 1000) + FILE_LINK_S;
  return `${deps.config.publicUrl}${deps.storage.signedPath(stored.key, expiresAt)}`;
}

export function materialFileOf(deps: ViewDeps, f: FileRow): MaterialFile {
  return { id: f.id, url: readableFileUrl(deps, f.url), name: f.name, type: f.type, size: f.size, transcript: f.transcript, createdAt: f.createdAt };
}

/** The side sheet's read (002 §2): the material, its author block, its files (newest first) and what the reader may do. */
export function materialViewOf(deps: ViewDeps, actor: Actor, m: MaterialRow): MaterialView {
  const author = m.userId ? deps.db.select({ name: users.name, title: users.title, picture: users.profilePicture }).from(users).where(eq(users.id, m.userId)).get() : undefined;
  const rows = deps.db
    .select()
    .from(files)
    .where(and(eq(files.parentType, 'materials'), eq(files.parentId, m.id)))
    .orderBy(desc(files.createdAt), desc(files.id))
    .all();
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
    files: rows.map((f) => materialFileOf(deps, f)),
    canEdit,
    canDeleteFiles: canEdit,
    maxChars: MATERIAL_MAX_CHARS,
  };
}

export function readMaterial(deps: ViewDeps, actor: Actor, id: string): MaterialView {
  return materialViewOf(deps, actor, readableMaterial(deps.db, actor, id));
}
