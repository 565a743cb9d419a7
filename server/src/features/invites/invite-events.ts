import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, type invites } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';

export type InviteRow = typeof invites.$inferSelect;

/**
 * The record an invite is about: its agreement, the employer profile of a
 * workforce invite, or the invite itself. Every event of the invite (sent,
 * viewed, code failed or verified) is recorded against it, so an agreement's
 * audit trail is one indexed query even after the invite is deleted.
 */
export function subjectOf(
  invite: Pick<InviteRow, 'id' | 'inviteType' | 'employerAgreementId' | 'apprenticeAgreementId' | 'employerProfileId'>,
): { entity: string; entityId: string } {
  if (invite.inviteType === 'employerAgreement' && invite.employerAgreementId)
    return { entity: 'employerAgreements', entityId: invite.employerAgreementId };
  if (
    (invite.inviteType === 'apprenticeAgreement' || invite.inviteType === 'guardianSignature') &&
    invite.apprenticeAgreementId
  )
    return { entity: 'apprenticeAgreements', entityId: invite.apprenticeAgreementId };
  if (invite.inviteType === 'workforce' && invite.employerProfileId)
    return { entity: 'employerProfiles', entityId: invite.employerProfileId };
  return { entity: 'invites', entityId: invite.id };
}

export const signerOf = (invite: Pick<InviteRow, 'firstName' | 'lastName' | 'email'>) => ({
  signerName: [invite.firstName, invite.lastName].filter(Boolean).join(' ') || null,
  signerEmail: invite.email ?? null,
});

/** One event of an invite's recipient: who (name, e-mail), from where (IP, user agent in the row), when. */
export async function recordInviteEvent(
  db: Pick<Db, 'insert'>,
  actor: Actor,
  meta: RequestMeta | null,
  invite: InviteRow,
  action: string,
  now: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordAuditEvent(
    db,
    actor,
    meta,
    {
      action,
      ...subjectOf(invite),
      orgId: invite.orgId,
      details: { inviteId: invite.id, inviteType: invite.inviteType, ...signerOf(invite), ...details },
    },
    now,
  );
}

export interface TrailEvent {
  action: string;
  at: string;
  signerName: string | null;
  signerEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown> | null;
}

/**
 * The signing itself as the certificate prints it, before it is recorded:
 * the PDF is built (and hashed) before the transaction that records the event.
 */
export function signingEvent(
  invite: InviteRow,
  meta: RequestMeta | null,
  at: string,
  action = 'agreement.signed',
): TrailEvent {
  return {
    action,
    at,
    ...signerOf(invite),
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent?.slice(0, 300) ?? null,
    details: null,
  };
}

/** The audit trail of a document, oldest first: what the certificate page prints. */
export async function auditTrailOf(db: Pick<Db, 'select'>, entity: string, entityId: string): Promise<TrailEvent[]> {
  return (
    await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, entity), inArray(auditEvents.entityId, [entityId])))
      .orderBy(asc(auditEvents.createdAt))
  ).map((e) => ({
    action: e.action,
    at: e.createdAt,
    signerName: (e.details?.signerName as string | undefined) ?? null,
    signerEmail: (e.details?.signerEmail as string | undefined) ?? null,
    ip: e.ip,
    userAgent: e.userAgent,
    details: e.details,
  }));
}
