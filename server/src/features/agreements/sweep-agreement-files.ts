import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apprenticeAgreements, employerAgreements } from '../../db/schema/index.ts';

/** Signing stores its PDF seconds before committing; younger files may belong to a signing still running in another process. */
export const ORPHAN_GRACE_MS = 15 * 60_000;

/**
 * Removes the files under the agreements folder that no agreement row
 * references: PDFs of signings that crashed before their commit, and
 * temporary or partial files. Files younger than the grace period stay.
 * Answers the removed files as keys (`agreements/<org>/<name>`).
 */
export async function sweepAgreementFiles(ctx: { db: Db; filesDir: string; now: Date }): Promise<string[]> {
  const root = join(ctx.filesDir, 'agreements');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const referenced = new Set(
    [
      ...ctx.db.select({ key: apprenticeAgreements.signedPdfKey }).from(apprenticeAgreements).where(isNotNull(apprenticeAgreements.signedPdfKey)).all(),
      ...ctx.db.select({ key: employerAgreements.signedPdfKey }).from(employerAgreements).where(isNotNull(employerAgreements.signedPdfKey)).all(),
    ].map((r) => r.key),
  );
  const cutoff = ctx.now.getTime() - ORPHAN_GRACE_MS;
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    const key = relative(ctx.filesDir, full).split(sep).join('/');
    if (referenced.has(key)) continue;
    const info = await stat(full).catch(() => null);
    if (!info || info.mtimeMs > cutoff) continue;
    await rm(full, { force: true });
    removed.push(key);
  }
  return removed;
}
