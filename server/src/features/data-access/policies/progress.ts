import { competencySignoffs, hoursLogs, instructionHours, wageStepsDue } from '../../../db/schema/index.ts';
import { ADMINS, type TablePolicy } from '../policy.ts';

/*
 * The sponsor organization's admins read every progress record of their organization through the
 * generic API (reports, exports). Every write goes through the progress routes, which check the
 * apprentice, the mentor and the employer admin record by record and write the audit history.
 */

export const hoursLogsPolicy: TablePolicy = {
  name: 'hoursLogs',
  table: hoursLogs,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  defaultOrder: '-weekStart',
  defaultLimit: 100,
};

export const instructionHoursPolicy: TablePolicy = {
  name: 'instructionHours',
  table: instructionHours,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  defaultOrder: '-date',
  defaultLimit: 100,
};

export const competencySignoffsPolicy: TablePolicy = {
  name: 'competencySignoffs',
  table: competencySignoffs,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  defaultOrder: '-signedOffAt',
  defaultLimit: 100,
};

export const wageStepsDuePolicy: TablePolicy = {
  name: 'wageStepsDue',
  table: wageStepsDue,
  org: { column: 'orgId' },
  read: ADMINS,
  write: [],
  defaultOrder: '-dueAt',
  defaultLimit: 100,
};
