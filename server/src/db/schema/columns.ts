import { sql } from 'drizzle-orm';
import { index, integer, real, text, type SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * Column helpers shared by every table. Column names are the API's field
 * names (camelCase), so a filter `f.orgId[eq]` names the column it reads.
 * Times are ISO-8601 text: sortable, comparable with gt/lt, readable in JSON.
 */
export const id = () => text('id').primaryKey();
export const str = (name: string) => text(name);
export const bool = (name: string) => integer(name, { mode: 'boolean' });
export const int = (name: string) => integer(name);
export const num = (name: string) => real(name);
/** A list field (ids, tags, roles) stored as a JSON array; `ov`/`!ov` filters read it. */
export const list = (name: string) => text(name, { mode: 'json' }).$type<string[]>();
/** Any structured value stored as JSON. */
export const json = <T = unknown>(name: string) => text(name, { mode: 'json' }).$type<T>();

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
export const timestamps = {
  createdAt: text('createdAt').notNull().default(now),
  updatedAt: text('updatedAt').notNull().default(now),
};

/**
 * The indexes a list reads in its default order (the data-access policy's defaultOrder, ties
 * broken by id ascending): one across organizations (the super admin's console) and one within
 * an organization (every other caller), so a page is read in index order and never sorted from
 * the whole table. Pass `orgId: null` for a table that is not scoped by an org column.
 */
export function listIndexes(table: string, t: { id: SQLiteColumn; orgId: SQLiteColumn | null }, field: SQLiteColumn, direction: 'asc' | 'desc' = 'asc') {
  const key = direction === 'desc' ? sql`${sql.identifier(field.name)} desc` : field;
  const across = index(`${table}_list_${field.name}`).on(key, t.id);
  return t.orgId ? [across, index(`${table}_org_list_${field.name}`).on(t.orgId, key, t.id)] : [across];
}
