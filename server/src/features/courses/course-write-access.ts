import { courseWriteRefusal } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { resolveAccess } from '../data-access/access.ts';
import { coursesPolicy } from '../data-access/policies/courses.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/**
 * The class a caller may change, read (and locked) inside the write's transaction: the same policy as the
 * data-access API (staff of the class's organization, the super admin anywhere), and never for a
 * user flagged courseReadOnly. Outside the caller's reach the class does not exist.
 */
export async function courseForWrite(tx: Pick<Db, 'select'>, actor: Actor, courseId: string) {
  const access = resolveAccess(coursesPolicy, actor, 'write');
  if (actor.kind === 'user') {
    const refusal = courseWriteRefusal(actor);
    if (refusal) throw fail('forbidden', refusal);
  }
  // Locked until the write commits: its sections and files change one writer at a time.
  const course = await first(
    forUpdate(
      tx
        .select()
        .from(courses)
        .where(and(eq(courses.id, courseId), access.where)),
    ),
  );
  if (!course) throw fail('not_found', `No class with id '${courseId}'`);
  return course;
}
