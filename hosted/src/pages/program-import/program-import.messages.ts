import { INDUSTRY_LABELS, messagesFor, PROGRAM_FIELD_LABELS, PROGRAM_IMPORT_TEXT, PROGRAM_TYPES } from '@pathcraft/sdk';

/** US English, with the specification's exact texts (kept in the sdk, which the server shares). A translation is another object of this shape. */
const en = {
  ...PROGRAM_IMPORT_TEXT,
  fields: PROGRAM_FIELD_LABELS,
  industries: INDUSTRY_LABELS,
  types: PROGRAM_TYPES,
};

export type ProgramImportMessages = typeof en;
export const text: ProgramImportMessages = messagesFor({ en });
