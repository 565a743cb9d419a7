import type { CourseTopicOrder } from '@pathcraft/sdk';
import { asc, eq } from 'drizzle-orm';
import { courseTopics } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { courseForWrite } from './course-write-access.ts';
import type { RequestCtx } from './course-ctx.ts';
import { fail } from '../../platform/errors.ts';

/** Puts a class's sections in a new order, all at once: the ids must be every section of the class, once each. */
export async function reorderCourseTopics(ctx: RequestCtx, courseId: string, input: CourseTopicOrder) {
  return await ctx.db.transaction(async (tx) => {
    const course = await courseForWrite(tx, ctx.actor, courseId);
    const current = await tx
      .select({ id: courseTopics.id })
      .from(courseTopics)
      .where(eq(courseTopics.classId, course.id))
      .orderBy(asc(courseTopics.position));
    const known = new Set(current.map((s) => s.id));
    if (
      new Set(input.ids).size !== input.ids.length ||
      input.ids.length !== known.size ||
      input.ids.some((id) => !known.has(id))
    ) {
      throw fail('bad_request', 'Send every section of the class once, in the new order.');
    }
    const stamp = ctx.now.toISOString();
    for (const [position, id] of input.ids.entries()) {
      await tx.update(courseTopics).set({ position, updatedAt: stamp }).where(eq(courseTopics.id, id));
    }
    await recordAuditEvent(
      tx,
      ctx.actor,
      ctx.meta,
      {
        action: 'courseTopics.order',
        entity: 'courses',
        entityId: course.id,
        orgId: course.orgId,
        details: { from: current.map((s) => s.id), to: input.ids },
      },
      ctx.now,
    );
    return { items: input.ids.map((id, position) => ({ id, position })) };
  });
}
