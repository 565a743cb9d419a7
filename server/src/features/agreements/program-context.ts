import { apprenticeEmployerOf, schedulesForEmployer } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apprenticeships,
  apprenticeshipUsers,
  employerProfiles,
  instructionProviders,
  locations,
  organizations,
  users,
  wageSchedules,
} from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';

type Reader = Pick<Db, 'select'>;

/** The employer's public details on an agreement (no invite history). */
export async function employerOf(db: Reader, id: string | null | undefined) {
  if (!id) return null;
  const row = await first(db.select().from(employerProfiles).where(eq(employerProfiles.id, id)));
  if (!row) return null;
  const { inviteHistory: _h, ...rest } = row;
  return rest;
}

/**
 * The training program, its location's state, the wage schedules that apply to the agreement's
 * employer (the program's when the agreement names none: schedulesForEmployer, so what is signed
 * is what progress pays and the export reports), the instruction provider and the active head counts.
 */
export async function programOf(
  db: Reader,
  apprenticeshipId: string | null | undefined,
  agreementEmployerId: string | null | undefined,
) {
  if (!apprenticeshipId) return null;
  const apprenticeship = await first(db.select().from(apprenticeships).where(eq(apprenticeships.id, apprenticeshipId)));
  if (!apprenticeship) return null;
  const schedules = await db
    .select()
    .from(wageSchedules)
    .where(eq(wageSchedules.apprenticeshipId, apprenticeshipId))
    .orderBy(wageSchedules.createdAt);
  const provider = apprenticeship.instructionProviderId
    ? ((await first(
        db
          .select({ id: instructionProviders.id, name: instructionProviders.name })
          .from(instructionProviders)
          .where(eq(instructionProviders.id, apprenticeship.instructionProviderId)),
      )) ?? null)
    : null;
  const members = await db
    .select({ role: apprenticeshipUsers.role, active: apprenticeshipUsers.active })
    .from(apprenticeshipUsers)
    .where(eq(apprenticeshipUsers.apprenticeshipId, apprenticeshipId));
  const count = (role: string) => members.filter((m) => m.active && m.role === role).length;
  const location = apprenticeship.locationId
    ? await first(
        db
          .select({ addressState: locations.addressState })
          .from(locations)
          .where(eq(locations.id, apprenticeship.locationId)),
      )
    : undefined;
  return {
    apprenticeship,
    /** The program location's state: its minimum wage applies where higher than the federal one. */
    locationState: location?.addressState ?? null,
    wageSchedules: schedulesForEmployer(
      schedules,
      apprenticeEmployerOf(agreementEmployerId, apprenticeship.employerProfileId),
    ).map((s) => ({ id: s.id, title: s.title, entryWage: s.entryWage, wageRates: s.wageRates })),
    instructionProvider: provider,
    activeApprentices: count('apprentice'),
    activeJourneyworkers: count('journeyworker'),
  };
}

/**
 * The sponsor: the program manager of the employer location, whose
 * signature goes on the agreement PDF (docs/rules.md#agreements): the first id in managerIds.
 */
export async function sponsorOf(db: Reader, locationId: string | null | undefined) {
  if (!locationId) return null;
  const location = await first(
    db.select({ managerIds: locations.managerIds }).from(locations).where(eq(locations.id, locationId)),
  );
  const managerId = location?.managerIds?.[0];
  if (!managerId) return null;
  return (
    (await first(
      db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          userSignature: users.userSignature,
        })
        .from(users)
        .where(eq(users.id, managerId)),
    )) ?? null
  );
}

export async function orgOf(db: Reader, orgId: string) {
  return (
    (await first(
      db
        .select({
          id: organizations.id,
          name: organizations.name,
          slug: organizations.slug,
          orgLogo: organizations.orgLogo,
          privacyPolicy: organizations.privacyPolicy,
          tos: organizations.tos,
        })
        .from(organizations)
        .where(eq(organizations.id, orgId)),
    )) ?? null
  );
}
