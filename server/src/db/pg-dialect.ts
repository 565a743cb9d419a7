import { Column, getTableColumns, is, Param, SQL, sql } from 'drizzle-orm';
import {
  SQLiteAsyncDialect,
  type SQLiteInsertConfig,
  type SQLiteSelectConfig,
  type SQLiteTable,
} from 'drizzle-orm/sqlite-core';
import { lockedForUpdate } from './concurrency.ts';

/**
 * drizzle's SQLite dialect writing PostgreSQL: the dialect of the database PostgreSQL feature code
 * gets (pg-client.ts), so feature code runs drizzle's SQLite query builders, the very ones its
 * `Db` type describes, on either engine. For what those builders make (select with joins, where,
 * order, limit and offset; insert, update and delete with returning; on conflict; `sql`
 * templates) the two dialects write the same SQL but for what is overridden here:
 *
 * - parameters are `$1, $2…` (`escapeParam`), not `?`;
 * - an insert that leaves out a column writes `default`, as drizzle's PostgreSQL dialect does,
 *   where SQLite's writes the column's default from the table object (SQLite's own SQL, e.g.
 *   `strftime` for the timestamps) or `null` (for an identity key: refused by PostgreSQL);
 * - an on-conflict target names its columns bare, `("id")`: SQLite's builder writes
 *   `("table"."id")`, which PostgreSQL's grammar refuses;
 * - a select marked with `forUpdate` (concurrency.ts) ends in `for update`: SQLite's builder has
 *   no locking clause, and SQLite needs none (one writer at a time).
 *
 * Relational queries (`db.query.*.findFirst/findMany`) are written as SQLite writes them too,
 * which PostgreSQL reads: SQLite's JSON functions appear only where a query loads relations
 * (`with`), and the schema declares none (a relation added to it needs its PostgreSQL form here).
 */
export class PgDialectOfSqliteBuilders extends SQLiteAsyncDialect {
  override escapeParam(num: number): string {
    return `$${num + 1}`;
  }

  override buildSelectQuery(config: SQLiteSelectConfig): SQL {
    const query = super.buildSelectQuery(config);
    return lockedForUpdate(config) ? sql`${query} for update` : query;
  }

  override buildInsertQuery(config: SQLiteInsertConfig): SQL {
    const { table, values, onConflict } = config;
    return super.buildInsertQuery({
      ...config,
      values: Array.isArray(values) ? values.map((row) => withDatabaseDefaults(table, row)) : values,
      onConflict: onConflict?.map(bareConflictTarget),
    });
  }
}

const DEFAULT = sql`default`;

/** A row to insert, with `default` for each column it leaves out where drizzle's PostgreSQL dialect writes `default`. */
function withDatabaseDefaults(table: SQLiteTable, row: Record<string, Param | SQL>): Record<string, Param | SQL> {
  let filled: Record<string, Param | SQL> | undefined;
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[key];
    const missing = value === undefined || (is(value, Param) && value.value === undefined);
    // drizzle's PostgreSQL dialect computes a runtime default ($defaultFn, $onUpdate) itself, as SQLite's does.
    const computed = column.defaultFn !== undefined || (!column.default && column.onUpdateFn !== undefined);
    if (missing && !computed) (filled ??= { ...row })[key] = DEFAULT;
  }
  return filled ?? row;
}

/**
 * `on conflict (<target>) …` with the target's columns unqualified. The builder puts the target
 * first: `sql\` on conflict ${sql`${[columns]}`}…\``.
 */
function bareConflictTarget(clause: SQL): SQL {
  let targetSeen = false;
  return new SQL(
    clause.queryChunks.map((chunk) => {
      if (targetSeen || !is(chunk, SQL)) return chunk;
      targetSeen = true;
      return new SQL(
        chunk.queryChunks.map((part) =>
          Array.isArray(part) && part.every((c) => is(c, Column))
            ? part.map((c) => (is(c, Column) ? sql.identifier(c.name) : c))
            : part,
        ),
      );
    }),
  );
}
