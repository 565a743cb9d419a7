import {
  applyUserListUpdate,
  mayChangeUserRecords,
  MESSAGES,
  recordListsIn,
  USER_LIST_FIELDS,
  userChangeRefusal,
  type UserLists,
  ZUserListUpdate,
} from '@pathcraft/sdk';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { organizations, users } from '../../db/schema/index.ts';
import { declare, routes, signedIn, ZRecordItem } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { auditDetailsOf, recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { resolveAccess } from '../data-access/access.ts';
import { organizationsPolicy } from '../data-access/policies/organizations.ts';
import { usersPolicy } from '../data-access/policies/identity.ts';
import { getRow } from '../data-access/rows.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

/** The single-record lookups of 000 §5 with their messages, and the additive user list update of 000 §4. */
export function lookupRoutes(deps: Deps) {
  const { db } = deps;
  const app = routes();
  const tags = ['users'];
  const ZItem = ZRecordItem;
  declare(
    app,
    {
      method: 'get',
      path: '/users/by-uid',
      summary: 'A user by sign-in uid',
      tags,
      auth: 'userOrApiKey',
      query: z.object({ uid: z.string().optional() }),
      response: ZItem,
    },
    async (c, { query }) => {
      if (!query.uid) throw fail('bad_request', MESSAGES.uidRequired);
      const row = await first(db.select({ id: users.id }).from(users).where(eq(users.uid, query.uid)));
      if (!row) throw fail('not_found', MESSAGES.userNotFound);
      return c.json({ item: await getRow(db, usersPolicy, c.var.ctx.actor, row.id) });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/users/by-id',
      summary: 'A user by id',
      tags,
      auth: 'userOrApiKey',
      query: z.object({ userId: z.string().optional() }),
      response: ZItem,
    },
    async (c, { query }) => {
      if (!query.userId) throw fail('bad_request', MESSAGES.userIdRequired);
      return c.json({ item: await getRow(db, usersPolicy, c.var.ctx.actor, query.userId) });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/organizations/lookup',
      summary: 'An organization by id or slug (public fields for visitors)',
      tags: ['organizations'],
      auth: 'optional',
      query: z.object({ id: z.string().optional(), slug: z.string().optional() }),
      response: ZItem,
    },
    async (c, { query: { id, slug } }) => {
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
      return c.json({ item: await getRow(db, organizationsPolicy, c.var.ctx.actor, row.id) });
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/users/lists',
      summary: "Add ids to a user's lists (enrolments, certificates…): additive",
      tags,
      auth: 'user',
      before: [signedIn],
      body: ZUserListUpdate,
      bodyMode: 'lenient',
      response: ZItem,
    },
    async (c, { body: { id, ...additions } }) => {
      const actor = requireUser(c.var.ctx.actor);
      const access = resolveAccess(usersPolicy, actor, 'write');
      const isSelf = id === actor.userId;
      if (access.writable && !isSelf) throw fail('forbidden', "You can't change this user.");
      const now = c.var.ctx.now;
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
          c.var.ctx.meta,
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
      return c.json({ item: { id: item.id, ...lists } });
    },
  );
  return app;
}
