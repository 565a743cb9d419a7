import { isSuperAdmin, membershipReadable, primaryRole, roleLabel } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { first } from '../../db/first.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { type Actor, requireUser } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/errors.ts';
import { employersWithContact } from '../progress/progress-access.ts';

/**
 * The signed-in user (with the labels the pages show), their organization, the employers whose
 * contact they are (their platform role stays what it is) and the platform's app URLs.
 */
export async function readMe(deps: Pick<Deps, 'db' | 'config'>, caller: Actor) {
  const { db } = deps;
  const actor = requireUser(caller);
  const user = await first(db.select().from(users).where(eq(users.id, actor.userId)));
  if (!user) throw fail('not_found', 'User not found');
  const [org, employerContactOf] = await Promise.all([
    user.orgId ? first(db.select().from(organizations).where(eq(organizations.id, user.orgId))) : undefined,
    user.email ? employersWithContact(db, user.email) : [],
  ]);
  const role = primaryRole(user.role);
  return {
    user: {
      ...user,
      membershipReadable: membershipReadable(user.membership) ?? null,
      roleLabel: roleLabel(role, org?.orgType),
      isSuperAdmin: isSuperAdmin(user.role),
    },
    organization: org
      ? { id: org.id, name: org.name, slug: org.slug, orgType: org.orgType, orgLogo: org.orgLogo }
      : null,
    employerContactOf,
    apps: deps.config.appUrls,
  };
}
