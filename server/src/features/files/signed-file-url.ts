import type { Deps } from '../../platform/deps.ts';
import { belongsTo, type FileParentKind, parentKindOf } from './file-parents.ts';
import { keyFromUrl, PUBLIC_PREFIX } from '../../platform/storage/storage.ts';

const SECONDS = 3600;

/**
 * A reader's link to one of our stored files, once the caller's route has checked its record: public
 * files as they are, the others signed for an hour (signature images, a material's files). Null for
 * anything that is not ours, and, with `parent`, for a file of another record: a record written by
 * users (a file record) gets a link only to storage of its own parent.
 */
export function signedFileUrl(
  deps: Pick<Deps, 'storage' | 'config' | 'now'>,
  url: string | null | undefined,
  parent?: { kind: FileParentKind; id: string; orgId: string },
): string | null {
  const file = url ? keyFromUrl(url, deps.config.publicUrl) : null;
  if (!file) return null;
  // Keys stored before files named their parent: only those of the parent's kind and organization.
  if (
    parent &&
    !belongsTo(file, parent) &&
    !(file.parentId === null && parentKindOf(file.prefix) === parent.kind && file.orgId === parent.orgId)
  )
    return null;
  if (file.prefix === PUBLIC_PREFIX) return url!;
  return `${deps.config.publicUrl}${deps.storage.signedPath(file.key, Math.floor(deps.now().getTime() / 1000) + SECONDS)}`;
}
