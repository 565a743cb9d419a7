import { type CdnFile, type CourseFilesAdd, mergeCdnFiles } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema/index.ts';
import type { RequestCtx } from './course-ctx.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { belongsTo } from '../files/file-parents.ts';
import { keyFromUrl } from '../../platform/storage/storage.ts';
import { courseForWrite } from './course-write-access.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/**
 * Adds files to a class's integration.cdnFiles and publishes it (docs/rules.md#courses-and-cohorts): the files must be ones
 * stored here for this class (files/file-parents.ts); a file already there is kept once. The change is
 * live at once (there are no drafts), so "published" is the saved class itself.
 */
export async function addCourseFiles(ctx: RequestCtx, courseId: string, input: CourseFilesAdd) {
  return await ctx.db.transaction(async (tx) => {
    const course = await courseForWrite(tx, ctx.actor, courseId);
    for (const file of input.files) {
      const stored = keyFromUrl(file.url, ctx.publicUrl);
      if (!stored) throw fail('bad_request', `'${file.name}' is not a file stored here: upload it first.`);
      if (stored.orgId !== course.orgId) throw fail('forbidden', `'${file.name}' belongs to another organization.`);
      // Only files uploaded for this class (prefix courses, parentId the class): its readers open them.
      if (!belongsTo(stored, { kind: 'course', id: course.id, orgId: course.orgId }))
        throw fail('forbidden', `'${file.name}' was uploaded for another record: upload it for this class.`);
    }
    const integration = { ...(course.integration ?? {}) };
    const before = Array.isArray(integration.cdnFiles) ? (integration.cdnFiles as never[]) : [];
    integration.cdnFiles = mergeCdnFiles(before, input.files);
    const row = (await first(
      tx
        .update(courses)
        .set({ integration, updatedAt: ctx.now.toISOString() })
        .where(eq(courses.id, course.id))
        .returning({ id: courses.id, integration: courses.integration, updatedAt: courses.updatedAt }),
    ))!;
    await recordAuditEvent(
      tx,
      ctx.actor,
      ctx.meta,
      {
        action: 'courses.files',
        entity: 'courses',
        entityId: course.id,
        orgId: course.orgId,
        details: { added: input.files.map((f) => f.name) },
      },
      ctx.now,
    );
    return { id: row.id, cdnFiles: (row.integration?.cdnFiles ?? []) as CdnFile[], publishedAt: row.updatedAt };
  });
}
