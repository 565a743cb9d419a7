import { INVITE_SIGN_UP_MESSAGES, safeContinuePath, type InviteRegistration } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import type { InviteRow } from './invite-events.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/** Where a registration invite leads once the account exists: the continueUrl of its register link (a same-site path), else the account page. */
export function registrationLanding(invite: Pick<InviteRow, 'registerLink'>): string {
  const link = invite.registerLink ? new URL(invite.registerLink, 'http://invite.local') : null;
  return safeContinuePath(link?.searchParams.get('continueUrl'), '/account');
}

/** A register invite the verified invitee may still use; anything else is refused with the reason. */
export function requireRegisterInvite(invite: InviteRow): InviteRow {
  if (invite.inviteType !== 'register') throw fail('bad_request', INVITE_SIGN_UP_MESSAGES.notRegister);
  if (invite.usedAt) throw fail('conflict', INVITE_SIGN_UP_MESSAGES.used);
  return invite;
}

/** What the sign-up form shows once the access code is verified: the invitee's name and e-mail, the organization. */
export async function readInviteRegistration(db: Pick<Db, 'select'>, invite: InviteRow): Promise<InviteRegistration> {
  if (invite.inviteType !== 'register') throw fail('bad_request', INVITE_SIGN_UP_MESSAGES.notRegister);
  const org = await first(
    db
      .select({ id: organizations.id, name: organizations.name, slug: organizations.slug })
      .from(organizations)
      .where(eq(organizations.id, invite.orgId)),
  );
  if (!org) throw fail('not_found', 'This invitation is no longer valid.');
  return {
    inviteId: invite.id,
    firstName: invite.firstName,
    lastName: invite.lastName,
    email: invite.email,
    org,
    usedAt: invite.usedAt,
  };
}
