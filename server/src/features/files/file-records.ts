import { isSuperAdmin } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { belongsTo, checkFileAccess, parentKindOf } from './file-parents.ts';
import { keyFromUrl, type StoredFile } from '../../platform/storage/storage.ts';
import { fail } from '../../platform/errors.ts';

/** A file record's parentType and the prefix its stored file must have (file-parents.ts). */
const PREFIX_OF_PARENT_TYPE: Record<string, string> = { materials: 'materials', courses: 'courses' };

export const FILE_RECORD_MESSAGES = {
  url: 'url: a file stored here (upload it first, with the record it belongs to).',
  parent: 'parentType and parentId: name the material (materials) or class (courses) the file belongs to.',
  otherParent: 'url: this file is stored for another record: upload it for this one.',
  owner: "A file record's owner is the person who added it.",
} as const;

type Row = Record<string, unknown>;

/** A file record's url as the platform's own address of the stored file; anything else is refused. */
export function canonicalFileUrl(url: string, platformOrigin: string | null): string {
  const file = keyFromUrl(url, platformOrigin ?? '');
  if (!file) throw fail('bad_request', FILE_RECORD_MESSAGES.url);
  return `${platformOrigin ?? ''}/files/${file.key}`;
}

const storedFileOf = (url: unknown): StoredFile | null => {
  if (typeof url !== 'string') return null;
  const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? '';
  return keyFromUrl(url, origin);
};

const parentOf = (row: Row) => ({
  prefix: PREFIX_OF_PARENT_TYPE[String(row.parentType)] ?? '',
  orgId: String(row.orgId),
  parentId: typeof row.parentId === 'string' ? row.parentId : null,
});

/**
 * A file record (the files table) is written only by those who may change its parent record, and
 * points only at storage of that same parent; its owner is who added it.
 */
export async function checkFileRecordWrite(
  db: Pick<Db, 'select'>,
  actor: Extract<Actor, { kind: 'user' }>,
  input: Row,
  existing: Row | null,
): Promise<void> {
  if (existing) await checkFileAccess(db, actor, parentOf(existing), 'write');
  const next = { ...(existing ?? {}), ...input };
  const parent = parentOf(next);
  if (!parent.prefix || !parent.parentId) throw fail('bad_request', FILE_RECORD_MESSAGES.parent);
  if (!existing || input.url !== undefined || input.parentId !== undefined || input.parentType !== undefined) {
    await checkFileAccess(db, actor, parent, 'write');
    const file = storedFileOf(next.url);
    if (!file || !belongsTo(file, { kind: parentKindOf(parent.prefix)!, id: parent.parentId, orgId: parent.orgId }))
      throw fail('forbidden', FILE_RECORD_MESSAGES.otherParent);
  }
  const owner = existing ? existing.userId : actor.userId;
  if (input.userId !== undefined && input.userId !== owner && !isSuperAdmin(actor.roles))
    throw fail('forbidden', FILE_RECORD_MESSAGES.owner);
}

/** Deleting a file record: as changing its parent. */
export async function checkFileRecordRemove(db: Pick<Db, 'select'>, actor: Actor, existing: Row): Promise<void> {
  await checkFileAccess(db, actor, parentOf(existing), 'write');
}

/** Whether a record's stored file is its own (so deleting the record may delete the bytes). */
export function recordOwnsFile(record: Row, file: StoredFile): boolean {
  const parent = parentOf(record);
  const kind = parentKindOf(parent.prefix);
  return Boolean(kind && parent.parentId && belongsTo(file, { kind, id: parent.parentId, orgId: parent.orgId }));
}
