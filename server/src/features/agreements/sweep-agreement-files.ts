import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { apprenticeAgreements, employerAgreements } from '../../db/schema/index.ts';

/** Signing stores its PDF seconds before committing; younger files may belong to a signing still running in another process. */
export const ORPHAN_GRACE_MS = 15 * 60_000;

/**
 * Removes the files under the agreements folder that no agreement row
 * references: PDFs of signings that crashed before their commit, and
 * temporary or partial files. Files younger than the grace period stay.
 * Answers the removed files as keys (`agreements/<org>/<name>`).
 */
export async function sweepAgreementFiles(ctx: { db: Db; storage: FileStorage; now: Date }): Promise<string[]> {
  const referenced = new Set(
    [
      ...(await ctx.db
        .select({ key: apprenticeAgreements.signedPdfKey })
        .from(apprenticeAgreements)
        .where(isNotNull(apprenticeAgreements.signedPdfKey))),
      ...(await ctx.db
        .select({ key: employerAgreements.signedPdfKey })
        .from(employerAgreements)
        .where(isNotNull(employerAgreements.signedPdfKey))),
    ].map((r) => r.key),
  );
  const cutoff = ctx.now.getTime() - ORPHAN_GRACE_MS;
  const removed: string[] = [];
  for await (const file of ctx.storage.list('agreements')) {
    if (referenced.has(file.key) || file.modifiedMs > cutoff) continue;
    if (await file.remove()) removed.push(file.key);
  }
  return removed;
}
