import { randomInt } from 'node:crypto';
import { inviteSendProblems, isSuperAdmin, type InviteInput } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apprenticeAgreements, apprenticeships, employerAgreements, employerProfiles, invites, organizations, wageSchedules } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../http/actor.ts';
import { fail } from '../../http/errors.ts';
import { requireUser } from '../../http/identify.ts';
import { hashSecret } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import { genericEmail, textToHtml } from '../../emails/generic.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordInviteEvent } from './invite-events.ts';

// No 0/O, 1/I/L: a code read aloud or copied by hand comes out right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newAccessCode = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

interface Ctx {
  db: Db;
  mailer: Mailer;
  pepper: string;
  publicUrl: string;
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
}

type Input = Omit<InviteInput, 'orgId'> & { orgId?: string };

/**
 * An owner or admin invites someone (002 §3 Invite): the related records
 * must be the organization's, an agreement invite is refused while its
 * program's wage schedules break the rules (the sender sees each problem),
 * and a fresh access code is e-mailed, stored only as a keyed hash and
 * answered once to the sender.
 */
export async function createInvite(ctx: Ctx, input: Input) {
  const caller = requireUser(ctx.actor);
  const superAdmin = isSuperAdmin(caller.roles);
  if (!superAdmin && !caller.roles.some((r) => r === 'owner' || r === 'admin')) throw fail('forbidden', "Your role can't send invitations.");
  const orgId = superAdmin ? (input.orgId ?? caller.orgId) : caller.orgId;
  if (!orgId) throw fail('bad_request', 'orgId is required');
  if (!superAdmin && input.orgId && input.orgId !== orgId) throw fail('forbidden', 'You can only invite for your own organization.');
  const { db } = ctx;
  const org = db.select({ id: organizations.id, name: organizations.name, orgLogo: organizations.orgLogo }).from(organizations).where(eq(organizations.id, orgId)).get();
  if (!org) throw fail('not_found', 'Organization not found');

  const owned = (table: typeof apprenticeships | typeof employerProfiles | typeof employerAgreements | typeof apprenticeAgreements, id: string | null | undefined, name: string) => {
    if (!id) return;
    const row = db.select({ orgId: table.orgId }).from(table).where(eq(table.id, id)).get();
    if (!row || row.orgId !== orgId) throw fail('not_found', `No ${name} with id '${id}'`);
  };
  owned(apprenticeships, input.apprenticeshipId, 'apprenticeship');
  owned(employerProfiles, input.employerProfileId, 'employer profile');
  owned(employerAgreements, input.employerAgreementId, 'employer agreement');
  owned(apprenticeAgreements, input.apprenticeAgreementId, 'apprentice agreement');

  const needs: Record<string, (keyof Input)[]> = {
    employerAgreement: ['employerAgreementId', 'apprenticeshipId', 'email'],
    apprenticeAgreement: ['apprenticeAgreementId', 'apprenticeshipId', 'email'],
    workforce: ['employerProfileId', 'email'],
    register: ['registerLink'],
  };
  const missing = needs[input.inviteType]?.find((k) => !input[k]);
  if (missing) throw fail('bad_request', `${missing} is required for a ${input.inviteType} invite.`);
  for (const [table, id] of [[employerAgreements, input.employerAgreementId], [apprenticeAgreements, input.apprenticeAgreementId]] as const) {
    if (id && db.select({ signedAt: table.signedAt }).from(table).where(eq(table.id, id)).get()?.signedAt) throw fail('conflict', 'This agreement is already signed.');
  }

  if (input.apprenticeshipId) {
    const program = db.select({ ojtHours: apprenticeships.ojtHours }).from(apprenticeships).where(eq(apprenticeships.id, input.apprenticeshipId)).get();
    const schedules = db.select().from(wageSchedules).where(eq(wageSchedules.apprenticeshipId, input.apprenticeshipId)).all();
    const problems = inviteSendProblems({ inviteType: input.inviteType, schedules, ojtHours: program?.ojtHours });
    if (problems.length) throw fail('bad_request', problems[0]!, { problems });
  }

  const code = newAccessCode();
  const id = newId();
  const stamp = ctx.now.toISOString();
  const invite = db.transaction((tx) => {
    const row = tx
      .insert(invites)
      .values({ ...input, id, orgId, accessCodeHash: hashSecret(code, ctx.pepper), sentAt: stamp, history: [{ actionAt: stamp, actionTaken: 'Invite Sent' }], createdAt: stamp, updatedAt: stamp })
      .returning()
      .get();
    if (input.employerAgreementId && input.inviteType === 'employerAgreement') {
      tx.update(employerAgreements).set({ signerInviteSentAt: stamp, updatedAt: stamp }).where(eq(employerAgreements.id, input.employerAgreementId)).run();
    }
    if (input.apprenticeAgreementId && input.inviteType === 'apprenticeAgreement') {
      tx.update(apprenticeAgreements).set({ signerInviteSentAt: stamp, inviteId: id, updatedAt: stamp }).where(eq(apprenticeAgreements.id, input.apprenticeAgreementId)).run();
    }
    recordInviteEvent(tx, caller, ctx.meta, row, 'invite.sent', ctx.now, { sentBy: caller.email });
    return row;
  });

  if (input.email) {
    const url = `${ctx.publicUrl}/external/invite/id/${id}`;
    const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
    const mail = genericEmail(
      {
        title: `${org.name} invited you`,
        bodyHtml: `${textToHtml(`${greeting}\n\n${org.name} asks you to open this invitation. Your access code is ${code}.\n\nOpen the invitation at ${url}`)}<p><a href="${url}">Open the invitation</a></p>`,
      },
      { brandName: org.name, logoUrl: org.orgLogo },
    );
    await ctx.mailer.send({ to: input.email, ...mail, orgId, createdBy: caller.userId });
  }
  const { accessCodeHash: _hash, ...item } = invite;
  return { docId: id, item, accessCode: code };
}
