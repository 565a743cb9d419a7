import { recordNotFound } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-error.ts';
import { first } from '../../db/first.ts';
import { apprenticeCompletions, apprenticeships, organizations } from '../../db/schema/index.ts';
import { drawCompletionCertificate } from '../../pdf/draw-completion-certificate.ts';
import type { Actor, RequestContext, RequestMeta } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { agreementDataHash } from '../../platform/canonical-json.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { fail } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { auditTrailOf, type TrailEvent } from '../invites/invite-events.ts';
import {
  apprenticeshipFor,
  apprenticeshipsOfApprentice,
  type Reader,
  sees,
  standingOnApprentice,
} from './progress-access.ts';
import { progressOfApprentice } from './read-progress.ts';

export type CompletionRow = typeof apprenticeCompletions.$inferSelect;
const ENTITY = 'apprenticeCompletions';
const ISSUE = 'apprenticeCompletions.issue';

const completedOn = (at: string) =>
  new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const hours = (n: number) => `${n.toLocaleString('en-US')} hours`;

/** The certificate of completion drawn from its row and its audit trail: the same row gives the same bytes. */
export async function completionCertificatePdf(row: CompletionRow, events: TrailEvent[]): Promise<Uint8Array> {
  return await drawCompletionCertificate({
    apprenticeName: row.apprenticeName,
    programTitle: row.programTitle,
    occupationName: row.occupationName,
    rapidsCode: row.rapidsCode,
    sponsorName: row.sponsorName,
    completedOn: completedOn(row.completedAt),
    facts: [
      ['On-the-job training', hours(row.ojtHours)],
      ['Related instruction', hours(row.rtiHours)],
      ...(row.competencies ? [['Competencies signed off', String(row.competencies)] as const] : []),
    ],
    certificate: {
      title: `Certificate of Completion: ${row.apprenticeName}, ${row.programTitle}`,
      documentId: row.id,
      dataHash: row.dataHash,
      signedAt: row.completedAt,
      events,
    },
    date: new Date(row.completedAt),
  });
}

/** Whether the apprentice's certificate of completion was issued for this apprenticeship. */
export async function hasCompletion(db: Reader, apprenticeshipId: string, userId: string): Promise<boolean> {
  const done = await first(
    db
      .select({ id: apprenticeCompletions.id })
      .from(apprenticeCompletions)
      .where(
        and(eq(apprenticeCompletions.apprenticeshipId, apprenticeshipId), eq(apprenticeCompletions.userId, userId)),
      ),
  );
  return Boolean(done);
}

/**
 * Issues the certificate of completion when the apprentice's approved hours and competencies are
 * all met and none was issued yet: the completion row with its hashes and the audit event, in one
 * transaction. Called after the write that may have completed them commits (an approval, a
 * sign-off, recorded instruction hours, a class completed); `actor` is who made that write.
 * Returns the row when one was issued now.
 */
export async function issueCompletionIfComplete(
  db: Db,
  actor: Actor,
  meta: RequestMeta | null,
  apprenticeshipId: string,
  userId: string,
  now: Date,
): Promise<CompletionRow | null> {
  const apprenticeship = await first(db.select().from(apprenticeships).where(eq(apprenticeships.id, apprenticeshipId)));
  if (!apprenticeship) return null;
  if (await hasCompletion(db, apprenticeshipId, userId)) return null;
  const progress = await progressOfApprentice(db, apprenticeship, userId, now);
  if (!progress?.complete) return null;
  const sponsor = await first(
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, apprenticeship.orgId)),
  );
  const stamp = now.toISOString();
  const fields = {
    id: newId(),
    orgId: apprenticeship.orgId,
    apprenticeshipId,
    userId,
    completedAt: stamp,
    apprenticeName: progress.name,
    programTitle: apprenticeship.title,
    occupationName: apprenticeship.occupationName,
    rapidsCode: apprenticeship.rapidsCode,
    sponsorName: sponsor?.name ?? null,
    ojtHours: progress.ojt.approved,
    rtiHours: progress.rti.approved,
    competencies: progress.competencies.signedOff,
    createdAt: stamp,
    updatedAt: stamp,
  };
  const dataHash = agreementDataHash(fields);
  const by = actor.kind === 'user' ? { signerName: actor.name ?? null, signerEmail: actor.email } : {};
  // The issue as the certificate prints it, before it is recorded (as a signing is).
  const event: TrailEvent = {
    action: ISSUE,
    at: stamp,
    signerName: by.signerName ?? null,
    signerEmail: by.signerEmail ?? null,
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent?.slice(0, 300) ?? null,
    details: null,
  };
  const row: CompletionRow = { ...fields, dataHash, pdfHash: '' };
  row.pdfHash = sha256Hex(await completionCertificatePdf(row, [event]));
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(apprenticeCompletions).values(row);
      await recordAuditEvent(
        tx,
        actor,
        meta,
        {
          action: ISSUE,
          entity: ENTITY,
          entityId: row.id,
          orgId: row.orgId,
          details: { ...by, userId, apprenticeshipId, dataHash, pdfHash: row.pdfHash },
        },
        now,
      );
      return row;
    });
  } catch (err) {
    // Two writes completing the same apprentice at once: the first issued it.
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** After a class completion: issues the certificate on each program the person is an apprentice of, where now complete. */
export async function issueCompletionsOf(db: Db, actor: Actor, meta: RequestMeta | null, userId: string, now: Date) {
  for (const apprenticeshipId of await apprenticeshipsOfApprentice(db, userId))
    await issueCompletionIfComplete(db, actor, meta, apprenticeshipId, userId, now);
}

/** The certificate of completion, for the people who see the apprentice's progress; every download is audited. */
export async function completionCertificate(
  ctx: RequestContext,
  apprenticeshipId: string,
  userId: string,
): Promise<{ row: CompletionRow; pdf: Uint8Array }> {
  const access = await apprenticeshipFor(ctx.db, ctx.actor, apprenticeshipId);
  const { user, apprenticeship } = access;
  const notFound = () => fail('not_found', recordNotFound('apprenticeCompletions'));
  if (!sees(await standingOnApprentice(ctx.db, access, userId))) throw notFound();
  const row = await first(
    ctx.db
      .select()
      .from(apprenticeCompletions)
      .where(
        and(eq(apprenticeCompletions.apprenticeshipId, apprenticeship.id), eq(apprenticeCompletions.userId, userId)),
      ),
  );
  if (!row) throw notFound();
  const pdf = await completionCertificatePdf(
    row,
    (await auditTrailOf(ctx.db, ENTITY, row.id)).filter((e) => e.action === ISSUE),
  );
  await recordAuditEvent(
    ctx.db,
    user,
    ctx.meta,
    {
      action: 'apprenticeCompletions.download',
      entity: 'apprenticeCompletionDownloads',
      entityId: row.id,
      orgId: row.orgId,
    },
    ctx.now,
  );
  return { row, pdf };
}
