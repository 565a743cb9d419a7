import { getTableName, is, SQL, sql } from 'drizzle-orm';
import { type IndexedColumn, PgDialect, getTableConfig as pgTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import {
  check,
  foreignKey,
  integer,
  primaryKey,
  getTableConfig as sqliteTableConfig,
  SQLiteSyncDialect,
  sqliteTable,
  type SQLiteTable,
  text,
  unique,
} from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { descendingKeys, id, str } from './columns.ts';
import { toPgTable } from './dialect.ts';
import * as sqlite from './index.ts';
import * as pg from './pg.ts';

/** What both dialects must agree on: columns, nullability, keys, defaults, indexes, constraints. */
function shapeOfSqlite(table: SQLiteTable) {
  const config = sqliteTableConfig(table);
  return {
    name: config.name,
    columns: config.columns.map((c) => ({
      name: c.name,
      notNull: c.notNull,
      primary: c.primary,
      unique: c.isUnique,
      hasDefault: c.hasDefault,
      default: defaultOf(c.default),
    })),
    primaryKeys: config.primaryKeys.map((pk) => ({ name: pk.getName(), columns: pk.columns.map((c) => c.name) })),
    indexes: config.indexes.map(({ config: ix }) => ({
      name: ix.name,
      unique: ix.unique,
      columns: ix.columns.map((key) => {
        if (!is(key, SQL)) return key.name;
        const descending = descendingKeys.get(key);
        return descending ? `${descending.name} desc` : new SQLiteSyncDialect().sqlToQuery(key).sql;
      }),
    })),
    uniqueConstraints: config.uniqueConstraints.map((u) => ({
      name: u.getName(),
      columns: u.columns.map((c) => c.name),
    })),
    foreignKeys: config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return {
        name: fk.getName(),
        columns: ref.columns.map((c) => c.name),
        foreignTable: getTableName(ref.foreignTable),
        foreignColumns: ref.foreignColumns.map((c) => c.name),
        onDelete: fk.onDelete ?? 'no action',
        onUpdate: fk.onUpdate ?? 'no action',
      };
    }),
  };
}

function shapeOfPg(table: PgTable) {
  const config = pgTableConfig(table);
  return {
    name: config.name,
    columns: config.columns.map((c) => ({
      name: c.name,
      notNull: c.notNull,
      primary: c.primary,
      unique: c.isUnique,
      hasDefault: c.hasDefault,
      default: defaultOf(c.default),
    })),
    primaryKeys: config.primaryKeys.map((pk) => ({ name: pk.getName(), columns: pk.columns.map((c) => c.name) })),
    indexes: config.indexes.map(({ config: ix }) => ({
      name: ix.name,
      unique: ix.unique,
      columns: ix.columns.map((key) =>
        is(key, SQL) ? new PgDialect().sqlToQuery(key).sql : describeIndexed(key as IndexedColumn),
      ),
    })),
    uniqueConstraints: config.uniqueConstraints.map((u) => ({
      name: u.getName(),
      columns: u.columns.map((c) => c.name),
    })),
    foreignKeys: config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return {
        name: fk.getName(),
        columns: ref.columns.map((c) => c.name),
        foreignTable: getTableName(ref.foreignTable),
        foreignColumns: ref.foreignColumns.map((c) => c.name),
        onDelete: fk.onDelete ?? 'no action',
        onUpdate: fk.onUpdate ?? 'no action',
      };
    }),
  };
}

const describeIndexed = (key: IndexedColumn) => `${key.name}${key.indexConfig?.order === 'desc' ? ' desc' : ''}`;
const defaultOf = (value: unknown) => (is(value, SQL) ? 'an SQL default' : value);
const isTable = (value: unknown): value is SQLiteTable =>
  typeof value === 'object' && value !== null && Symbol.for('drizzle:Name') in value;
const sqliteTables = Object.entries(sqlite as Record<string, unknown>).filter((entry): entry is [string, SQLiteTable] =>
  isTable(entry[1]),
);

describe('one schema, two dialects', () => {
  it('has a PostgreSQL table for every SQLite table, under the same export name', () => {
    expect(sqliteTables.length).toBeGreaterThan(50);
    expect(Object.keys(pg).sort()).toEqual(sqliteTables.map(([key]) => key).sort());
  });

  it.each(sqliteTables)('%s has the same columns, keys, defaults, indexes and constraints on both', (key, table) => {
    const pgTable = (pg as Record<string, PgTable>)[key]!;
    expect(shapeOfPg(pgTable)).toEqual(shapeOfSqlite(table));
  });

  it('infers the same row types from both', () => {
    type Rows<S> = {
      [K in keyof typeof pg]: S extends 'pg' ? (typeof pg)[K]['$inferSelect'] : (typeof sqlite)[K]['$inferSelect'];
    };
    type Inserts<S> = {
      [K in keyof typeof pg]: S extends 'pg' ? (typeof pg)[K]['$inferInsert'] : (typeof sqlite)[K]['$inferInsert'];
    };
    expectTypeOf<Rows<'pg'>>().toEqualTypeOf<Rows<'sqlite'>>();
    expectTypeOf<Inserts<'pg'>>().toEqualTypeOf<Inserts<'sqlite'>>();
  });

  it('gives PostgreSQL wide integers, identity row ids, jsonb lists and ISO text times', () => {
    const types = (table: PgTable) =>
      Object.fromEntries(pgTableConfig(table).columns.map((c) => [c.name, c.getSQLType()]));
    expect(types(pg.rateLimits)).toMatchObject({ windowStart: 'bigint', lockedUntil: 'bigint', count: 'integer' });
    expect(types(pg.occPrograms)).toMatchObject({ id: 'bigint', unitId: 'integer', awardLevels: 'jsonb' });
    expect(types(pg.users)).toMatchObject({ id: 'text', role: 'jsonb', testUser: 'boolean', createdAt: 'text' });
    expect(types(pg.occWages)).toMatchObject({ hourlyMedian: 'double precision' });
    expect(pgTableConfig(pg.occOccupationTitles).columns.find((c) => c.name === 'id')?.generatedIdentity?.type).toBe(
      'byDefault',
    );
  });

  it('maps foreign keys, composite primary keys and unique constraints', () => {
    const parents = sqliteTable('dialectParents', { id: id(), code: str('code').unique() });
    const children = sqliteTable(
      'dialectChildren',
      { parentId: str('parentId').notNull(), position: integer('position').notNull().default(0), label: text('label') },
      (t) => [
        primaryKey({ columns: [t.parentId, t.position] }),
        unique('dialectChildren_label').on(t.label),
        foreignKey({ columns: [t.parentId], foreignColumns: [parents.id] }).onDelete('cascade'),
      ],
    );
    const pgParents = toPgTable(parents);
    const pgChildren = toPgTable(children);
    expect(shapeOfPg(pgParents)).toEqual(shapeOfSqlite(parents));
    expect(shapeOfPg(pgChildren)).toEqual(shapeOfSqlite(children));
    expect(shapeOfPg(pgChildren).foreignKeys).toEqual([
      expect.objectContaining({ foreignTable: 'dialectParents', foreignColumns: ['id'], onDelete: 'cascade' }),
    ]);
  });

  it('refuses what it cannot map instead of guessing', () => {
    const checked = sqliteTable('dialectChecked', { n: integer('n') }, (t) => [
      check('dialectChecked_n', sql`${t.n} > 0`),
    ]);
    expect(() => toPgTable(checked)).toThrow('dialectChecked: check constraints have no PostgreSQL mapping yet');
    const sqlDefault = sqliteTable('dialectDefault', { at: text('at').default(sql`(date('now'))`) });
    expect(() => toPgTable(sqlDefault)).toThrow('dialectDefault.at: an SQL default has no PostgreSQL mapping');
  });
});
