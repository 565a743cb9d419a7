import { AGREEMENT_MESSAGES, isSuperAdmin } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { apprenticeAgreements, employerAgreements } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { fail } from '../../http/errors.ts';
import { DOC_ACCESS_HEADER, verifyDocAccess } from '../access-codes/access-token.ts';
import { inviteById, inviteFromToken } from '../invites/invite-access.ts';
import type { InviteRow } from '../invites/invite-events.ts';

export type EmployerAgreementRow = typeof employerAgreements.$inferSelect;
export type ApprenticeAgreementRow = typeof apprenticeAgreements.$inferSelect;

const STAFF = ['owner', 'admin', 'teacher'];

/**
 * An agreement and the invite it is read through. Authorized readers: the
 * invitee holding a verified access token for an invite of this agreement,
 * or a staff member of the agreement's organization (or a super admin).
 */
export async function readAgreement<T extends 'employerAgreements' | 'apprenticeAgreements'>(
  deps: Deps,
  c: Context<AppEnv>,
  table: T,
  id: string,
): Promise<{ agreement: T extends 'employerAgreements' ? EmployerAgreementRow : ApprenticeAgreementRow; invite: InviteRow | null }> {
  const t = table === 'employerAgreements' ? employerAgreements : apprenticeAgreements;
  const agreement = deps.db.select().from(t).where(eq(t.id, id)).get() as (EmployerAgreementRow & ApprenticeAgreementRow) | undefined;
  const invite = await inviteFromToken(deps, c);
  if (invite) {
    const ref = table === 'employerAgreements' ? invite.employerAgreementId : invite.apprenticeAgreementId;
    if (!agreement || ref !== id) throw fail('forbidden', 'This access code opens another document.');
    return { agreement, invite };
  }
  const actor = c.get('actor');
  if (actor.kind !== 'user') throw fail('unauthorized', 'Enter the access code to continue.', { accessCode: 'required' });
  const staff = isSuperAdmin(actor.roles) || (agreement && actor.orgId === agreement.orgId && actor.roles.some((r) => STAFF.includes(r)));
  if (!agreement || !staff) throw fail('not_found', `No ${table === 'employerAgreements' ? 'employer' : 'apprentice'} agreement with id '${id}'`);
  return { agreement, invite: null };
}

/**
 * A reader of the employer agreement's PDF: anyone readAgreement lets in,
 * and the signer right after signing. Signing deletes the invite (002 §4),
 * so the signer's still-valid token is matched to the signed entry that
 * invite left in the agreement's history; it opens nothing else.
 */
export async function readSignedEmployerAgreement(deps: Deps, c: Context<AppEnv>, id: string): Promise<EmployerAgreementRow> {
  const token = c.req.header(DOC_ACCESS_HEADER);
  if (token) {
    const access = await verifyDocAccess(token, deps.config.tokenSecret, deps.now());
    if (access.table === 'invites' && !inviteById(deps.db, access.id)) {
      const agreement = deps.db.select().from(employerAgreements).where(eq(employerAgreements.id, id)).get();
      const signedThrough = agreement?.inviteHistory?.some((h) => h.id === access.id && h.actionTaken === AGREEMENT_MESSAGES.employerSignedHistory);
      if (agreement?.signedAt && signedThrough) return agreement;
    }
  }
  return (await readAgreement(deps, c, 'employerAgreements', id)).agreement;
}

/** Signing is the invitee's act, through an invite of the agreement's own type (002 §4). */
export function requireSigningInvite(invite: InviteRow | null, type: 'employerAgreement' | 'apprenticeAgreement'): InviteRow {
  if (!invite || invite.inviteType !== type) throw fail('forbidden', 'Only the invited signer can sign this agreement.');
  return invite;
}

export const refuseSigned = (row: { signedAt: string | null }) => {
  if (row.signedAt) throw fail('conflict', 'This agreement is signed and can no longer be changed.');
};
