import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authCodes } from '../../db/schema/index.ts';
import { hashSecret } from '../../platform/crypto.ts';
import { newId, newSecret } from '../../platform/ids.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

type Purpose = 'resetPassword' | 'verifyEmail' | 'signIn';

const TTL_MS: Record<Purpose, number> = { resetPassword: 3600_000, verifyEmail: 3 * 24 * 3600_000, signIn: 120_000 };

/**
 * Purposes with one live code per account: issuing a code retires the older ones, and using one
 * retires the rest, so a reset link left in a mailbox stops working once a newer one exists.
 * (Sign-in tokens stay independent: two tabs may each open another site.)
 */
const ONE_LIVE_CODE: Record<Purpose, boolean> = { resetPassword: true, verifyEmail: false, signIn: false };

export const INVALID_CODE = 'This link is invalid or has expired. Request a new one.';

type Tx = Pick<Db, 'select' | 'update' | 'insert'>;

/** Ends the live codes of an account for a purpose (marked used: they can no longer be used). */
async function retireCodes(db: Pick<Db, 'update'>, accountId: string, purpose: Purpose, now: Date): Promise<void> {
  await db
    .update(authCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(authCodes.accountId, accountId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)));
}

/** Issues a one-time code for an account; only its hash is stored. */
export async function issueAccountCode(
  db: Db,
  secret: string,
  accountId: string,
  purpose: Purpose,
  now: Date,
): Promise<string> {
  const code = newSecret(24);
  await db.transaction(async (tx) => {
    if (ONE_LIVE_CODE[purpose]) await retireCodes(tx, accountId, purpose, now);
    await tx.insert(authCodes).values({
      id: newId(),
      accountId,
      purpose,
      codeHash: hashSecret(code, secret),
      expiresAt: new Date(now.getTime() + TTL_MS[purpose]).toISOString(),
    });
  });
  return code;
}

/** The account of a live code, without using it (to refuse a wrong code before slow work). */
export async function findAccountCode(
  db: Pick<Db, 'select'>,
  secret: string,
  code: string,
  purpose: Purpose,
  now: Date,
): Promise<string | null> {
  const row = await first(
    db
      .select({ accountId: authCodes.accountId })
      .from(authCodes)
      .where(
        and(
          eq(authCodes.codeHash, hashSecret(code, secret)),
          eq(authCodes.purpose, purpose),
          isNull(authCodes.usedAt),
          gt(authCodes.expiresAt, now.toISOString()),
        ),
      ),
  );
  return row?.accountId ?? null;
}

/** Uses a code once: returns its account id, or refuses when unknown, used or expired. */
export async function consumeAccountCode(
  db: Tx,
  secret: string,
  code: string,
  purpose: Purpose,
  now: Date,
): Promise<string> {
  const row = await first(
    db
      .select()
      .from(authCodes)
      .where(
        and(
          eq(authCodes.codeHash, hashSecret(code, secret)),
          eq(authCodes.purpose, purpose),
          isNull(authCodes.usedAt),
          gt(authCodes.expiresAt, now.toISOString()),
        ),
      ),
  );
  if (!row) throw fail('bad_request', INVALID_CODE);
  // Conditional on still being unused, so two requests (or processes) can't both use it.
  const used = await db
    .update(authCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  if (used.length !== 1) throw fail('bad_request', INVALID_CODE);
  if (ONE_LIVE_CODE[purpose]) await retireCodes(db, row.accountId, purpose, now);
  return row.accountId;
}
