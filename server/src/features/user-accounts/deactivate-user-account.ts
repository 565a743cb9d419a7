import { deactivationRefusal, type UserAccountStatus } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAccounts } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../http/actor.ts';
import { fail } from '../../http/errors.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { findUserAccount, statusOf } from './user-account.ts';

type UserActor = Extract<Actor, { kind: 'user' }>;

export const NO_ACCOUNT = 'This user has no sign-in account to deactivate.';

/**
 * Disables a user's sign-in account and ends its sessions at once (their access tokens stop
 * working on the next request). Who may: sdk deactivationRefusal, within the caller's
 * organization unless super admin. Asking again changes nothing. Audited.
 */
export async function deactivateUserAccount(ctx: { db: Db; actor: UserActor; meta: RequestMeta | null; now: Date }, userId: string): Promise<UserAccountStatus> {
  const { db, actor, now } = ctx;
  return await db.transaction(async (tx) => {
    const row = await findUserAccount(tx, actor, userId);
    const refusal = deactivationRefusal(actor.roles, row.role, row.id === actor.userId);
    if (refusal) throw fail('forbidden', refusal);
    if (!row.accountId) throw fail('conflict', NO_ACCOUNT);
    if (!row.disabled) {
      await tx.update(authAccounts).set({ disabled: true, updatedAt: now.toISOString() }).where(eq(authAccounts.id, row.accountId));
      await recordAuditEvent(tx, actor, ctx.meta, { action: 'users.deactivate', entity: 'users', entityId: row.id, orgId: row.orgId, before: { disabled: false }, after: { disabled: true } }, now);
    }
    // Also when already disabled: a session left over from before is ended all the same.
    await revokeAllSessions({ db: tx, now }, row.accountId);
    return statusOf({ ...row, disabled: true });
  });
}
