import { AsyncLocalStorage } from 'node:async_hooks';
import { fileURLToPath } from 'node:url';
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type Query,
} from 'drizzle-orm';
import { drizzle, NodePgDatabase, NodePgSession, type NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import {
  PgDialect,
  type PgPreparedQuery,
  type PgTransactionConfig,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';
import { retryingConflicts } from './concurrency.ts';
import type { DatabaseCapabilities, DatabaseExtras } from './capabilities.ts';
import { pgCapabilities } from './pg-capabilities.ts';
import { arrayRowsOn, rememberPgPool } from './pg-pool.ts';
import { statementNaming } from './pg-statement-names.ts';
import * as schema from './schema/index.ts';

/**
 * The database on PostgreSQL: drizzle's own node-postgres database (PgAppDatabase, no Proxy) over a
 * pg.Pool, given the SQLite table objects of db/schema (drizzle's PostgreSQL dialect renders them as it renders its own tables;
 * the PostgreSQL tables of schema/pg.ts describe the same names and columns, and only the
 * migrations are generated from them). Feature code stays typed against `Db` and runs unchanged,
 * as long as it uses the dialect-neutral query forms (`await q`, `first(q)`, `.returning()`),
 * never SQLite's `.get()/.all()/.run()/.values()`.
 *
 * Values come back as the SQLite columns expect them: json/jsonb as text (the SQLite json
 * columns parse it), int8 (count(*), sum, bigint columns) as a number. Booleans need nothing:
 * the SQLite boolean column writes 1/0, which PostgreSQL's boolean accepts, and reads true/false
 * as 1/0.
 *
 * Transactions are real (BEGIN … COMMIT on one pooled client). As with the SQLite gate
 * (async-sqlite.ts), a statement or `db.transaction` run through the outer `db` from inside a
 * transaction body (same async context) runs inside that transaction (a savepoint for a nested
 * transaction: TransactionRoutingSession) instead of on another pooled connection, where it would not see the uncommitted
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
type Transaction = NodePgTransaction<typeof schema, Relations>;
type CacheConfig = Parameters<NodePgSession<typeof schema, Relations>['prepareQuery']>[6];

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
  const db = new PgAppDatabase(pool);
  // Through the transaction-routing session: inside this context's open transaction if any.
  rememberPgPool(
    db,
    pool,
    (query) => db.execute(query),
    (query) => arrayRowsOn(db, query),
  );
  return featureDb(db);
}

/**
 * The one place the PostgreSQL database is handed to feature code as a `Db`, which is typed as the
 * SQLite database: both render the same table objects (db/schema) to SQL and read rows of the same
 * types, but drizzle types each dialect's query builders apart and has no dialect-neutral type for
 * feature code to use. Why no interface both satisfy can be written, and what removing this takes: scripts/forced-casts.unit.test.ts (CASTS_LEFT).
 */
function featureDb(db: PgAppDatabase): Db {
  return db as unknown as Db;
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
const { JSON: JSON_OID, JSONB, INT8: INT8_OID } = pg.types.builtins;

/** Statements with parameters (already the extended protocol) that run again are prepared once per connection (pg-statement-names.ts). */
const naming = statementNaming();

/**
 * drizzle passes its own type parsers with every query (for dates); those decide json/jsonb and
 * int8 the pg way (parsed object, string). Wrap them, per client, so these read as on SQLite.
 * Repeated statements get a name here too.
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
      const params = values ?? rest[0]; // drizzle passes them as the second argument
      config = {
        ...config,
        name: name ?? (Array.isArray(params) && params.length ? statements.nameFor(text) : undefined),
        types: {
          getTypeParser: (oid: number, format?: TypeFormat) =>
            oid === JSON_OID || oid === JSONB ? RAW_TEXT : oid === INT8_OID ? INT8 : given.getTypeParser(oid, format),
        },
      };
    }
    return query(config, ...rest);
  };
}

/**
 * drizzle's session over the pool, made aware of the transaction this async context runs in: a
 * statement prepared while one is open runs on the transaction's connection (its session), and
 * `transaction` there becomes a savepoint of it. Every query of the database (builders, `execute`,
 * relational queries) is prepared through `prepareQuery`, so this is the one place that routes.
 */
class TransactionRoutingSession extends NodePgSession<typeof schema, Relations> {
  readonly open = new AsyncLocalStorage<Transaction>();

  override prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => T['execute'],
    queryMetadata?: { type: 'select' | 'update' | 'delete' | 'insert'; tables: string[] },
    cacheConfig?: CacheConfig,
  ): PgPreparedQuery<T> {
    const session = this.open.getStore()?._.session;
    const args = [query, fields, name, isResponseInArrayMode, customResultMapper, queryMetadata, cacheConfig] as const;
    return session ? session.prepareQuery<T>(...args) : super.prepareQuery<T>(...args);
  }

  override transaction<T>(body: (tx: Transaction) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
    const current = this.open.getStore();
    const run = (tx: Transaction) => this.open.run(tx, () => body(tx));
    if (current) return current.transaction(run);
    return retryingConflicts(() => super.transaction(run, config));
  }
}

/**
 * The database on PostgreSQL: drizzle's own node-postgres database (no wrapper), over the
 * transaction-routing session, with what this app's databases add to drizzle's (DatabaseExtras).
 */
export class PgAppDatabase extends NodePgDatabase<typeof schema> implements DatabaseExtras {
  readonly $dialect = 'postgres';
  readonly capabilities: DatabaseCapabilities;

  constructor(pool: pg.Pool) {
    const { tables, tableNamesMap } = extractTablesRelationalConfig<Relations>(schema, createTableRelationsHelpers);
    const dialect = new PgDialect();
    const relational = { fullSchema: schema, schema: tables, tableNamesMap };
    super(dialect, new TransactionRoutingSession(pool, dialect, relational), relational);
    this.capabilities = pgCapabilities(pool, (query) => this.execute(query));
  }

  $withConnection(): never {
    throw new Error(
      'No raw SQLite connection on PostgreSQL: this code path needs its PostgreSQL version ($withConnection).',
    );
  }
}
