import { MESSAGES, orgScopeOf, roleGrantRefusal, type Role } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { first } from '../../db/first.ts';
import { actorRolesLocked } from './actor-roles-locked.ts';
import { fail } from '../../platform/errors.ts';

type UserActor = Extract<Actor, { kind: 'user' }>;

/**
 * Sets a user's roles, the one way roles change after a user exists: the
 * super admin anywhere, owners and admins within their organization and never
 * above their own role, nobody their own roles (sdk roleGrantRefusal), as their roles stand when the
 * change commits. Audited with before and after.
 */
export async function changeRoles(
  ctx: { db: Db; actor: UserActor; meta: RequestMeta | null; now: Date },
  userId: string,
  next: Role[],
) {
  const { db, actor, now } = ctx;
  const role = [...new Set(next)];
  return await db.transaction(async (tx) => {
    const granter = await actorRolesLocked(tx, actor, userId);
    // Outside the caller's organization the user does not exist for them.
    const orgScope = orgScopeOf(actor);
    const scope = orgScope === null ? eq(users.id, userId) : and(eq(users.id, userId), eq(users.orgId, orgScope));
    const current = await first(
      tx.select({ id: users.id, name: users.name, orgId: users.orgId, role: users.role }).from(users).where(scope),
    );
    if (!current) throw fail('not_found', MESSAGES.userNotFound);
    const refusal = roleGrantRefusal(granter, current.role, role, current.id === actor.userId);
    if (refusal) throw fail('forbidden', refusal);
    await tx.update(users).set({ role, updatedAt: now.toISOString() }).where(eq(users.id, userId));
    await recordAuditEvent(
      tx,
      actor,
      ctx.meta,
      {
        action: 'users.role',
        entity: 'users',
        entityId: userId,
        orgId: current.orgId,
        details: { from: current.role ?? [], to: role, label: current.name },
      },
      now,
    );
    return { id: current.id, role };
  });
}
