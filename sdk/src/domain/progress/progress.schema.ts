import { z } from 'zod';
import { zId } from '../common.schema.ts';
import { PROGRESS_MESSAGES } from './progress.rules.ts';

const zDay = z
  .string({ error: 'Choose the Monday the week starts on.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the Monday the week starts on.');
/** One work process's hours in a week being written. */
export const ZHoursEntryWrite = z
  .object({
    workProcessId: z.string({ error: 'Choose a work process.' }).pipe(zId),
    hours: z.number({ error: 'Enter the hours as a number.' }),
  })
  .strict();
const zEntries = z.array(ZHoursEntryWrite).max(200, 'A week lists at most 200 work processes.');

/**
 * A week of OJT hours through POST /v1/progress/logs (PUT /v1/progress/logs/:id changes entries and
 * note). Types only: what the values must be is checkWeekLog's rule, so the server refuses with its messages.
 */
export const ZHoursLogWrite = z
  .object({
    apprenticeshipId: z.string({ error: 'apprenticeshipId is required' }).pipe(zId),
    weekStart: zDay,
    entries: zEntries,
    note: z.string().max(2000, 'A note has at most 2000 characters.').nullish(),
  })
  .strict();
export type HoursLogWrite = z.infer<typeof ZHoursLogWrite>;

export const ZHoursLogChange = ZHoursLogWrite.omit({ apprenticeshipId: true, weekStart: true });
export type HoursLogChange = z.infer<typeof ZHoursLogChange>;

/** The mentor's or employer's decision on a waiting week. */
export const ZHoursLogReview = z
  .object({
    decision: z.enum(['approve', 'return'], { error: 'Choose approve or return.' }),
    comment: z.string().max(2000, 'A comment has at most 2000 characters.').nullish(),
  })
  .strict();
export type HoursLogReview = z.infer<typeof ZHoursLogReview>;

/** One work process's hours in a weekly log. */
export const ZHoursEntry = z.object({ workProcessId: z.string(), hours: z.number() });
/** A weekly log as the progress routes answer it. */
export const ZHoursLog = z.object({
  id: z.string(),
  apprenticeshipId: z.string(),
  userId: z.string(),
  weekStart: z.string(),
  entries: z.array(ZHoursEntry),
  totalHours: z.number(),
  note: z.string().nullable(),
  status: z.enum(['waiting', 'approved', 'returned']),
  submittedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The comment of its last review; on a waiting week, that of its earlier return (sdk reviewCommentOf). */
  reviewComment: z.string().nullable(),
});
export type HoursLogView = z.infer<typeof ZHoursLog>;

const zNum = z.number().nullable();

/** One apprentice's progress on one apprenticeship (sdk progressOf) with what the screens show beside it. */
export const ZApprenticeProgress = z.object({
  apprenticeshipId: z.string(),
  apprenticeshipTitle: z.string(),
  userId: z.string(),
  name: z.string(),
  startDate: z.string().nullable(),
  /** Whether an apprentice agreement of theirs on the program is signed; until then they are not yet registered. */
  agreementSigned: z.boolean(),
  ojt: z.object({ approved: z.number(), waiting: z.number(), returned: z.number(), required: zNum }),
  /** Related instruction: completed classes of the program and hours recorded from the instruction provider. */
  rti: z.object({
    approved: z.number(),
    required: zNum,
    fromClasses: z.number(),
    recorded: z.number(),
    /** In an overseer's list: whether this caller may record hours from the instruction provider (the sponsor). */
    canRecord: z.boolean().optional(),
    /** On one apprentice's progress (not in lists): each class of the program and whether it is completed. */
    classes: z
      .array(z.object({ courseId: z.string(), title: z.string(), hours: z.number(), completed: z.boolean() }))
      .optional(),
  }),
  workProcesses: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      required: zNum,
      approved: z.number(),
      signedOff: z.object({ at: z.string(), by: z.string() }).nullable(),
    }),
  ),
  probation: z
    .object({ hours: z.number(), ended: z.boolean(), endedWeek: z.string().nullable(), hoursLeft: z.number() })
    .nullable(),
  wage: z.object({
    period: z.number(),
    wageAmount: zNum,
    next: z
      .object({ period: z.number(), wageAmount: z.number(), startsAtHours: z.number(), hoursLeft: z.number() })
      .nullable(),
  }),
  competencies: z.object({ signedOff: z.number(), total: z.number() }),
  complete: z.boolean(),
  /** A wage step that came due and waits for the employer's confirmation. */
  stepDue: z
    .object({
      id: z.string(),
      period: z.number(),
      wageAmount: z.number(),
      dueAt: z.string(),
      /** In an overseer's list: whether this caller may confirm it (the employer or the sponsor; a mentor may not). */
      canConfirm: z.boolean().optional(),
    })
    .nullable(),
  overdueApprovals: z.number(),
  /** The certificate of completion, once hours and competencies were all met (GET …/certificate). */
  completion: z
    .object({
      completedAt: z.string(),
      dataHash: z.string(),
      /** In an overseer's list: whether this caller may withdraw it (the sponsor). */
      canWithdraw: z.boolean().optional(),
    })
    .nullable(),
  logs: z.array(ZHoursLog),
  /** The signed apprentice agreement whose registration packet the caller may download (its readers only), else null. */
  registrationPacket: z.object({ apprenticeAgreementId: z.string() }).nullable().optional(),
});
export type ApprenticeProgressView = z.infer<typeof ZApprenticeProgress>;

/** Why a certificate of completion recorded in error is withdrawn (POST …/certificate/withdraw): required. */
export const ZCompletionWithdrawal = z
  .object({
    reason: z
      .string({ error: PROGRESS_MESSAGES.withdrawalReason })
      .trim()
      .min(1, PROGRESS_MESSAGES.withdrawalReason)
      .max(1000, PROGRESS_MESSAGES.withdrawalReasonLength),
  })
  .strict();

/** The certificate withdrawn: when it had been issued, when it was withdrawn and why. */
export const ZCompletionWithdrawn = z.object({
  item: z.object({ completedAt: z.string(), withdrawnAt: z.string(), reason: z.string() }),
});

/**
 * Related-instruction hours the sponsor records for an apprentice on one day. Types only: what the
 * values must be is instructionHoursProblem's rule, so the server refuses with the page's messages.
 */
export const ZInstructionHoursWrite = z
  .object({
    date: z
      .string({ error: PROGRESS_MESSAGES.instructionDay })
      .regex(/^\d{4}-\d{2}-\d{2}$/, PROGRESS_MESSAGES.instructionDay),
    hours: z.number({ error: 'Enter the hours as a number.' }),
    note: z.string().max(2000, 'A note has at most 2000 characters.').nullish(),
  })
  .strict();

/** Related-instruction hours recorded for an apprentice, as GET …/instruction-hours lists them. */
export const ZInstructionHoursEntry = z.object({
  id: z.string(),
  date: z.string(),
  hours: z.number(),
  note: z.string().nullable(),
  /** Who recorded them (their name), null when that person is gone. */
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type InstructionHoursEntry = z.infer<typeof ZInstructionHoursEntry>;
