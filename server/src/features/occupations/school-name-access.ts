import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { organizations } from '../../db/schema/index.ts';
import { type Actor, isSuper } from '../../platform/actor.ts';
import type { SchoolNameAccess } from './find-school-programs.ts';

/**
 * Whose plan decides whether school names show (docs/rules.md#training-plans): the organization the widget is embedded
 * for (orgId), else the signed-in user's. Debug mode (?debug=true) works outside production only,
 * and super admins always see names.
 */
export async function schoolNameAccess(
  db: Db,
  actor: Actor,
  query: { orgId?: string; debug?: string },
  production: boolean,
): Promise<SchoolNameAccess> {
  const orgId = query.orgId?.trim() || (actor.kind !== 'anonymous' ? actor.orgId : null);
  const plan = orgId
    ? ((await first(db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.id, orgId))))
        ?.plan ?? null)
    : null;
  return { plan, debug: isSuper(actor) || (!production && query.debug === 'true') };
}
