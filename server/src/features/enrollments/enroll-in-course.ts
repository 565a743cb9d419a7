import { applyUserListUpdate, type EnrollmentRequest, enrollmentRedirect, type UserLists } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { checkedEnrollment, enrollableCourse } from './enrollable-course.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

interface Ctx {
  db: Db;
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
}

/**
 * Enrols the signed-in user: the cohort must be one of the class's open
 * cohorts and the class codes of that cohort (the sdk rules), then the ids
 * join the user's lists with the additive update rule. Answers where to go.
 */
export async function enrollInCourse(
  ctx: Ctx,
  request: EnrollmentRequest,
): Promise<{ redirectUrl: string; externalRegisterClassId: string | null }> {
  const actor = requireUser(ctx.actor);
  return await ctx.db.transaction(async (tx) => {
    const course = await enrollableCourse(tx, actor, request.classId);
    const { cohortId, externalRegisterClassId, additions } = checkedEnrollment(course, request);
    // Locked: parallel enrolments of this user add to the lists one after the other, none lost.
    const current = await first(forUpdate(tx.select().from(users).where(eq(users.id, actor.userId))));
    if (!current) throw fail('not_found', 'User not found');
    const next = applyUserListUpdate(current as UserLists, additions);
    if (Object.keys(next).length)
      await tx
        .update(users)
        .set({ ...next, updatedAt: ctx.now.toISOString() })
        .where(eq(users.id, actor.userId));
    await recordAuditEvent(
      tx,
      actor,
      ctx.meta,
      {
        action: 'enrollments.create',
        entity: 'courses',
        entityId: course.id,
        orgId: current.orgId,
        details: { fields: Object.keys(next), cohortId, externalRegisterClassId, classCodes: request.eUnitIds.length },
      },
      ctx.now,
    );
    return { redirectUrl: enrollmentRedirect(course, course.orgSlug), externalRegisterClassId };
  });
}
