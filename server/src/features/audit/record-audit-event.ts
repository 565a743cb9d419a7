import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../http/actor.ts';
import { newId } from '../../lib/ids.ts';

export interface AuditInput {
  action: string;
  entity?: string;
  entityId?: string | null;
  orgId?: string | null;
  details?: Record<string, unknown>;
}

/** Fields whose values never enter the audit log; only their names do. */
const PRIVATE = /pass|secret|token|ssn|dob|accessCode|codeHash|keyHash|signature/i;

export function auditDetailsOf(changes: Record<string, unknown>): Record<string, unknown> {
  return { fields: Object.keys(changes).filter((k) => k !== 'id'), ...Object.fromEntries(Object.entries(changes).filter(([k, v]) => !PRIVATE.test(k) && (typeof v !== 'object' || v === null) && k !== 'id')) };
}

/** Records who did what, when and from where. Runs inside the caller's transaction when given one. */
export function recordAuditEvent(db: Pick<Db, 'insert'>, actor: Actor, meta: RequestMeta | null, input: AuditInput, now: Date): void {
  db.insert(auditEvents)
    .values({
      id: newId(),
      orgId: input.orgId ?? (actor.kind !== 'anonymous' ? actor.orgId : null),
      actorId: actor.kind === 'user' ? actor.userId : actor.kind === 'apiKey' ? actor.keyId : null,
      actorType: actor.kind,
      action: input.action,
      entity: input.entity,
      entityId: input.entityId ?? null,
      ip: meta?.ip ?? null,
      userAgent: meta?.userAgent?.slice(0, 300) ?? null,
      details: input.details ?? null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .run();
}
