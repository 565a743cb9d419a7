import {
  GUARDIAN_INVITE_TYPE,
  GUARDIAN_MESSAGES,
  needsGuardianSignature,
  type AgreementGuardianInput,
} from '@pathcraft/sdk';
import { and, eq, isNull } from 'drizzle-orm';
import { apprenticeAgreements, invites } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import type { FieldCipher } from '../../platform/crypto.ts';
import { hashSecret } from '../../platform/crypto.ts';
import { newId } from '../../platform/ids.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { newAccessCode } from '../invites/create-invite.ts';
import { recordInviteEvent, type InviteRow } from '../invites/invite-events.ts';
import { sendInviteEmail } from '../invites/send-invite-email.ts';
import { first, one } from '../../db/first.ts';
import type { ApprenticeAgreementRow } from './agreement-access.ts';
import { orgOf } from './program-context.ts';
import { openAgreementFields } from './private-fields.ts';
import { fail } from '../../platform/errors.ts';
import type { Tx } from '../../db/client.ts';

type Ctx = Pick<Deps, 'db' | 'cipher' | 'config' | 'mailer'> & { actor: Actor; meta: RequestMeta | null; now: Date };

/** Whether the apprentice is under 18 on the signing day: the day they signed, or today while they have not (the birth date decrypted in memory only). */
export function agreementNeedsGuardian(cipher: FieldCipher, row: ApprenticeAgreementRow, now: Date): boolean {
  const { dob } = openAgreementFields(cipher, { dob: row.dob });
  return needsGuardianSignature(dob, row.apprenticeSignedAt ? new Date(row.apprenticeSignedAt) : now);
}

export interface GuardianInvitation {
  agreement: ApprenticeAgreementRow;
  invite: InviteRow;
  /** The access code, e-mailed once and stored only as a keyed hash. */
  code: string;
}

/** 'Ana María Reyes' → first name 'Ana', last name 'María Reyes' (the invite's greeting uses the first). */
const splitName = (name: string) => {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') || null };
};

/**
 * The guardian's invitation, inside the caller's transaction: a new invite of the guardian type
 * for the agreement (with its own access code, under the same code and lock-out rules as every
 * invitation), replacing the previous guardian's, whose link then stops working; the agreement
 * points at it. The e-mail goes out after the commit (sendGuardianInvite).
 */
export async function issueGuardianInvite(
  tx: Tx,
  ctx: Ctx,
  agreement: ApprenticeAgreementRow,
  guardian: AgreementGuardianInput,
): Promise<GuardianInvitation> {
  const code = newAccessCode();
  const stamp = ctx.now.toISOString();
  if (agreement.guardianInviteId)
    await tx
      .delete(invites)
      .where(and(eq(invites.id, agreement.guardianInviteId), eq(invites.inviteType, GUARDIAN_INVITE_TYPE)));
  const invite = await one(
    tx
      .insert(invites)
      .values({
        id: newId(),
        orgId: agreement.orgId,
        inviteType: GUARDIAN_INVITE_TYPE,
        ...splitName(guardian.guardianName),
        email: guardian.guardianEmail,
        locationId: agreement.locationId,
        employerProfileId: agreement.employerProfileId,
        apprenticeshipId: agreement.apprenticeshipId,
        apprenticeAgreementId: agreement.id,
        accessCodeHash: hashSecret(code, ctx.config.tokenSecret),
        sentAt: stamp,
        history: [{ actionAt: stamp, actionTaken: 'Invite Sent' }],
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning(),
  );
  const row = await one(
    tx
      .update(apprenticeAgreements)
      .set({ guardianInviteId: invite.id, guardianInviteSentAt: stamp, updatedAt: stamp })
      .where(eq(apprenticeAgreements.id, agreement.id))
      .returning(),
  );
  await recordInviteEvent(tx, ctx.actor, ctx.meta, invite, 'invite.sent', ctx.now, {
    sentBy: ctx.actor.kind === 'user' ? ctx.actor.email : null,
  });
  return { agreement: row, invite, code };
}

/** The guardian's invitation e-mail (through the outbox and the mailer), naming the apprentice. */
export async function sendGuardianInvite(ctx: Ctx, { agreement, invite, code }: GuardianInvitation): Promise<void> {
  const org = await orgOf(ctx.db, agreement.orgId);
  if (!org || !invite.email) return;
  const apprentice = agreement.signerName ?? agreement.name ?? 'an apprentice';
  await sendInviteEmail(ctx.mailer, {
    publicUrl: ctx.config.publicUrl,
    org: { id: org.id, name: org.name, orgLogo: org.orgLogo ?? null },
    invite: { ...invite, email: invite.email },
    code,
    createdBy: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
    what: `review and co-sign, as parent or guardian, the apprentice agreement of ${apprentice}, who is under 18`,
  });
}

/**
 * The apprentice (through their invite) or staff who may read the agreement name the parent or
 * guardian of an apprentice under 18. Until the apprentice signs, the name and e-mail wait on the
 * agreement; once the apprentice has signed, naming (again) invites the guardian with a new code
 * (a typo corrected, a lost e-mail). Nobody changes the guardian once they signed.
 */
export async function nameGuardian(
  ctx: Ctx,
  agreement: ApprenticeAgreementRow,
  guardian: AgreementGuardianInput,
  apprenticeInvite: InviteRow | null,
): Promise<ApprenticeAgreementRow> {
  if (agreement.signedAt || agreement.guardianSignedAt) throw fail('conflict', GUARDIAN_MESSAGES.alreadySigned);
  if (!agreementNeedsGuardian(ctx.cipher, agreement, ctx.now)) throw fail('bad_request', GUARDIAN_MESSAGES.notNeeded);
  const email = guardian.guardianEmail.trim();
  if (agreement.signerEmail && email.toLowerCase() === agreement.signerEmail.trim().toLowerCase())
    throw fail('bad_request', GUARDIAN_MESSAGES.notApprentice, {
      fields: { guardianEmail: GUARDIAN_MESSAGES.notApprentice },
    });
  const named = { guardianName: guardian.guardianName.trim(), guardianEmail: email };
  const stamp = ctx.now.toISOString();
  const pending: { invitation?: GuardianInvitation } = {};
  const row = await ctx.db.transaction(async (tx) => {
    // Only the agreement as read: a guardian who signed meanwhile, or another change, wins (409).
    const saved = await first(
      tx
        .update(apprenticeAgreements)
        .set({ ...named, updatedAt: stamp })
        .where(
          and(
            eq(apprenticeAgreements.id, agreement.id),
            eq(apprenticeAgreements.updatedAt, agreement.updatedAt),
            isNull(apprenticeAgreements.guardianSignedAt),
            isNull(apprenticeAgreements.signedAt),
          ),
        )
        .returning(),
    );
    if (!saved) throw fail('conflict', 'The agreement changed meanwhile. Reload and try again.');
    // Who named them: the apprentice through their invite, or a signed-in reader of the agreement.
    if (apprenticeInvite)
      await recordInviteEvent(tx, ctx.actor, ctx.meta, apprenticeInvite, 'agreement.guardianNamed', ctx.now, named);
    else
      await recordAuditEvent(
        tx,
        ctx.actor,
        ctx.meta,
        {
          action: 'agreement.guardianNamed',
          entity: 'apprenticeAgreements',
          entityId: agreement.id,
          orgId: agreement.orgId,
          details: { ...named, namedBy: ctx.actor.kind === 'user' ? ctx.actor.email : null },
        },
        ctx.now,
      );
    if (!saved.apprenticeSignedAt) return saved;
    pending.invitation = await issueGuardianInvite(tx, ctx, saved, named);
    return pending.invitation.agreement;
  });
  if (pending.invitation) await sendGuardianInvite(ctx, pending.invitation);
  return row;
}
