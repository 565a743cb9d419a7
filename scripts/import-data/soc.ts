/** How an O*NET-SOC occupation was matched to a code of a BLS data set. */
export type SocMatch = 'exact' | 'aggregate' | 'broad';

export interface SocLink {
  soc: string;
  match: SocMatch;
}

/**
 * O*NET-SOC `51-9161.00` -> SOC `51-9161` (first 7 characters). BLS publishes some
 * detailed occupations only combined (OEWS `13-1020` Buyers and Purchasing Agents =
 * 13-1021 + 13-1022 + 13-1023; `21-1018` = 21-1011 + 21-1014 + 21-1018; projections
 * likewise). Rule, in order:
 *  1. exact: the data set has the SOC code itself;
 *  2. aggregate: within the same SOC broad group (first 6 characters) the data set has exactly
 *     one code that is not itself an O*NET occupation's SOC code: that code is BLS's combination;
 *  3. broad: the data set has the broad-group row (`XX-XXX0`);
 *  otherwise none (e.g. legislators 11-1031, military 55-xxxx: not surveyed).
 */
export function linkSoc(
  onetCode: string,
  available: ReadonlySet<string>,
  onetSocs: ReadonlySet<string>,
  broadRows?: ReadonlySet<string>,
): SocLink | null {
  const soc = onetCode.slice(0, 7);
  if (available.has(soc)) return { soc, match: 'exact' };
  const group = soc.slice(0, 6);
  const candidates = [...available].filter((code) => code.startsWith(group) && !onetSocs.has(code));
  if (candidates.length === 1) return { soc: candidates[0]!, match: 'aggregate' };
  const broad = `${group}0`;
  if (broadRows?.has(broad)) return { soc: broad, match: 'broad' };
  return null;
}
