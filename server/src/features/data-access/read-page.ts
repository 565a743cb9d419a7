import type Database from 'better-sqlite3';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import { type SQLiteColumn, SQLiteSyncDialect, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { preparedStatement, type Db } from '../../db/client.ts';
import { listObservers } from './list-observers.ts';
import { countRowsPg, readPagePg } from './read-page-pg.ts';

/**
 * How a list page and its total are read without rescanning the table on every call.
 *
 * - The first page is one query, ordered by an index on the default order (schema: listIndexes).
 * - A deeper page (and any filtered page) walks the narrow (order key, id) index to its offset and
 *   reads only its rows, by rowid in one statement. The key of the row before a page and of a page's last row are remembered per query shape
 *   ("anchors"): the next request for that page, or the page after it, seeks to the anchor
 *   through the index (keyset paging) instead of stepping over every row before it.
 * - The total is counted once per query shape and reused until the database changes.
 *
 * Both caches are per connection and are dropped by any change to the database: by this
 * connection (total_changes()) or by another one (PRAGMA data_version), so they never answer
 * from before a write.
 *
 * PostgreSQL keeps the same two caches per process, keyed by change stamps its triggers keep per
 * table (read-page-pg.ts).
 */

type Row = Record<string, unknown>;
export interface OrderTerm {
  col: SQLiteColumn;
  direction: 'asc' | 'desc';
}

export { observeListQueries } from './list-observers.ts';

interface Query {
  sql: string;
  params: unknown[];
}

/** Runs on the raw connection, inside the caller's one `$withConnection` (no await per statement). */
function run(db: Db, sqlite: Database.Database, { sql: text, params }: Query): unknown[][] {
  listObservers(db)?.forEach((o) => o(text, params));
  return preparedStatement(sqlite, text).raw(true).all(...params) as unknown[][];
}

/**
 * A list's statements are written from parts: the SELECT … FROM and ORDER BY of a shape (its
 * columns and order) are compiled once, and only the WHERE (the caller's scope and filters) per
 * call. Building whole queries with Drizzle's builder cost about a sixth of a list call.
 */
const dialect = new SQLiteSyncDialect();
const compile = (fragment: SQL): Query => dialect.sqlToQuery(fragment);

interface Parts {
  /** `<columns>` */
  list: string;
  /** `<table>` */
  from: string;
  /** `select <columns> from <table>` */
  select: string;
  /** `<order key> <direction>, …, <id> asc` */
  order: string;
  /** `select <columns>` of the rows whose rowids are in a JSON array, in its order */
  byRowids: string;
}
const partsCache = new WeakMap<SQLiteTable, Map<string, Parts>>();

/** `withRowid`: the rowid as a last, extra column (narrow records: an index holds it anyway). */
function partsOf(table: SQLiteTable, columns: readonly SQLiteColumn[], order: readonly OrderTerm[], id: SQLiteColumn, withRowid = false): Parts {
  let byShape = partsCache.get(table);
  if (!byShape) partsCache.set(table, (byShape = new Map()));
  const key = `${columns.map((c) => c.name).join(',')}${withRowid ? ',rowid' : ''}|${order.map((o) => `${o.col.name} ${o.direction}`).join(',')}`;
  let parts = byShape.get(key);
  if (!parts) {
    const orderBy = [...order.map((o) => (o.direction === 'desc' ? desc(o.col) : asc(o.col))), asc(id)];
    const from = compile(sql`${table}`).sql;
    const list = `${compile(sql.join([...columns], sql`, `)).sql}${withRowid ? `, ${from}.rowid` : ''}`;
    parts = {
      list,
      from,
      select: `select ${list} from ${from}`,
      order: compile(sql.join(orderBy, sql`, `)).sql,
      // One statement for the page, each row found by its rowid: about 2.5× faster than a primary-key lookup per row.
      byRowids: `select ${list} from json_each(?) join ${from} on ${from}.rowid = json_each.value order by json_each.key`,
    };
    if (byShape.size >= MAX_SHAPES) byShape.delete(byShape.keys().next().value!);
    byShape.set(key, parts);
  }
  return parts;
}

/** `<select> [where …] order by … limit ? [offset ?]` */
function pageQuery(parts: Parts, where: Query | undefined, limit: number, offset = 0): Query {
  const text = `${parts.select}${where ? ` where ${where.sql}` : ''} order by ${parts.order} limit ?${offset ? ' offset ?' : ''}`;
  return { sql: text, params: [...(where?.params ?? []), limit, ...(offset ? [offset] : [])] };
}

/**
 * A search matching many rows reads every match through the text index and sorts them all, so
 * its cost grows with the table. When matches are dense, walking the order index from the start
 * and testing each row fills the page after about (offset + limit) × rows / matches rows,
 * whatever the table's size. Taken when that is fewer rows than the matches; the walk stops at
 * twice that, and if the page is not full by then (matches bunched in the order), the text index
 * answers after all (the walk costs about 0.2 µs a row), and this search (its shape) does not walk
 * again until the database changes. Both plans give the same rows: the text index only narrows,
 * and the same plain test decides.
 */
function walkToPage(db: Db, sqlite: Database.Database, narrow: Parts, p: PageRead, walk: NonNullable<PageRead['walk']>): unknown[][] | undefined {
  const wanted = p.offset + p.limit;
  if (walk.matches < wanted) return undefined;
  // The largest rowid is the table's size or more (deleted rows): it errs toward the text index.
  const size = (run(db, sqlite, compile(sql`select max(rowid) from ${p.table}`))[0]?.[0] as number | null) ?? 0;
  const expected = Math.ceil((wanted * size) / walk.matches);
  if (expected >= walk.matches) return undefined;
  const test = compile(walk.test);
  const base = walk.base ? compile(walk.base) : undefined;
  // The inner walk is bounded by its LIMIT; SQLite runs it as a co-routine, so it also stops as
  // soon as the outer query has its page.
  const walkSql = `select ${narrow.list}, (${test.sql}) as hit from ${narrow.from}${base ? ` where ${base.sql}` : ''} order by ${narrow.order} limit ?`;
  const rows = run(db, sqlite, { sql: `select * from (${walkSql}) where hit limit ? offset ?`, params: [...test.params, ...(base?.params ?? []), expected * 2, p.limit, p.offset] });
  return rows.length === p.limit ? rows.map((r) => r.slice(0, -1)) : undefined;
}

/** Changes whenever anything in the database changed, through this connection or another. */
function changeStamp(sqlite: Database.Database): string {
  const changes = preparedStatement(sqlite, 'SELECT total_changes()').pluck(true).get();
  const version = preparedStatement(sqlite, 'PRAGMA data_version').pluck(true).get();
  return `${changes}/${version}`;
}

interface ShapeCache {
  stamp: string;
  total?: number;
  /** Offset → the order key of the row just before it. */
  anchors: Map<number, unknown[]>;
  /** A walk of the order index (walkToPage) found too few matches for this search: use the text index. */
  walkFailed?: boolean;
}
const MAX_SHAPES = 1000;
const MAX_ANCHORS = 64;
const caches = new WeakMap<Database.Database, Map<string, ShapeCache>>();

/** The cache of one query shape (its SQL and parameters), emptied when the database changed. */
function shapeCache(sqlite: Database.Database, key: string): ShapeCache {
  let shapes = caches.get(sqlite);
  if (!shapes) caches.set(sqlite, (shapes = new Map()));
  const stamp = changeStamp(sqlite);
  let entry = shapes.get(key);
  if (!entry || entry.stamp !== stamp) {
    if (!entry && shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(key, (entry = { stamp, anchors: new Map() }));
  }
  return entry;
}

const keyOf = ({ sql: text, params }: Query) => `${text}\u0000${JSON.stringify(params)}`;

/** Rows matching `where`: counted once per shape until the database changes. */
export async function countRows(db: Db, table: SQLiteTable, where: SQL | undefined): Promise<number> {
  if (db.$dialect === 'postgres') return countRowsPg(db, table, where);
  const query = compile(where ? sql`select count(*) from ${table} where ${where}` : sql`select count(*) from ${table}`);
  return db.$withConnection((sqlite) => {
    const cache = shapeCache(sqlite, keyOf(query));
    cache.total ??= run(db, sqlite, query)[0]![0] as number;
    return cache.total;
  });
}

/**
 * Rows after an anchor in `col, id` order (id ascending breaks ties), written so SQLite seeks
 * the (col, id) index: a range on col, then the tie-break among equal values.
 */
function afterAnchor(order: OrderTerm | undefined, id: SQLiteColumn, key: unknown[]): SQL {
  if (!order) return sql`${id} > ${key[0]}`;
  const [value, anchorId] = key;
  return order.direction === 'asc'
    ? sql`${order.col} >= ${value} AND (${order.col} > ${value} OR ${id} > ${anchorId})`
    : sql`${order.col} <= ${value} AND (${order.col} < ${value} OR ${id} > ${anchorId})`;
}

/**
 * Keyset paging needs one order column whose NULLs cannot sit after the anchor: NOT NULL, or
 * ascending (NULLs first) with a non-null anchor value.
 */
function anchorUsable(order: readonly OrderTerm[], key: unknown[]): boolean {
  if (order.length === 0) return true;
  if (order.length > 1) return false;
  return order[0]!.col.notNull || (order[0]!.direction === 'asc' && key[0] !== null);
}

export interface PageRead {
  table: SQLiteTable;
  id: SQLiteColumn;
  /** Selected columns, by field name, in answer order. */
  selection: Record<string, SQLiteColumn>;
  where: SQL | undefined;
  order: readonly OrderTerm[];
  limit: number;
  offset: number;
  /**
   * A text search's second plan (where = base AND the text-indexed search): walk the base rows in
   * list order through the order index and test each with the plain search. See walkToPage.
   */
  walk?: { base: SQL | undefined; test: SQL; matches: number };
  /**
   * Find the page's ids first even on the first page: for filtered lists, whose matches SQLite
   * may sort itself (a search), sorting narrow (key, id) records instead of whole rows.
   */
  narrow?: boolean;
}

/** One page of rows as arrays, in selection order. */
export function readPage(db: Db, p: PageRead): Promise<unknown[][]> {
  if (db.$dialect === 'postgres') return readPagePg(db, p);
  return db.$withConnection((sqlite) => readPageNow(db, sqlite, p));
}

function readPageNow(db: Db, sqlite: Database.Database, p: PageRead): unknown[][] {
  const parts = partsOf(p.table, Object.values(p.selection), p.order, p.id);
  const where = p.where ? compile(p.where) : undefined;
  if (p.offset === 0 && !p.narrow) return run(db, sqlite, pageQuery(parts, where, p.limit));

  // A deeper page: find its ids on the narrow index (from the nearest anchor), then read them.
  const narrow = partsOf(p.table, [...p.order.map((o) => o.col), p.id], p.order, p.id, true);
  const cache = shapeCache(sqlite, keyOf({ sql: `${narrow.select}${where ? ` where ${where.sql}` : ''} order by ${narrow.order}`, params: where?.params ?? [] }));
  let from = 0;
  for (const at of cache.anchors.keys()) if (at <= p.offset && at > from) from = at;
  const after = from ? afterAnchor(p.order[0], p.id, cache.anchors.get(from)!) : undefined;
  if (from === 0 && p.walk && !cache.walkFailed) {
    const walked = walkToPage(db, sqlite, narrow, p, p.walk);
    if (walked) return readByIds(db, sqlite, parts, walked);
    cache.walkFailed = true;
  }
  const skip = p.offset - from;
  // One row more in front when skipping: its key becomes the anchor of this page.
  const scoped = after ? compile(and(p.where, after)!) : where;
  const keys = run(db, sqlite, pageQuery(narrow, scoped, skip ? p.limit + 1 : p.limit, skip ? skip - 1 : 0));
  const remember = (offset: number, key: unknown[] | undefined) => {
    if (!key || !anchorUsable(p.order, key) || cache.anchors.size >= MAX_ANCHORS) return;
    cache.anchors.set(offset, key);
  };
  if (skip) remember(p.offset, keys.shift());
  if (keys.length === p.limit) remember(p.offset + p.limit, keys[keys.length - 1]);
  return readByIds(db, sqlite, parts, keys);
}

/** The rows of `keys` (narrow records whose last value is the rowid), in their order. */
function readByIds(db: Db, sqlite: Database.Database, parts: Parts, keys: unknown[][]): unknown[][] {
  if (!keys.length) return [];
  // A rowid lookup per key: a plan that cannot turn into a scan, whatever the table's statistics say.
  return run(db, sqlite, { sql: parts.byRowids, params: [JSON.stringify(keys.map((k) => k[k.length - 1]))] });
}

export type { Row };
