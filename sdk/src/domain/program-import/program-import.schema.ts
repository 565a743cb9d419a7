import { z } from 'zod';
import { zId } from '../common.schema.ts';

/** Defaults when a document names no hours (002 §9). */
export const DEFAULT_INSTRUCTION_HOURS = 495;
export const DEFAULT_OJT_HOURS = 2700;
export const PROGRAM_TYPES = [
  { value: 'CB', label: 'Competency-based' },
  { value: 'TB', label: 'Time-based' },
  { value: 'H', label: 'Hybrid' },
] as const;
export const PROGRAM_IMPORT_ACCEPT = ['docx', 'pptx', 'xlsx'] as const;

/** The texts of program import (002 §2, §5, §8). */
export const PROGRAM_IMPORT_TEXT = {
  title: 'Import a Training Program',
  reviewDetails: '1. Review Details',
  reviewCompetencies: '2. Review Competencies',
  save: 'Save',
  saving: 'Saving...',
  exists: 'Training Program exists',
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

/** Required-field messages, in the order the form checks them (002 §5 'Program import'). */
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

const req = (message: string, max = 2000) => z.string({ error: message }).trim().min(1, message).max(max);
const hours = (message: string) => z.number({ error: message }).int(message).min(0, message).max(100_000, message);

export const ZCompetency = z.object({ id: zId, description: req('Describe the competency.', 2000), totalHours: hours(PROGRAM_IMPORT_TEXT.competencyHours).nullable() });
export const ZCompetencyGroup = z.object({ id: zId, description: req('Name the competency group.', 500), competencyIds: z.array(zId).max(2000) });

/** A program as parsed from a document and reviewed before it is saved as a training-program template. */
export const ZProgramDraft = z.object({
  title: req(PROGRAM_REQUIRED.title, 300),
  description: req(PROGRAM_REQUIRED.description, 10_000),
  /** Two-digit NAICS sector code (002 §3). */
  industryCode: req(PROGRAM_REQUIRED.industryCode, 2),
  type: z.enum(['CB', 'TB', 'H'], { error: PROGRAM_REQUIRED.type }),
  estimatedLength: req(PROGRAM_REQUIRED.estimatedLength, 100),
  instructionHours: hours(PROGRAM_REQUIRED.instructionHours),
  ojtHours: hours(PROGRAM_REQUIRED.ojtHours),
  occupationName: req(PROGRAM_REQUIRED.occupationName, 300),
  rapidsCode: req(PROGRAM_REQUIRED.rapidsCode, 20),
  occupationONetCode: req(PROGRAM_REQUIRED.occupationONetCode, 20),
  competencies: z.array(ZCompetency).max(2000),
  competencyGroups: z.array(ZCompetencyGroup).max(200),
});
export type ProgramDraft = z.infer<typeof ZProgramDraft>;
/** What the parser returns: every field may be missing until the review fills it. */
export type ParsedProgram = { [K in keyof ProgramDraft]: ProgramDraft[K] | null };

export const ZProgramSave = z.object({ organizationId: zId, program: ZProgramDraft });
