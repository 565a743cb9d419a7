import { useCallback } from 'react';
import { sessionStore } from '../../../session.ts';
import { consoleReadCache, keyStartsWith, type ReadCache, useCachedRead } from './read-cache.ts';

/**
 * Marks every read of one kind (the first part of useRead's key) stale and asks again for those on
 * screen: after a write elsewhere on the page that changes what they show.
 */
export function invalidateReads(kind: unknown, cache: ReadCache = consoleReadCache): Promise<void> {
  return cache.invalidate((key) => keyStartsWith(key, ['read', kind]));
}

/**
 * One read that is not a data-access list (an organization's API keys, a class, page visits):
 * cached by `key` and the sign-in, retried, shared by every part that asks the same, asked again
 * when `key` changes or on `reload()` (after a write). A null key reads nothing.
 */
export function useRead<T>(
  key: readonly unknown[] | null,
  read: () => Promise<T>,
  options: {
    /** A record about to be edited: read anew each time it opens, never taken from the cache. */
    fresh?: boolean;
    /** Another page or filter of the same view: the last answer stays shown until the new one comes. */
    keepPrevious?: boolean;
    cache?: ReadCache;
  } = {},
) {
  const cache = options.cache ?? consoleReadCache;
  const readKey = key ? ['read', ...key, sessionStore.get()?.token ?? null] : null;
  const freshness = options.fresh ? { staleTime: 0, gcTime: 0, refetchOnFocus: false } : {};
  const query = useCachedRead(cache, readKey, read, { keepPrevious: options.keepPrevious, ...freshness });
  const first = key?.[0];
  // Every read of the same kind (the key's first part) is asked again: a write may change any of them.
  const reload = useCallback(() => void invalidateReads(first, cache), [cache, first]);
  const error = query.error ? query.error.message : null;
  return {
    data: error || key === null ? undefined : query.data,
    error,
    loading: key !== null && query.fetching,
    reload,
  };
}
