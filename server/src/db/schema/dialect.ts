import { type Column, getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  type ExtraConfigColumn,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
  type PgTableExtraConfigValue,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { descendingKeys, isoNow, loweredKeys } from './columns.ts';

/**
 * The PostgreSQL table of a SQLite table, derived from it so each table is described once (the
 * schema files). Column kinds map as: text → text, JSON text (list/json) → jsonb, boolean → boolean,
 * integer → integer (bigint when listed in `bigint`), real → double precision. Times stay ISO-8601
 * text on both, so the API compares them the same way. A single-column integer primary key is
 * SQLite's rowid, numbered on insert when omitted; on PostgreSQL it is an identity column.
 * Indexes, unique indexes, primary keys, foreign keys and unique constraints keep their names.
 * Runtime defaults, generated columns, checks and SQL index expressions other than a descending
 * key or lower(column) (columns.ts) are refused with an error until a table needs them.
 */
export function toPgTable<T extends SQLiteTable, Big extends keyof T['_']['columns'] = never>(
  table: T,
  options: { bigint?: Big[] } = {},
): PgTableOf<T> {
  const config = getTableConfig(table);
  if (config.checks.length)
    throw new Error(`${config.name}: check constraints have no PostgreSQL mapping yet (db/schema/dialect.ts)`);
  const sqliteColumns = getTableColumns(table) as Record<string, SQLiteColumn>;
  const keyOf = new Map(Object.entries(sqliteColumns).map(([key, column]) => [column, key]));
  const big = new Set<string>(options.bigint as string[] | undefined);
  const columns = Object.fromEntries(
    Object.entries(sqliteColumns).map(([key, column]) => [key, pgColumn(config.name, column, big.has(key))]),
  );

  const extras = (self: Record<string, ExtraConfigColumn>): PgTableExtraConfigValue[] => {
    const own = (column: SQLiteColumn) => self[keyOf.get(column)!]!;
    // NULLs sort as on SQLite (smallest: first ascending, last descending), so a list ordered the
    // SQLite way (`asc nulls first`, `desc nulls last`) reads its index in order on PostgreSQL too.
    const indexKey = (key: SQLiteColumn | SQL) => {
      if (!is(key, SQL)) return own(key).asc().nullsFirst();
      const lower = loweredKeys.get(key);
      if (lower) return sql`lower(${sql.identifier(lower.name)})`;
      const descending = descendingKeys.get(key);
      if (!descending)
        throw new Error(
          `${config.name}: an index on an SQL expression has no PostgreSQL mapping (db/schema/dialect.ts)`,
        );
      return own(descending).desc().nullsLast();
    };
    return [
      ...config.indexes.map(({ config: ix }) => {
        const built = (ix.unique ? uniqueIndex : index)(ix.name).on(...atLeastOne(ix.columns.map(indexKey)));
        return ix.where ? built.where(ix.where) : built;
      }),
      ...config.primaryKeys.map((pk) => primaryKey({ name: pk.getName(), columns: atLeastOne(pk.columns.map(own)) })),
      ...config.uniqueConstraints.map((u) => unique(u.getName()).on(...atLeastOne(u.columns.map(own)))),
      ...config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        const built = foreignKey({
          name: fk.getName(),
          columns: atLeastOne(ref.columns.map(own)),
          foreignColumns: atLeastOne(ref.foreignColumns.map(pgColumnOf)),
        });
        if (fk.onDelete) built.onDelete(fk.onDelete);
        if (fk.onUpdate) built.onUpdate(fk.onUpdate);
        return built;
      }),
    ];
  };

  const pg = pgTable(config.name, columns, extras as never);
  converted.set(table, { pg, keyOf });
  mirrorsColumns(table, pg);
  return pg;
}

/**
 * Checks, as the table is built, what PgTableOf says of it: the same column keys, each with the
 * SQLite column's name, kind of value and nullability, so rows read from either table have one type.
 */
function mirrorsColumns<T extends SQLiteTable>(table: T, pg: PgTable): asserts pg is PgTableOf<T> {
  const sqliteColumns = getTableColumns(table) as Record<string, SQLiteColumn>;
  const pgColumns = getTableColumns(pg);
  const keys = (columns: object) => Object.keys(columns).sort().join();
  if (keys(sqliteColumns) !== keys(pgColumns))
    throw new Error(`${getTableName(table)}: the PostgreSQL table's columns differ from the SQLite table's`);
  for (const [key, column] of Object.entries(sqliteColumns)) {
    const mirror = pgColumns[key]!;
    if (
      mirror.name !== column.name ||
      mirror.dataType !== column.dataType ||
      mirror.notNull !== (column.notNull || column.primary)
    )
      throw new Error(`${getTableName(table)}.${column.name}: the PostgreSQL column differs from the SQLite column`);
  }
}

/** Drizzle's constraint builders take one column or more; the SQLite constraint had at least one. */
function atLeastOne<T>(items: T[]): [T, ...T[]] {
  return items as [T, ...T[]];
}

/** Every converted table, so a foreign key can name the PostgreSQL column it references. */
const converted = new Map<SQLiteTable, { pg: PgTable; keyOf: Map<SQLiteColumn, string> }>();

function pgColumnOf(column: SQLiteColumn): PgColumn {
  const target = converted.get(column.table);
  if (!target)
    throw new Error(
      `${getTableName(column.table)}: referenced by a foreign key but has no PostgreSQL table yet (db/schema/pg.ts)`,
    );
  return getTableColumns(target.pg)[target.keyOf.get(column)!]!;
}

/** ISO-8601 UTC with milliseconds, the same text SQLite's default and `Date.toISOString()` write. */
const pgIsoNow = sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

function pgColumn(table: string, column: SQLiteColumn, big: boolean): PgColumnBuilderBase {
  const where = `${table}.${column.name}`;
  if (column.defaultFn || column.onUpdateFn || column.generated)
    throw new Error(
      `${where}: runtime defaults and generated columns have no PostgreSQL mapping yet (db/schema/dialect.ts)`,
    );
  let built = pgColumnOfKind(where, column, big);
  if (column.primary) built = built.primaryKey();
  if (column.notNull) built = built.notNull();
  if (column.isUnique) built = built.unique(column.uniqueName);
  if (column.default === isoNow) built = built.default(pgIsoNow);
  else if (is(column.default, SQL))
    throw new Error(`${where}: an SQL default has no PostgreSQL mapping (db/schema/dialect.ts)`);
  else if (column.default !== undefined) built = built.default(column.default);
  return built;
}

/** The modifiers every PostgreSQL column builder has; each kind types them its own way. */
interface PgBuilder extends PgColumnBuilderBase {
  primaryKey(): PgBuilder;
  notNull(): PgBuilder;
  unique(name?: string): PgBuilder;
  default(value: unknown): PgBuilder;
}

function pgColumnOfKind(where: string, column: SQLiteColumn, big: boolean): PgBuilder {
  if (big && column.columnType !== 'SQLiteInteger') throw new Error(`${where}: only an integer column can be a bigint`);
  switch (column.columnType) {
    case 'SQLiteText':
      return text(column.name, { enum: column.enumValues as [string, ...string[]] | undefined });
    case 'SQLiteTextJson':
      return jsonb(column.name);
    case 'SQLiteBoolean':
      return boolean(column.name);
    case 'SQLiteInteger': {
      const built = big ? bigint(column.name, { mode: 'number' }) : integer(column.name);
      return column.primary ? built.generatedByDefaultAsIdentity() : built;
    }
    case 'SQLiteReal':
      return doublePrecision(column.name);
    default:
      throw new Error(`${where}: column type ${column.columnType} has no PostgreSQL mapping (db/schema/dialect.ts)`);
  }
}

type PgColumnType<T extends string> = T extends 'SQLiteTextJson'
  ? 'PgJsonb'
  : T extends 'SQLiteBoolean'
    ? 'PgBoolean'
    : T extends 'SQLiteInteger'
      ? 'PgInteger' | 'PgBigInt53'
      : T extends 'SQLiteReal'
        ? 'PgDoublePrecision'
        : 'PgText';

/** The PostgreSQL column of a SQLite column: the same name, data type, nullability and defaults, so rows infer the same types. */
type PgColumnOf<C extends Column> = PgColumn<{
  name: C['_']['name'];
  tableName: C['_']['tableName'];
  dataType: C['_']['dataType'];
  columnType: PgColumnType<C['_']['columnType']>;
  data: C['_']['data'];
  driverParam: unknown;
  notNull: C['_']['notNull'];
  hasDefault: C['_']['hasDefault'];
  isPrimaryKey: C['_']['isPrimaryKey'];
  isAutoincrement: C['_']['isAutoincrement'];
  hasRuntimeDefault: C['_']['hasRuntimeDefault'];
  enumValues: C['_']['enumValues'];
  baseColumn: never;
  identity: undefined;
  generated: undefined;
}>;

export type PgTableOf<T extends SQLiteTable> = PgTableWithColumns<{
  name: T['_']['name'];
  schema: undefined;
  dialect: 'pg';
  columns: { [K in keyof T['_']['columns']]: PgColumnOf<T['_']['columns'][K]> };
}>;
