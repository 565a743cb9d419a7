import { deactivationRefusal, reactivationRefusal, type UserAccountStatus } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAccounts } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { actorRolesLocked } from '../roles/actor-roles-locked.ts';
import { findUserAccount, statusOf } from './user-account.ts';
import { fail } from '../../platform/errors.ts';

type UserActor = Extract<Actor, { kind: 'user' }>;
type Ctx = { db: Db; actor: UserActor; meta: RequestMeta | null; now: Date };

export const NO_ACCOUNT = 'This user has no sign-in account to deactivate.';
export const NO_ACCOUNT_TO_REACTIVATE = 'This user has no sign-in account to reactivate.';

/**
 * Disables a user's sign-in account and ends its sessions at once (their access tokens stop
 * working on the next request). Who may: sdk deactivationRefusal, within the caller's
 * organization unless super admin. Asking again changes nothing. Audited.
 */
export const deactivateUserAccount = (ctx: Ctx, userId: string) => switchUserAccount(ctx, userId, true);

/** Lets a deactivated user sign in again (their old sessions stay ended). Who may: sdk reactivationRefusal, the same people. */
export const reactivateUserAccount = (ctx: Ctx, userId: string) => switchUserAccount(ctx, userId, false);

async function switchUserAccount(ctx: Ctx, userId: string, disabled: boolean): Promise<UserAccountStatus> {
  const { db, actor, now } = ctx;
  return await db.transaction(async (tx) => {
    const callerRoles = await actorRolesLocked(tx, actor, userId);
    const row = await findUserAccount(tx, actor, userId);
    const refusal = (disabled ? deactivationRefusal : reactivationRefusal)(
      callerRoles,
      row.role,
      row.id === actor.userId,
    );
    if (refusal) throw fail('forbidden', refusal);
    if (!row.accountId) throw fail('conflict', disabled ? NO_ACCOUNT : NO_ACCOUNT_TO_REACTIVATE);
    if (Boolean(row.disabled) !== disabled) {
      await tx
        .update(authAccounts)
        .set({ disabled, updatedAt: now.toISOString() })
        .where(eq(authAccounts.id, row.accountId));
      const action = disabled ? 'users.deactivate' : 'users.reactivate';
      await recordAuditEvent(
        tx,
        actor,
        ctx.meta,
        {
          action,
          entity: 'users',
          entityId: row.id,
          orgId: row.orgId,
          details: { label: row.name },
          before: { disabled: !disabled },
          after: { disabled },
        },
        now,
      );
    }
    // Also when already disabled: a session left over from before is ended all the same.
    if (disabled) await revokeAllSessions({ db: tx, now }, row.accountId);
    return statusOf({ ...row, disabled });
  });
}
