import { AGREEMENT_MESSAGES, firstMissingAgreementField } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { apprenticeAgreements, invites, users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { fail } from '../../http/errors.ts';
import { agreementDataHash } from '../../lib/canonical-json.ts';
import { type FieldCipher, sha256Hex } from '../../lib/crypto.ts';
import { auditTrailOf, recordInviteEvent, signingEvent, type InviteRow } from '../invites/invite-events.ts';
import { refuseSigned, type ApprenticeAgreementRow } from './agreement-access.ts';
import { apprenticeAgreementPdf } from './apprentice-agreement-pdf.ts';
import { openAgreementFields } from './private-fields.ts';
import { removeFilesOnFailure } from './remove-files-on-failure.ts';
import { signaturePng } from '../signatures/signature-png.ts';
import { storeSignature } from '../signatures/store-signature.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';

type Ctx = Pick<Deps, 'db' | 'cipher' | 'storage' | 'config'> & { actor: Actor; meta: RequestMeta | null; now: Date };

const usDate = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** The 20 checks of 002 §5 against the stored row, its private fields decrypted in memory. */
export function agreementProblem(cipher: FieldCipher, row: ApprenticeAgreementRow): string | null {
  const clear = openAgreementFields(cipher, row);
  return firstMissingAgreementField({ ...clear, ssn: null, hasSsn: Boolean(clear.ssn) });
}

/**
 * The apprentice signs (002 §4 save steps): the signature is stored on the
 * user, the agreement gets it with the signing time and address, the PDF is
 * built with its certificate page, its SHA-256 and the data's SHA-256 are
 * stored with it, the invite is marked used, and the event enters the audit
 * trail. The database changes are one transaction; a second signature is 409,
 * and the files a refused signing stored are removed.
 */
export async function signApprenticeAgreement(ctx: Ctx, agreement: ApprenticeAgreementRow, invite: InviteRow, dataUrl: unknown): Promise<ApprenticeAgreementRow> {
  refuseSigned(agreement);
  if (invite.userId && agreement.userId && invite.userId !== agreement.userId) throw fail('forbidden', 'Only the invited apprentice can sign this agreement.');
  const problem = agreementProblem(ctx.cipher, agreement);
  if (problem) throw fail('bad_request', problem);
  const png = signaturePng(dataUrl, AGREEMENT_MESSAGES.apprenticeSignatureRequired);

  return removeFilesOnFailure(ctx.storage, async (track) => {
    const image = await storeSignature(ctx.storage, ctx.config.publicUrl, { prefix: 'signatures', orgId: agreement.orgId, parentId: agreement.id }, png);
    track(image.key);
    const stamp = ctx.now.toISOString();
    const signed: ApprenticeAgreementRow = {
      ...agreement,
      signerSignature: image.url,
      signerSignatureDate: usDate(ctx.now),
      signerIpAddress: ctx.meta?.ip ?? null,
      signedAt: stamp,
      updatedAt: stamp,
    };
    const dataHash = agreementDataHash(signed);
    // The certificate lists every event so far and the signing itself, exactly as it is recorded below.
    const events = [...await auditTrailOf(ctx.db, 'apprenticeAgreements', agreement.id), signingEvent(invite, ctx.meta, stamp)];
    const pdf = await apprenticeAgreementPdf(ctx, signed, events, dataHash, ctx.now);
    const pdfHash = sha256Hex(pdf);
    const file = await ctx.storage.put({ prefix: 'agreements', orgId: agreement.orgId, parentId: agreement.id }, 'pdf', pdf);
    track(file.key);

    return await ctx.db.transaction(async (tx) => {
      // Locked: a parallel signing (any process) waits here and then finds it signed.
      const current = (await first(forUpdate(tx.select().from(apprenticeAgreements).where(eq(apprenticeAgreements.id, agreement.id)))))!;
      refuseSigned(current);
      if (current.updatedAt !== agreement.updatedAt) throw fail('conflict', 'The agreement changed while signing. Reload and sign again.');
      const userId = current.userId ?? invite.userId;
      if (userId) await tx.update(users).set({ userSignature: image.url, updatedAt: stamp }).where(eq(users.id, userId));
      const row = (await first(tx
        .update(apprenticeAgreements)
        .set({ ...signed, dataHash, signedPdfHash: pdfHash, signedPdfKey: file.key })
        .where(eq(apprenticeAgreements.id, agreement.id))
        .returning()))!;
      await tx.update(invites).set({ usedAt: stamp, updatedAt: stamp }).where(eq(invites.id, invite.id));
      await recordInviteEvent(tx, ctx.actor, ctx.meta, invite, 'agreement.signed', ctx.now, { dataHash, pdfHash });
      return row;
    });
  });
}
