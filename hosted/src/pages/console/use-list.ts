import type { ListQuery, ListResult } from '@pathcraft/sdk';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../session.ts';

/**
 * Loads one list from the data-access API and reloads when the query changes or on `reload()`
 * (after a save). A null query loads nothing (e.g. locations before an organization is chosen).
 */
export function useList<T>(table: string, query: Partial<ListQuery> | null, family: 'supabase' | 'content' = 'supabase') {
  const [version, setVersion] = useState(0);
  const key = JSON.stringify([table, query, family, version]);
  const [state, setState] = useState<{ data: ListResult<T> | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });
  useEffect(() => {
    let live = true;
    if (!query) {
      setState({ data: null, error: null, loading: false });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    api
      .list<T>(table, query, family)
      .then((data) => live && setState({ data, error: null, loading: false }))
      .catch((err: Error) => live && setState({ data: null, error: err.message, loading: false }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
