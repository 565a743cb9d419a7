import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { inviteById } from './invite-access.ts';
import { subjectOf } from './invite-events.ts';
import { requireInviteManager } from './invite-manager.ts';
import { fail } from '../../platform/errors.ts';

export interface InviteHistoryEvent {
  id: string;
  action: string;
  at: string;
  actorType: string;
  ip: string | null;
  details: Record<string, unknown> | null;
}

/**
 * What happened to one invitation, newest first: sent, resent, viewed, wrong and accepted codes,
 * saved and signed. Its events are recorded against what it is about (an agreement, an employer),
 * so they are read through that record's index and picked by invite id.
 */
export async function inviteHistory(db: Db, actor: Actor, inviteId: string): Promise<{ items: InviteHistoryEvent[] }> {
  const invite = await inviteById(db, inviteId);
  if (!invite) throw fail('not_found', 'This invitation is no longer valid.');
  requireInviteManager(actor, invite.orgId);
  const { entity, entityId } = subjectOf(invite);
  const items = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      at: auditEvents.createdAt,
      actorType: auditEvents.actorType,
      ip: auditEvents.ip,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity, entity),
        eq(auditEvents.entityId, entityId),
        eq(db.capabilities.jsonSql.text(auditEvents.details, 'inviteId'), invite.id),
      ),
    )
    .orderBy(desc(auditEvents.createdAt))
    .limit(200);
  return { items };
}
