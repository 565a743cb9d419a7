import { checkPrivateInfo, maskSsn, normalizePrivateInfo, PRIVATE_INFO_FIELDS, type PrivateInfo } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { type FieldCipher, openField } from '../../platform/crypto.ts';
import { newId } from '../../platform/ids.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { userForManager } from './user-access.ts';
import { first, one } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

type ProfileRow = typeof userProfiles.$inferSelect;

/** What the API answers: every private value in clear except the SSN, which is only ever masked. */
export type PrivateInfoView = Omit<PrivateInfo, 'ssn'> & {
  id: string | null;
  userId: string;
  ssn: string | null;
  hasSsn: boolean;
};

function viewOf(cipher: FieldCipher, userId: string, row: ProfileRow | undefined): PrivateInfoView {
  const view = { id: row?.id ?? null, userId, hasSsn: Boolean(row?.ssn) } as PrivateInfoView;
  for (const field of PRIVATE_INFO_FIELDS) {
    if (field === 'races') view.races = row?.races?.map((r) => openField(cipher, r)!) ?? null;
    else if (field === 'ssn') view.ssn = maskSsn(openField(cipher, row?.ssn)) || null;
    else view[field] = openField(cipher, row?.[field]);
  }
  return view;
}

interface Ctx {
  db: Db;
  cipher: FieldCipher;
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
}

export async function getPrivateInfo(
  ctx: Pick<Ctx, 'db' | 'cipher' | 'actor'>,
  userId: string,
): Promise<PrivateInfoView> {
  const user = await userForManager(ctx.db, ctx.actor, userId);
  return viewOf(
    ctx.cipher,
    user.id,
    await first(ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))),
  );
}

/**
 * Checks the form with the sdk rules, encrypts every value and stores it,
 * creating the profile (and linking it from the user) when there is none.
 * An empty or masked SSN keeps the one on file. Values never reach the log
 * or the audit trail; only the names of the fields saved do.
 */
export async function savePrivateInfo(ctx: Ctx, userId: string, input: PrivateInfo): Promise<PrivateInfoView> {
  const { cipher, now } = ctx;
  return await ctx.db.transaction(async (tx) => {
    const user = await userForManager(tx, ctx.actor, userId, { change: true });
    if (!user.orgId) throw fail('bad_request', 'This user belongs to no organization.');
    const existing = await first(tx.select().from(userProfiles).where(eq(userProfiles.userId, user.id)));
    const errors = checkPrivateInfo(input, { ssnOnFile: Boolean(existing?.ssn), today: now });
    const firstError = Object.values(errors)[0];
    if (firstError) throw fail('bad_request', firstError, { fields: errors });

    const clear = normalizePrivateInfo(input);
    const sealed: Partial<typeof userProfiles.$inferInsert> = {};
    for (const field of PRIVATE_INFO_FIELDS) {
      if (!(field in clear)) continue;
      if (field === 'races') sealed.races = clear.races?.map((r) => cipher.encrypt(r)) ?? null;
      else {
        const v = clear[field];
        sealed[field] = v == null ? null : cipher.encrypt(v);
      }
    }
    const stamp = now.toISOString();
    const row = existing
      ? (await first(
          tx
            .update(userProfiles)
            .set({ ...sealed, updatedAt: stamp })
            .where(eq(userProfiles.id, existing.id))
            .returning(),
        ))!
      : await one(
          tx
            .insert(userProfiles)
            .values({ ...sealed, id: newId(), orgId: user.orgId, userId: user.id, createdAt: stamp, updatedAt: stamp })
            .returning(),
        );
    if (user.userProfileId !== row.id)
      await tx.update(users).set({ userProfileId: row.id, updatedAt: stamp }).where(eq(users.id, user.id));
    await recordAuditEvent(
      tx,
      ctx.actor,
      ctx.meta,
      {
        action: existing ? 'userProfiles.update' : 'userProfiles.create',
        entity: 'userProfiles',
        entityId: row.id,
        orgId: row.orgId,
        details: { fields: Object.keys(sealed) },
      },
      now,
    );
    return viewOf(cipher, user.id, row);
  });
}
