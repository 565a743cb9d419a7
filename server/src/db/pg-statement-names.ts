import { createHash } from 'node:crypto';

/**
 * Names for PostgreSQL statements that run again and again, so each pooled connection parses and
 * plans them once (a named prepared statement) instead of on every call. For the small lookups
 * of a request (the session check, a page by id) PostgreSQL spent 5–10 times longer parsing and
 * planning the unnamed statement than running it (issue 29 goal 4, docs/performance.md).
 *
 * A statement is named from its second run in this process: a one-off (an IN list of a length
 * seen once, a rare filter) never takes a name. A name is the hash of the text, the same on every
 * connection. A prepared statement stays on its connection until the connection closes, so each
 * connection prepares at most a fixed number and runs any further statement unnamed, as before:
 * the memory they hold stays bounded whatever shapes clients ask for, and connections are
 * replaced now and then (pg-client.ts), so a new connection prepares what runs often by then.
 * PostgreSQL chooses per statement between a plan for the values given and the generic plan it
 * keeps (plan_cache_mode auto).
 */

/** Named statements at most on one connection. */
export const MAX_PREPARED_PER_CONNECTION = 200;
/** Texts remembered (seen once, or with their name), before the memory starts over. */
const MAX_REMEMBERED = 2_000;

export interface ConnectionStatements {
  /** The name to run `text` under on this connection, or undefined to run it unnamed. */
  nameFor(text: string): string | undefined;
}

const hashName = (text: string) => `pathcraft_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/** A naming scheme shared by the connections of a process; `forConnection` counts one connection's prepared statements. */
export function statementNaming({ max = MAX_PREPARED_PER_CONNECTION, nameOf = hashName } = {}) {
  // Text → its name once it ran twice, or null after its first run.
  const remembered = new Map<string, string | null>();
  const repeatedName = (text: string): string | undefined => {
    const known = remembered.get(text);
    if (known) return known;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    const name = known === null ? nameOf(text) : null;
    remembered.set(text, name);
    return name ?? undefined;
  };
  return {
    forConnection(): ConnectionStatements {
      const prepared = new Set<string>();
      return {
        nameFor(text) {
          const name = repeatedName(text);
          if (name === undefined || prepared.has(name)) return name;
          if (prepared.size >= max) return undefined;
          prepared.add(name);
          return name;
        },
      };
    },
  };
}
