import { isAdminLike, isSuperAdmin } from '@pathcraft/sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { fail } from '../../http/errors.ts';

/** The bare addresses of a comma-separated list ('Name <a@b.org>, c@d.org'), lower-cased. */
export function addressesOf(list: string | undefined): string[] {
  if (!list) return [];
  return list.split(',').map((a) => a.replace(/^.*<(.+)>$/, '$1').trim().toLowerCase());
}

/**
 * The relay sends platform-branded mail, so it is not open to everyone:
 * admin-like callers write to members of their own organization, with a
 * Reply-To that is their own address or a member's; super admins write anywhere.
 */
export async function checkRelay(db: Db, actor: Extract<Actor, { kind: 'user' }>, mail: { to: string; bcc?: string; replyTo?: string }): Promise<void> {
  if (!isAdminLike(actor.roles)) throw fail('forbidden', 'Only admins can send e-mail.');
  if (isSuperAdmin(actor.roles)) return;
  const recipients = [...addressesOf(mail.to), ...addressesOf(mail.bcc)];
  const replyTo = addressesOf(mail.replyTo);
  const members = await membersAmong(db, actor.orgId, [...recipients, ...replyTo]);
  const outsider = recipients.find((a) => !members.has(a));
  if (outsider) throw fail('forbidden', `You can only send e-mail to members of your organization (not ${outsider}).`);
  const self = actor.email.toLowerCase();
  if (replyTo.some((a) => a !== self && !members.has(a))) throw fail('forbidden', 'Reply-To must be your own address or a member of your organization.');
}

async function membersAmong(db: Db, orgId: string | null, addresses: string[]): Promise<Set<string>> {
  if (!orgId || !addresses.length) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(sql`lower(${users.email})`, [...new Set(addresses)])));
  return new Set(rows.map((r) => r.email));
}
