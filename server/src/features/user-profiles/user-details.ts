import { composeFullName, type ZUserDetails } from '@pathcraft/sdk';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { auditDetailsOf, recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { type UserRow, userForManager } from './user-access.ts';
import { first } from '../../db/first.ts';

/** The personal fields of an apprenticeship user (docs/rules.md#users). */
export function userDetailsOf(user: UserRow) {
  const { id, name, email, firstName, lastName, middleName, suffix, phone, phoneExt, mobilePhone, userSignature } =
    user;
  return { id, name, email, firstName, lastName, middleName, suffix, phone, phoneExt, mobilePhone, userSignature };
}
export type UserDetails = ReturnType<typeof userDetailsOf>;

export async function getUserDetails(db: Db, actor: Actor, userId: string): Promise<UserDetails> {
  return userDetailsOf(await userForManager(db, actor, userId));
}

/** Saves first/middle/last name, suffix and phones; the full name is composed from them, the e-mail never changes here. */
export async function updateUserDetails(
  ctx: { db: Db; actor: Actor; meta: RequestMeta | null; now: Date },
  userId: string,
  input: z.infer<typeof ZUserDetails>,
): Promise<UserDetails> {
  return await ctx.db.transaction(async (tx) => {
    const user = await userForManager(tx, ctx.actor, userId, { change: true });
    const blank = (v: string | null | undefined) => v?.trim() || null;
    const changes = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      middleName: blank(input.middleName),
      suffix: blank(input.suffix),
      phone: blank(input.phone),
      phoneExt: blank(input.phoneExt),
      mobilePhone: blank(input.mobilePhone),
    };
    const name = composeFullName(changes);
    const row = (await first(
      tx
        .update(users)
        .set({ ...changes, name, updatedAt: ctx.now.toISOString() })
        .where(eq(users.id, user.id))
        .returning(),
    ))!;
    await recordAuditEvent(
      tx,
      ctx.actor,
      ctx.meta,
      {
        action: 'users.details',
        entity: 'users',
        entityId: user.id,
        orgId: user.orgId,
        details: auditDetailsOf({ ...changes, name }),
      },
      ctx.now,
    );
    return userDetailsOf(row);
  });
}
