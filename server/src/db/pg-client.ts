import { AsyncLocalStorage } from 'node:async_hooks';
import { fileURLToPath } from 'node:url';
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type SQL,
} from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import {
  type AsyncRemoteCallback,
  SqliteRemoteDatabase,
  SQLiteRemoteSession,
  type SQLiteProxyTransaction,
} from 'drizzle-orm/sqlite-proxy';
import pg from 'pg';
import type { Db } from './client.ts';
import { retryingConflicts } from './concurrency.ts';
import type { DatabaseCapabilities, DatabaseExtras } from './capabilities.ts';
import { pgCapabilities } from './pg-capabilities.ts';
import { PgDialectOfSqliteBuilders } from './pg-dialect.ts';
import { rememberPgPool } from './pg-pool.ts';
import { statementNaming } from './pg-statement-names.ts';
import * as schema from './schema/index.ts';

/**
 * The database on PostgreSQL: drizzle's own SQLite database for remote engines
 * (drizzle-orm/sqlite-proxy's SqliteRemoteDatabase, no Proxy), the very type feature code is
 * written against (`Db`), over a pg.Pool. Its dialect (pg-dialect.ts) writes what drizzle's
 * SQLite query builders build as PostgreSQL SQL, from the SQLite table objects of db/schema (the
 * PostgreSQL tables of schema/pg.ts describe the same names and columns, and only the migrations
 * are generated from them). Feature code uses the dialect-neutral forms (`await q`, `first(q)`,
 * `.returning()`, `forUpdate(q)`), never SQLite's `.get()/.all()/.run()/.values()`.
 *
 * Values come back as the SQLite columns expect them: json/jsonb as text (the SQLite json
 * columns parse it), int8 (count(*), sum, bigint columns) as a number, dates and times as text.
 * Booleans need nothing: the SQLite boolean column writes 1/0, which PostgreSQL's boolean
 * accepts, and reads true/false as 1/0.
 *
 * Transactions are real (BEGIN … COMMIT on one pooled client). As with the SQLite gate
 * (async-sqlite.ts), a statement or `db.transaction` run through the outer `db` from inside a
 * transaction body (same async context) runs inside that transaction (a savepoint for a nested
 * transaction: PgRoutingSession) instead of on another pooled connection, where it would not see the uncommitted
 * rows or would wait for their locks forever. Transactions of any number of processes run at
 * once (READ COMMITTED, no lock of the app's): read-then-write code keeps its rule with row locks,
 * compare-and-set updates or unique indexes (db/concurrency.ts), and a top-level transaction that
 * PostgreSQL aborts as a deadlock or serialization victim is run again.
 */

export const PG_MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle-pg', import.meta.url));

/** Arbitrary but fixed: the advisory lock key of this app's migrations. */
const MIGRATION_LOCK = 7_482_301;
const CONNECT_TIMEOUT_MS = 5_000;
const CONNECTION_LIFETIME_S = 30 * 60;

type Relations = ExtractTablesWithRelations<typeof schema>;
type Transaction = SQLiteProxyTransaction<typeof schema, Relations>;

export { pgPoolOf, pgRows } from './pg-pool.ts';

/** Connects to `url`, applies pending migrations (one process at a time) and returns the `Db`. */
export async function openPgDatabase(url: string, options: { max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // A server that does not answer (a host down, a network cut) fails a request after 5 s with a 503,
    // instead of holding it forever; keep-alive notices a dead peer on idle connections.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // Each connection keeps the statements it prepared (pg-statement-names.ts): a new one every half
    // hour prepares what runs often by then.
    maxLifetimeSeconds: CONNECTION_LIFETIME_S,
  });
  pool.on('connect', (client) => {
    readValuesAsSqlite(client);
    // A client that loses its server while checked out (inside a transaction, between statements)
    // emits 'error' with no listener of the pool's: unhandled, that ended the process. The statement
    // running or the next one fails instead (a 503), and the pool drops the client when it comes back.
    client.on('error', () => undefined);
  });
  // An idle client that loses its server (restart, network) emits here; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    await migrateShared(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  const statements = new PgStatements(pool);
  const db = new PgAppDatabase(statements);
  rememberPgPool(db, pool, statements.rows, statements.arrayRows);
  return db;
}

/** Several processes may start together on a new database: the first migrates, the others wait for it and find nothing to do. */
async function migrateShared(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: PG_MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

type TypeFormat = Parameters<typeof pg.types.getTypeParser>[1];
const RAW_TEXT = (value: string) => value;
const INT8 = (value: string) => Number(value);
const { JSON: JSON_OID, JSONB, INT8: INT8_OID, TIMESTAMP, TIMESTAMPTZ, DATE, INTERVAL } = pg.types.builtins;
/** Types read as the text PostgreSQL sends: JSON (parsed by the SQLite json columns), dates, times and their arrays (as drizzle's node-postgres driver reads them). */
const AS_TEXT = new Set([JSON_OID, JSONB, TIMESTAMP, TIMESTAMPTZ, DATE, INTERVAL, 1115, 1182, 1185, 1187, 1231]);

/** Statements with parameters (already the extended protocol) that run again are prepared once per connection (pg-statement-names.ts). */
const naming = statementNaming();

/**
 * Every query of a pooled client (the database's and the capabilities' own) reads json/jsonb,
 * int8 and dates as on SQLite, whatever type parsers it passes. Repeated statements get a name here too.
 */
function readValuesAsSqlite(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const statements = naming.forConnection();
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'text' in config) {
      const { types, name, text, values } = config as {
        types?: { getTypeParser: (oid: number, format?: TypeFormat) => unknown };
        name?: string;
        text: string;
        values?: unknown[];
      };
      const given = types ?? pg.types;
      const params = values ?? rest[0]; // drizzle's migrator passes them as the second argument
      config = {
        ...config,
        name: name ?? (Array.isArray(params) && params.length ? statements.nameFor(text) : undefined),
        types: {
          getTypeParser: (oid: number, format?: TypeFormat) =>
            AS_TEXT.has(oid) ? RAW_TEXT : oid === INT8_OID ? INT8 : given.getTypeParser(oid, format),
        },
      };
    }
    return query(config, ...rest);
  };
}

/** The transaction an async context opened: its pooled connection (`open` until it ends) and drizzle's transaction for savepoints. */
interface OpenTransaction {
  readonly connection: { readonly client: pg.PoolClient; open: boolean };
  tx?: Transaction;
}

/**
 * Runs statements on the pool, or on the connection of the transaction the calling async context
 * has open: the one place that routes, for the database's statements (sqlite-proxy's callback)
 * and the capabilities' raw SQL alike.
 */
class PgStatements {
  readonly dialect = new PgDialectOfSqliteBuilders();
  readonly transactions = new AsyncLocalStorage<OpenTransaction>();

  constructor(readonly pool: pg.Pool) {}

  private run(text: string, values: unknown[], arrays: boolean): Promise<pg.QueryResult> {
    const open = this.transactions.getStore()?.connection;
    const queryable = open?.open ? open.client : this.pool;
    return queryable.query({ text, values, ...(arrays ? { rowMode: 'array' as const } : {}) });
  }

  /** sqlite-proxy's callback: rows as arrays of values in selection order, as it maps them ('get': the first). */
  readonly remote: AsyncRemoteCallback = async (text, params, method) => {
    const { rows } = await this.run(text, params, method !== 'run');
    return { rows: method === 'get' ? rows[0] : rows };
  };

  /** Raw SQL, rows as objects keyed by column name (PgExecute). */
  readonly rows = async (query: SQL) => {
    const { sql, params } = this.dialect.sqlToQuery(query);
    return { rows: (await this.run(sql, params, false)).rows };
  };

  /** Raw SQL, rows as arrays of values: wide rows (a list's 60 columns) cost much less to read that way (PgExecuteArrays). */
  readonly arrayRows = async (query: SQL): Promise<unknown[][]> => {
    const { sql, params } = this.dialect.sqlToQuery(query);
    return (await this.run(sql, params, true)).rows;
  };
}

/**
 * sqlite-proxy's session over PgStatements, with real transactions: a top-level one takes a
 * pooled connection for its BEGIN … COMMIT (retried when PostgreSQL aborts it as a deadlock or
 * serialization victim), and one opened while this async context has one open becomes a savepoint
 * of it. SQLite's transaction behaviours (`immediate`) mean nothing here: PostgreSQL's BEGIN is
 * plain, and rules lock what they read (concurrency.ts).
 */
class PgRoutingSession extends SQLiteRemoteSession<typeof schema, Relations> {
  constructor(
    private readonly statements: PgStatements,
    relational: ConstructorParameters<typeof SQLiteRemoteSession<typeof schema, Relations>>[2],
  ) {
    super(statements.remote, statements.dialect, relational);
  }

  override async transaction<T>(body: (tx: Transaction) => Promise<T>): Promise<T> {
    const { transactions, pool } = this.statements;
    const current = transactions.getStore();
    if (current?.connection.open && current.tx)
      return current.tx.transaction((tx) => transactions.run({ connection: current.connection, tx }, () => body(tx)));
    return retryingConflicts(async () => {
      const client = await pool.connect();
      const open: OpenTransaction = { connection: { client, open: true } };
      try {
        return await transactions.run(open, () =>
          super.transaction((tx) => {
            open.tx = tx;
            return body(tx);
          }),
        );
      } finally {
        // Work the body started and left running goes back to the pool.
        open.connection.open = false;
        client.release();
      }
    });
  }
}

/**
 * The database on PostgreSQL: drizzle's own SQLite database for remote engines (no wrapper), over
 * the transaction-routing session, with what this app's databases add to drizzle's (DatabaseExtras).
 */
export class PgAppDatabase extends SqliteRemoteDatabase<typeof schema> implements DatabaseExtras {
  readonly $dialect = 'postgres';
  readonly capabilities: DatabaseCapabilities;

  constructor(statements: PgStatements) {
    const { tables, tableNamesMap } = extractTablesRelationalConfig<Relations>(schema, createTableRelationsHelpers);
    const relational = { fullSchema: schema, schema: tables, tableNamesMap };
    super('async', statements.dialect, new PgRoutingSession(statements, relational), relational);
    this.capabilities = pgCapabilities(statements.pool, statements.rows);
  }

  $withConnection(): never {
    throw new Error(
      'No raw SQLite connection on PostgreSQL: this code path needs its PostgreSQL version ($withConnection).',
    );
  }
}
