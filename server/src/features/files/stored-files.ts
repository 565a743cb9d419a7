import type { Actor, RequestContext } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/errors.ts';
import { contentMatches, kindOfExt, uploadTooLarge } from '../../platform/storage/file-types.ts';
import {
  KEY_PART,
  keyFromUrl,
  PUBLIC_PREFIX,
  type FileFolder,
  type StoredFile,
} from '../../platform/storage/storage.ts';
import type { ReceiveForm } from '../materials/read-upload.ts';
import { checkFileAccess, FILE_MESSAGES, UPLOAD_PREFIXES } from './file-parents.ts';
import { uploadOrg } from './upload-org.ts';

/** How long a signed link works unless the caller says (seconds), and the longest it may. */
export const DEFAULT_EXPIRY_S = 3600;
export const MAX_EXPIRY_S = 7 * 24 * 3600;
export const UPLOAD_PREFIX_MESSAGE = `prefix: one of ${UPLOAD_PREFIXES.join(', ')}`;
export const PARENT_REQUIRED = 'parentId is required: name the material or class the file belongs to.';

type FileDeps = Pick<Deps, 'db' | 'storage' | 'config' | 'now'>;
type Caller = Pick<RequestContext, 'actor' | 'meta'>;

const nowS = (deps: Pick<Deps, 'now'>) => Math.floor(deps.now().getTime() / 1000);
const absolute = (deps: Pick<Deps, 'config'>, path: string) => `${deps.config.publicUrl}${path}`;

/** Where an upload goes: its prefix names the kind of record it belongs to (file-parents.ts), the query or the uploader names the record. */
function uploadFolder(
  actor: Extract<Actor, { kind: 'user' }>,
  orgId: string,
  prefix: string,
  parentId: string | undefined,
): FileFolder {
  if (!(UPLOAD_PREFIXES as readonly string[]).includes(prefix)) throw fail('bad_request', UPLOAD_PREFIX_MESSAGE);
  if (prefix === PUBLIC_PREFIX) return { prefix, orgId, parentId: null };
  // A personal upload is always the uploader's own.
  if (prefix === 'user-content') return { prefix, orgId, parentId: actor.userId };
  if (!parentId) throw fail('bad_request', PARENT_REQUIRED);
  if (!KEY_PART.test(parentId)) throw fail('not_found', FILE_MESSAGES.noFile);
  return { prefix, orgId, parentId };
}

/** A stored file the caller may read or change: its parent record's rules decide (file-parents.ts). */
async function accessibleFile(
  deps: FileDeps,
  actor: Actor,
  url: string | undefined,
  orgId: string | undefined,
  mode: 'read' | 'write',
): Promise<StoredFile> {
  if (actor.kind === 'anonymous') throw fail('unauthorized', 'Sign in to continue.');
  if (!url) throw fail('bad_request', 'url is required');
  const file = keyFromUrl(url, deps.config.publicUrl);
  if (!file) throw fail('bad_request', 'That url is not a file stored here.');
  if (orgId && file.orgId !== orgId) throw fail('forbidden', FILE_MESSAGES.ownOrgOnly);
  await checkFileAccess(deps.db, actor, file, mode);
  return file;
}

export interface UploadTarget {
  organizationId?: string | undefined;
  prefix?: string | undefined;
  parentId?: string | undefined;
  /** The file's type when its name does not say it. */
  fileExt?: string | undefined;
}

/**
 * Stores an uploaded file in the organization's storage, checked by type, size and content. The
 * form is received only once the caller may upload there.
 */
export async function uploadFile(deps: FileDeps, { actor, meta }: Caller, target: UploadTarget, receive: ReceiveForm) {
  const { config, storage } = deps;
  if (actor.kind !== 'user') throw fail('unauthorized', 'Sign in to continue.');
  const orgId = await uploadOrg(deps.db, actor, target.organizationId);
  const folder = uploadFolder(actor, orgId, target.prefix ?? 'user-content', target.parentId);
  await checkFileAccess(deps.db, actor, folder, 'write');
  const form = await receive();
  const file = form?.get('file');
  if (!(file instanceof File)) throw fail('bad_request', "Send the file as multipart form data in the field 'file'.");
  if (file.size > config.uploadMaxBytes) throw fail('payload_too_large', uploadTooLarge(config.uploadMaxBytes));
  const ext = (target.fileExt ?? file.name.split('.').pop() ?? '').toLowerCase().replace(/^\./, '');
  const kind = kindOfExt(ext);
  if (!kind) throw fail('unsupported_media_type', `Files of type .${ext || '?'} are not accepted.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatches(kind.ext, bytes))
    throw fail('unsupported_media_type', `The file's content is not a .${kind.ext} file.`);
  const stored = await storage.put(folder, kind.ext, bytes);
  await recordAuditEvent(
    deps.db,
    actor,
    meta,
    {
      action: 'files.upload',
      entity: 'files',
      entityId: stored.key,
      orgId,
      details: { size: bytes.length, type: kind.contentType },
    },
    deps.now(),
  );
  const url = absolute(deps, `/files/${stored.key}`);
  const signedUrl =
    folder.prefix === PUBLIC_PREFIX
      ? url
      : absolute(deps, storage.signedPath(stored.key, nowS(deps) + DEFAULT_EXPIRY_S));
  return { url, signedUrl, key: stored.key, size: bytes.length, type: kind.contentType, name: file.name };
}

/** Deletes one of the organization's files (the caller may change its parent record). */
export async function deleteFile(
  deps: FileDeps,
  { actor, meta }: Caller,
  which: { file?: string | undefined; organizationId?: string | undefined },
): Promise<{ deleted: true }> {
  const file = await accessibleFile(deps, actor, which.file, which.organizationId, 'write');
  const removed = await deps.storage.remove(file.key);
  if (!removed) throw fail('not_found', 'No such file');
  await recordAuditEvent(
    deps.db,
    actor,
    meta,
    { action: 'files.delete', entity: 'files', entityId: file.key, orgId: file.orgId },
    deps.now(),
  );
  return { deleted: true };
}

/** One of the organization's files as base64, with a signed link when asked. */
export async function readFileAsBase64(
  deps: FileDeps,
  actor: Actor,
  which: { url?: string | undefined; organizationId?: string | undefined; withSignedUrl: boolean },
) {
  const file = await accessibleFile(deps, actor, which.url, which.organizationId, 'read');
  const data = await deps.storage.read(file.key);
  if (!data) throw fail('not_found', 'No such file');
  return {
    buffer: data.toString('base64'),
    contentType: kindOfExt(file.ext)?.contentType,
    size: data.length,
    signedUrl: which.withSignedUrl
      ? absolute(deps, deps.storage.signedPath(file.key, nowS(deps) + DEFAULT_EXPIRY_S))
      : undefined,
  };
}

/** A signed link to a file that works without credentials for `expires` seconds. */
export async function createPublicUrl(deps: FileDeps, actor: Actor, url: string | undefined, expires: number) {
  // Only a caller who could read the file now gets a link: an expired link is re-signed for them alone.
  const file = await accessibleFile(deps, actor, url, undefined, 'read');
  const expiresAt = nowS(deps) + expires;
  return {
    url: absolute(deps, deps.storage.signedPath(file.key, expiresAt)),
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}
