import { describe, expect, it } from 'vitest';
import { workSlices } from './yield-to-requests.ts';

/** Which calls of `slice()` yielded, on a clock that advances `msPerItem` per item. */
async function yieldsOf(maxMs: number, maxItems: number, msPerItem: number, calls: number): Promise<number[]> {
  let clock = 0;
  const slice = workSlices(maxMs, maxItems, () => clock);
  const yielded: number[] = [];
  for (let call = 1; call <= calls; call++) {
    clock += msPerItem;
    if (await slice()) yielded.push(call);
  }
  return yielded;
}

describe('workSlices', () => {
  it.each([
    {
      case: 'fast items: every maxItems-th call',
      maxMs: 4,
      maxItems: 25,
      msPerItem: 0.01,
      calls: 60,
      yields: [25, 50],
    },
    { case: 'slow items: once maxMs have passed', maxMs: 4, maxItems: 25, msPerItem: 1, calls: 10, yields: [4, 8] },
    { case: 'one item over the time: every call', maxMs: 4, maxItems: 25, msPerItem: 5, calls: 3, yields: [1, 2, 3] },
    {
      case: 'the count restarts after a yield for time',
      maxMs: 4,
      maxItems: 3,
      msPerItem: 2,
      calls: 6,
      yields: [2, 4, 6],
    },
  ])('$case', async ({ maxMs, maxItems, msPerItem, calls, yields }) => {
    expect(await yieldsOf(maxMs, maxItems, msPerItem, calls)).toEqual(yields);
  });

  it('lets timers run when it yields', async () => {
    let clock = 0;
    const slice = workSlices(4, 100, () => clock);
    let timerRan = false;
    setImmediate(() => (timerRan = true));
    clock = 10;
    await slice();
    expect(timerRan).toBe(true);
  });
});
