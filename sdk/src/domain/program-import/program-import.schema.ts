import { z } from 'zod';
import { INDUSTRY_CODES } from '../apprenticeships/apprenticeships.enums.ts';
import { zId } from '../common.schema.ts';
import { wholeNumberText } from '../form-checks.ts';

/** Defaults when a document names no hours (docs/rules.md#program-import). */
export const DEFAULT_INSTRUCTION_HOURS = 495;
export const DEFAULT_OJT_HOURS = 2700;
export const PROGRAM_TYPES = [
  { value: 'CB', label: 'Competency-based' },
  { value: 'TB', label: 'Time-based' },
  { value: 'H', label: 'Hybrid' },
] as const;
export const PROGRAM_IMPORT_ACCEPT = ['docx', 'pptx', 'xlsx'] as const;

/** The texts of program import (docs/rules.md#program-import). */
export const PROGRAM_IMPORT_TEXT = {
  title: 'Import a Training Program',
  reviewDetails: '1. Review Details',
  reviewCompetencies: '2. Review Competencies',
  save: 'Save',
  saving: 'Saving...',
  exists: 'Training Program exists',
  /** Under '1. Review Details', when the organization has a program with the same code (docs/rules.md#program-import). */
  existsAs: (title: string, same: { rapidsCode: boolean; onetCode: boolean }) =>
    `Training Program exists: “${title}” has the same ${same.rapidsCode && same.onetCode ? 'RAPIDS and O*NET codes' : same.rapidsCode ? 'RAPIDS code' : 'O*NET code'}. Change the code, or keep the program you have.`,
  saved: 'Training Program saved!',
  accept: 'Upload a .docx, .pptx or .xlsx file',
  upload: 'Upload',
  chooseFile: 'Choose a file',
  dropHint: 'or drop it here',
  reading: 'Reading',
  notes: 'Notes from the file',
  next: 'Next',
  back: 'Back',
  addCompetency: 'Add competency',
  remove: 'Remove',
  competencyHours: 'Hours must be a whole number.',
  noCompetencies: 'No competencies yet.',
  rapidsTitle: 'RAPIDS title:',
  offerOnetCode: (code: string) => `Use ${code}`,
  chooseIndustry: 'Choose an industry',
  chooseType: 'Choose a type',
  steps: 'Steps',
} as const;

/** Labels of the program's fields, in the form's order. */
export const PROGRAM_FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  industryCode: 'Industry',
  type: 'Type',
  estimatedLength: 'Estimated length',
  instructionHours: 'Instruction hours',
  ojtHours: 'OJT hours',
  occupationName: 'Occupation name',
  rapidsCode: 'RAPIDS code',
  occupationONetCode: 'O*NET code',
  competencyGroup: 'Group',
  competency: 'Competency',
  competencyHours: 'Hours',
} as const;

/** Required-field messages, in the order the form checks them (docs/rules.md#program-import). */
export const PROGRAM_REQUIRED = {
  title: 'Title is required.',
  description: 'Description is required.',
  industryCode: 'Industry is required.',
  type: 'Type is required.',
  estimatedLength: 'Estimated length is required.',
  instructionHours: 'Instruction hours are required.',
  ojtHours: 'OJT hours are required.',
  occupationName: 'Occupation name is required.',
  rapidsCode: 'RAPIDS code is required.',
  occupationONetCode: 'O*NET code is required.',
} as const;

/** Longest texts a program keeps, and the most hours any of its counts may have. */
export const PROGRAM_LIMITS = {
  title: 300,
  description: 10_000,
  estimatedLength: 100,
  occupationName: 300,
  hours: 100_000,
} as const;

/**
 * What is wrong with a value that is there but not right (the product's rules quote only
 * the required messages above): each says what the field takes, so a reviewer never reads "is required"
 * under a field that has a value.
 */
export const PROGRAM_FORMAT = {
  title: `A title has at most ${PROGRAM_LIMITS.title} characters.`,
  description: `A description has at most ${wholeNumberText(PROGRAM_LIMITS.description)} characters.`,
  estimatedLength: `An estimated length has at most ${PROGRAM_LIMITS.estimatedLength} characters.`,
  occupationName: `An occupation name has at most ${PROGRAM_LIMITS.occupationName} characters.`,
  instructionHours: {
    whole: 'Instruction hours must be a whole number.',
    min: 'Instruction hours can not be negative.',
    max: `Instruction hours can be at most ${wholeNumberText(PROGRAM_LIMITS.hours)}.`,
  },
  ojtHours: {
    whole: 'OJT hours must be a whole number.',
    min: 'OJT hours must be more than 0.',
    max: `OJT hours can be at most ${wholeNumberText(PROGRAM_LIMITS.hours)}.`,
  },
  competencyHours: {
    whole: PROGRAM_IMPORT_TEXT.competencyHours,
    min: 'Hours can not be negative.',
    max: `Hours can be at most ${wholeNumberText(PROGRAM_LIMITS.hours)}.`,
  },
  rapidsCode: 'A RAPIDS code is 4 digits, then up to 3 letters (like 0159 or 0622CB).',
  occupationONetCode: 'The O*NET code must look like 47-2111.00.',
} as const;

/**
 * A RAPIDS code as the crosswalk writes it, four digits, with the suffix DOL adds to the
 * competency-based and hybrid versions (0159, 0622CB, 1029HY).
 */
export const RAPIDS_CODE = /^\d{4}[A-Za-z]{0,3}$/;
/** An O*NET-SOC code, 47-2111.00; 47-2111 is accepted and means 47-2111.00 (onetCodeOf). */
export const ONET_CODE = /^\d{2}-\d{4}(\.\d{2})?$/;

/** The O*NET-SOC code as stored: trimmed, with the detail digits '.00' when they were left off. */
export function onetCodeOf(code: string): string {
  const plain = code.trim();
  return /^\d{2}-\d{4}$/.test(plain) ? `${plain}.00` : plain;
}

const req = (message: string, max: number, tooLong = message) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);
/** A code: required, then of its format. */
const code = (message: string, format: RegExp, wrong: string) =>
  z.string({ error: message }).trim().min(1, message).regex(format, wrong);
/**
 * A count of hours: a missing one has the required message, anything else not a whole number
 * (text, a decimal) the whole-number one, and too few or too many say the bound.
 */
const hours = (required: string, messages: { whole: string; min: string; max: string }, min = 0) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : messages.whole) })
    .int(messages.whole)
    .min(min, messages.min)
    .max(PROGRAM_LIMITS.hours, messages.max);

export const ZCompetency = z.object({
  id: zId,
  description: req('Describe the competency.', 2000, 'A competency has at most 2,000 characters.'),
  totalHours: hours(PROGRAM_FORMAT.competencyHours.whole, PROGRAM_FORMAT.competencyHours).nullable(),
});
export const ZCompetencyGroup = z.object({
  id: zId,
  description: req('Name the competency group.', 500, 'A group name has at most 500 characters.'),
  competencyIds: z.array(zId).max(2000),
});

/** A program as parsed from a document and reviewed before it is saved as a training-program template. */
export const ZProgramDraft = z.object({
  title: req(PROGRAM_REQUIRED.title, PROGRAM_LIMITS.title, PROGRAM_FORMAT.title),
  description: req(PROGRAM_REQUIRED.description, PROGRAM_LIMITS.description, PROGRAM_FORMAT.description),
  /** Two-digit NAICS sector code (docs/rules.md#program-import). */
  industryCode: z
    .string({ error: PROGRAM_REQUIRED.industryCode })
    .refine((v) => (INDUSTRY_CODES as readonly string[]).includes(v), PROGRAM_REQUIRED.industryCode),
  type: z.enum(['CB', 'TB', 'H'], { error: PROGRAM_REQUIRED.type }),
  estimatedLength: req(
    PROGRAM_REQUIRED.estimatedLength,
    PROGRAM_LIMITS.estimatedLength,
    PROGRAM_FORMAT.estimatedLength,
  ),
  instructionHours: hours(PROGRAM_REQUIRED.instructionHours, PROGRAM_FORMAT.instructionHours),
  /** A program is on-the-job learning first: it has some. */
  ojtHours: hours(PROGRAM_REQUIRED.ojtHours, PROGRAM_FORMAT.ojtHours, 1),
  occupationName: req(PROGRAM_REQUIRED.occupationName, PROGRAM_LIMITS.occupationName, PROGRAM_FORMAT.occupationName),
  rapidsCode: code(PROGRAM_REQUIRED.rapidsCode, RAPIDS_CODE, PROGRAM_FORMAT.rapidsCode),
  occupationONetCode: code(PROGRAM_REQUIRED.occupationONetCode, ONET_CODE, PROGRAM_FORMAT.occupationONetCode),
  competencies: z.array(ZCompetency).max(2000),
  competencyGroups: z.array(ZCompetencyGroup).max(200),
});
export type ProgramDraft = z.infer<typeof ZProgramDraft>;
/** The draft's lists: a parsed program always has them (empty when the file gives none). */
type DraftLists = 'competencies' | 'competencyGroups';
/** What the parser returns: every other field may be missing (null) until the review fills it. */
export type ParsedProgram = {
  [K in keyof ProgramDraft]: K extends DraftLists ? ProgramDraft[K] : ProgramDraft[K] | null;
};

export const ZProgramSave = z.object({ organizationId: zId, program: ZProgramDraft });
