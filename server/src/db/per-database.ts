import type { DatabaseExtras } from './capabilities.ts';

/** One implementation of a capability per engine: adding an engine is a compile error at every capability until it has its own. */
export type Implementations<T, D> = { readonly [Engine in DatabaseExtras['$dialect']]: (db: D) => T };

/**
 * A capability whose logic belongs to a feature (a list's paging, the assistant's content index,
 * the occupation search index), behind one interface with an implementation per engine: the
 * returned function gives the database's implementation, made once per database on first use and
 * kept while the database lives. Feature code asks for the capability and never for the engine.
 */
export function perDatabase<T, D extends Pick<DatabaseExtras, '$dialect'>>(
  implementations: Implementations<T, D>,
): (db: D) => T {
  const chosen = new WeakMap<D, T>();
  return (db) => {
    let capability = chosen.get(db);
    if (capability === undefined) chosen.set(db, (capability = implementations[db.$dialect](db)));
    return capability;
  };
}
