import type { ParsedProgram } from '@pathcraft/sdk';
import { PathcraftError } from '@pathcraft/sdk';
import { findProgram } from './find-program.ts';
import { openOfficeFile, PROGRAM_FILE_MESSAGES, type ProgramFileFormat } from './open-office-file.ts';
import type { Block } from './outline.ts';
import { readDocx } from './read-docx.ts';
import { readPptx } from './read-pptx.ts';
import { readXlsx } from './read-xlsx.ts';
import { fail } from '../../platform/errors.ts';

export interface ParsedProgramFile {
  program: ParsedProgram;
  format: ProgramFileFormat;
  notes: string[];
}

/** A .docx, .pptx or .xlsx file's program, as far as the file names it; nothing is saved. */
export async function parseProgramFile(format: ProgramFileFormat, bytes: Uint8Array): Promise<ParsedProgramFile> {
  const zip = await openOfficeFile(format, bytes);
  let blocks: Block[];
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    blocks =
      format === 'docx' ? await readDocx(buffer) : format === 'pptx' ? await readPptx(zip) : await readXlsx(buffer);
  } catch (err) {
    if (err instanceof PathcraftError) throw err;
    // The zip opened but its parts are not what Word, PowerPoint or Excel write.
    throw fail('unprocessable', PROGRAM_FILE_MESSAGES.damaged);
  }
  const { program, notes } = findProgram(blocks);
  return { program, format, notes };
}
