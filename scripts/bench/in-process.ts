import type { Db } from '../../server/src/db/client.ts';
import { lookupPlace } from '../../server/src/features/locations/lookup-place.ts';
import { requireOccupation } from '../../server/src/features/occupations/find-occupation.ts';
import { getOccupationDetail } from '../../server/src/features/occupations/get-occupation-detail.ts';
import { searchOccupations } from '../../server/src/features/occupations/search-occupations.ts';

export interface InProcessRow {
  name: string;
  p50: number;
  p90: number;
  budget: number;
}

/** p50/p90 in ms of `fn` over `runs` calls, after a warm-up. */
async function time(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p90: number }> {
  for (let i = 0; i < 30; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.floor(q * (runs - 1))]! * 1000) / 1000;
  return { p50: at(0.5), p90: at(0.9) };
}

/** The occupation verbs without HTTP, against the budgets (search p50 ≤ 2 ms, detail p50 ≤ 5 ms). */
export async function measureOccupationsInProcess(db: Db, runs = 500): Promise<InProcessRow[]> {
  const detail = async () =>
    getOccupationDetail(db, await requireOccupation(db, '51-9161.00'), {
      place: await lookupPlace(db, '15238'),
      wages: true,
      training: true,
    });
  return [
    {
      name: "searchOccupations('CNC Operator')",
      ...(await time(() => searchOccupations(db, 'CNC Operator'), runs)),
      budget: 2,
    },
    { name: 'occupation detail (51-9161.00 at 15238)', ...(await time(detail, runs)), budget: 5 },
  ];
}
