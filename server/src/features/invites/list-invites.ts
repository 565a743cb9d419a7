import { inviteStatus } from '@pathcraft/sdk';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apprenticeships, invites, rateLimits } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { requireInviteManager } from './invite-manager.ts';
import type { InviteRow } from './invite-events.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/** The key check-access-code counts an invite's wrong codes under. */
export const inviteLockKey = (inviteId: string) => `accessCode:invites:${inviteId}`;

export type ListedInvite = Omit<InviteRow, 'accessCodeHash'> & {
  status: ReturnType<typeof inviteStatus>;
  lockedUntil: string | null;
};

/** An invite as the console lists it: never its code hash; with its status and any lock. */
export function withStatus(invite: InviteRow, lockedUntilMs: number | null | undefined, now: Date): ListedInvite {
  const { accessCodeHash: _hash, ...rest } = invite;
  const lockedUntil = lockedUntilMs && lockedUntilMs > now.getTime() ? new Date(lockedUntilMs).toISOString() : null;
  return { ...rest, lockedUntil, status: inviteStatus({ ...rest, lockedUntil }, now.getTime()) };
}

/** The invitations of an organization (optionally one apprenticeship's), newest first, with their status. */
export async function listInvites(
  db: Db,
  actor: Actor,
  query: { orgId?: string; apprenticeshipId?: string },
  now: Date,
): Promise<{ items: ListedInvite[]; total: number }> {
  // One apprenticeship's invites belong to its organization, whichever the caller named.
  const program = query.apprenticeshipId
    ? await first(
        db
          .select({ orgId: apprenticeships.orgId })
          .from(apprenticeships)
          .where(eq(apprenticeships.id, query.apprenticeshipId)),
      )
    : undefined;
  const { orgId } = requireInviteManager(actor, program?.orgId ?? query.orgId);
  if (program && query.orgId && query.orgId !== program.orgId)
    throw fail('bad_request', 'This apprenticeship belongs to another organization.');
  const rows = await db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.orgId, orgId),
        query.apprenticeshipId ? eq(invites.apprenticeshipId, query.apprenticeshipId) : undefined,
      ),
    )
    .orderBy(desc(invites.createdAt))
    .limit(500);
  const locks = rows.length
    ? await db
        .select()
        .from(rateLimits)
        .where(
          inArray(
            rateLimits.key,
            rows.map((r) => inviteLockKey(r.id)),
          ),
        )
    : [];
  const lockOf = new Map(locks.map((l) => [l.key, l.lockedUntil]));
  const items = rows.map((r) => withStatus(r, lockOf.get(inviteLockKey(r.id)), now));
  return { items, total: items.length };
}
