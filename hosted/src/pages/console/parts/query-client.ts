import { PathcraftError } from '@pathcraft/sdk';
import { QueryClient } from '@tanstack/react-query';

/** How many times a failed read is asked again: a dropped connection or a busy server, not a refusal. */
export const READ_RETRIES = 2;

/**
 * Whether a failed read is worth asking again: network failures and 5xx/429 answers are; a refusal or
 * a bad query (4xx) answers the same the next time.
 */
export function shouldRetryRead(failures: number, error: unknown): boolean {
  if (failures >= READ_RETRIES) return false;
  if (!(error instanceof PathcraftError)) return true;
  return error.status >= 500 || error.status === 429;
}

/**
 * The console's one query cache (TanStack Query). Lists are kept for 10 s: long enough for the read
 * started beside the signed-in user's (prefetchList) to be taken by the page, short enough that coming
 * back to a page or to the tab asks again. Writes invalidate what they changed (use-list, use-record-form).
 */
export function newConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 10_000, gcTime: 5 * 60_000, retry: shouldRetryRead, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export const consoleQueryClient = newConsoleQueryClient();
