import { type LearnerCourses, type LearnerCourseStatus, learnerCourseHref } from '@pathcraft/sdk';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { courses, organizations, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

/**
 * The signed-in person's courses for their account page: the ones they joined (courseIds), then
 * the ones registered elsewhere and not yet verified (externalRegisteredCourseIds), in the order
 * they were added, each with where it leads (sdk learnerCourseHref). Deleted courses drop out.
 */
export async function listLearnerCourses(db: Pick<Db, 'select'>, actor: Actor): Promise<LearnerCourses> {
  const me = requireUser(actor);
  const user = await first(
    db
      .select({ courseIds: users.courseIds, registered: users.externalRegisteredCourseIds })
      .from(users)
      .where(eq(users.id, me.userId)),
  );
  if (!user) throw fail('not_found', 'User not found');
  const status = new Map<string, LearnerCourseStatus>();
  for (const id of user.registered ?? []) status.set(id, 'registered');
  for (const id of user.courseIds ?? []) status.set(id, 'enrolled');
  if (!status.size) return { items: [] };
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      isPublic: courses.isPublic,
      orgName: organizations.name,
      orgSlug: organizations.slug,
    })
    .from(courses)
    .innerJoin(organizations, eq(organizations.id, courses.orgId))
    .where(inArray(courses.id, [...status.keys()]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const order = [...(user.courseIds ?? []), ...(user.registered ?? []).filter((id) => status.get(id) === 'registered')];
  return {
    items: order.flatMap((id) => {
      const row = byId.get(id);
      const state = status.get(id)!;
      return row
        ? [
            {
              id,
              title: row.title,
              orgName: row.orgName,
              status: state,
              href: learnerCourseHref(row, row.orgSlug, state),
            },
          ]
        : [];
    }),
  };
}
