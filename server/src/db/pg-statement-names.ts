/**
 * Names for PostgreSQL statements that run again and again, so each pooled connection parses and
 * plans them once (a named prepared statement) instead of on every call. For the small lookups
 * of a request (the session check, a page by id) PostgreSQL spent 5–10 times longer parsing and
 * planning the unnamed statement than running it (issue 29 goal 4, docs/performance.md).
 *
 * A statement is named from its second run in this process: a one-off (an IN list of a length
 * seen once, a rare filter) never takes a name. Named statements stay prepared on every
 * connection that ran them until the connection closes, so the names are capped: past the cap new
 * statements run unnamed, as before, and the memory they hold on each connection stays bounded
 * whatever shapes clients ask for. PostgreSQL itself chooses per statement between a plan for the
 * values given and the generic plan it keeps (plan_cache_mode auto).
 */

/** Named statements at most, per process (each connection prepares those it runs). */
export const MAX_NAMED_STATEMENTS = 300;
/** Texts seen once that are remembered, waiting for a second run. */
const MAX_SEEN_ONCE = 2_000;

export interface StatementNames {
  /** The name to run `text` under, or undefined to run it unnamed. */
  nameFor(text: string): string | undefined;
}

/** A naming scheme: `prefix` and a number; one text ↔ one name for the life of the process. */
export function statementNames(prefix: string, max = MAX_NAMED_STATEMENTS): StatementNames {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  return {
    nameFor(text) {
      const known = names.get(text);
      if (known !== undefined || names.size >= max) return known;
      if (!seenOnce.has(text)) {
        if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
        seenOnce.add(text);
        return undefined;
      }
      seenOnce.delete(text);
      const name = `${prefix}${names.size + 1}`;
      names.set(text, name);
      return name;
    },
  };
}
