import { statfsSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { DatabaseCapabilities, RawSql } from './capabilities.ts';
import { sqliteJsonSql } from './json-sql.ts';
import { preparedStatement } from './prepared-statement.ts';
import { sqliteTextSearch } from './text-search.ts';

/** Runs synchronous work on the connection in its turn (async-sqlite.ts's gate). */
export type InTurn = <T>(use: () => T) => Promise<T>;

/**
 * How long a write probe's answer stands in for a new one while a transaction holds the connection.
 * A readiness probe must not queue behind a bulk write (create-many holds the connection for up to
 * a second on a busy machine, and a load balancer's probe times out): the node was found writable
 * this recently and is writing now; the disk's free space is still read on every probe.
 */
const PROBE_STANDS_MS = 5_000;

/** Below this much free space the data folder's disk counts as full: the next writes would fail. */
const MIN_FREE_BYTES = 1024 * 1024;

const dialect = new SQLiteSyncDialect();

/** The capabilities of a database on one better-sqlite3 connection (db/capabilities.ts). */
export function sqliteCapabilities(sqlite: Database.Database, inTurn: InTurn): DatabaseCapabilities {
  let lastProbe: { at: number; problem: string | null } | undefined;
  const probeWrite = async (): Promise<string | null> => {
    // The connection's own flag: a transaction holds it from BEGIN to COMMIT or ROLLBACK.
    if (lastProbe && sqlite.inTransaction && performance.now() - lastProbe.at < PROBE_STANDS_MS)
      return lastProbe.problem;
    const problem = await inTurn(() => writeProblem(sqlite));
    lastProbe = { at: performance.now(), problem };
    return problem;
  };
  const rawSql: RawSql = {
    referenceRows: (query, params, arrays) =>
      inTurn(() =>
        preparedStatement(sqlite, typeof query === 'string' ? query : query.sqlite)
          .raw(arrays)
          .all(...params),
      ),
    listParameter: (values) => JSON.stringify(values),
    queryRows: <T>(query: { toSQL(): { sql: string; params: unknown[] } }) =>
      inTurn(() => {
        const { sql, params } = query.toSQL();
        return preparedStatement(sqlite, sql)
          .raw(false)
          .all(...params) as T[];
      }),
    rows: <T>(query: SQL) =>
      inTurn(() => {
        const { sql, params } = dialect.sqlToQuery(query);
        return preparedStatement(sqlite, sql)
          .raw(false)
          .all(...params) as T[];
      }),
    exec: (statements) =>
      inTurn(() => void sqlite.exec(typeof statements === 'string' ? statements : statements.sqlite)),
  };

  return {
    jsonSql: sqliteJsonSql,
    textSearch: sqliteTextSearch,
    rawSql,
    lifecycle: {
      writeProblem: async (dataDir) => (await probeWrite()) ?? diskProblem(dataDir),
      close: () =>
        inTurn(() => {
          if (!sqlite.open) return;
          sqlite.pragma('optimize');
          sqlite.close();
        }),
      closeWithoutWriting: () => inTurn(() => void (sqlite.open && sqlite.close())),
    },
  };
}

/** A real write (user_version rewritten to itself, one tiny transaction) and the page limit. */
function writeProblem(sqlite: Database.Database): string | null {
  try {
    const pages = sqlite.pragma('page_count', { simple: true }) as number;
    const maxPages = sqlite.pragma('max_page_count', { simple: true }) as number;
    if (pages >= maxPages)
      return `The database is full (${pages} of at most ${maxPages} pages): changes that need space fail.`;
    const version = sqlite.pragma('user_version', { simple: true }) as number;
    sqlite.pragma(`user_version = ${Number(version)}`);
    return null;
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'error';
    return `The database cannot save changes (${code}): ${(err as Error).message}.`;
  }
}

/** The free space of the data folder's disk. */
function diskProblem(dataDir: string): string | null {
  try {
    const disk = statfsSync(dataDir);
    const free = disk.bavail * disk.bsize;
    if (free < MIN_FREE_BYTES) return `The disk holding ${dataDir} is full (${free} bytes free).`;
  } catch {
    // A file system that cannot report its space: the write probe is the answer.
  }
  return null;
}
