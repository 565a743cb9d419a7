import { AsyncLocalStorage } from 'node:async_hooks';
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

const noting = new AsyncLocalStorage<string[]>();

/**
 * Runs `read` and gives the text of every list statement it ran, in this async context only (other
 * requests' statements are not among them): the answer cache checks which tables they read.
 */
export async function withListStatementsNoted<T>(read: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const statements: string[] = [];
  const value = await noting.run(statements, read);
  return { value, statements };
}

/** Where this context notes its list statements, if it does. */
export const listStatementsNoted = (): string[] | undefined => noting.getStore();
