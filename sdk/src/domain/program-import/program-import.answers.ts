import { z } from 'zod';
import { type ParsedProgram, PROGRAM_IMPORT_ACCEPT, ZCompetency, ZCompetencyGroup } from './program-import.schema.ts';

/** The program import's answers as schemas, for the route declarations and the typed client derived from them. */

/** Every field of the draft read from a file, null when the file did not give it; lists are always arrays. */
export const ZParsedProgram = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  industryCode: z.string().nullable(),
  type: z.enum(['CB', 'TB', 'H']).nullable(),
  estimatedLength: z.string().nullable(),
  instructionHours: z.number().int().nullable(),
  ojtHours: z.number().int().nullable(),
  occupationName: z.string().nullable(),
  rapidsCode: z.string().nullable(),
  occupationONetCode: z.string().nullable(),
  competencies: z.array(ZCompetency),
  competencyGroups: z.array(ZCompetencyGroup),
}) satisfies z.ZodType<ParsedProgram>;
/** POST /v1/program-import/parse: the draft, the file's format, and notes on what it did not give. */
export const ZProgramParsed = z.object({
  program: ZParsedProgram,
  format: z.enum(PROGRAM_IMPORT_ACCEPT),
  notes: z.array(z.string()),
});
/** GET /v1/program-import/lookup: the occupation a RAPIDS or O*NET code names. */
export const ZProgramLookup = z.object({
  rapidsTitle: z.string().nullable(),
  onetCode: z.string().nullable(),
  occupationName: z.string().nullable(),
});
/** GET /v1/program-import/existing. */
export const ZExistingProgram = z.object({
  existing: z
    .object({ id: z.string(), title: z.string(), sameRapidsCode: z.boolean(), sameOnetCode: z.boolean() })
    .nullable()
    .describe(
      "The organization's program with the same RAPIDS or O*NET code, which the save would refuse; null when there is none.",
    ),
});
