import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';

type UserActor = Extract<Actor, { kind: 'user' }>;

/**
 * For a change one user makes to another's roles or account: locks both users' rows until it
 * commits (in id order, so two such changes cannot deadlock) and answers the acting user's roles
 * as stored now. The rank rule is then checked against committed roles on both sides: two owners
 * demoting each other at once end with one of them refused, not with both demoted.
 */
export async function actorRolesLocked(tx: Pick<Db, 'select'>, actor: UserActor, targetId: string): Promise<string[]> {
  const rows = await forUpdate(
    tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, [actor.userId, targetId]))
      .orderBy(asc(users.id)),
  );
  return rows.find((row) => row.id === actor.userId)?.role ?? [];
}
