import { AGREEMENT_MESSAGES, isSuperAdmin } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { apprenticeAgreements, employerAgreements } from '../../db/schema/index.ts';
import type { Actor, RequestContext } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { verifyDocAccess } from '../access-codes/access-token.ts';
import { inviteById, inviteFromToken } from '../invites/invite-access.ts';
import type { InviteRow } from '../invites/invite-events.ts';
import { sponsorOf } from './program-context.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export type EmployerAgreementRow = typeof employerAgreements.$inferSelect;
export type ApprenticeAgreementRow = typeof apprenticeAgreements.$inferSelect;

const STAFF = ['owner', 'admin', 'teacher'];
const ADMINS = ['owner', 'admin'];

export const PRIVATE_READERS_ONLY =
  "Apprentice agreements hold the apprentice's private information: only the apprentice, the program sponsor and the organization's administrators can open them.";

type UserActor = Extract<Actor, { kind: 'user' }>;

/**
 * Who may read Section A's private fields and the PDF that prints them: the
 * apprentice, the sponsor (the first manager of the employer location, who
 * signs the PDF), the organization's owners and admins, and super admins.
 */
async function readsApprenticePrivateInfo(
  db: Deps['db'],
  actor: UserActor,
  agreement: ApprenticeAgreementRow,
): Promise<boolean> {
  if (isSuperAdmin(actor.roles) || agreement.userId === actor.userId) return true;
  if (actor.orgId === agreement.orgId && actor.roles.some((r) => ADMINS.includes(r))) return true;
  return (await sponsorOf(db, agreement.locationId))?.id === actor.userId;
}

/**
 * Whether a signed-in user reads an agreement (its files included: the PDF, the signatures):
 * an apprentice agreement's private readers, an employer agreement's organization staff.
 */
export async function userReadsAgreement(
  db: Deps['db'],
  actor: UserActor,
  table: 'employerAgreements' | 'apprenticeAgreements',
  agreement: EmployerAgreementRow | ApprenticeAgreementRow,
): Promise<boolean> {
  if (table === 'apprenticeAgreements')
    return readsApprenticePrivateInfo(db, actor, agreement as ApprenticeAgreementRow);
  return isSuperAdmin(actor.roles) || (actor.orgId === agreement.orgId && actor.roles.some((r) => STAFF.includes(r)));
}

/**
 * An agreement and the invite it is read through. Authorized readers: the
 * invitee holding a verified access token for an invite of this agreement;
 * for an employer agreement, a staff member of its organization (or a super
 * admin); for an apprentice agreement, only its private readers (above):
 * other staff, teachers included, get a 403 that says why.
 */
export async function readAgreement<T extends 'employerAgreements' | 'apprenticeAgreements'>(
  deps: Deps,
  ctx: Pick<RequestContext, 'actor' | 'tokens'>,
  table: T,
  id: string,
): Promise<{
  agreement: T extends 'employerAgreements' ? EmployerAgreementRow : ApprenticeAgreementRow;
  invite: InviteRow | null;
}> {
  const t = table === 'employerAgreements' ? employerAgreements : apprenticeAgreements;
  const agreement = (await first(deps.db.select().from(t).where(eq(t.id, id)))) as
    | (EmployerAgreementRow & ApprenticeAgreementRow)
    | undefined;
  const invite = await inviteFromToken(deps, ctx);
  if (invite) {
    const ref = table === 'employerAgreements' ? invite.employerAgreementId : invite.apprenticeAgreementId;
    if (!agreement || ref !== id) throw fail('forbidden', 'This access code opens another document.');
    return { agreement, invite };
  }
  const actor = ctx.actor;
  if (actor.kind === 'apiKey') throw fail('forbidden', "API keys can't open agreements.");
  if (actor.kind !== 'user')
    throw fail('unauthorized', 'Enter the access code to continue.', { accessCode: 'required' });
  const notFound = () =>
    fail('not_found', `No ${table === 'employerAgreements' ? 'employer' : 'apprentice'} agreement with id '${id}'`);
  if (!agreement) throw notFound();
  const staff =
    isSuperAdmin(actor.roles) || (actor.orgId === agreement.orgId && actor.roles.some((r) => STAFF.includes(r)));
  if (table === 'apprenticeAgreements' && !(await readsApprenticePrivateInfo(deps.db, actor, agreement))) {
    if (staff) throw fail('forbidden', PRIVATE_READERS_ONLY);
    throw notFound();
  }
  if (table === 'employerAgreements' && !staff) throw notFound();
  return { agreement, invite: null };
}

/**
 * A reader of the employer agreement's PDF: anyone readAgreement lets in,
 * and the signer whose invite is gone (signing once deleted it, as the
 * original product did; it is now kept, marked used): the still-valid token is matched to
 * the signed entry that invite left in the agreement's history; it opens
 * nothing else.
 */
export async function readSignedEmployerAgreement(
  deps: Deps,
  ctx: Pick<RequestContext, 'actor' | 'tokens'>,
  id: string,
): Promise<EmployerAgreementRow> {
  const token = ctx.tokens.document;
  if (token) {
    const access = await verifyDocAccess(token, deps.config.tokenSecret, deps.now());
    if (access.table === 'invites' && !(await inviteById(deps.db, access.id))) {
      const agreement = await first(deps.db.select().from(employerAgreements).where(eq(employerAgreements.id, id)));
      const signedThrough = agreement?.inviteHistory?.some(
        (h) => h.id === access.id && h.actionTaken === AGREEMENT_MESSAGES.employerSignedHistory,
      );
      if (agreement?.signedAt && signedThrough) return agreement;
    }
  }
  return (await readAgreement(deps, ctx, 'employerAgreements', id)).agreement;
}

/** Signing is the invitee's act, through an invite of the agreement's own type (docs/rules.md#agreements). */
export function requireSigningInvite(
  invite: InviteRow | null,
  type: 'employerAgreement' | 'apprenticeAgreement',
): InviteRow {
  if (!invite || invite.inviteType !== type)
    throw fail('forbidden', 'Only the invited signer can sign this agreement.');
  return invite;
}

/** A signed agreement is frozen; so is a minor's once the apprentice signed (the guardian co-signs what the apprentice signed). */
export const refuseSigned = (row: { signedAt: string | null; apprenticeSignedAt?: string | null }) => {
  if (row.signedAt || row.apprenticeSignedAt)
    throw fail('conflict', 'This agreement is signed and can no longer be changed.');
};
