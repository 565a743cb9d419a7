import type { ListQuery, ListResult } from '@pathcraft/sdk';
import { useCallback, useEffect, useState } from 'react';
import { api, sessionStore } from '../../../session.ts';

/** The data API's largest page (data-access MAX_LIMIT). */
const EXPORT_PAGE_SIZE = 3000;

type Family = 'supabase' | 'content';

/** The query as sent for a page: page 1 is the query itself. */
const pageQuery = (query: Partial<ListQuery>, page: number): Partial<ListQuery> =>
  page > 1 ? { ...query, page } : query;

/**
 * List reads started before their page rendered (prefetchList), by session, table, query and
 * family; the first useList that asks the same takes its answer, once. Unclaimed ones go after a while.
 */
const early = new Map<string, Promise<ListResult<unknown>>>();
const EARLY_KEPT_MS = 10_000;
const earlyKey = (table: string, query: Partial<ListQuery>, family: Family) =>
  JSON.stringify([sessionStore.get()?.token ?? null, table, query, family]);

/**
 * Starts a page's first list read now, so it runs beside the signed-in user's read instead of after
 * it (issue 29: the console asked /v1/auth/me, then its lists). The server checks the caller on
 * the read as on any other; an answer nobody claims is dropped.
 */
export function prefetchList(table: string, query: Partial<ListQuery>, family: Family = 'supabase', page = 1): void {
  const sent = pageQuery(query, page);
  const key = earlyKey(table, sent, family);
  if (early.has(key)) return;
  const answer = api.list<unknown>(table, sent, family);
  answer.catch(() => undefined);
  early.set(key, answer);
  setTimeout(() => early.delete(key), EARLY_KEPT_MS);
}

function takeEarly<T>(table: string, query: Partial<ListQuery>, family: Family): Promise<ListResult<T>> | undefined {
  const key = earlyKey(table, query, family);
  const answer = early.get(key);
  early.delete(key);
  return answer as Promise<ListResult<T>> | undefined;
}

/**
 * Loads one list from the data-access API and reloads when the query changes or on `reload()`
 * (after a save). A null query loads nothing (e.g. locations before an organization is chosen).
 */
export function useList<T>(
  table: string,
  query: Partial<ListQuery> | null,
  family: Family = 'supabase',
  paging?: { page: number; setPage: (page: number) => void },
) {
  const [version, setVersion] = useState(0);
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
  const key = JSON.stringify([queryKey, page, version]);
  const [state, setState] = useState<{ data: ListResult<T> | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the query, its page and the reload count, serialized: objects made anew each render would refetch for ever
  useEffect(() => {
    let live = true;
    if (!query) {
      setState({ data: null, error: null, loading: false });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    const sent = pageQuery(query, page);
    // The first read of the page's query may be under way already (prefetchList); a reload asks anew.
    ((version === 0 ? takeEarly<T>(table, sent, family) : undefined) ?? api.list<T>(table, sent, family))
      .then((data) => live && setState({ data, error: null, loading: false }))
      .catch((err: Error) => live && setState({ data: null, error: err.message, loading: false }));
    return () => {
      live = false;
    };
  }, [key]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
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
  return { ...state, reload, page, setPage, loadAll };
}
