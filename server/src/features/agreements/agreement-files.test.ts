import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { and, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, employerAgreements } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type DemoSigner, inviteeToken, signAsInvitee } from '../../test/demo-signing.ts';
import { prepareAgreements } from './prepare-agreements.ts';

const ORG = 'demo-workforce-org';

/** Every file under the data folder's `prefix` folder, as keys (`prefix/org/name`). */
function filesUnder(t: TestApp, prefix: string): string[] {
  const root = join(t.deps.config.filesDir, prefix);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(t.deps.config.filesDir, join(e.parentPath, e.name)))
    .sort();
}

describe('agreement files on disk', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  /** `n` signatures of one demo agreement at once, by its invitee with one token. */
  const signConcurrently = async (signer: DemoSigner, n: number) => {
    const token = await inviteeToken(t, signer);
    return Promise.all(Array.from({ length: n }, () => signAsInvitee(t, signer, { token })));
  };

  it.each(['apprentice', 'employer'] as const)(
    '20 concurrent %s signatures: exactly one wins, and exactly one PDF and one signature image stay on disk',
    async (which) => {
      const imagesBefore = filesUnder(t, 'signatures').length;
      const results = await signConcurrently(which, 20);
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      const pdfs = filesUnder(t, 'agreements');
      expect(pdfs).toHaveLength(1);
      const table = which === 'apprentice' ? apprenticeAgreements : employerAgreements;
      // The demo's over-ratio employer has signed agreements too (without files): this signing's row is the one with a file.
      const { signedPdfKey } = (await first(
        t.db
          .select({ signedPdfKey: table.signedPdfKey })
          .from(table)
          .where(and(isNotNull(table.signedAt), isNotNull(table.signedPdfKey))),
      ))!;
      expect(pdfs).toEqual([signedPdfKey]);
      expect(filesUnder(t, 'signatures').length - imagesBefore).toBe(1);
    },
  );

  it('the start-up sweep removes orphaned and temporary agreement files older than the grace period, and keeps the signed record and files being written now', async () => {
    const [signed] = await signConcurrently('apprentice', 1);
    expect(signed!.status).toBe(200);
    const [kept] = filesUnder(t, 'agreements');
    const dir = join(t.deps.config.filesDir, 'agreements', ORG);
    mkdirSync(dir, { recursive: true });
    const hourAgo = new Date(t.deps.now().getTime() - 60 * 60_000);
    const plant = (name: string, old: boolean) => {
      writeFileSync(join(dir, name), '%PDF-1.7 987-65-4325');
      if (old) utimesSync(join(dir, name), hourAgo, hourAgo);
      return `agreements/${ORG}/${name}`;
    };
    const orphan = plant('OrphanOrphanOrphan01.pdf', true);
    const temporary = plant('OrphanOrphanOrphan02.pdf.tmp-4242', true);
    const inFlight = plant('OrphanOrphanOrphan03.pdf', false);
    utimesSync(join(t.deps.config.filesDir, kept!), hourAgo, hourAgo);

    const report = await prepareAgreements(t.deps);
    expect(report.removedFiles.sort()).toEqual([orphan, temporary].sort());
    expect(filesUnder(t, 'agreements')).toEqual([kept, inFlight].sort());
    const owner = await t.sign('owner.workforce@demo.pathcraft.test');
    expect(
      (
        await t.app.request('/v1/apprenticeAgreements/demo-apprentice-agreement/pdf', {
          headers: { authorization: `Bearer ${owner}` },
        })
      ).status,
    ).toBe(200);
  });
});
