/**
 * Lets the event loop answer waiting requests (timers and I/O run before the promise resolves):
 * long work in slices, with this between them, never freezes the server.
 */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Slices of long work by time as well as by count: `slice()` yields once `maxMs` have passed since
 * the last yield, or at every `maxItems`th call, whichever comes first. A count alone lets slow items
 * (or a busy machine) hold the loop for as long as the count takes; `now` is the clock (tests pass their own).
 */
export function workSlices(maxMs: number, maxItems: number, now: () => number = () => performance.now()) {
  let since = now();
  let items = 0;
  return async function slice(): Promise<boolean> {
    if (++items < maxItems && now() - since < maxMs) return false;
    await yieldToRequests();
    since = now();
    items = 0;
    return true;
  };
}
