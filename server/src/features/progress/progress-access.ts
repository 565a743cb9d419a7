import { ADMIN_ROLES, isSuperAdmin, PROGRESS_MESSAGES, recordNotFound } from '@pathcraft/sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { apprenticeships, apprenticeshipUsers, employerProfiles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { actsFor } from '../../platform/acting-org.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

export type Reader = Db | Tx;
export type UserActor = Extract<Actor, { kind: 'user' }>;
export type ApprenticeshipRow = typeof apprenticeships.$inferSelect;

/**
 * What the caller is on one apprenticeship (issue 27's record-level rules): its apprentice (their
 * own logs), a mentor (a journeyworker named on it: its apprentices' logs), the employer admin (the
 * contact of its employer profile: the employer's apprentices), or the sponsor (the organization's
 * owners and admins, a sponsor named on it, a super admin: everything). Teachers are none of these.
 */
export interface Standing {
  apprentice: boolean;
  mentor: boolean;
  employer: boolean;
  sponsor: boolean;
}

/** May approve or return weeks and confirm wage steps: a mentor, the employer admin or the sponsor. */
export const reviews = (s: Standing) => s.mentor || s.employer || s.sponsor;
/** May confirm a wage step: the employer admin or the sponsor (not the mentor). */
export const confirmsWages = (s: Standing) => s.employer || s.sponsor;

export async function standingOn(db: Reader, actor: UserActor, apprenticeship: ApprenticeshipRow): Promise<Standing> {
  return (await standingsOn(db, actor, [apprenticeship])).get(apprenticeship.id)!;
}

/** standingOn for many apprenticeships in two queries (the caller's memberships, the employers they are the contact of). */
export async function standingsOn(
  db: Reader,
  actor: UserActor,
  programs: readonly ApprenticeshipRow[],
): Promise<Map<string, Standing>> {
  const ids = programs.map((p) => p.id);
  const employerIds = [...new Set(programs.map((p) => p.employerProfileId).filter((id) => id !== null))];
  const [members, employers] = await Promise.all([
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
    employerIds.length
      ? db
          .select({ id: employerProfiles.id })
          .from(employerProfiles)
          .where(
            and(
              inArray(employerProfiles.id, employerIds),
              sql`lower(${employerProfiles.contactEmail}) = ${actor.email.toLowerCase()}`,
            ),
          )
      : [],
  ]);
  const contactOf = new Set(employers.map((e) => e.id));
  return new Map(
    programs.map((p) => {
      const roles = new Set(members.filter((m) => m.apprenticeshipId === p.id).map((m) => m.role));
      return [
        p.id,
        {
          apprentice: roles.has('apprentice'),
          mentor: roles.has('journeyworker'),
          employer: p.employerProfileId !== null && contactOf.has(p.employerProfileId),
          sponsor: roles.has('sponsor') || actsFor(actor, p.orgId, ADMIN_ROLES),
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
  if (!Object.values(standing).some(Boolean)) throw fail('not_found', recordNotFound('apprenticeships'));
  return { user, apprenticeship, standing };
}

/** Whether the caller may see this apprentice's logs and progress on it. */
export function seesApprentice(user: UserActor, standing: Standing, apprenticeUserId: string): boolean {
  return reviews(standing) || (standing.apprentice && apprenticeUserId === user.userId);
}

export function requireApprentice(standing: Standing) {
  if (!standing.apprentice) throw fail('forbidden', PROGRESS_MESSAGES.notApprentice);
}

/**
 * The apprenticeships the caller sees apprentices of, with their standing: those they mentor or are
 * named sponsor on, those of employers they are the contact of, every one of their organization for
 * owners and admins, every one for a super admin.
 */
export async function apprenticeshipsReviewedBy(db: Reader, user: UserActor): Promise<ApprenticeshipRow[]> {
  if (isSuperAdmin(user.roles)) return await db.select().from(apprenticeships);
  const named = await db
    .select({ id: apprenticeshipUsers.apprenticeshipId })
    .from(apprenticeshipUsers)
    .where(
      and(
        eq(apprenticeshipUsers.userId, user.userId),
        eq(apprenticeshipUsers.active, true),
        inArray(apprenticeshipUsers.role, ['journeyworker', 'sponsor']),
      ),
    );
  const employers = await db
    .select({ id: employerProfiles.id })
    .from(employerProfiles)
    .where(sql`lower(${employerProfiles.contactEmail}) = ${user.email.toLowerCase()}`);
  const admin = actsFor(user, user.orgId, ADMIN_ROLES) ? user.orgId : null;
  const conditions = [
    named.length
      ? inArray(
          apprenticeships.id,
          named.map((n) => n.id),
        )
      : null,
    employers.length
      ? inArray(
          apprenticeships.employerProfileId,
          employers.map((e) => e.id),
        )
      : null,
    admin ? eq(apprenticeships.orgId, admin) : null,
  ].filter((c) => c !== null);
  if (!conditions.length) return [];
  return await db
    .select()
    .from(apprenticeships)
    .where(
      sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` or `,
      ),
    );
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
