import type Database from 'better-sqlite3';
import { and, asc, desc, getTableName, type SQL, sql } from 'drizzle-orm';
import { type SQLiteColumn, SQLiteSyncDialect, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import {
  GROUP_WALK_LIMIT,
  inTextSearchOrder,
  LABEL_GROUP_BITS,
  orderGroupBounds,
  textSearchOrderColumn,
  textSearchOrderTable,
  textSearchTable,
} from '../../db/text-search.ts';
import { afterAnchor, MAX_SHAPES, rememberAnchor, type ShapeCache, shapeEntry } from './list-cache.ts';
import { listObservers } from './list-observers.ts';
import {
  type ListPages,
  type OrderTerm,
  type PageRead,
  type TextSearchPlan,
  totalThenPage,
} from './read-page-types.ts';

/**
 * How a list page and its total are read without rescanning the table on every call.
 *
 * - The first page is one query, ordered by an index on the default order (schema: listIndexes).
 * - A deeper page (and any filtered page) walks the narrow (order key, id) index to its offset and
 *   reads only its rows, by rowid in one statement. The key of the row before a page and of a page's last row are remembered per query shape
 *   ("anchors"): the next request for that page, or the page after it, seeks to the anchor
 *   through the index (keyset paging) instead of stepping over every row before it.
 * - A text search in the default order reads the text index in that order, about a page of
 *   matches however many there are (orderedSearchPage).
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

export { observeListQueries } from './list-observers.ts';
export type { OrderTerm, PageRead, TextSearchPlan } from './read-page-types.ts';

interface Query {
  sql: string;
  params: unknown[];
}

/** Runs on the raw connection, inside the caller's one `$withConnection` (no await per statement). */
function run(db: Db, sqlite: Database.Database, { sql: text, params }: Query): unknown[][] {
  listObservers(db)?.forEach((o) => o(text, params));
  return preparedStatement(sqlite, text)
    .raw(true)
    .all(...params) as unknown[][];
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
function partsOf(
  table: SQLiteTable,
  columns: readonly SQLiteColumn[],
  order: readonly OrderTerm[],
  id: SQLiteColumn,
  withRowid = false,
): Parts {
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
 * A page of a text search in the list's default order, from the text index's labels (see
 * db/text-search.ts): matches come out of the index in label order, which is the list's order up
 * to ties inside a label group (rows whose order value's first 5 bytes agree). So: read matches in
 * label order up to the page's last one (offset + limit of them, and no more); every match in an
 * earlier group comes before every match in a later one, so the page is the earlier groups'
 * matches, sorted, then the first matches of the last one's group in list order. Those come from
 * walking the group's stretch of the order index (about 0.2 µs a row: a group is often one first
 * name, or one name many people share), or, in a group too large to walk, from the text index's
 * matches in that group (a few µs each), sorted. Cost: a page of matches plus part of one group,
 * not every match.
 */
function orderedSearchPage(
  db: Db,
  sqlite: Database.Database,
  narrow: Parts,
  p: PageRead,
  search: TextSearchPlan,
): unknown[][] {
  const table = getTableName(p.table);
  const fts = `"${textSearchTable(table)}"`;
  const labels = `"${textSearchOrderTable(table)}"`;
  const filter = compile(and(search.base, search.test)!);
  const wanted = p.offset + p.limit;
  const inOrder = run(db, sqlite, {
    sql: `select ${narrow.from}.rowid, ${fts}.rowid >> ${LABEL_GROUP_BITS} from ${fts} cross join ${labels} o on o.label = ${fts}.rowid cross join ${narrow.from} on ${narrow.from}.rowid = o.ref where ${fts} match ? and ${filter.sql} order by ${fts}.rowid limit ?`,
    params: [search.match, ...filter.params, wanted],
  }) as [number, number][];
  const sorted = (rowids: number[]) =>
    rowids.length
      ? run(db, sqlite, {
          sql: `select ${narrow.list} from json_each(?) cross join ${narrow.from} on ${narrow.from}.rowid = json_each.value order by ${narrow.order}`,
          params: [JSON.stringify(rowids)],
        })
      : [];
  // Fewer matches than the page needs: all of them were read.
  if (inOrder.length < wanted) return sorted(inOrder.map(([rowid]) => rowid)).slice(p.offset);
  const group = inOrder[inOrder.length - 1]![1];
  const before = sorted(inOrder.filter(([, g]) => g !== group).map(([rowid]) => rowid));
  const needed = wanted - before.length;
  // The group's stretch of the order index, compared byte by byte (BINARY).
  const { low, high } = orderGroupBounds(group);
  const col = `${narrow.from}."${textSearchOrderColumn(table)}"`;
  const walkSql = `select ${narrow.list}, (${filter.sql}) as hit from ${narrow.from} where ${col} >= cast(? as text)${high ? ` and ${col} < cast(? as text)` : ''} order by ${narrow.order} limit ?`;
  const walked = run(db, sqlite, {
    sql: `select * from (${walkSql}) where hit limit ?`,
    params: [...filter.params, low, ...(high ? [high] : []), GROUP_WALK_LIMIT, needed],
  });
  const inGroup =
    walked.length === needed
      ? walked.map((r) => r.slice(0, -1))
      : run(db, sqlite, {
          sql: `select ${narrow.list} from ${fts} cross join ${labels} o on o.label = ${fts}.rowid cross join ${narrow.from} on ${narrow.from}.rowid = o.ref where ${fts} match ? and ${fts}.rowid between (? << ${LABEL_GROUP_BITS}) and (? << ${LABEL_GROUP_BITS}) + ${2 ** LABEL_GROUP_BITS - 1} and ${filter.sql} order by ${narrow.order} limit ?`,
          params: [search.match, group, group, ...filter.params, needed],
        });
  return [...before, ...inGroup].slice(p.offset);
}

/** Changes whenever anything in the database changed, through this connection or another. */
function changeStamp(sqlite: Database.Database): string {
  const changes = preparedStatement(sqlite, 'SELECT total_changes()').pluck(true).get();
  const version = preparedStatement(sqlite, 'PRAGMA data_version').pluck(true).get();
  return `${changes}/${version}`;
}

const caches = new WeakMap<Database.Database, Map<string, ShapeCache>>();

const serials = new WeakMap<Database.Database, number>();
let lastSerial = 0;
/** A number for each connection this process opens: total_changes() starts again at 0 on a new one. */
function connectionSerial(sqlite: Database.Database): number {
  let serial = serials.get(sqlite);
  if (serial === undefined) serials.set(sqlite, (serial = ++lastSerial));
  return serial;
}

/** The cache of one query shape (its SQL and parameters), emptied when the database changed. */
function shapeCache(sqlite: Database.Database, key: string): ShapeCache {
  // Inside a transaction, nothing is kept: a rollback takes its writes back without moving the
  // change stamp, so what the transaction counted would outlive it.
  if (sqlite.inTransaction) return { stamp: '', anchors: new Map() };
  let shapes = caches.get(sqlite);
  if (!shapes) caches.set(sqlite, (shapes = new Map()));
  return shapeEntry(shapes, key, changeStamp(sqlite));
}

const keyOf = ({ sql: text, params }: Query) => `${text}\u0000${JSON.stringify(params)}`;

/** A list's pages and totals on SQLite (the ListPages capability; list-pages.ts chooses it). */
export function sqliteListPages(db: Db): ListPages {
  const pages: ListPages = {
    countRows: (table, where) => countRows(db, table, where),
    readPage: (p) => db.$withConnection((sqlite) => readPageNow(db, sqlite, p)),
    // In process, the total is a cache look-up: nothing to save by reading both at once.
    readPageAndTotal: (p, searched) => totalThenPage(pages, p, searched),
    // The whole file's stamp; none inside a transaction, whose rollback would not move it.
    answerStamp: () =>
      db.$withConnection((sqlite) =>
        sqlite.inTransaction ? undefined : `${connectionSerial(sqlite)}:${changeStamp(sqlite)}`,
      ),
    // Every statement of the read ran on this file, which the stamp covers whole.
    answerCovered: async () => true,
  };
  return pages;
}

/** Rows matching `where`: counted once per shape until the database changes. */
function countRows(db: Db, table: SQLiteTable, where: SQL | undefined): Promise<number> {
  const query = compile(where ? sql`select count(*) from ${table} where ${where}` : sql`select count(*) from ${table}`);
  return db.$withConnection((sqlite) => {
    const cache = shapeCache(sqlite, keyOf(query));
    cache.total ??= run(db, sqlite, query)[0]![0] as number;
    return cache.total;
  });
}

function readPageNow(db: Db, sqlite: Database.Database, p: PageRead): unknown[][] {
  const parts = partsOf(p.table, Object.values(p.selection), p.order, p.id);
  const where = p.where ? compile(p.where) : undefined;
  if (p.offset === 0 && !p.narrow) return run(db, sqlite, pageQuery(parts, where, p.limit));

  // A deeper page: find its ids on the narrow index (from the nearest anchor), then read them.
  const narrow = partsOf(p.table, [...p.order.map((o) => o.col), p.id], p.order, p.id, true);
  if (p.search && inTextSearchOrder(getTableName(p.table), p.order))
    return readByIds(db, sqlite, parts, orderedSearchPage(db, sqlite, narrow, p, p.search));
  const cache = shapeCache(
    sqlite,
    keyOf({
      sql: `${narrow.select}${where ? ` where ${where.sql}` : ''} order by ${narrow.order}`,
      params: where?.params ?? [],
    }),
  );
  let from = 0;
  for (const at of cache.anchors.keys()) if (at <= p.offset && at > from) from = at;
  const after = from ? afterAnchor(p.order[0], p.id, cache.anchors.get(from)!) : undefined;
  const skip = p.offset - from;
  // One row more in front when skipping: its key becomes the anchor of this page.
  const scoped = after ? compile(and(p.where, after)!) : where;
  const keys = run(db, sqlite, pageQuery(narrow, scoped, skip ? p.limit + 1 : p.limit, skip ? skip - 1 : 0));
  if (skip) rememberAnchor(cache, p.order, p.offset, keys.shift());
  if (keys.length === p.limit) rememberAnchor(cache, p.order, p.offset + p.limit, keys[keys.length - 1]);
  return readByIds(db, sqlite, parts, keys);
}

/** The rows of `keys` (narrow records whose last value is the rowid), in their order. */
function readByIds(db: Db, sqlite: Database.Database, parts: Parts, keys: unknown[][]): unknown[][] {
  if (!keys.length) return [];
  // A rowid lookup per key: a plan that cannot turn into a scan, whatever the table's statistics say.
  return run(db, sqlite, { sql: parts.byRowids, params: [JSON.stringify(keys.map((k) => k[k.length - 1]))] });
}

export type { Row };
