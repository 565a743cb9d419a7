import type { MaterialFile } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { newId } from '../../platform/ids.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { removeStoredFile } from '../files/remove-stored-file.ts';
import { editableMaterial } from './material-access.ts';
import { materialFileOf } from './read-material.ts';
import { AUDIO_EXTS, MATERIAL_FILE_EXTS, type ReceiveForm, readUpload } from './read-upload.ts';
import { transcribeAudio } from './transcribe.ts';
import { first, one } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/** Where a material's files are stored: signed links only (a draft's files stay private). */
export const MATERIAL_FILES_PREFIX = 'materials';

/** Attaches an uploaded file to a material (author or admin); audio gets its transcript when transcription is configured. */
export async function uploadMaterialFile(
  deps: Deps,
  { actor, meta }: Pick<RequestContext, 'actor' | 'meta'>,
  materialId: string,
  receive: ReceiveForm,
): Promise<MaterialFile> {
  if (actor.kind !== 'user') throw fail('unauthorized', 'Sign in to continue.');
  const material = await editableMaterial(deps.db, actor, materialId);
  const upload = await readUpload(receive, deps.config, MATERIAL_FILE_EXTS);
  const transcript = AUDIO_EXTS.includes(upload.kind.ext)
    ? await transcribeAudio(deps, { bytes: upload.bytes, name: upload.name, contentType: upload.kind.contentType })
    : null;
  const stored = await deps.storage.put(
    { prefix: MATERIAL_FILES_PREFIX, orgId: material.orgId, parentId: material.id },
    upload.kind.ext,
    upload.bytes,
  );
  const now = deps.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const created = await one(
        tx
          .insert(files)
          .values({
            id: newId(),
            orgId: material.orgId,
            url: `${deps.config.publicUrl}/files/${stored.key}`,
            name: upload.name,
            type: upload.kind.contentType,
            size: upload.bytes.length,
            transcript: transcript || null,
            parentType: 'materials',
            parentId: material.id,
            userId: actor.userId,
            userName: actor.name ?? actor.email,
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          })
          .returning(),
      );
      await recordAuditEvent(
        tx,
        actor,
        meta,
        {
          action: 'materials.files.upload',
          entity: 'files',
          entityId: created.id,
          orgId: material.orgId,
          details: { materialId: material.id, size: created.size, type: created.type },
        },
        now,
      );
      return created;
    });
    return materialFileOf(deps, material, row)!;
  } catch (err) {
    // No record, no bytes: a failed write leaves nothing stored behind.
    await deps.storage.remove(stored.key);
    throw err;
  }
}

/** Removes one of a material's files: its record, then its stored bytes. */
export async function deleteMaterialFile(
  deps: Deps,
  { actor, meta }: Pick<RequestContext, 'actor' | 'meta'>,
  materialId: string,
  fileId: string,
): Promise<void> {
  const now = deps.now();
  const removed = await deps.db.transaction(async (tx) => {
    const material = await editableMaterial(tx, actor, materialId);
    const file = await first(
      tx
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.parentType, 'materials'), eq(files.parentId, material.id))),
    );
    if (!file) throw fail('not_found', 'No such file');
    await tx.delete(files).where(eq(files.id, file.id));
    await recordAuditEvent(
      tx,
      actor,
      meta,
      {
        action: 'materials.files.delete',
        entity: 'files',
        entityId: file.id,
        orgId: material.orgId,
        details: { materialId: material.id, name: file.name },
      },
      now,
    );
    return file;
  });
  await removeStoredFile({ db: deps.db, storage: deps.storage, publicUrl: deps.config.publicUrl }, removed);
}
