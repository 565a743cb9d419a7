import type { hoursLogs, wageStepsDue } from '../db/schema/index.ts';
import { APPRENTICE_ID, APPRENTICESHIP_ID, JOURNEYWORKER_IDS } from './sample-apprenticeship.ts';
import { EMPLOYER_PROFILE_ID, SECOND_APPRENTICE_ID, WORKFORCE_ORG_ID } from './sample-people.ts';

/**
 * A few months of weekly OJT logs on the demo program (it starts on Monday 2026-08-03), in every
 * state: Jasmine has 13 approved weeks (650 hours, 17 short of the second wage period at 667),
 * a returned week and one waiting for Tom; Marcus crossed into the second period and his step
 * waits for the employer's confirmation. The weeks are fixed days, so the demo reads the same
 * whenever it is seeded; the current week is always free to log.
 */
const MENTOR = JOURNEYWORKER_IDS[0]!;
const base = { orgId: WORKFORCE_ORG_ID, apprenticeshipId: APPRENTICESHIP_ID, employerProfileId: EMPLOYER_PROFILE_ID };
const PROCESSES = ['c-safety', 'c-pm', 'c-drives', 'c-fluid', 'c-electrical', 'c-weld'];

const monday = (index: number) => new Date(Date.UTC(2026, 7, 3 + index * 7)).toISOString().slice(0, 10);
const at = (day: string, days: number, hour = 16) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000 + hour * 3_600_000).toISOString();

/** A week's hours spread over two work processes that change as the program goes on. */
function entriesOf(index: number, total: number) {
  const first = PROCESSES[index % PROCESSES.length]!;
  const second = PROCESSES[(index + 1) % PROCESSES.length]!;
  const a = Math.round(total * 0.6);
  return [
    { workProcessId: first, hours: a },
    { workProcessId: second, hours: total - a },
  ];
}

function approvedWeek(userId: string, index: number, total: number): typeof hoursLogs.$inferInsert {
  const weekStart = monday(index);
  return {
    ...base,
    id: `demo-log-${userId}-${weekStart}`,
    userId,
    weekStart,
    entries: entriesOf(index, total),
    totalHours: total,
    note: null,
    status: 'approved',
    submittedAt: at(weekStart, 5),
    reviewedBy: MENTOR,
    reviewedAt: at(weekStart, 7, 9),
    reviewComment: null,
  };
}

const jasmine = [
  ...Array.from({ length: 13 }, (_, i) => approvedWeek(APPRENTICE_ID, i, 50)),
  {
    ...approvedWeek(APPRENTICE_ID, 13, 44),
    status: 'returned' as const,
    note: 'Gearbox teardown on line 3.',
    reviewComment: 'Split the welding hours out of preventive maintenance, please.',
  },
  {
    ...approvedWeek(APPRENTICE_ID, 14, 40),
    status: 'waiting' as const,
    note: 'Hydraulic press PM with Tom.',
    reviewedBy: null,
    reviewedAt: null,
  },
];

const marcus = Array.from({ length: 15 }, (_, i) => approvedWeek(SECOND_APPRENTICE_ID, i, 46));

export const sampleHoursLogs: (typeof hoursLogs.$inferInsert)[] = [...jasmine, ...marcus];

/** Marcus's 15th approved week took him to 690 hours, past the 667 that start the second period. */
export const sampleWageStepsDue: (typeof wageStepsDue.$inferInsert)[] = [
  {
    ...base,
    id: 'demo-wage-step-marcus-2',
    userId: SECOND_APPRENTICE_ID,
    wageScheduleId: 'demo-wage-schedule-default',
    period: 2,
    wageAmount: 19.1,
    hoursAtDue: 690,
    dueAt: at(monday(14), 7, 9),
    notifiedAt: at(monday(14), 7, 9),
  },
];
