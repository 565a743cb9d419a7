import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apprenticeAgreements, userProfiles, users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import type { FieldCipher } from '../../platform/crypto.ts';
import { recordInviteEvent, type InviteRow } from '../invites/invite-events.ts';
import { refuseSigned, type ApprenticeAgreementRow } from './agreement-access.ts';
import { AGREEMENT_PRIVATE_FIELDS, sealAgreementFields } from './private-fields.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';

/**
 * After the apprentice saves their profile, Section A takes the new values
 * (docs/rules.md#agreements). Every private
 * value is copied as ciphertext (a clear value left by an older profile is
 * sealed on the way). Refused once signed.
 */
export async function syncApprenticeAgreement(
  ctx: { db: Db; cipher: FieldCipher; actor: Actor; meta: RequestMeta | null; now: Date },
  agreement: ApprenticeAgreementRow,
  invite: InviteRow,
): Promise<ApprenticeAgreementRow> {
  return await ctx.db.transaction(async (tx) => {
    // Locked, so a signing in between cannot be overwritten by the profile's values.
    const current = (await first(
      forUpdate(tx.select().from(apprenticeAgreements).where(eq(apprenticeAgreements.id, agreement.id))),
    ))!;
    refuseSigned(current);
    const userId = current.userId ?? invite.userId;
    const user = userId ? await first(tx.select().from(users).where(eq(users.id, userId))) : undefined;
    const profile = userId
      ? await first(tx.select().from(userProfiles).where(eq(userProfiles.userId, userId)))
      : undefined;
    const changes: Partial<ApprenticeAgreementRow> = {};
    if (user) {
      Object.assign(changes, {
        name: user.name,
        signerName: user.name,
        signerFirstName: user.firstName,
        signerLastName: user.lastName,
        signerMiddleName: user.middleName,
        signerEmail: user.email,
        signerPhone: user.phone,
      });
    }
    if (profile) {
      const copied = Object.fromEntries(
        AGREEMENT_PRIVATE_FIELDS.map((f) => [f, profile[f as keyof typeof profile] ?? null]),
      );
      Object.assign(changes, sealAgreementFields(ctx.cipher, copied), { userProfileId: profile.id });
    }
    const stamp = ctx.now.toISOString();
    const row = (await first(
      tx
        .update(apprenticeAgreements)
        .set({ ...changes, updatedAt: stamp })
        .where(eq(apprenticeAgreements.id, agreement.id))
        .returning(),
    ))!;
    await recordInviteEvent(tx, ctx.actor, ctx.meta, invite, 'agreement.dataSaved', ctx.now, {
      fields: Object.keys(changes),
    });
    return row;
  });
}
