import type { ParsedProgram } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { lookupRapids, occupationTitle } from './lookup-occupation.ts';

/**
 * Fills what the occupational data knows (docs/rules.md#program-import): a known RAPIDS code without an
 * O*NET code gets the crosswalk's code, and an empty occupation name the O*NET title. Notes say what was filled.
 */
export async function completeProgram(
  db: Db,
  program: ParsedProgram,
): Promise<{ program: ParsedProgram; notes: string[] }> {
  const notes: string[] = [];
  const filled = { ...program };
  const rapids = await lookupRapids(db, filled.rapidsCode);
  if (filled.rapidsCode && !rapids)
    notes.push(`The RAPIDS code ${filled.rapidsCode} is not in the RAPIDS crosswalk: check it.`);
  if (!filled.occupationONetCode && rapids) {
    filled.occupationONetCode = rapids.onetCode;
    notes.push(
      `The O*NET code ${rapids.onetCode} was suggested from the RAPIDS code ${filled.rapidsCode} (${rapids.rapidsTitle}).`,
    );
  }
  const title = await occupationTitle(db, filled.occupationONetCode);
  if (filled.occupationONetCode && !title)
    notes.push(`The O*NET code ${filled.occupationONetCode} is not an O*NET occupation: check it.`);
  if (!filled.occupationName && title) {
    filled.occupationName = title;
    notes.push(`The occupation name was looked up from the O*NET code ${filled.occupationONetCode}.`);
  }
  return { program: filled, notes };
}
