import type { ListQuery, ListResult } from '@pathcraft/sdk';
import { useEffect, useState } from 'react';
import { api } from '../../session.ts';

/** Loads one list from the data-access API and reloads when the query changes. */
export function useList<T>(table: string, query: Partial<ListQuery>, family: 'supabase' | 'content' = 'supabase') {
  const key = JSON.stringify([table, query, family]);
  const [state, setState] = useState<{ data: ListResult<T> | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });
  useEffect(() => {
    let live = true;
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
  return state;
}
