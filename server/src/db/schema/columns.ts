import { type SQL, sql } from 'drizzle-orm';
import { index, integer, real, text, type SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * Column helpers shared by every table. Column names are the API's field
 * names (camelCase), so a filter `f.orgId[eq]` names the column it reads.
 * Times are ISO-8601 text: sortable, comparable with gt/lt, readable in JSON.
 */
export const id = () => text('id').primaryKey();
export const str = (name: string) => text(name);
export const bool = (name: string) => integer(name, { mode: 'boolean' });
/** 32-bit on PostgreSQL: a column whose values can pass 2^31 is listed as bigint in pg.ts. */
export const int = (name: string) => integer(name);
export const num = (name: string) => real(name);
/** A list field (ids, tags, roles) stored as a JSON array; `ov`/`!ov` filters read it. */
export const list = (name: string) => text(name, { mode: 'json' }).$type<string[]>();
/** Any structured value stored as JSON. */
export const json = <T = unknown>(name: string) => text(name, { mode: 'json' }).$type<T>();

/** The current time as ISO-8601 text; dialect.ts gives PostgreSQL the same text. */
export const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
export const timestamps = {
  createdAt: text('createdAt').notNull().default(isoNow),
  updatedAt: text('updatedAt').notNull().default(isoNow),
};

/** The column behind each `"<column>" desc` index key, so dialect.ts can rebuild the key for PostgreSQL. */
export const descendingKeys = new WeakMap<SQL, SQLiteColumn>();

function descending(field: SQLiteColumn): SQL {
  const key = sql`${sql.identifier(field.name)} desc`;
  descendingKeys.set(key, field);
  return key;
}

/** The column behind each `lower("<column>")` index key, so dialect.ts can rebuild the key for PostgreSQL. */
export const loweredKeys = new WeakMap<SQL, SQLiteColumn>();

/** An index key on lower(column): a lookup by `lower(column) = ?` (an e-mail address in any case) seeks it. */
export function lowered(field: SQLiteColumn): SQL {
  const key = sql`lower(${sql.identifier(field.name)})`;
  loweredKeys.set(key, field);
  return key;
}

/**
 * The indexes a list reads in its default order (the data-access policy's defaultOrder, ties
 * broken by id ascending): one across organizations (the super admin's console) and one within
 * an organization (every other caller), so a page is read in index order and never sorted from
 * the whole table. Pass `orgId: null` for a table that is not scoped by an org column.
 */
export function listIndexes(
  table: string,
  t: { id: SQLiteColumn; orgId: SQLiteColumn | null },
  field: SQLiteColumn,
  direction: 'asc' | 'desc' = 'asc',
) {
  const key = direction === 'desc' ? descending(field) : field;
  const across = index(`${table}_list_${field.name}`).on(key, t.id);
  return t.orgId ? [across, index(`${table}_org_list_${field.name}`).on(t.orgId, key, t.id)] : [across];
}
