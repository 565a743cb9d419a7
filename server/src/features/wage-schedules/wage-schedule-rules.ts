import {
  canDeleteSchedule,
  checkWageSchedule,
  SCHEDULE_DELETE_MESSAGE,
  type WageFloor,
  wageFloorOn,
  type WageScheduleDraft,
} from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apprenticeships, locations } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

type Reader = Pick<Db, 'select'>;

/** The apprenticeship a schedule belongs to, only within `orgId` (null: any organization). */
export async function apprenticeshipOf(db: Reader, apprenticeshipId: string, orgId: string | null) {
  const row = await first(
    db
      .select({
        id: apprenticeships.id,
        orgId: apprenticeships.orgId,
        ojtHours: apprenticeships.ojtHours,
        employerProfileId: apprenticeships.employerProfileId,
        locationId: apprenticeships.locationId,
      })
      .from(apprenticeships)
      .where(eq(apprenticeships.id, apprenticeshipId)),
  );
  if (!row || (orgId !== null && row.orgId !== orgId))
    throw fail('not_found', `No apprenticeship with id '${apprenticeshipId}'`);
  return row;
}

/** The minimum wage in force on `now` at a location: its state's where higher than the federal one (no location: the federal). */
export async function wageFloorAt(db: Reader, locationId: string | null | undefined, now: Date): Promise<WageFloor> {
  const location = locationId
    ? await first(
        db.select({ addressState: locations.addressState }).from(locations).where(eq(locations.id, locationId)),
      )
    : undefined;
  return wageFloorOn(now, location?.addressState);
}

/** Refuses a schedule that breaks a rule with the dialog's own message (the first one), all of them in details. */
export function refuseBrokenWageSchedule(schedule: WageScheduleDraft, ojtHours: number | null, floor: WageFloor): void {
  const problems = checkWageSchedule(schedule, ojtHours, floor);
  if (problems.length) throw fail('bad_request', problems[0]!.message, { problems });
}

/**
 * The generic data-access policy's guard: whatever path writes a schedule,
 * the merged row must pass the same rules against its apprenticeship's OJT
 * hours and the minimum wage at its location (else the program's).
 */
export async function guardWageScheduleWrite(
  input: Record<string, unknown>,
  existing: Record<string, unknown> | null,
  db: Reader,
  now: Date,
): Promise<void> {
  const row = { ...existing, ...input } as {
    title?: string;
    entryWage: number;
    wageRates?: WageScheduleDraft['wageRates'];
    apprenticeshipId?: string | null;
    orgId?: string;
    locationId?: string | null;
  };
  const apprenticeship = row.apprenticeshipId
    ? await apprenticeshipOf(db, row.apprenticeshipId, row.orgId ?? null)
    : null;
  refuseBrokenWageSchedule(
    row,
    apprenticeship?.ojtHours ?? null,
    await wageFloorAt(db, row.locationId ?? apprenticeship?.locationId, now),
  );
}

/** The data-access delete's guard: the same rule as DELETE /v1/wageSchedules/{id}. */
export function guardWageScheduleRemove(existing: Record<string, unknown>): void {
  if (!canDeleteSchedule((existing.wageRates as unknown[] | null)?.length ?? 0))
    throw fail('conflict', SCHEDULE_DELETE_MESSAGE);
}
