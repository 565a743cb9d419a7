import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
import { drizzle, type SqliteRemoteDatabase, type SqliteRemoteResult } from 'drizzle-orm/sqlite-proxy';
import type { DatabaseExtras } from './capabilities.ts';
import { preparedStatement } from './prepared-statement.ts';
import { sqliteCapabilities } from './sqlite-capabilities.ts';

/**
 * An asynchronous Drizzle database over one better-sqlite3 connection, so data access can be
 * written once (`await db.select()…`, `await db.transaction(async (tx) => …)`) for SQLite now and
 * PostgreSQL later.
 *
 * drizzle-orm/sqlite-proxy sends every statement, including `begin`, `commit`, `rollback` and the
 * savepoints of nested transactions, through one callback. Requests share the connection, so a
 * transaction that awaits would let another request's statements run inside it. A gate per
 * connection prevents that: a transaction holds the connection from its `begin` until its
 * commit or rollback, and statements from any other async context wait their turn (FIFO).
 * Statements run synchronously inside the callback, so a statement outside a transaction holds
 * the gate for no longer than it runs.
 *
 * The owner of the gate is the async context (AsyncLocalStorage) the transaction was started in.
 * Everything called from the transaction body shares that context, so a helper that runs a
 * statement through the outer `db` (not `tx`) runs inside the transaction at once instead of
 * waiting for it forever, and `db.transaction` called there becomes a savepoint, as in the
 * synchronous better-sqlite3 driver. Work started in the body but still running after the
 * commit goes back to waiting its turn. A body that awaits work of another context which
 * itself needs the database (another request, a queued job) deadlocks: don't. Nor run nested
 * transactions of one body concurrently (Promise.all): their savepoints would interleave.
 *
 * The synchronous `Db` (and raw `$client` use) on the same connection bypasses the gate: while an
 * async transaction awaits I/O, its statements would land inside that transaction. Give the two
 * their own connections, or convert everything before transactions await anything but the db.
 */

/**
 * What an awaited write without `.returning()` resolves to, as typed. better-sqlite3's counts
 * (changes, lastInsertRowid) are there at run time but left out of the type: PostgreSQL's driver
 * has neither, so code that needs the written rows asks for them with `.returning()`.
 */
export type AsyncRunResult = SqliteRemoteResult;

export type AsyncDatabase<TSchema extends Record<string, unknown>> = SqliteRemoteDatabase<TSchema> & DatabaseExtras;

type Method = 'run' | 'all' | 'values' | 'get';
/** The transaction an async context started: `open` from its turn until its commit or rollback. */
type OwnedTransaction = { open: boolean; tx?: { transaction(body: never): Promise<unknown> } };

/** A FIFO mutex: `leave` hands the connection straight to the next waiter. */
class Gate {
  private held = false;
  private readonly waiting: (() => void)[] = [];
  readonly owner = new AsyncLocalStorage<OwnedTransaction>();

  /** Nothing to wait for (no extra microtask) when the gate is free, so uncontended statements stay cheap. */
  enter(): Promise<void> | undefined {
    if (!this.held) {
      this.held = true;
      return undefined;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  /** Runs `use` in this context's turn: at once inside its own open transaction, else after the queue. */
  async inTurn<T>(use: () => T): Promise<T> {
    if (this.owner.getStore()?.open) return use();
    const wait = this.enter();
    if (wait !== undefined) await wait;
    try {
      return use();
    } finally {
      this.leave();
    }
  }
}

// One gate per connection, even if it is wrapped twice.
const gates = new WeakMap<Database.Database, Gate>();

/**
 * Runs `use` on a connection in its turn, like `$withConnection`, for code that holds only the raw
 * connection and keeps working after its turn ended (the assistant index's background catch-up).
 * A connection no async database wraps has no other users: `use` runs at once.
 */
export function inConnectionTurn<T>(sqlite: Database.Database, use: () => T): Promise<T> {
  const gate = gates.get(sqlite);
  return gate ? gate.inTurn(use) : Promise.resolve(use());
}

export function openAsyncDatabase<TSchema extends Record<string, unknown>>(
  sqlite: Database.Database,
  schema: TSchema,
): AsyncDatabase<TSchema> {
  let gate = gates.get(sqlite);
  if (!gate) gates.set(sqlite, (gate = new Gate()));
  const turn = gate;

  const execute = (sqlText: string, params: unknown[], method: Method) => {
    // Some failures (a full disk: SQLITE_FULL, an I/O error) end the transaction inside SQLite. Drizzle's
    // rollback would then fail with 'no transaction is active' and hide the failure that matters.
    if (!sqlite.inTransaction && /^rollback\b/i.test(sqlText)) return { rows: [] };
    const stmt = preparedStatement(sqlite, sqlText);
    if (method === 'run') return { rows: [], ...stmt.run(...params) };
    // sqlite-proxy maps rows given as arrays of values, in column order.
    stmt.raw(true);
    return { rows: method === 'get' ? stmt.get(...params) : stmt.all(...params) };
  };

  const remote = drizzle(
    (sqlText, params, method) => turn.inTurn(() => execute(sqlText, params, method)) as Promise<{ rows: unknown[] }>,
    // A batch is atomic, like the other drivers' batches; inside a transaction it becomes a savepoint.
    (queries) =>
      turn.inTurn(() =>
        sqlite.transaction(() => queries.map((q) => execute(q.sql, q.params, q.method))).immediate(),
      ) as Promise<{ rows: unknown[] }[]>,
    { schema },
  );
  const inTurn = <T>(use: () => T) => turn.inTurn(use);
  const db: AsyncDatabase<TSchema> = Object.assign(remote, {
    $dialect: 'sqlite' as const,
    capabilities: sqliteCapabilities(sqlite, inTurn),
    $withConnection: <T>(use: (sqlite: Database.Database) => T) => turn.inTurn(() => use(sqlite)),
  });

  const drizzleTransaction = remote.transaction.bind(remote);
  db.transaction = async (body, config) => {
    const current = turn.owner.getStore();
    if (current?.open) return current.tx!.transaction(body as never) as never;
    const transaction: OwnedTransaction = { open: false };
    const wait = turn.enter();
    if (wait !== undefined) await wait;
    transaction.open = true;
    try {
      // IMMEDIATE for the reason given in openDatabase: several processes may share the file.
      return await turn.owner.run(transaction, () =>
        drizzleTransaction(
          (tx) => {
            transaction.tx = tx;
            return body(tx);
          },
          { behavior: 'immediate', ...config },
        ),
      );
    } finally {
      transaction.open = false;
      // Drizzle rolls back on failure; if the commit or rollback itself failed, never hand an open
      // transaction to the next context.
      if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
      turn.leave();
    }
  };
  return db;
}
