import { PROGRESS_MESSAGES, recordNotFound } from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { apprenticeCompletions } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { fail } from '../../platform/errors.ts';
import { apprenticeshipFor } from './progress-access.ts';

/**
 * The sponsor (its owners and admins, a sponsor named on the program, the super admin) withdraws an
 * apprentice's certificate of completion recorded in error, saying why. The row goes, so the
 * certificate no longer downloads (it is drawn from the row: there is no stored file or public link),
 * the apprentice's weeks and instruction hours open again for correction, and a write that meets the
 * hours issues a new certificate as before. The audit event keeps who, when, the reason and the
 * certificate as it was (its hashes and what it certified). Those who see the apprentice but are not
 * the sponsor are refused (403); the others find no such apprenticeship (404).
 */
export async function withdrawCompletion(
  ctx: RequestContext,
  target: { apprenticeshipId: string; userId: string },
  input: { reason: string },
) {
  const withdrawnAt = ctx.now.toISOString();
  return await ctx.db.transaction(async (tx) => {
    const { user, apprenticeship, standing } = await apprenticeshipFor(tx, ctx.actor, target.apprenticeshipId);
    if (!standing.sponsor) throw fail('forbidden', PROGRESS_MESSAGES.onlySponsorWithdraws);
    const row = await first(
      forUpdate(
        tx
          .select()
          .from(apprenticeCompletions)
          .where(
            and(
              eq(apprenticeCompletions.apprenticeshipId, apprenticeship.id),
              eq(apprenticeCompletions.userId, target.userId),
            ),
          ),
      ),
    );
    if (!row) throw fail('not_found', recordNotFound('apprenticeCompletions'));
    await tx.delete(apprenticeCompletions).where(eq(apprenticeCompletions.id, row.id));
    await recordAuditEvent(
      tx,
      user,
      ctx.meta,
      {
        action: 'apprenticeCompletions.withdraw',
        entity: 'apprenticeCompletions',
        entityId: row.id,
        orgId: row.orgId,
        details: {
          reason: input.reason,
          userId: row.userId,
          apprenticeshipId: row.apprenticeshipId,
          apprenticeName: row.apprenticeName,
          programTitle: row.programTitle,
          completedAt: row.completedAt,
          ojtHours: row.ojtHours,
          rtiHours: row.rtiHours,
          competencies: row.competencies,
          dataHash: row.dataHash,
          pdfHash: row.pdfHash,
        },
        before: row,
        after: null,
      },
      ctx.now,
    );
    return { completedAt: row.completedAt, withdrawnAt, reason: input.reason };
  });
}
