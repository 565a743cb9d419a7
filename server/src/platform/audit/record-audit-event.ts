import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../actor.ts';
import { newId } from '../ids.ts';

export interface AuditInput {
  action: string;
  entity?: string;
  entityId?: string | null;
  orgId?: string | null;
  details?: Record<string, unknown>;
  /**
   * The row before and after the change (null/absent for a create's before or a delete's after):
   * the fields whose values differ are recorded as `details.changes[field] = { before, after }`.
   */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Fields whose values never enter the audit log; only their names do. */
const PRIVATE = /pass|secret|token|ssn|dob|accessCode|codeHash|keyHash|signature/i;

export function auditDetailsOf(changes: Record<string, unknown>): Record<string, unknown> {
  return {
    fields: Object.keys(changes).filter((k) => k !== 'id'),
    ...Object.fromEntries(
      Object.entries(changes).filter(
        ([k, v]) => !PRIVATE.test(k) && (typeof v !== 'object' || v === null) && k !== 'id',
      ),
    ),
  };
}

/** What the history calls a record ("Created organization Acme"): its name or title, as it is after the change. */
export function auditLabelOf(row: Record<string, unknown> | null | undefined): string | null {
  for (const key of ['name', 'title', 'OnetTitle', 'email'] as const) {
    const value = row?.[key];
    if (typeof value === 'string' && value.trim()) return loggable(value.trim()) as string;
  }
  return null;
}

const UNTRACKED = new Set(['id', 'createdAt', 'updatedAt']);
const MAX_TEXT = 300;
const MAX_JSON = 1000;

/** A value as the log keeps it: long text cut, large lists and objects summarized. */
function loggable(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value === 'object' && value !== null) {
    const json = JSON.stringify(value);
    return json.length > MAX_JSON ? { omitted: `${json.length} characters` } : value;
  }
  return value;
}

/**
 * Before and after of each field whose value changed between two versions of a row. Private
 * fields (passwords, codes, SSNs, signatures...) are named with their values left out.
 */
export function auditChangesOf(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (UNTRACKED.has(key)) continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[key] = PRIVATE.test(key)
      ? { before: was === null ? null : '(private)', after: now === null ? null : '(private)' }
      : { before: loggable(was), after: loggable(now) };
  }
  return changes;
}

/** Records who did what, when and from where. Runs inside the caller's transaction when given one. */
export async function recordAuditEvent(
  db: Pick<Db, 'insert'>,
  actor: Actor,
  meta: RequestMeta | null,
  input: AuditInput,
  now: Date,
): Promise<void> {
  await db.insert(auditEvents).values({
    id: newId(),
    orgId: input.orgId ?? (actor.kind !== 'anonymous' ? actor.orgId : null),
    actorId: actor.kind === 'user' ? actor.userId : actor.kind === 'apiKey' ? actor.keyId : null,
    actorType: actor.kind,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId ?? null,
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent?.slice(0, 300) ?? null,
    details:
      input.before !== undefined || input.after !== undefined
        ? { ...input.details, changes: auditChangesOf(input.before, input.after) }
        : (input.details ?? null),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
}
