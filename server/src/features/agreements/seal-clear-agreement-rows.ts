import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apprenticeAgreements } from '../../db/schema/index.ts';
import type { FieldCipher } from '../../platform/crypto.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { AGREEMENT_PRIVATE_FIELDS, sealAgreementFields } from './private-fields.ts';

type Row = typeof apprenticeAgreements.$inferSelect;

const isClear = (cipher: FieldCipher, v: unknown): boolean =>
  Array.isArray(v) ? v.some((item) => isClear(cipher, item)) : v != null && !cipher.isEncrypted(v);

/**
 * Seals the private values that older versions copied onto apprentice
 * agreements in clear. Only the stored form changes (updatedAt stays); the
 * names of the sealed fields enter the audit trail. Signed rows are sealed
 * too: their legal record is the hashed PDF file, which is not touched.
 * Returns the number of rows sealed.
 */
export async function sealClearAgreementRows(ctx: { db: Db; cipher: FieldCipher; now: Date }): Promise<number> {
  return await ctx.db.transaction(async (tx) => {
    let sealed = 0;
    // Locked: a process starting at the same time waits, then finds the rows sealed.
    for (const row of await forUpdate(tx.select().from(apprenticeAgreements))) {
      const fields = AGREEMENT_PRIVATE_FIELDS.filter((f) => isClear(ctx.cipher, row[f as keyof Row]));
      if (!fields.length) continue;
      const clear = Object.fromEntries(fields.map((f) => [f, row[f as keyof Row]]));
      await tx
        .update(apprenticeAgreements)
        .set(sealAgreementFields(ctx.cipher, clear))
        .where(eq(apprenticeAgreements.id, row.id));
      await recordAuditEvent(
        tx,
        { kind: 'anonymous' },
        null,
        {
          action: 'apprenticeAgreements.privateFieldsSealed',
          entity: 'apprenticeAgreements',
          entityId: row.id,
          orgId: row.orgId,
          details: { fields },
        },
        ctx.now,
      );
      sealed++;
    }
    return sealed;
  });
}
