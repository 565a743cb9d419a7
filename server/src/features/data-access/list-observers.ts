import type { Db } from '../../db/client.ts';

type QueryObserver = (sqlText: string, params: unknown[]) => void;
const observers = new WeakMap<Db, Set<QueryObserver>>();

/** Calls `fn` with every query a list runs on this database (for query plan checks: EXPLAIN QUERY PLAN, EXPLAIN on PostgreSQL); returns the unsubscribe. */
export function observeListQueries(db: Db, fn: QueryObserver): () => void {
  let set = observers.get(db);
  if (!set) observers.set(db, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

/** The observers of this database's list queries, if any. */
export function listObservers(db: Db): ReadonlySet<QueryObserver> | undefined {
  return observers.get(db);
}
