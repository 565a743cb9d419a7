/**
 * Lets the event loop answer waiting requests (timers and I/O run before the promise resolves):
 * long work in slices, with this between them, never freezes the server.
 */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
