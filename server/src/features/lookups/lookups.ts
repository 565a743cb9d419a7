import {
  applyUserListUpdate,
  mayChangeUserRecords,
  MESSAGES,
  recordListsIn,
  USER_LIST_FIELDS,
  userChangeRefusal,
  type UserLists,
  type ZUserListUpdate,
} from '@pathcraft/sdk';
import { and, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { type Actor, type RequestContext, requireUser } from '../../platform/actor.ts';
import { auditDetailsOf, recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { fail } from '../../platform/errors.ts';
import { resolveAccess } from '../data-access/access.ts';
import { usersPolicy } from '../data-access/policies/identity.ts';
import { organizationsPolicy } from '../data-access/policies/organizations.ts';
import { getRow } from '../data-access/rows.ts';

/** A user by sign-in uid, as the caller may see them (docs/rules.md#users). */
export async function userByUid(db: Db, actor: Actor, uid: string | undefined) {
  if (!uid) throw fail('bad_request', MESSAGES.uidRequired);
  const row = await first(db.select({ id: users.id }).from(users).where(eq(users.uid, uid)));
  if (!row) throw fail('not_found', MESSAGES.userNotFound);
  return await getRow(db, usersPolicy, actor, row.id);
}

/** A user by id, as the caller may see them (docs/rules.md#users). */
export async function userById(db: Db, actor: Actor, userId: string | undefined) {
  if (!userId) throw fail('bad_request', MESSAGES.userIdRequired);
  return await getRow(db, usersPolicy, actor, userId);
}

/** An organization by id or slug (both: the one that has both); visitors get its public fields. */
export async function organizationByIdOrSlug(db: Db, actor: Actor, { id, slug }: { id?: string; slug?: string }) {
  if (!id && !slug) throw fail('bad_request', MESSAGES.orgIdOrSlugRequired);
  const row = await first(
    db
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        id && slug
          ? and(eq(organizations.id, id), eq(organizations.slug, slug))
          : or(id ? eq(organizations.id, id) : undefined, slug ? eq(organizations.slug, slug) : undefined),
      ),
  );
  if (!row) throw fail('not_found', 'Organization not found');
  return await getRow(db, organizationsPolicy, actor, row.id);
}

/** Adds ids to a user's lists (docs/rules.md#users): additive, awarded records by admins only; the lists as they now are. */
export async function addToUserLists(ctx: RequestContext, { id, ...additions }: z.infer<typeof ZUserListUpdate>) {
  const { db } = ctx;
  const actor = requireUser(ctx.actor);
  const access = resolveAccess(usersPolicy, actor, 'write');
  const isSelf = id === actor.userId;
  if (access.writable && !isSelf) throw fail('forbidden', "You can't change this user.");
  const now = ctx.now;
  const item = await db.transaction(async (tx) => {
    // Locked: parallel additions to one user's lists apply one after the other, none lost.
    const current = await first(
      forUpdate(
        tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), access.where)),
      ),
    );
    if (!current) throw fail('not_found', MESSAGES.userNotFound);
    // Enrolments, completions and certificates are awarded, never self-claimed.
    const records = recordListsIn(additions as UserLists);
    if (records.length && !mayChangeUserRecords(actor, current.orgId))
      throw fail('forbidden', `Only an admin can change ${records.join(', ')}.`);
    const outranked = userChangeRefusal(actor.roles, current.role, isSelf);
    if (outranked) throw fail('forbidden', outranked);
    const next = applyUserListUpdate(current as UserLists, additions as UserLists);
    if (!Object.keys(next).length) return current;
    const updated = (await first(
      tx
        .update(users)
        .set({ ...next, updatedAt: now.toISOString() })
        .where(eq(users.id, id))
        .returning(),
    ))!;
    await recordAuditEvent(
      tx,
      actor,
      ctx.meta,
      {
        action: 'users.lists',
        entity: 'users',
        entityId: id,
        orgId: current.orgId,
        details: auditDetailsOf(next),
        before: current,
        after: updated,
      },
      now,
    );
    return updated;
  });
  const lists = Object.fromEntries(USER_LIST_FIELDS.map((f) => [f, item[f]]));
  return { id: item.id, ...lists };
}
