import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { DatabaseCapabilities, RawQuery } from './capabilities.ts';
import { databaseUnreachable } from './connection-errors.ts';
import { pgJsonSql } from './json-sql.ts';
import type { PgExecute } from './pg-pool.ts';
import { pgTextSearch } from './text-search.ts';

/** The capabilities of a database on a PostgreSQL pool (db/capabilities.ts); `execute` runs in this context's transaction if any. */
export function pgCapabilities(pool: pg.Pool, execute: PgExecute): DatabaseCapabilities {
  const rows = async <T>(query: SQL) => (await execute(query)).rows as T[];
  return {
    jsonSql: pgJsonSql,
    textSearch: pgTextSearch,
    rawSql: {
      async referenceRows(query, params, arrays) {
        const { name, text } = pgStatement(query);
        const result = await pool.query({
          name,
          text,
          values: [...params],
          ...(arrays ? { rowMode: 'array' as const } : {}),
        });
        return result.rows;
      },
      listParameter: (values) => [...values],
      // Drizzle's own query, awaited: it runs in this context's transaction (pg-client.ts).
      queryRows: async <T>(query: PromiseLike<unknown[]>) => (await query) as T[],
      rows,
      async exec(statements) {
        await pool.query(typeof statements === 'string' ? statements : statements.postgres);
      },
    },
    lifecycle: {
      writeProblem: () => writeProblem(pool),
      close: () => endPool(pool),
      closeWithoutWriting: () => endPool(pool),
    },
  };
}

async function endPool(pool: pg.Pool): Promise<void> {
  if (!pool.ended) await pool.end();
}

const pgTexts = new Map<string, { name: string; text: string }>();

/** `?` placeholders numbered, and a name for the prepared statement (parsed once per pooled connection). */
function pgStatement(query: RawQuery): { name: string; text: string } {
  const source = typeof query === 'string' ? query : query.postgres;
  let statement = pgTexts.get(source);
  if (!statement) {
    let n = 0;
    const text = source.replace(/\?/g, () => `$${++n}`);
    statement = { name: `ref_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text };
    pgTexts.set(source, statement);
  }
  return statement;
}

/**
 * A transaction id is assigned only where writes are possible (not on a standby, nor when the
 * server is out of space for them); a session set read-only (default_transaction_read_only, as an
 * operator sets it on a database) still gets one, so that setting is read too.
 */
async function writeProblem(pool: pg.Pool): Promise<string | null> {
  try {
    const { rows } = await pool.query<{ readOnly: string }>(
      `SELECT txid_current(), current_setting('transaction_read_only') AS "readOnly"`,
    );
    if (rows[0]?.readOnly === 'on') return 'The database cannot save changes (25006): its sessions are read-only.';
    return null;
  } catch (err) {
    const unreachable = databaseUnreachable(err);
    if (unreachable) return `The database is not reachable (${unreachable.code}): ${unreachable.message}.`;
    const code = (err as { code?: string }).code ?? 'error';
    return `The database cannot save changes (${code}): ${(err as Error).message}.`;
  }
}
