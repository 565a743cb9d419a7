import { pageOfAddress } from '@pathcraft/sdk';
import { useCallback } from 'react';
import { navigate, useSearchParams } from '../../../router.tsx';

/** The address's value of each key ('' when absent). */
export const urlValues = <K extends string>(keys: readonly K[], params: URLSearchParams) =>
  Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;

/** The address's page, 1 when absent or not a number. */
export const urlPage = pageOfAddress;

/**
 * A list's filters and page kept in the address, so Back, reload and a shared link return to
 * the same view. A filter replaces the history entry (typing must not fill Back); a new page
 * pushes one, so Back goes to the page before. Changing a filter starts again at page 1.
 */
export function useUrlState<K extends string>(keys: readonly K[]) {
  const params = useSearchParams();
  const values = urlValues(keys, params);
  const page = urlPage(params);
  const go = useCallback((change: (next: URLSearchParams) => void, replace: boolean) => {
    const next = new URLSearchParams(location.search);
    change(next);
    const query = next.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace });
  }, []);
  const set = useCallback(
    (key: K, value: string) =>
      go((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }, true),
    [go],
  );
  const setPage = useCallback(
    (n: number) =>
      go((next) => {
        if (n > 1) next.set('page', String(n));
        else next.delete('page');
      }, false),
    [go],
  );
  /**
   * Several keys at once (empty removes one), the page kept. `push` makes a history entry: opening
   * or closing a record is a view Back returns from; a tab within it replaces (reload keeps it).
   */
  const assign = useCallback(
    (changes: Partial<Record<K, string>>, { push = false } = {}) =>
      go((next) => {
        for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
      }, !push),
    [go],
  );
  return { values, set, assign, page, setPage };
}
