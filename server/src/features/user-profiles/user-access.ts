import { isSuperAdmin, userChangeRefusal } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { actsFor } from '../../platform/acting-org.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

type Reader = Pick<Db, 'select'>;
export type UserRow = typeof users.$inferSelect;

/**
 * The user a request is about, when the caller is that user, an owner or
 * admin of the user's organization, or a super admin. Someone else's user of
 * another organization is not found; of the same organization, forbidden.
 * To change a user (`change`), the caller also may not be outranked (sdk userChangeRefusal).
 */
export async function userForManager(
  db: Reader,
  actor: Actor,
  userId: string,
  opts: { change?: boolean } = {},
): Promise<UserRow> {
  const caller = requireUser(actor);
  // To change: locked until the change commits (a parallel one waits, e.g. two first saves of a private profile).
  const query = db.select().from(users).where(eq(users.id, userId));
  const user = await first(opts.change ? forUpdate(query) : query);
  if (user && (user.id === caller.userId || isSuperAdmin(caller.roles))) return user;
  if (!user || !actsFor(caller, user.orgId)) throw fail('not_found', 'User not found');
  if (!caller.roles.some((r) => r === 'owner' || r === 'admin'))
    throw fail('forbidden', 'You can only change your own information.');
  const refusal = opts.change ? userChangeRefusal(caller.roles, user.role, false) : null;
  if (refusal) throw fail('forbidden', refusal);
  return user;
}
