import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { occOccupations, occRapidsOccupations } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';

export interface RapidsMatch {
  rapidsTitle: string;
  /** The O*NET-SOC code most of the RAPIDS code's titles map to. */
  onetCode: string;
}

/** A RAPIDS code's title and O*NET-SOC code from the crosswalk, matched on its four digits (0159CB → 0159). */
export async function lookupRapids(db: Db, rapidsCode: string | null | undefined): Promise<RapidsMatch | null> {
  const digits = rapidsCode?.trim().match(/^\d{4}/)?.[0];
  if (!digits) return null;
  const rows = await db
    .select()
    .from(occRapidsOccupations)
    .where(eq(occRapidsOccupations.rapidsCode, digits))
    .orderBy(asc(occRapidsOccupations.id));
  if (!rows.length) return null;
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.code, (counts.get(row.code) ?? 0) + 1);
  const onetCode = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  // The title without '(Alternate Title: …)' is listed first when there is one.
  const plain = rows.find((r) => !/\(/.test(r.rapidsTitle)) ?? rows[0]!;
  return { rapidsTitle: plain.rapidsTitle, onetCode };
}

/** The O*NET title of an O*NET-SOC code, or null when O*NET has no such occupation. */
export async function occupationTitle(db: Db, onetCode: string | null | undefined): Promise<string | null> {
  const code = onetCode?.trim();
  if (!code) return null;
  return (
    (await first(db.select({ title: occOccupations.title }).from(occOccupations).where(eq(occOccupations.code, code))))
      ?.title ?? null
  );
}
