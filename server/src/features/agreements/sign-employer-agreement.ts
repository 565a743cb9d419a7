import { AGREEMENT_MESSAGES } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { employerAgreements, invites } from '../../db/schema/index.ts';
import type { InviteHistoryRow } from '../../db/schema/apprenticeships.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { agreementDataHash } from '../../platform/canonical-json.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { auditTrailOf, recordInviteEvent, signingEvent, type InviteRow } from '../invites/invite-events.ts';
import { refuseSigned, type EmployerAgreementRow } from './agreement-access.ts';
import { employerAgreementPdf } from './employer-agreement-pdf.ts';
import { removeFilesOnFailure } from './remove-files-on-failure.ts';
import { signaturePng } from '../signatures/signature-png.ts';
import { storeAgreementSignature } from './store-agreement-signature.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export interface EmployerSignature {
  signerName: string;
  signerTitle: string;
  signerSignature: string;
  signerSignatureDate: string;
}

/**
 * The employer signer signs (docs/rules.md#agreements): the signature image is stored, the
 * agreement gets the signer fields, the signing time and address and
 * 'Employer Agreement Signed' prepended to its invite history; the PDF is
 * drawn from that row with its certificate page, stored privately, and its
 * SHA-256 and the data's SHA-256 are kept with it; the invite is marked used
 * (not deleted as in the original product: its link then shows the signer the signed
 * agreement instead of 'Invalid Invitation') and the event enters the audit trail. The database changes are one
 * transaction; a second signature is a 409, and the files a refused
 * signing stored are removed.
 */
export async function signEmployerAgreement(
  ctx: Pick<Deps, 'db' | 'storage' | 'config'> & { actor: Actor; meta: RequestMeta | null; now: Date },
  agreement: EmployerAgreementRow,
  invite: InviteRow,
  input: EmployerSignature,
): Promise<EmployerAgreementRow> {
  refuseSigned(agreement);
  const png = signaturePng(input.signerSignature, AGREEMENT_MESSAGES.employerSignatureRequired);
  return removeFilesOnFailure(ctx.storage, async (track) => {
    const imageUrl = await storeAgreementSignature(ctx, agreement, png, track);
    const stamp = ctx.now.toISOString();
    const { accessCodeHash: _hash, history: _history, ...inviteFields } = invite;
    const entry: InviteHistoryRow = {
      ...inviteFields,
      actionAt: stamp,
      actionTaken: AGREEMENT_MESSAGES.employerSignedHistory,
    };
    const signed: EmployerAgreementRow = {
      ...agreement,
      signerName: input.signerName.trim(),
      signerTitle: input.signerTitle.trim(),
      signerSignature: imageUrl,
      signerSignatureDate: input.signerSignatureDate.trim(),
      signerIpAddress: ctx.meta?.ip ?? null,
      signerEmail: invite.email ?? agreement.signerEmail,
      inviteHistory: [entry, ...(agreement.inviteHistory ?? [])],
      signedAt: stamp,
      updatedAt: stamp,
    };
    const dataHash = agreementDataHash(signed);
    // The certificate lists every event so far and the signing itself, exactly as it is recorded below.
    const events = [
      ...(await auditTrailOf(ctx.db, 'employerAgreements', agreement.id)),
      signingEvent(invite, ctx.meta, stamp),
    ];
    const pdf = await employerAgreementPdf(ctx, signed, events, dataHash, ctx.now);
    const pdfHash = sha256Hex(pdf);
    const file = await ctx.storage.put(
      { prefix: 'agreements', orgId: agreement.orgId, parentId: agreement.id },
      'pdf',
      pdf,
    );
    track(file.key);

    return await ctx.db.transaction(async (tx) => {
      // Locked: a parallel signing (any process) waits here and then finds it signed.
      const current = (await first(
        forUpdate(tx.select().from(employerAgreements).where(eq(employerAgreements.id, agreement.id))),
      ))!;
      refuseSigned(current);
      if (current.updatedAt !== agreement.updatedAt)
        throw fail('conflict', 'The agreement changed while signing. Reload and sign again.');
      const row = (await first(
        tx
          .update(employerAgreements)
          .set({ ...signed, dataHash, signedPdfHash: pdfHash, signedPdfKey: file.key })
          .where(eq(employerAgreements.id, agreement.id))
          .returning(),
      ))!;
      await tx.update(invites).set({ usedAt: stamp, updatedAt: stamp }).where(eq(invites.id, invite.id));
      await recordInviteEvent(tx, ctx.actor, ctx.meta, invite, 'agreement.signed', ctx.now, {
        signerName: row.signerName,
        signerTitle: row.signerTitle,
        dataHash,
        pdfHash,
      });
      return row;
    });
  });
}
