import { randomInt } from 'node:crypto';
import { inviteSendProblems, type InviteInput } from '@pathcraft/sdk';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  apprenticeAgreements,
  apprenticeships,
  employerAgreements,
  employerProfiles,
  invites,
  organizations,
  users,
  wageSchedules,
} from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { hashSecret } from '../../platform/crypto.ts';
import { newId } from '../../platform/ids.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { recordInviteEvent } from './invite-events.ts';
import { requireInviteManager } from './invite-manager.ts';
import { sendInviteEmail } from './send-invite-email.ts';
import { wageFloorAt } from '../wage-schedules/wage-schedule-rules.ts';
import { checkInviteRatio } from '../compliance/invite-ratio-warning.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first, one } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

// No 0/O, 1/I/L: a code read aloud or copied by hand comes out right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newAccessCode = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export interface InviteCtx {
  db: Db;
  mailer: Mailer;
  pepper: string;
  publicUrl: string;
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
}

type Input = Omit<InviteInput, 'orgId'> & { orgId?: string };
type SendInput = Input & { confirmOverRatio?: boolean };
type Program = typeof apprenticeships.$inferSelect;

/**
 * An owner or admin invites someone (docs/rules.md#invitations-and-access-codes): the related records
 * must be the organization's, an agreement invite is refused while its
 * program's wage schedules break the rules (the sender sees each problem),
 * and a fresh access code is e-mailed, stored only as a keyed hash and
 * answered once to the sender. Sent from an apprenticeship, an agreement
 * invite needs no agreement yet: the program's open one is used, or one is
 * drawn up from the program in the same transaction.
 */
export async function createInvite(ctx: InviteCtx, { confirmOverRatio = false, ...input }: SendInput) {
  const { caller, orgId } = requireInviteManager(ctx.actor, input.orgId);
  const { db } = ctx;
  const org = await first(
    db
      .select({ id: organizations.id, name: organizations.name, orgLogo: organizations.orgLogo })
      .from(organizations)
      .where(eq(organizations.id, orgId)),
  );
  if (!org) throw fail('not_found', 'Organization not found');

  const owned = async (
    table:
      | typeof apprenticeships
      | typeof employerProfiles
      | typeof employerAgreements
      | typeof apprenticeAgreements
      | typeof users,
    id: string | null | undefined,
    name: string,
  ) => {
    if (!id) return;
    const row = await first(db.select({ orgId: table.orgId }).from(table).where(eq(table.id, id)));
    if (!row || row.orgId !== orgId) throw fail('not_found', `No ${name} with id '${id}'`);
  };
  await owned(apprenticeships, input.apprenticeshipId, 'apprenticeship');
  await owned(employerProfiles, input.employerProfileId, 'employer profile');
  await owned(employerAgreements, input.employerAgreementId, 'employer agreement');
  await owned(apprenticeAgreements, input.apprenticeAgreementId, 'apprentice agreement');
  await owned(users, input.userId, 'user');

  const program = input.apprenticeshipId
    ? (await first(db.select().from(apprenticeships).where(eq(apprenticeships.id, input.apprenticeshipId))))!
    : null;
  const invitee = input.userId
    ? await first(
        db
          .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, name: users.name })
          .from(users)
          .where(eq(users.id, input.userId)),
      )
    : undefined;
  const resolved: Input = {
    ...input,
    employerProfileId:
      input.employerProfileId ?? (input.inviteType !== 'register' ? program?.employerProfileId : null) ?? null,
    locationId: input.locationId ?? program?.locationId ?? null,
    email: input.email ?? invitee?.email ?? null,
    firstName: input.firstName ?? invitee?.firstName ?? null,
    lastName: input.lastName ?? invitee?.lastName ?? null,
  };
  // An agreement invite from a program draws up its agreement; the apprentice's needs the apprentice.
  const drawsUp =
    program &&
    ((resolved.inviteType === 'employerAgreement' && !resolved.employerAgreementId) ||
      (resolved.inviteType === 'apprenticeAgreement' && !resolved.apprenticeAgreementId));
  const needs: Record<string, (keyof Input)[]> = {
    employerAgreement: [...(drawsUp ? [] : (['employerAgreementId'] as const)), 'apprenticeshipId', 'email'],
    apprenticeAgreement: [
      ...(drawsUp ? (['userId'] as const) : (['apprenticeAgreementId'] as const)),
      'apprenticeshipId',
      'email',
    ],
    workforce: ['employerProfileId', 'email'],
    register: ['registerLink'],
  };
  const missing = needs[resolved.inviteType]?.find((k) => !resolved[k]);
  if (missing) throw fail('bad_request', `${missing} is required for a ${resolved.inviteType} invite.`);
  for (const [table, id] of [
    [employerAgreements, resolved.employerAgreementId],
    [apprenticeAgreements, resolved.apprenticeAgreementId],
  ] as const) {
    if (id && (await first(db.select({ signedAt: table.signedAt }).from(table).where(eq(table.id, id))))?.signedAt)
      throw fail('conflict', 'This agreement is already signed.');
  }

  if (program) {
    const rows = await db.select().from(wageSchedules).where(eq(wageSchedules.apprenticeshipId, program.id));
    const schedules = await Promise.all(
      rows.map(async (s) => ({ ...s, floor: await wageFloorAt(db, s.locationId ?? program.locationId, ctx.now) })),
    );
    const problems = inviteSendProblems({ inviteType: resolved.inviteType, schedules, ojtHours: program.ojtHours });
    if (problems.length) throw fail('bad_request', problems[0]!, { problems });
  }
  // Warned before it is sent: an apprentice the employer's journeyworkers do not allow (issue 27 item 4).
  const overRatio =
    resolved.inviteType === 'apprenticeAgreement'
      ? await checkInviteRatio(db, {
          orgId,
          employerProfileId: resolved.employerProfileId,
          userId: resolved.userId,
          confirmed: confirmOverRatio,
        })
      : null;

  const code = newAccessCode();
  const id = newId();
  const stamp = ctx.now.toISOString();
  const invite = await db.transaction(async (tx) => {
    // Drawing up an agreement: the program's row is locked, so parallel invites (any process) find the one drawn up first.
    if (drawsUp)
      await forUpdate(
        tx.select({ id: apprenticeships.id }).from(apprenticeships).where(eq(apprenticeships.id, program!.id)),
      );
    const values = {
      ...resolved,
      id,
      orgId,
      accessCodeHash: hashSecret(code, ctx.pepper),
      sentAt: stamp,
      history: [{ actionAt: stamp, actionTaken: 'Invite Sent' }],
      createdAt: stamp,
      updatedAt: stamp,
    };
    if (drawsUp && values.inviteType === 'employerAgreement')
      values.employerAgreementId = await employerAgreementFor(tx, program!, values, stamp);
    if (drawsUp && values.inviteType === 'apprenticeAgreement')
      values.apprenticeAgreementId = await apprenticeAgreementFor(tx, program!, values, invitee?.name ?? null, stamp);
    const row = await one(tx.insert(invites).values(values).returning());
    if (row.employerAgreementId && row.inviteType === 'employerAgreement') {
      await tx
        .update(employerAgreements)
        .set({ signerInviteSentAt: stamp, updatedAt: stamp })
        .where(eq(employerAgreements.id, row.employerAgreementId));
    }
    if (row.apprenticeAgreementId && row.inviteType === 'apprenticeAgreement') {
      await tx
        .update(apprenticeAgreements)
        .set({ signerInviteSentAt: stamp, inviteId: id, updatedAt: stamp })
        .where(eq(apprenticeAgreements.id, row.apprenticeAgreementId));
    }
    await recordInviteEvent(tx, caller, ctx.meta, row, 'invite.sent', ctx.now, {
      sentBy: caller.email,
      ...(overRatio ? { overRatioConfirmed: overRatio.ratio } : {}),
    });
    return row;
  });

  if (invite.email)
    await sendInviteEmail(ctx.mailer, {
      publicUrl: ctx.publicUrl,
      org,
      invite: { ...invite, email: invite.email },
      code,
      createdBy: caller.userId,
    });
  const { accessCodeHash: _hash, ...item } = invite;
  return { docId: id, item, accessCode: code };
}

/** The program's unsigned employer agreement with this employer, or a new one with the signer's name, title and e-mail. */
async function employerAgreementFor(
  tx: Tx,
  program: Program,
  invite: Input & { orgId: string },
  stamp: string,
): Promise<string> {
  const open = await first(
    tx
      .select({ id: employerAgreements.id })
      .from(employerAgreements)
      .where(
        and(
          eq(employerAgreements.apprenticeshipId, program.id),
          isNull(employerAgreements.signedAt),
          invite.employerProfileId ? eq(employerAgreements.employerProfileId, invite.employerProfileId) : undefined,
        ),
      )
      .orderBy(desc(employerAgreements.createdAt)),
  );
  if (open) return open.id;
  const id = newId();
  const signerName = [invite.firstName, invite.lastName].filter(Boolean).join(' ') || null;
  await tx.insert(employerAgreements).values({
    id,
    orgId: invite.orgId,
    apprenticeshipId: program.id,
    employerProfileId: invite.employerProfileId ?? null,
    locationId: invite.locationId ?? null,
    signerName,
    signerTitle: invite.title ?? null,
    signerEmail: invite.email ?? null,
    createdAt: stamp,
    updatedAt: stamp,
  });
  return id;
}

/** The apprentice's unsigned agreement for the program, or a new one filled from the program and the apprentice. */
async function apprenticeAgreementFor(
  tx: Tx,
  program: Program,
  invite: Input & { orgId: string; id: string },
  name: string | null,
  stamp: string,
): Promise<string> {
  const open = await first(
    tx
      .select({ id: apprenticeAgreements.id })
      .from(apprenticeAgreements)
      .where(
        and(
          eq(apprenticeAgreements.apprenticeshipId, program.id),
          eq(apprenticeAgreements.userId, invite.userId!),
          isNull(apprenticeAgreements.signedAt),
        ),
      ),
  );
  if (open) return open.id;
  const employerAgreement = await first(
    tx
      .select({ id: employerAgreements.id })
      .from(employerAgreements)
      .where(eq(employerAgreements.apprenticeshipId, program.id))
      .orderBy(desc(employerAgreements.createdAt)),
  );
  const id = newId();
  await tx.insert(apprenticeAgreements).values({
    id,
    orgId: invite.orgId,
    apprenticeshipId: program.id,
    employerProfileId: invite.employerProfileId ?? null,
    employerAgreementId: employerAgreement?.id ?? null,
    locationId: invite.locationId ?? null,
    userId: invite.userId!,
    inviteId: invite.id,
    name,
    signerName: name,
    signerFirstName: invite.firstName ?? null,
    signerLastName: invite.lastName ?? null,
    signerEmail: invite.email ?? null,
    occupationName: program.occupationName,
    ojtHours: program.ojtHours,
    instructionHours: program.instructionHours,
    startDate: program.startDate,
    expectedEndDate: program.expectedEndDate,
    createdAt: stamp,
    updatedAt: stamp,
  });
  return id;
}
