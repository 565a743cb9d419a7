import { consoleFirstReads, type ListFamily, type ListQuery, type ListResult, pageQuery } from '@pathcraft/sdk';
import { useCallback, useState } from 'react';
import { api, sessionStore } from '../../../session.ts';
import { consoleReadCache, keyStartsWith, type ReadCache, useCachedRead } from './read-cache.ts';

/** The data API's largest page (data-access MAX_LIMIT). */
const EXPORT_PAGE_SIZE = 3000;

export type Family = ListFamily;

/**
 * A list read's cache key: table first (a write invalidates every read of its table), and the
 * sign-in last, so one person's answers are never shown to the next one signed in in this tab.
 */
export const listKey = (table: string, family: Family, sent: Partial<ListQuery>) =>
  ['list', table, family, sent, sessionStore.get()?.token ?? null] as const;

const readList =
  <T>(table: string, sent: Partial<ListQuery>, family: Family) =>
  () =>
    api.list<T>(table, sent, family);

/**
 * Starts a page's first list read now, so it runs beside the signed-in user's read instead of after
 * it (issue 29: the console asked /v1/auth/me, then its lists). Its answer seeds the query cache; the
 * page's useList of the same query takes it instead of asking again. The server checks the caller on
 * the read as on any other.
 */
export function prefetchList(
  table: string,
  query: Partial<ListQuery>,
  family: Family = 'supabase',
  page = 1,
  cache: ReadCache = consoleReadCache,
): void {
  const sent = pageQuery(query, page);
  void cache.prefetch(listKey(table, family, sent), readList(table, sent, family));
}

/**
 * Starts the page's first reads from its address (sdk consoleFirstReads: the same list the server's
 * shell starts with the HTML, whose answers the API client takes when they are there).
 */
export function prefetchFirstReads(): void {
  for (const read of consoleFirstReads(location.pathname, new URLSearchParams(location.search)))
    prefetchList(read.table, read.query, read.family);
}

/** Marks every cached read of these tables stale and asks again for those on screen (after a write). */
export function invalidateLists(tables: string[], cache: ReadCache = consoleReadCache): Promise<void> {
  return cache.invalidate((key) => keyStartsWith(key, ['list']) && tables.includes(key[1] as string));
}

/**
 * Loads one list from the data-access API (cached, retried, shared by every part that asks the same)
 * and asks again when the query changes or on `reload()` (after a save: every read of the table is
 * invalidated). A null query loads nothing (e.g. locations before an organization is chosen).
 */
export function useList<T>(
  table: string,
  query: Partial<ListQuery> | null,
  family: Family = 'supabase',
  paging?: { page: number; setPage: (page: number) => void },
  cache: ReadCache = consoleReadCache,
) {
  // The page shown, kept per query: a new search starts again at page 1.
  const queryKey = JSON.stringify([table, query, family]);
  const [paged, setPaged] = useState({ queryKey, page: 1 });
  // Any other query (even one seen before) starts at page 1: derived state, reset during render.
  if (paged.queryKey !== queryKey) setPaged({ queryKey, page: 1 });
  // A page kept elsewhere (the address, use-url-state) wins over the one kept here.
  const ownPage = paged.queryKey === queryKey ? paged.page : 1;
  const setOwnPage = useCallback((next: number) => setPaged({ queryKey, page: next }), [queryKey]);
  const page = paging?.page ?? ownPage;
  const setPage = paging?.setPage ?? setOwnPage;
  const sent = query ? pageQuery(query, page) : {};
  // The rows before a new page or filter stay until its answer comes (no flash of an empty table).
  const read = useCachedRead(cache, query ? listKey(table, family, sent) : null, readList<T>(table, sent, family), {
    keepPrevious: true,
  });
  const reload = useCallback(() => void invalidateLists([table], cache), [table, cache]);
  /** Every row of the query, page after page at the API's largest page size (for exports). */
  // biome-ignore lint/correctness/useExhaustiveDependencies: `queryKey` stands for table, query and family (see above)
  const loadAll = useCallback(async (): Promise<T[]> => {
    if (!query) return [];
    const all: T[] = [];
    for (let p = 1; ; p++) {
      const result = await api.list<T>(table, { ...query, limit: EXPORT_PAGE_SIZE, page: p }, family);
      all.push(...result.items);
      if (result.items.length < EXPORT_PAGE_SIZE || all.length >= result.total) return all;
    }
  }, [queryKey]);
  if (!query) return { data: null, error: null, loading: false, reload, page, setPage, loadAll };
  const error = read.error ? read.error.message : null;
  const data: ListResult<T> | null = error ? null : (read.data ?? null);
  return { data, error, loading: read.fetching, reload, page, setPage, loadAll };
}
