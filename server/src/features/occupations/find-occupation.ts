import { FORM_MAX, normalizeOccupationCode } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { referenceRow } from './reference-sql.ts';
import { searchOccupations } from './search-occupations.ts';
import { fail } from '../../platform/errors.ts';

export interface OccupationRow {
  code: string;
  title: string;
  description: string;
  jobZone: number | null;
  soc: string;
  wageSoc: string | null;
  projectionSoc: string | null;
}

const COLUMNS = 'code, title, description, "jobZone", soc, "wageSoc", "projectionSoc"';
const BY_CODE_SQL = `SELECT ${COLUMNS} FROM "occOccupations" WHERE code = ?`;
const BY_SOC_SQL = `SELECT ${COLUMNS} FROM "occOccupations" WHERE soc = ? ORDER BY code LIMIT 1`;

/**
 * The occupation a keyword names: a code (51-9161.00, 51-9161, or a retired code such as 51-4011),
 * or else a title, answered by the best search hit. Null when nothing matches.
 */
export async function findOccupation(db: Db, keyword: string): Promise<OccupationRow | null> {
  const code = normalizeOccupationCode(keyword);
  if (code) {
    const row = await referenceRow<OccupationRow>(db, BY_CODE_SQL, [code]);
    // A bare SOC code whose O*NET occupations are all specialties (no .00): the first of them.
    if (!row && !keyword.includes('.'))
      return (await referenceRow<OccupationRow>(db, BY_SOC_SQL, [code.slice(0, 7)])) ?? null;
    return row ?? null;
  }
  const hit = (await searchOccupations(db, keyword, { limit: 1 }))[0];
  return hit ? ((await referenceRow<OccupationRow>(db, BY_CODE_SQL, [hit.code])) ?? null) : null;
}

/** The keyword a caller sent, trimmed, or 400 'keyword is required'. */
export function requireKeyword(keyword: string | undefined): string {
  const k = keyword?.trim();
  if (!k) throw fail('bad_request', 'keyword is required');
  if (k.length > FORM_MAX.keyword)
    throw fail('bad_request', `keyword is too long (${FORM_MAX.keyword} characters at most)`);
  return k;
}

/** Like findOccupation, with the API's refusals: 400 without a keyword, 404 when nothing matches. */
export async function requireOccupation(db: Db, keyword: string | undefined): Promise<OccupationRow> {
  const k = requireKeyword(keyword);
  const row = await findOccupation(db, k);
  if (!row) throw fail('not_found', `No occupation found for '${k}'`);
  return row;
}
