import { z } from 'zod';
import { zId, zNullable } from '../common.schema.ts';
import { zRapidsId } from '../apprenticeships/apprenticeships.schema.ts';

/** One period of a wage schedule being written: its wage and its hours. */
export const ZWagePeriodWrite = z
  .object({ wageAmount: z.number({ error: 'Enter a wage.' }), duration: z.number({ error: 'Enter the hours.' }) })
  .strict();

/**
 * The shape of a wage schedule save through POST/PUT /v1/wageSchedules.
 * Types only: what the values must be is checkWageSchedule's rule, so the
 * server refuses with the dialog's messages.
 */
export const ZWageScheduleWrite = z
  .object({
    title: z.string({ error: 'Title is required.' }).max(200),
    entryWage: z.number({ error: 'Enter the journeyworker entry wage.' }),
    wageRates: z.array(ZWagePeriodWrite).max(50, 'A schedule has at most 50 periods.').nullish(),
    apprenticeshipId: z.string({ error: 'apprenticeshipId is required' }).pipe(zId),
    employerProfileId: zNullable(zId),
    locationId: zNullable(zId),
    rapidsId: zRapidsId,
  })
  .strict();
export type WageScheduleWrite = z.infer<typeof ZWageScheduleWrite>;
