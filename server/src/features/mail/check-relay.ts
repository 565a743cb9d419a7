import { isAdminLike, isSuperAdmin } from '@pathcraft/sdk';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAccounts, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { addressesOf, type Mailbox } from '../../platform/mail/recipients.ts';
import { fail } from '../../platform/errors.ts';

/**
 * The relay sends platform-branded mail, so it is not open to everyone:
 * admin-like callers write to members of their own organization, at the
 * address each member signs in with and confirmed (an admin can't point a
 * member's record at an outside address and mail it), with a Reply-To that is
 * their own address or a member's; super admins write anywhere. The lists are
 * the mailboxes the mailer will deliver to (recipients.ts), parsed once.
 */
export async function checkRelay(
  db: Db,
  actor: Extract<Actor, { kind: 'user' }>,
  mail: { to: readonly Mailbox[]; bcc: readonly Mailbox[]; replyTo: readonly Mailbox[] },
): Promise<void> {
  if (!isAdminLike(actor.roles)) throw fail('forbidden', 'Only admins can send e-mail.');
  if (isSuperAdmin(actor.roles)) return;
  const recipients = [...addressesOf(mail.to), ...addressesOf(mail.bcc)];
  const replyTo = addressesOf(mail.replyTo);
  const members = await membersAmong(db, actor.orgId, [...recipients, ...replyTo]);
  const outsider = recipients.find((a) => !members.has(a));
  if (outsider) throw fail('forbidden', `You can only send e-mail to members of your organization (not ${outsider}).`);
  const self = actor.email.toLowerCase();
  if (replyTo.some((a) => a !== self && !members.has(a)))
    throw fail('forbidden', 'Reply-To must be your own address or a member of your organization.');
}

/** Of these addresses, those a member of the organization signs in with and has confirmed (an account that is not disabled). */
async function membersAmong(db: Db, orgId: string | null, addresses: string[]): Promise<Set<string>> {
  if (!orgId || !addresses.length) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${authAccounts.email})` })
    .from(users)
    .innerJoin(authAccounts, eq(authAccounts.id, users.uid))
    .where(
      and(
        eq(users.orgId, orgId),
        inArray(sql`lower(${authAccounts.email})`, [...new Set(addresses)]),
        isNotNull(authAccounts.emailVerifiedAt),
        eq(authAccounts.disabled, false),
      ),
    );
  return new Set(rows.map((r) => r.email));
}
