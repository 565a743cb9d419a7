import { index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, int, json, listIndexes, num, str, timestamps } from './columns.ts';

/** The hours of one work process in a weekly log. */
export interface HoursLogEntryRow {
  workProcessId: string;
  hours: number;
}

/**
 * One week of on-the-job (OJT) hours an apprentice logs, per work process (docs/rules.md#progress-and-compliance).
 * `weekStart` is the Monday of the week (YYYY-MM-DD); one log per apprentice, apprenticeship and week.
 * A mentor (journeyworker on the apprenticeship) or an employer admin approves it (locked from then)
 * or returns it with a comment; the apprentice fixes a returned week and it waits again.
 */
export const hoursLogs = sqliteTable(
  'hoursLogs',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    apprenticeshipId: str('apprenticeshipId').notNull(),
    /** The apprentice. */
    userId: str('userId').notNull(),
    employerProfileId: str('employerProfileId'),
    weekStart: str('weekStart').notNull(),
    entries: json<HoursLogEntryRow[]>('entries').notNull(),
    /** The sum of the entries, kept so lists and totals add without reading JSON. */
    totalHours: num('totalHours').notNull(),
    note: str('note'),
    status: str('status').notNull().$type<'waiting' | 'approved' | 'returned'>(),
    submittedAt: str('submittedAt').notNull(),
    reviewedBy: str('reviewedBy'),
    reviewedAt: str('reviewedAt'),
    reviewComment: str('reviewComment'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('hoursLogs_week').on(t.apprenticeshipId, t.userId, t.weekStart),
    index('hoursLogs_user').on(t.userId, t.weekStart),
    // The approval queue reads waiting weeks by apprenticeship; progress sums (hours by status, overdue
    // weeks, the week probation ended) read this index alone, never the rows with their entries: a
    // list of 10,000 apprentices adds up a million weeks.
    index('hoursLogs_totals').on(t.apprenticeshipId, t.status, t.userId, t.weekStart, t.totalHours, t.submittedAt),
    index('hoursLogs_employer').on(t.employerProfileId, t.status),
    // The approval queue's page: waiting weeks of the reviewer's programs in week order, found and
    // ordered from the index alone (one program's weeks are already in order); only the page's rows are read.
    index('hoursLogs_queue').on(t.apprenticeshipId, t.status, t.weekStart, t.id, t.userId),
    ...listIndexes('hoursLogs', t, t.weekStart, 'desc'),
  ],
);

/** Related-instruction (RTI) hours an instruction provider or the sponsor records for an apprentice. */
export const instructionHours = sqliteTable(
  'instructionHours',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    apprenticeshipId: str('apprenticeshipId').notNull(),
    userId: str('userId').notNull(),
    instructionProviderId: str('instructionProviderId'),
    /** The day the instruction took place (YYYY-MM-DD). */
    date: str('date').notNull(),
    hours: num('hours').notNull(),
    note: str('note'),
    recordedBy: str('recordedBy'),
    ...timestamps,
  },
  (t) => [
    index('instructionHours_user').on(t.apprenticeshipId, t.userId, t.date),
    ...listIndexes('instructionHours', t, t.date, 'desc'),
  ],
);

/** A competency of the program signed off by the mentor for one apprentice (date, who). */
export const competencySignoffs = sqliteTable(
  'competencySignoffs',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    apprenticeshipId: str('apprenticeshipId').notNull(),
    userId: str('userId').notNull(),
    competencyId: str('competencyId').notNull(),
    signedOffBy: str('signedOffBy').notNull(),
    signedOffAt: str('signedOffAt').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('competencySignoffs_one').on(t.apprenticeshipId, t.userId, t.competencyId),
    ...listIndexes('competencySignoffs', t, t.signedOffAt, 'desc'),
  ],
);

/**
 * A wage step that came due: approved hours crossed into wage period `period` (1-based, the
 * wage schedule's order). The employer is e-mailed once (notifiedAt) and the step shows on the
 * apprentice's row until an employer admin confirms the new rate (confirmedAt, confirmedBy).
 */
export const wageStepsDue = sqliteTable(
  'wageStepsDue',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    apprenticeshipId: str('apprenticeshipId').notNull(),
    userId: str('userId').notNull(),
    employerProfileId: str('employerProfileId'),
    wageScheduleId: str('wageScheduleId'),
    period: int('period').notNull(),
    wageAmount: num('wageAmount').notNull(),
    /** The approved hours when the step came due, and the week whose approval crossed it. */
    hoursAtDue: num('hoursAtDue').notNull(),
    dueAt: str('dueAt').notNull(),
    notifiedAt: str('notifiedAt'),
    confirmedAt: str('confirmedAt'),
    confirmedBy: str('confirmedBy'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wageStepsDue_one').on(t.apprenticeshipId, t.userId, t.period),
    index('wageStepsDue_open').on(t.employerProfileId, t.confirmedAt),
    ...listIndexes('wageStepsDue', t, t.dueAt, 'desc'),
  ],
);

/**
 * An apprentice's completion of an apprenticeship: recorded once, when approved OJT and
 * RTI hours and the competencies are all met, with what was met then. Its certificate of completion
 * is drawn from this row (the same hash scheme as the agreements: `dataHash` is the SHA-256 of the
 * row as canonical JSON, printed on the certificate page; `pdfHash` the SHA-256 of the PDF, which
 * draws the same bytes each time).
 */
export const apprenticeCompletions = sqliteTable(
  'apprenticeCompletions',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    apprenticeshipId: str('apprenticeshipId').notNull(),
    userId: str('userId').notNull(),
    completedAt: str('completedAt').notNull(),
    apprenticeName: str('apprenticeName').notNull(),
    programTitle: str('programTitle').notNull(),
    occupationName: str('occupationName'),
    rapidsCode: str('rapidsCode'),
    sponsorName: str('sponsorName'),
    ojtHours: num('ojtHours').notNull(),
    rtiHours: num('rtiHours').notNull(),
    competencies: int('competencies').notNull(),
    dataHash: str('dataHash').notNull(),
    pdfHash: str('pdfHash').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('apprenticeCompletions_one').on(t.apprenticeshipId, t.userId),
    ...listIndexes('apprenticeCompletions', t, t.completedAt, 'desc'),
  ],
);
