import { ADMIN_ROLES, apprenticeEmployerOf, isSuperAdmin, PROGRESS_MESSAGES, recordNotFound } from '@pathcraft/sdk';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, apprenticeships, apprenticeshipUsers, employerProfiles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { actsFor } from '../../platform/acting-org.ts';
import { fail } from '../../platform/errors.ts';
import { agreementOf, agreementThatCountsFirst } from './program-of.ts';
import { requireUser } from '../../platform/actor.ts';

export type Reader = Db | Tx;
export type UserActor = Extract<Actor, { kind: 'user' }>;
export type ApprenticeshipRow = typeof apprenticeships.$inferSelect;

/**
 * What the caller is on one apprenticeship (issue 27's record-level rules): its apprentice (their
 * own logs), a mentor (a journeyworker named on it: its apprentices' logs), the sponsor (the
 * organization's owners and admins, a sponsor named on it, a super admin: everything), or the
 * contact of employers some of its apprentices work for (those apprentices only: onApprentice).
 * Teachers are none of these.
 */
export interface Standing {
  apprentice: boolean;
  mentor: boolean;
  sponsor: boolean;
  /** The employers of the program's apprentices (its own, those their agreements name) the caller is the contact of. */
  employers: ReadonlySet<string>;
}

/** What the caller is on one apprentice of a program: the employer admin of the employer that apprentice works for, or not. */
export interface ApprenticeStanding {
  /** The apprentice themselves. */
  own: boolean;
  mentor: boolean;
  employer: boolean;
  sponsor: boolean;
}

/** May approve or return weeks: a mentor, the apprentice's employer admin or the sponsor. */
export const reviews = (s: ApprenticeStanding) => s.mentor || s.employer || s.sponsor;
/** May confirm a wage step: the apprentice's employer admin or the sponsor (not the mentor). */
export const confirmsWages = (s: ApprenticeStanding) => s.employer || s.sponsor;
/** May see the apprentice's logs and progress: those who review them, and the apprentice. */
export const sees = (s: ApprenticeStanding) => reviews(s) || s.own;
/** Whether the caller oversees some apprentice of the program (a mentor, a sponsor, an employer of one). */
export const overseesSome = (s: Standing) => s.mentor || s.sponsor || s.employers.size > 0;

/** The caller on one apprentice, given whom that apprentice works for (sdk apprenticeEmployerOf). */
export function onApprentice(
  user: UserActor,
  standing: Standing,
  apprenticeUserId: string,
  apprenticeEmployerId: string | null,
): ApprenticeStanding {
  return {
    own: standing.apprentice && apprenticeUserId === user.userId,
    mentor: standing.mentor,
    employer: apprenticeEmployerId !== null && standing.employers.has(apprenticeEmployerId),
    sponsor: standing.sponsor,
  };
}

/** onApprentice for one apprentice of an apprenticeship the caller opened with apprenticeshipFor. */
export async function standingOnApprentice(
  db: Reader,
  access: { user: UserActor; apprenticeship: ApprenticeshipRow; standing: Standing },
  apprenticeUserId: string,
): Promise<ApprenticeStanding> {
  const { user, apprenticeship, standing } = access;
  // Whom the apprentice works for matters only to a caller who is the contact of some employer.
  const employerId = standing.employers.size ? await employerOfApprentice(db, apprenticeship, apprenticeUserId) : null;
  return onApprentice(user, standing, apprenticeUserId, employerId);
}

export async function standingOn(db: Reader, actor: UserActor, apprenticeship: ApprenticeshipRow): Promise<Standing> {
  return (await standingsOn(db, actor, [apprenticeship], employersOfContact(db, actor))).get(apprenticeship.id)!;
}

/**
 * The employer profiles whose contact has this e-mail address, in any case (the workforce form names
 * contacts by e-mail): sought through the employerProfiles_contactEmail index on lower(contactEmail).
 */
export const contactEmailIs = (email: string) => sql`lower(${employerProfiles.contactEmail}) = ${email.toLowerCase()}`;

/** The employer profiles whose contact the person is. */
async function employersOfContact(db: Reader, user: UserActor): Promise<string[]> {
  return (await employersWithContact(db, user.email)).map((r) => r.id);
}

/**
 * The employers (id and name, by name) whose contact has this e-mail address: those whose apprentices
 * the person oversees as their employer (what /account says they are, besides their platform role).
 */
export function employersWithContact(db: Reader, email: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: employerProfiles.id, name: employerProfiles.name })
    .from(employerProfiles)
    .where(contactEmailIs(email))
    .orderBy(employerProfiles.name, employerProfiles.id);
}

/**
 * standingOn for many apprenticeships in two queries (the caller's memberships, the programs'
 * agreements that name the employers they are the contact of). `contactOf` is those employers
 * (employersOfContact), read once a request: a caller that has them (apprenticeshipsReviewedBy
 * returns them) passes them; standingOn passes the pending read, so it runs beside the memberships'.
 */
export async function standingsOn(
  db: Reader,
  actor: UserActor,
  programs: readonly ApprenticeshipRow[],
  contactOf: string[] | Promise<string[]>,
): Promise<Map<string, Standing>> {
  const ids = programs.map((p) => p.id);
  const [members, mine] = await Promise.all([
    ids.length
      ? db
          .select({ apprenticeshipId: apprenticeshipUsers.apprenticeshipId, role: apprenticeshipUsers.role })
          .from(apprenticeshipUsers)
          .where(
            and(
              eq(apprenticeshipUsers.userId, actor.userId),
              eq(apprenticeshipUsers.active, true),
              inArray(apprenticeshipUsers.apprenticeshipId, ids),
            ),
          )
      : [],
    contactOf,
  ]);
  const named =
    ids.length && mine.length
      ? await db
          .selectDistinct({
            apprenticeshipId: apprenticeAgreements.apprenticeshipId,
            employerProfileId: apprenticeAgreements.employerProfileId,
          })
          .from(apprenticeAgreements)
          .where(
            and(
              inArray(apprenticeAgreements.apprenticeshipId, ids),
              inArray(apprenticeAgreements.employerProfileId, mine),
            ),
          )
      : [];
  const employersOfCaller = new Set(mine);
  return new Map(
    programs.map((p) => {
      const roles = new Set(members.filter((m) => m.apprenticeshipId === p.id).map((m) => m.role));
      const employers = new Set(named.filter((n) => n.apprenticeshipId === p.id).map((n) => n.employerProfileId!));
      if (p.employerProfileId !== null && employersOfCaller.has(p.employerProfileId))
        employers.add(p.employerProfileId);
      return [
        p.id,
        {
          apprentice: roles.has('apprentice'),
          mentor: roles.has('journeyworker'),
          sponsor: roles.has('sponsor') || actsFor(actor, p.orgId, ADMIN_ROLES),
          employers,
        },
      ];
    }),
  );
}

/** The apprenticeship, or not found (also when the caller has no standing on it: its existence is not revealed). */
export async function apprenticeshipFor(
  db: Reader,
  actor: Actor,
  id: string,
): Promise<{ user: UserActor; apprenticeship: ApprenticeshipRow; standing: Standing }> {
  const user = requireUser(actor);
  const apprenticeship = await first(db.select().from(apprenticeships).where(eq(apprenticeships.id, id)));
  if (!apprenticeship) throw fail('not_found', recordNotFound('apprenticeships'));
  const standing = await standingOn(db, user, apprenticeship);
  if (!standing.apprentice && !overseesSome(standing)) throw fail('not_found', recordNotFound('apprenticeships'));
  return { user, apprenticeship, standing };
}

export function requireApprentice(standing: Standing) {
  if (!standing.apprentice) throw fail('forbidden', PROGRESS_MESSAGES.notApprentice);
}

/**
 * The apprenticeships the caller oversees apprentices of: those they mentor or are named sponsor on,
 * those where an employer they are the contact of employs someone (the program's employer, or one an
 * agreement names), every one of their organization for owners and admins, every one for a super admin.
 * With them the employers the caller is the contact of (`contactOf`), for standingsOn.
 */
export async function apprenticeshipsReviewedBy(
  db: Reader,
  user: UserActor,
): Promise<{ programs: ApprenticeshipRow[]; contactOf: string[] }> {
  if (isSuperAdmin(user.roles)) {
    const [programs, contactOf] = await Promise.all([db.select().from(apprenticeships), employersOfContact(db, user)]);
    return { programs, contactOf };
  }
  const [named, employers] = await Promise.all([
    db
      .select({ id: apprenticeshipUsers.apprenticeshipId })
      .from(apprenticeshipUsers)
      .where(
        and(
          eq(apprenticeshipUsers.userId, user.userId),
          eq(apprenticeshipUsers.active, true),
          inArray(apprenticeshipUsers.role, ['journeyworker', 'sponsor']),
        ),
      ),
    employersOfContact(db, user),
  ]);
  const admin = actsFor(user, user.orgId, ADMIN_ROLES) ? user.orgId : null;
  const conditions = [
    named.length
      ? inArray(
          apprenticeships.id,
          named.map((n) => n.id),
        )
      : null,
    employers.length ? inArray(apprenticeships.employerProfileId, employers) : null,
    employers.length
      ? inArray(
          apprenticeships.id,
          db
            .select({ id: apprenticeAgreements.apprenticeshipId })
            .from(apprenticeAgreements)
            .where(inArray(apprenticeAgreements.employerProfileId, employers)),
        )
      : null,
    admin ? eq(apprenticeships.orgId, admin) : null,
  ].filter((c) => c !== null);
  if (!conditions.length) return { programs: [], contactOf: employers };
  const programs = await db
    .select()
    .from(apprenticeships)
    .where(
      sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` or `,
      ),
    );
  return { programs, contactOf: employers };
}

/**
 * The apprentices of these programs the caller oversees, as a condition on a table's (apprenticeship,
 * apprentice) columns: every apprentice where they mentor or sponsor, only their employers'
 * apprentices where they are an employer's contact. The apprentice's employer is the agreement
 * that counts' (sdk agreementThatCounts), else the program's (sdk apprenticeEmployerOf, as employerOfApprentice reads it).
 * Undefined when they oversee none.
 */
export function overseenApprentices(
  programs: readonly ApprenticeshipRow[],
  standings: ReadonlyMap<string, Standing>,
  on: { apprenticeshipId: AnyColumn; userId: AnyColumn },
): SQL | undefined {
  const all: string[] = [];
  const byEmployer: ApprenticeshipRow[] = [];
  const employers = new Set<string>();
  for (const p of programs) {
    const s = standings.get(p.id)!;
    if (s.mentor || s.sponsor) all.push(p.id);
    else if (s.employers.size) {
      byEmployer.push(p);
      for (const e of s.employers) employers.add(e);
    }
  }
  if (!all.length && !byEmployer.length) return undefined;
  const parts: SQL[] = [];
  if (all.length) parts.push(inArray(on.apprenticeshipId, all));
  if (byEmployer.length) {
    const countingAgreementEmployer = sql`(select ${apprenticeAgreements.employerProfileId} from ${apprenticeAgreements} where ${apprenticeAgreements.apprenticeshipId} = ${on.apprenticeshipId} and ${apprenticeAgreements.userId} = ${on.userId} order by ${agreementThatCountsFirst()} limit 1)`;
    // Programs whose own employer is the caller's: their apprentices without an employer of their own count too.
    const ownEmployer = byEmployer.filter((p) => p.employerProfileId !== null && employers.has(p.employerProfileId));
    parts.push(
      sql`(${inArray(
        on.apprenticeshipId,
        byEmployer.map((p) => p.id),
      )} and (${inArray(countingAgreementEmployer, [...employers])}${
        ownEmployer.length
          ? sql` or (${countingAgreementEmployer} is null and ${inArray(
              on.apprenticeshipId,
              ownEmployer.map((p) => p.id),
            )})`
          : sql``
      }))`,
    );
  }
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** Whom the apprentice works for on the program: the employer of their agreement that counts, else the program's (sdk apprenticeEmployerOf). */
export async function employerOfApprentice(
  db: Reader,
  apprenticeship: ApprenticeshipRow,
  userId: string,
): Promise<string | null> {
  const agreement = await agreementOf(db, apprenticeship.id, userId);
  return apprenticeEmployerOf(agreement?.employerProfileId, apprenticeship.employerProfileId);
}

/** The ids of the apprenticeships a person is an active apprentice of. */
export async function apprenticeshipsOfApprentice(db: Reader, userId: string): Promise<string[]> {
  const rows = await db
    .select({ apprenticeshipId: apprenticeshipUsers.apprenticeshipId })
    .from(apprenticeshipUsers)
    .where(
      and(
        eq(apprenticeshipUsers.userId, userId),
        eq(apprenticeshipUsers.role, 'apprentice'),
        eq(apprenticeshipUsers.active, true),
      ),
    );
  return rows.map((r) => r.apprenticeshipId);
}
