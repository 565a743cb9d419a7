import { isAdminLike, MESSAGES, orgScopeOf, type UserAccountStatus } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAccounts, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

type UserActor = Extract<Actor, { kind: 'user' }>;

/**
 * The user behind `userId` with their sign-in account, as the caller may see it: the super admin
 * anyone, owners and admins the people of their organization; outside it the user does not exist.
 */
export async function findUserAccount(db: Pick<Db, 'select'>, actor: UserActor, userId: string) {
  const orgScope = orgScopeOf(actor);
  const scope = orgScope === null ? eq(users.id, userId) : and(eq(users.id, userId), eq(users.orgId, orgScope));
  const row = await first(
    db
      .select({
        id: users.id,
        name: users.name,
        orgId: users.orgId,
        role: users.role,
        accountId: authAccounts.id,
        disabled: authAccounts.disabled,
      })
      .from(users)
      .leftJoin(authAccounts, eq(authAccounts.id, users.uid))
      .where(scope),
  );
  if (!row) throw fail('not_found', MESSAGES.userNotFound);
  return row;
}

export const statusOf = (row: {
  id: string;
  accountId: string | null;
  disabled: boolean | null;
}): UserAccountStatus => ({
  id: row.id,
  hasAccount: row.accountId !== null,
  disabled: row.disabled ?? false,
});

/** Whether a user's sign-in account is active; for the people the caller manages. */
export async function readUserAccount(ctx: { db: Db; actor: UserActor }, userId: string): Promise<UserAccountStatus> {
  if (!isAdminLike(ctx.actor.roles)) throw fail('forbidden', "Your role can't see accounts.");
  return statusOf(await findUserAccount(ctx.db, ctx.actor, userId));
}
