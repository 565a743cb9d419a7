import { type SQL, sql } from 'drizzle-orm';
import type { JsonSql } from './capabilities.ts';

/** A key of a JSON object, checked before it is written into SQL as a literal. */
function keyOf(key: string): string {
  if (!/^\w+$/.test(key)) throw new Error(`jsonSql.text: unexpected key ${key}`);
  return key;
}

const valuesList = (values: readonly (string | SQL)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** SQLite stores JSON as text: json_extract, and json_each for lists. Booleans are 1 and 0. */
export const sqliteJsonSql: JsonSql = {
  text: (column, key) => sql`json_extract(${column}, ${sql.raw(`'$.${keyOf(key)}'`)})`,
  listHasAny: (column, values) =>
    sql`EXISTS (SELECT 1 FROM json_each(${column}) WHERE json_each.value IN (${valuesList(values)}))`,
  booleanIs: (column, value, negate = false) =>
    negate ? sql`${column} IS NOT ${value ? 1 : 0}` : sql`${column} IS ${value ? 1 : 0}`,
  elementsOf: (from, list, alias) => ({
    from: sql`${from}, json_each(${list}) ${sql.raw(keyOf(alias))}`,
    text: (key) => sql.raw(`json_extract(${keyOf(alias)}.value, '$.${keyOf(key)}')`),
    number: (key) => sql.raw(`json_extract(${keyOf(alias)}.value, '$.${keyOf(key)}')`),
  }),
};

/** PostgreSQL stores JSON as jsonb: ->>, and ?| for lists (a missing list holds none, as json_each of NULL has no rows). */
export const pgJsonSql: JsonSql = {
  text: (column, key) => sql`(${column} ->> ${sql.raw(`'${keyOf(key)}'`)})`,
  listHasAny: (column, values) => sql`coalesce(${column} ?| array[${valuesList(values)}]::text[], false)`,
  booleanIs: (column, value, negate = false) =>
    sql`${column} ${sql.raw(negate ? 'IS NOT' : 'IS')} ${sql.raw(value ? 'TRUE' : 'FALSE')}`,
  elementsOf: (from, list, alias) => ({
    from: sql`${from} cross join lateral jsonb_array_elements(${list}) ${sql.raw(keyOf(alias))}`,
    text: (key) => sql.raw(`${keyOf(alias)}->>'${keyOf(key)}'`),
    number: (key) => sql.raw(`(${keyOf(alias)}->>'${keyOf(key)}')::float8`),
  }),
};
