import { applyUserListUpdate, mayChangeUserRecords, MESSAGES, recordListsIn, USER_LIST_FIELDS, type UserLists, ZUserListUpdate } from '@pathcraft/sdk';
import { and, eq, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { organizations, users } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { fail } from '../../http/errors.ts';
import { requireUser } from '../../http/identify.ts';
import { auditDetailsOf, recordAuditEvent } from '../audit/record-audit-event.ts';
import { resolveAccess } from '../data-access/access.ts';
import { organizationsPolicy } from '../data-access/policies/organizations.ts';
import { usersPolicy } from '../data-access/policies/identity.ts';
import { getRow } from '../data-access/rows.ts';

/** The single-record lookups of 000 §5 with their messages, and the additive user list update of 000 §4. */
export function lookupRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/users/by-uid', (c) => {
      const uid = c.req.query('uid');
      if (!uid) throw fail('bad_request', MESSAGES.uidRequired);
      const row = db.select({ id: users.id }).from(users).where(eq(users.uid, uid)).get();
      if (!row) throw fail('not_found', MESSAGES.userNotFound);
      return c.json({ item: getRow(db, usersPolicy, c.get('actor'), row.id) });
    })
    .get('/users/by-id', (c) => {
      const userId = c.req.query('userId');
      if (!userId) throw fail('bad_request', MESSAGES.userIdRequired);
      return c.json({ item: getRow(db, usersPolicy, c.get('actor'), userId) });
    })
    .get('/organizations/lookup', (c) => {
      const id = c.req.query('id');
      const slug = c.req.query('slug');
      if (!id && !slug) throw fail('bad_request', MESSAGES.orgIdOrSlugRequired);
      const row = db
        .select({ id: organizations.id })
        .from(organizations)
        .where(id && slug ? and(eq(organizations.id, id), eq(organizations.slug, slug)) : or(id ? eq(organizations.id, id) : undefined, slug ? eq(organizations.slug, slug) : undefined))
        .get();
      if (!row) throw fail('not_found', 'Organization not found');
      return c.json({ item: getRow(db, organizationsPolicy, c.get('actor'), row.id) });
    })
    .post('/users/lists', async (c) => {
      const actor = requireUser(c.get('actor'));
      const { id, ...additions } = ZUserListUpdate.parse(await c.req.json());
      const access = resolveAccess(usersPolicy, actor, 'write');
      const isSelf = id === actor.userId;
      if (access.writable && !isSelf) throw fail('forbidden', "You can't change this user.");
      const now = deps.now();
      const item = db.transaction((tx) => {
        const current = tx.select().from(users).where(and(eq(users.id, id), access.where)).get();
        if (!current) throw fail('not_found', MESSAGES.userNotFound);
        // Enrolments, completions and certificates are awarded, never self-claimed.
        const records = recordListsIn(additions as UserLists);
        if (records.length && !mayChangeUserRecords(actor, current.orgId)) throw fail('forbidden', `Only an admin can change ${records.join(', ')}.`);
        const next = applyUserListUpdate(current as UserLists, additions as UserLists);
        if (!Object.keys(next).length) return current;
        const updated = tx.update(users).set({ ...next, updatedAt: now.toISOString() }).where(eq(users.id, id)).returning().get();
        recordAuditEvent(tx, actor, c.get('meta'), { action: 'users.lists', entity: 'users', entityId: id, orgId: current.orgId, details: auditDetailsOf(next) }, now);
        return updated;
      });
      const lists = Object.fromEntries(USER_LIST_FIELDS.map((f) => [f, item[f]]));
      return c.json({ item: { id: item.id, ...lists } });
    });
}
