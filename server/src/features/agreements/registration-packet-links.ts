import { agreementThatCounts } from '@pathcraft/sdk';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { apprenticeAgreements } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import type { UserActor } from '../progress/progress-access.ts';
import { userReadsAgreement } from './agreement-access.ts';

type Row = { apprenticeshipId: string; userId: string };

/**
 * Where a list of apprentices links to each one's registration packet: the signed apprentice
 * agreement, when the caller reads it (the packet's own rule, userReadsAgreement). A mentor or an
 * employer admin who is not one of its readers gets no link.
 */
export async function withRegistrationPackets<T extends Row>(
  db: Deps['db'],
  user: UserActor,
  rows: T[],
): Promise<(T & { registrationPacket: { apprenticeAgreementId: string } | null })[]> {
  if (!rows.length) return [];
  const signed = await db
    .select()
    .from(apprenticeAgreements)
    .where(
      and(
        inArray(apprenticeAgreements.apprenticeshipId, [...new Set(rows.map((r) => r.apprenticeshipId))]),
        isNotNull(apprenticeAgreements.signedAt),
      ),
    );
  // By program only (few ids, whatever the number of apprentices); the rows pick their own: of an
  // apprentice's signed agreements, the one that counts (sdk agreementThatCounts, as their progress reads it).
  const listed = new Set(rows.map((r) => `${r.apprenticeshipId}:${r.userId}`));
  const signedOf = new Map<string, (typeof signed)[number][]>();
  for (const agreement of signed) {
    const key = `${agreement.apprenticeshipId}:${agreement.userId}`;
    if (listed.has(key)) signedOf.set(key, [...(signedOf.get(key) ?? []), agreement]);
  }
  const readable = new Map<string, string>();
  for (const [key, own] of signedOf) {
    const agreement = agreementThatCounts(own)!;
    if (await userReadsAgreement(db, user, 'apprenticeAgreements', agreement)) readable.set(key, agreement.id);
  }
  return rows.map((r) => {
    const id = readable.get(`${r.apprenticeshipId}:${r.userId}`);
    return { ...r, registrationPacket: id ? { apprenticeAgreementId: id } : null };
  });
}
