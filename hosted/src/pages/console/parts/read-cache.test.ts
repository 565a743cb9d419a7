import { PathcraftError } from '@pathcraft/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashReadKey, keyStartsWith, ReadCache, READ_RETRIES, retryDelayMs, shouldRetryRead } from './read-cache.ts';

describe('shouldRetryRead', () => {
  it.each([
    { error: new TypeError('Failed to fetch'), failures: 0, retry: true },
    { error: new PathcraftError('unavailable', 'busy'), failures: 1, retry: true },
    { error: new PathcraftError('too_many_requests', 'slow down'), failures: 0, retry: true },
    { error: new PathcraftError('internal', 'oops'), failures: READ_RETRIES, retry: false },
    { error: new PathcraftError('forbidden', 'no'), failures: 0, retry: false },
    { error: new PathcraftError('not_found', 'gone'), failures: 0, retry: false },
    { error: new PathcraftError('bad_request', 'bad query'), failures: 0, retry: false },
  ])('$error.message after $failures failure(s): $retry', ({ error, failures, retry }) => {
    expect(shouldRetryRead(failures, error)).toBe(retry);
  });
});

describe('retryDelayMs', () => {
  it.each([
    { failures: 1, ms: 1000 },
    { failures: 2, ms: 2000 },
    { failures: 3, ms: 4000 },
    { failures: 10, ms: 30_000 },
  ])('after $failures failure(s): $ms ms', ({ failures, ms }) => {
    expect(retryDelayMs(failures)).toBe(ms);
  });
});

describe('hashReadKey and keyStartsWith', () => {
  it.each([
    { a: ['list', 'users', { limit: 2, orgId: 'o' }], b: ['list', 'users', { orgId: 'o', limit: 2 }], same: true },
    { a: ['list', 'users', { filters: [1, 2] }], b: ['list', 'users', { filters: [2, 1] }], same: false },
    { a: ['read', 'user', null], b: ['read', 'user', 'token'], same: false },
  ])('$a and $b are one read: $same', ({ a, b, same }) => {
    expect(hashReadKey(a) === hashReadKey(b)).toBe(same);
  });

  it.each([
    { key: ['list', 'users', { limit: 2 }, 't'], prefix: ['list'], starts: true },
    { key: ['list', 'users', { limit: 2 }, 't'], prefix: ['list', 'users'], starts: true },
    { key: ['list', 'courses', {}, 't'], prefix: ['list', 'users'], starts: false },
    { key: ['record', 'users', 'u1', 't'], prefix: ['record', 'users', 'u1'], starts: true },
    { key: ['record', 'users', 'u10', 't'], prefix: ['record', 'users', 'u1'], starts: false },
    { key: ['read'], prefix: ['read', 'thing'], starts: false },
  ])('$key starts with $prefix: $starts', ({ key, prefix, starts }) => {
    expect(keyStartsWith(key, prefix)).toBe(starts);
  });
});

describe('ReadCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const options = { staleTime: 10_000, gcTime: 60_000, refetchOnFocus: true };
  /** A read that counts its asks and answers what `answers` says next (an Error is thrown). */
  function counted(answers: unknown[]) {
    const read = {
      asks: 0,
      fn: async () => {
        const answer = answers[Math.min(read.asks, answers.length - 1)];
        read.asks++;
        if (answer instanceof Error) throw answer;
        return answer;
      },
    };
    return read;
  }

  it('a prefetched read is taken by the part that shows it, asked once', async () => {
    const cache = new ReadCache(options);
    const read = counted(['rows']);
    const prefetched = cache.prefetch(['list', 'users'], read.fn);
    const stop = cache.observe(['list', 'users'], read.fn, options, () => {});
    await prefetched;
    expect(cache.stateOf(['list', 'users'])).toEqual({ data: 'rows', error: null, fetching: false });
    expect(read.asks).toBe(1);
    stop();
  });

  it('an answer older than staleTime is asked again when shown; a current one is not', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(options);
    const read = counted(['first', 'second']);
    await cache.prefetch(['k'], read.fn);
    cache.observe(['k'], read.fn, options, () => {})();
    expect(read.asks).toBe(1);
    await vi.advanceTimersByTimeAsync(options.staleTime + 1);
    const stop = cache.observe(['k'], read.fn, options, () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(read.asks).toBe(2);
    expect(cache.stateOf(['k'])?.data).toBe('second');
    stop();
  });

  it('invalidating asks again for what is shown, and marks the rest to be asked when shown', async () => {
    const cache = new ReadCache(options);
    const shown = counted(['a1', 'a2']);
    const hidden = counted(['b1', 'b2']);
    await cache.prefetch(['list', 'users', 1], shown.fn);
    await cache.prefetch(['list', 'users', 2], hidden.fn);
    const other = counted(['c1']);
    await cache.prefetch(['list', 'courses'], other.fn);
    const stop = cache.observe(['list', 'users', 1], shown.fn, options, () => {});
    await cache.invalidate((key) => keyStartsWith(key, ['list', 'users']));
    expect([shown.asks, hidden.asks, other.asks]).toEqual([2, 1, 1]);
    expect(cache.stateOf(['list', 'users', 1])?.data).toBe('a2');
    const stop2 = cache.observe(['list', 'users', 2], hidden.fn, options, () => {});
    await vi.waitFor(() => expect(cache.stateOf(['list', 'users', 2])?.data).toBe('b2'));
    stop();
    stop2();
  });

  it.each([
    { failure: new PathcraftError('unavailable', 'busy'), asks: 2, data: 'rows', error: null },
    { failure: new TypeError('Failed to fetch'), asks: 2, data: 'rows', error: null },
    { failure: new PathcraftError('forbidden', 'no'), asks: 1, data: undefined, error: 'no' },
  ])('a read failing with "$failure.message" is asked $asks time(s)', async ({ failure, asks, data, error }) => {
    vi.useFakeTimers();
    const cache = new ReadCache(options);
    const read = counted([failure, 'rows']);
    const done = cache.prefetch(['k'], read.fn);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    await done;
    expect(read.asks).toBe(asks);
    expect(cache.stateOf(['k'])?.data).toBe(data);
    expect(cache.stateOf(['k'])?.error?.message ?? null).toBe(error);
  });

  it('a read failing every time is asked 1 + READ_RETRIES times, then shows its error', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(options);
    const read = counted([new PathcraftError('internal', 'oops')]);
    const done = cache.prefetch(['k'], read.fn);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1) + retryDelayMs(2));
    await done;
    expect(read.asks).toBe(1 + READ_RETRIES);
    expect(cache.stateOf(['k'])).toEqual({ data: undefined, error: expect.any(PathcraftError), fetching: false });
  });

  it('an answer to an ask that a newer one replaced is dropped', async () => {
    const cache = new ReadCache(options);
    let release: (value: string) => void = () => {};
    const slow = new Promise<string>((r) => {
      release = r;
    });
    const answers = [() => slow, async () => 'newer'];
    let asks = 0;
    const read = () => answers[asks++]!();
    const stop = cache.observe(['k'], read, options, () => {});
    await cache.invalidate(() => true);
    release('older');
    await slow;
    await Promise.resolve();
    expect(cache.stateOf(['k'])).toEqual({ data: 'newer', error: null, fetching: false });
    stop();
  });

  it('an answer nobody shows is dropped after gcTime, kept before', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(options);
    await cache.prefetch(['k'], async () => 'rows');
    const stop = cache.observe(
      ['k'],
      async () => 'rows',
      options,
      () => {},
    );
    await vi.advanceTimersByTimeAsync(options.gcTime * 2);
    expect(cache.stateOf(['k'])?.data).toBe('rows');
    stop();
    await vi.advanceTimersByTimeAsync(options.gcTime - 1);
    expect(cache.stateOf(['k'])?.data).toBe('rows');
    await vi.advanceTimersByTimeAsync(1);
    expect(cache.stateOf(['k'])).toBeUndefined();
  });
});
