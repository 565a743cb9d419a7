import type { PlaceInfo, WageFigures, WageInfo } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { referenceArrays } from './reference-sql.ts';

export const WAGE_SURVEY = 'May 2025';
export const WAGE_SOURCE = 'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics';

// Metro, state and national rows of one occupation in one read; national rows carry the percentiles.
const WAGES_SQL = `SELECT "areaCode", "areaType", "hourlyMedian", "annualMedian", hourly10, hourly25, hourly75, hourly90, annual10, annual25, annual75, annual90
  FROM "occWages" WHERE soc = ? AND "areaCode" IN (?, ?, 'US')`;

type WageRow = [string, 'metro' | 'state' | 'national', ...(number | null)[]];

/**
 * Wages for a place: the metro median when the place's metro publishes this occupation, else the
 * state median, else the national figures with percentiles. Null when BLS surveys no wages for it.
 */
export async function findWages(db: Db, wageSoc: string | null, place: PlaceInfo | null): Promise<WageInfo | null> {
  if (!wageSoc) return null;
  const rows = await referenceArrays<WageRow>(db, WAGES_SQL, [wageSoc, place?.metroCode ?? '', place?.state ?? '']);
  const published = (r: WageRow) => r[2] !== null || r[3] !== null;
  const pick = (type: WageRow[1]) => rows.find((r) => r[1] === type && published(r));
  const row = (place?.metroCode ? pick('metro') : undefined) ?? (place ? pick('state') : undefined) ?? pick('national');
  if (!row) return null;
  const [areaCode, areaType, hourlyMedian, annualMedian, h10, h25, h75, h90, a10, a25, a75, a90] = row;
  const national = areaType === 'national';
  const figures = (
    median: number | null,
    p10: number | null | undefined,
    p25: number | null | undefined,
    p75: number | null | undefined,
    p90: number | null | undefined,
  ): WageFigures =>
    national
      ? { Median: median, Pct10: p10 ?? null, Pct25: p25 ?? null, Pct75: p75 ?? null, Pct90: p90 ?? null }
      : { Median: median };
  return {
    AreaType: areaType,
    AreaCode: areaCode,
    AreaName:
      areaType === 'metro'
        ? (place?.metroName ?? areaCode)
        : areaType === 'state'
          ? (place?.stateName ?? areaCode)
          : 'United States',
    Year: WAGE_SURVEY,
    Source: WAGE_SOURCE,
    Hourly: figures(hourlyMedian ?? null, h10, h25, h75, h90),
    Annual: figures(annualMedian ?? null, a10, a25, a75, a90),
  };
}
