import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { OrderTerm } from './read-page-types.ts';

/**
 * What both list readers (read-page.ts on SQLite, read-page-pg.ts) remember per query shape, and
 * how they page from it. Each keeps its entries under its own database's change stamp. An "anchor"
 * is the key (order value, then id) of the row just before an offset: a deeper page seeks past it
 * through the (col, id) list index instead of stepping over every row before it.
 */

export interface ShapeCache {
  stamp: string;
  total?: number;
  /** Offset → the order key (order columns, then id) of the row just before it. */
  anchors: Map<number, unknown[]>;
}

/** Shapes kept per connection (SQLite) or process (PostgreSQL); also the statement-parts cache's bound. */
export const MAX_SHAPES = 1000;
const MAX_ANCHORS = 64;

/** The entry of one query shape, emptied when its stamp moved; past 1,000 shapes the oldest makes room. */
export function shapeEntry(shapes: Map<string, ShapeCache>, key: string, stamp: string): ShapeCache {
  let entry = shapes.get(key);
  if (!entry || entry.stamp !== stamp) {
    if (!entry && shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(key, (entry = { stamp, anchors: new Map() }));
  }
  return entry;
}

/** Keeps `key` as the anchor of `offset` when keyset paging can seek from it, up to 64 a shape. */
export function rememberAnchor(
  cache: ShapeCache,
  order: readonly OrderTerm[],
  offset: number,
  key: unknown[] | undefined,
): void {
  if (key && anchorUsable(order, key) && cache.anchors.size < MAX_ANCHORS) cache.anchors.set(offset, key);
}

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
