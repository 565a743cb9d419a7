import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { OrderTerm } from './read-page.ts';

/**
 * Keyset paging for both list readers (read-page.ts on SQLite, read-page-pg.ts): the "anchor" is
 * the key (order value, then id) of the row just before an offset, and a deeper page seeks past it
 * through the (col, id) list index instead of stepping over every row before it.
 */

/**
 * Rows after an anchor in `col, id` order (id ascending breaks ties). Ascending, as a row value:
 * both databases seek (col, id) at once; written as a range on col and a tie-break, SQLite seeks
 * col and then steps over every row sharing the anchor's value (333 a name in the bench's 100,000
 * users). Descending col with ascending id has no row value.
 */
export function afterAnchor(order: OrderTerm | undefined, id: SQLiteColumn, key: unknown[]): SQL {
  if (!order) return sql`${id} > ${key[0]}`;
  const [value, anchorId] = key;
  return order.direction === 'asc'
    ? sql`(${order.col}, ${id}) > (${value}, ${anchorId})`
    : sql`${order.col} <= ${value} AND (${order.col} < ${value} OR ${id} > ${anchorId})`;
}

/**
 * Keyset paging needs one order column whose NULLs cannot sit after the anchor: NOT NULL, or
 * ascending (NULLs first) with a non-null anchor value.
 */
export function anchorUsable(order: readonly OrderTerm[], key: unknown[]): boolean {
  if (order.length === 0) return true;
  if (order.length > 1) return false;
  return order[0]!.col.notNull || (order[0]!.direction === 'asc' && key[0] !== null);
}
