import { PathcraftError } from '@pathcraft/sdk';
import { describe, expect, it } from 'vitest';
import { READ_RETRIES, shouldRetryRead } from './query-client.ts';

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
