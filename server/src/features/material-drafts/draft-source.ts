import { MATERIAL_DRAFT_TEXT } from '@pathcraft/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents, files } from '../../db/schema/index.ts';
import { htmlBlocks, textBlocks } from '../assistant/content-passages.ts';
import type { MaterialRow } from '../materials/material-access.ts';
import type { DraftSource } from './extractive-drafts.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export const NO_FILE = 'No such file on this material.';

/**
 * What a draft is written from: the material's body, or one of its files (an audio file's
 * transcript, else the text extracted from it: the documents whose refId is the file, by page).
 * Refused (422) when there is no text to draft from (nothing, or headings only).
 */
export async function draftSource(
  db: Pick<Db, 'select'>,
  material: MaterialRow,
  fileId?: string,
): Promise<DraftSource> {
  const blocks = fileId ? textBlocks(await fileText(db, material, fileId)) : htmlBlocks(material.body);
  // Headings alone say too little to draft from.
  if (!blocks.some((b) => !b.heading)) throw fail('unprocessable', MATERIAL_DRAFT_TEXT.noSourceText);
  return { title: material.title, blocks };
}

async function fileText(db: Pick<Db, 'select'>, material: MaterialRow, fileId: string): Promise<string> {
  const file = await first(
    db
      .select({ id: files.id, transcript: files.transcript })
      .from(files)
      .where(
        and(
          eq(files.id, fileId),
          eq(files.parentType, 'materials'),
          eq(files.parentId, material.id),
          eq(files.orgId, material.orgId),
        ),
      ),
  );
  if (!file) throw fail('not_found', NO_FILE);
  if (file.transcript?.trim()) return file.transcript;
  return (
    await db
      .select({ rawText: documents.rawText })
      .from(documents)
      .where(and(eq(documents.refId, file.id), eq(documents.orgId, material.orgId)))
      .orderBy(asc(documents.pageNumber))
  )
    .map((d) => d.rawText ?? '')
    .join('\n');
}
