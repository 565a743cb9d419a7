import { AGREEMENT_MESSAGES, apprenticeSigningProblem, GUARDIAN_MESSAGES } from '@pathcraft/sdk';
import { and, eq, isNull } from 'drizzle-orm';
import { apprenticeAgreements, invites, users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { agreementDataHash } from '../../platform/canonical-json.ts';
import { type FieldCipher, sha256Hex } from '../../platform/crypto.ts';
import { auditTrailOf, recordInviteEvent, signingEvent, type InviteRow } from '../invites/invite-events.ts';
import { refuseSigned, type ApprenticeAgreementRow } from './agreement-access.ts';
import { apprenticeAgreementPdf } from './apprentice-agreement-pdf.ts';
import {
  agreementNeedsGuardian,
  issueGuardianInvite,
  sendGuardianInvite,
  type GuardianInvitation,
} from './guardian.ts';
import { openAgreementFields } from './private-fields.ts';
import { removeFilesOnFailure } from './remove-files-on-failure.ts';
import { signaturePng } from '../signatures/signature-png.ts';
import { storeAgreementSignature } from './store-agreement-signature.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';
import type { Tx } from '../../db/client.ts';

type Ctx = Pick<Deps, 'db' | 'cipher' | 'storage' | 'config' | 'mailer'> & {
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
};

const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** Section A's 20 checks (docs/rules.md#agreements) against the stored row, its private fields decrypted in memory, then a minor's guardian. */
export function agreementProblem(
  cipher: FieldCipher,
  row: ApprenticeAgreementRow,
  needsGuardian: boolean,
): string | null {
  const clear = openAgreementFields(cipher, row);
  return apprenticeSigningProblem({ ...clear, ssn: null, hasSsn: Boolean(clear.ssn) }, needsGuardian);
}

/**
 * The update of a signing, committed only if nobody changed the agreement since it was read
 * (the same `updatedAt`, still unsigned): of two racing signatures one commits and the other
 * is a 409, on SQLite and PostgreSQL alike, and neither overwrites the other.
 */
async function commitSigning(
  tx: Tx,
  read: ApprenticeAgreementRow,
  changes: Partial<ApprenticeAgreementRow>,
): Promise<ApprenticeAgreementRow> {
  const row = await first(
    tx
      .update(apprenticeAgreements)
      .set(changes)
      .where(
        and(
          eq(apprenticeAgreements.id, read.id),
          eq(apprenticeAgreements.updatedAt, read.updatedAt),
          isNull(apprenticeAgreements.signedAt),
        ),
      )
      .returning(),
  );
  if (!row) {
    const current = await first(
      tx
        .select({ signedAt: apprenticeAgreements.signedAt })
        .from(apprenticeAgreements)
        .where(eq(apprenticeAgreements.id, read.id)),
    );
    if (current?.signedAt) refuseSigned(current);
    throw fail('conflict', 'The agreement changed while signing. Reload and sign again.');
  }
  return row;
}

/**
 * The signed document: the PDF with every signature, its certificate page listing the events so
 * far and this signing (exactly as it is recorded afterwards), stored privately; answers the
 * columns that make the agreement signed, for the signing's transaction.
 */
async function sealedDocument(
  ctx: Ctx,
  signed: ApprenticeAgreementRow,
  lastEvent: ReturnType<typeof signingEvent>,
  track: (key: string) => void,
) {
  const dataHash = agreementDataHash(signed);
  const events = [...(await auditTrailOf(ctx.db, 'apprenticeAgreements', signed.id)), lastEvent];
  const pdf = await apprenticeAgreementPdf(ctx, signed, events, dataHash, ctx.now);
  const pdfHash = sha256Hex(pdf);
  const file = await ctx.storage.put({ prefix: 'agreements', orgId: signed.orgId, parentId: signed.id }, 'pdf', pdf);
  track(file.key);
  return { dataHash, signedPdfHash: pdfHash, signedPdfKey: file.key };
}

export interface ApprenticeSigning {
  row: ApprenticeAgreementRow;
  /** Signed by everyone it needs: the signed copies go out. */
  complete: boolean;
}

/**
 * The apprentice signs (docs/rules.md#agreements): the signature is stored on the
 * user, the agreement gets it with the signing time and address, the invite
 * is marked used, and the event enters the audit trail. An adult's agreement
 * is then signed: the PDF is built with its certificate page, its SHA-256 and
 * the data's SHA-256 are stored with it. A minor's (under 18 on this day)
 * needs the parent or guardian named beforehand; it waits for their
 * co-signature, and they are invited by e-mail now. The database changes are
 * one transaction; a second signature is 409, and the files a refused
 * signing stored are removed.
 */
export async function signApprenticeAgreement(
  ctx: Ctx,
  agreement: ApprenticeAgreementRow,
  invite: InviteRow,
  dataUrl: unknown,
): Promise<ApprenticeSigning> {
  refuseSigned(agreement);
  if (invite.userId && agreement.userId && invite.userId !== agreement.userId)
    throw fail('forbidden', 'Only the invited apprentice can sign this agreement.');
  const needsGuardian = agreementNeedsGuardian(ctx.cipher, agreement, ctx.now);
  const problem = agreementProblem(ctx.cipher, agreement, needsGuardian);
  if (problem) throw fail('bad_request', problem);
  const png = signaturePng(dataUrl, AGREEMENT_MESSAGES.apprenticeSignatureRequired);

  const pending: { invitation?: GuardianInvitation } = {};
  const row = await removeFilesOnFailure(ctx.storage, async (track) => {
    const imageUrl = await storeAgreementSignature(ctx, agreement, png, track);
    const stamp = ctx.now.toISOString();
    const signature = {
      signerSignature: imageUrl,
      signerSignatureDate: usDate(ctx.now),
      signerIpAddress: ctx.meta?.ip ?? null,
      apprenticeSignedAt: stamp,
      updatedAt: stamp,
    };
    const signed: ApprenticeAgreementRow = { ...agreement, ...signature, signedAt: needsGuardian ? null : stamp };
    const action = needsGuardian ? 'agreement.apprenticeSigned' : 'agreement.signed';
    const sealed = needsGuardian
      ? null
      : await sealedDocument(ctx, signed, signingEvent(invite, ctx.meta, stamp, action), track);

    return await ctx.db.transaction(async (tx) => {
      const saved = await commitSigning(tx, agreement, sealed ? { ...signed, ...sealed } : signature);
      const userId = saved.userId ?? invite.userId;
      if (userId) await tx.update(users).set({ userSignature: imageUrl, updatedAt: stamp }).where(eq(users.id, userId));
      await tx.update(invites).set({ usedAt: stamp, updatedAt: stamp }).where(eq(invites.id, invite.id));
      await recordInviteEvent(tx, ctx.actor, ctx.meta, invite, action, ctx.now, {
        signedAs: 'apprentice',
        ...(sealed ? { dataHash: sealed.dataHash, pdfHash: sealed.signedPdfHash } : {}),
      });
      if (!needsGuardian) return saved;
      pending.invitation = await issueGuardianInvite(tx, ctx, saved, {
        guardianName: saved.guardianName!,
        guardianEmail: saved.guardianEmail!,
      });
      return pending.invitation.agreement;
    });
  });
  if (pending.invitation) await sendGuardianInvite(ctx, pending.invitation);
  return { row, complete: Boolean(row.signedAt) };
}

/**
 * The parent or guardian co-signs a minor's agreement, through their own invite only, after the
 * apprentice: their signature, date and address join the agreement, which is then signed: the
 * PDF carries both signatures, and the event (as guardian) enters the audit trail.
 */
export async function signAsGuardian(
  ctx: Ctx,
  agreement: ApprenticeAgreementRow,
  invite: InviteRow,
  dataUrl: unknown,
): Promise<ApprenticeAgreementRow> {
  if (agreement.signedAt) throw fail('conflict', AGREEMENT_MESSAGES.alreadySigned);
  if (invite.inviteType !== 'guardianSignature' || invite.id !== agreement.guardianInviteId)
    throw fail('forbidden', GUARDIAN_MESSAGES.onlyGuardian);
  if (!agreement.apprenticeSignedAt) throw fail('conflict', GUARDIAN_MESSAGES.apprenticeFirst);
  const png = signaturePng(dataUrl, AGREEMENT_MESSAGES.apprenticeSignatureRequired);

  return removeFilesOnFailure(ctx.storage, async (track) => {
    const imageUrl = await storeAgreementSignature(ctx, agreement, png, track);
    const stamp = ctx.now.toISOString();
    const signed: ApprenticeAgreementRow = {
      ...agreement,
      guardianSignature: imageUrl,
      guardianSignatureDate: usDate(ctx.now),
      guardianIpAddress: ctx.meta?.ip ?? null,
      guardianSignedAt: stamp,
      signedAt: stamp,
      updatedAt: stamp,
    };
    const sealed = await sealedDocument(
      ctx,
      signed,
      signingEvent(invite, ctx.meta, stamp, 'agreement.guardianSigned'),
      track,
    );
    return await ctx.db.transaction(async (tx) => {
      const saved = await commitSigning(tx, agreement, { ...signed, ...sealed });
      await tx.update(invites).set({ usedAt: stamp, updatedAt: stamp }).where(eq(invites.id, invite.id));
      await recordInviteEvent(tx, ctx.actor, ctx.meta, invite, 'agreement.guardianSigned', ctx.now, {
        signedAs: 'guardian',
        dataHash: sealed.dataHash,
        pdfHash: sealed.signedPdfHash,
      });
      return saved;
    });
  });
}
