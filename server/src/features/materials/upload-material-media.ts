import { isSuperAdmin } from '@pathcraft/sdk';
import type { RequestContext } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { STAFF } from '../data-access/policy.ts';
import { uploadOrg } from '../files/upload-org.ts';
import { PUBLIC_PREFIX } from '../../platform/storage/storage.ts';
import { MATERIAL_MEDIA_EXTS, type ReceiveForm, readUpload } from './read-upload.ts';
import { fail } from '../../platform/errors.ts';

export const MEDIA_REFUSED = 'Only teachers and admins can upload images and PDFs for materials.';

export interface MaterialMedia {
  url: string;
  name: string;
  size: number;
  type: string;
}

/**
 * An image or PDF for a body, before the material exists: stored under the public prefix, so a
 * published material shows it to anyone (and a PDF may be framed, sdk isAllowedEmbedSrc).
 */
export async function uploadMaterialMedia(
  deps: Deps,
  { actor, meta }: Pick<RequestContext, 'actor' | 'meta'>,
  organizationId: string | undefined,
  receive: ReceiveForm,
): Promise<MaterialMedia> {
  if (actor.kind !== 'user') throw fail('unauthorized', 'Sign in to continue.');
  // Always named, as for every file upload: a super admin's own organization is no default.
  const orgId = await uploadOrg(
    deps.db,
    actor,
    organizationId,
    "You can only upload to your own organization's materials.",
  );
  if (!isSuperAdmin(actor.roles) && !actor.roles.some((r) => STAFF.includes(r))) throw fail('forbidden', MEDIA_REFUSED);
  const upload = await readUpload(receive, deps.config, MATERIAL_MEDIA_EXTS);
  const stored = await deps.storage.put({ prefix: PUBLIC_PREFIX, orgId }, upload.kind.ext, upload.bytes);
  await recordAuditEvent(
    deps.db,
    actor,
    meta,
    {
      action: 'materials.media.upload',
      entity: 'files',
      entityId: stored.key,
      orgId,
      details: { size: upload.bytes.length, type: upload.kind.contentType },
    },
    deps.now(),
  );
  return {
    url: `${deps.config.publicUrl}/files/${stored.key}`,
    name: upload.name,
    size: upload.bytes.length,
    type: upload.kind.contentType,
  };
}
