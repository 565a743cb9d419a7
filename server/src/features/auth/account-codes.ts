import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authCodes } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { hashSecret } from '../../lib/crypto.ts';
import { newId, newSecret } from '../../lib/ids.ts';

type Purpose = 'resetPassword' | 'verifyEmail' | 'signIn';

const TTL_MS: Record<Purpose, number> = { resetPassword: 3600_000, verifyEmail: 3 * 24 * 3600_000, signIn: 120_000 };

/** Issues a one-time code for an account; only its hash is stored. */
export function issueAccountCode(db: Db, secret: string, accountId: string, purpose: Purpose, now: Date): string {
  const code = newSecret(24);
  db.insert(authCodes)
    .values({
      id: newId(),
      accountId,
      purpose,
      codeHash: hashSecret(code, secret),
      expiresAt: new Date(now.getTime() + TTL_MS[purpose]).toISOString(),
    })
    .run();
  return code;
}

/** Uses a code once: returns its account id, or refuses when unknown, used or expired. */
export function consumeAccountCode(db: Pick<Db, 'select' | 'update'>, secret: string, code: string, purpose: Purpose, now: Date): string {
  const row = db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.codeHash, hashSecret(code, secret)), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now.toISOString())))
    .get();
  if (!row) throw fail('bad_request', 'This link is invalid or has expired. Request a new one.');
  db.update(authCodes).set({ usedAt: now.toISOString() }).where(eq(authCodes.id, row.id)).run();
  return row.accountId;
}
