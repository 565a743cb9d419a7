import { and, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgDialectOfSqliteBuilders } from '../../db/pg-dialect.ts';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { ORG_LIST_COLUMNS } from '../../db/org-links.ts';
import { pgArrayRows, pgRows } from '../../db/pg-pool.ts';
import {
  GROUP_WALK_LIMIT,
  inTextSearchOrder,
  orderGroupBounds,
  PG_ORDER_GROUP_FUNCTION,
} from '../../db/text-search.ts';
import * as schema from '../../db/schema/index.ts';
import { afterAnchor, anchorUsable, rememberAnchor, type ShapeCache, shapeEntry } from './list-cache.ts';
import { listObservers, listStatementsNoted } from './list-observers.ts';
import { type ListPages, type PageRead, totalThenPage } from './read-page-types.ts';

/**
 * Lists on PostgreSQL, with the caches of the SQLite reader (read-page.ts): the total of a query
 * shape, and "anchors" (the order key of the row just before an offset) from which a deeper page
 * seeks through the list index (keyset paging) instead of stepping over every row before it.
 * Pages are ordered as the PostgreSQL list indexes are (`asc nulls first`, `desc nulls last`:
 * NULLs sort as on SQLite, db/schema/dialect.ts).
 *
 * Several processes share the database, so the caches (per process and `Db`) are keyed by the
 * change stamps of the tables a query reads (migration 0003_list_stamps): every statement writing
 * such a table gives its row of "listStamps" a new value from a sequence, in the writing
 * transaction. So a cache entry is never used after a write another process committed, nor across
 * this transaction's own writes (it sees its own new stamp, which nobody else will ever have,
 * even if it rolls back). The stamps are read before the data: an entry may be a little newer than
 * its stamp (a write committed in between), never older.
 *
 * A query reading a table without a stamp is not cached: counted every time, paged by OFFSET.
 *
 * The same triggers keep each table's row count (from the statement's inserted and deleted rows),
 * so an unfiltered total is read, never counted, even right after a write.
 *
 * A stamp row stays locked by the transaction that wrote its table until it commits: writers of
 * one table (in any process) queue there from that write to their commit, even when they change
 * different rows; writers of different tables run at once. Transactions are short and most write
 * the audit trail last, so that queue is the tail of a transaction. Two transactions that write two
 * tables in opposite orders can wait for each other in a circle: PostgreSQL aborts one (40P01) and
 * pg-client.ts runs it again (db/concurrency.ts).
 */

type Row = Record<string, unknown>;

const pgDialect = new PgDialectOfSqliteBuilders();

/** A list's pages and totals on PostgreSQL (the ListPages capability; list-pages.ts chooses it). */
export function pgListPages(db: Db): ListPages {
  const pages: ListPages = {
    countRows: (table, where) => countRowsPg(db, table, where),
    readPage: (p) => readPagePg(db, p),
    readPageAndTotal: (p, searched) =>
      searched || p.offset || p.search ? totalThenPage(pages, p, searched) : firstPageAndTotalPg(db, pages, p),
    // Stamps only grow, so their sum moves with any committed write to any stamped table.
    answerStamp: async () =>
      (await pgRows<{ stamp: string }>(db, sql`select sum(stamp)::text as stamp from "listStamps"`))[0]!.stamp,
    answerCovered: async (statements, gated) => {
      // The page-link checks of gated rows run outside the list's statements: their tables are not seen here.
      if (gated) return false;
      const stamped = await stampedTables(db);
      return statements.every((text) => relationsRead(text).every((table) => stamped.has(table)));
    },
  };
  return pages;
}

const stampedTablesOf = new WeakMap<Db, Promise<Set<string>>>();

/** The tables with a row in "listStamps": fixed by the migrations, so read once per database. */
function stampedTables(db: Db): Promise<Set<string>> {
  let found = stampedTablesOf.get(db);
  if (!found) {
    found = pgRows<{ name: string }>(db, sql`select name from "listStamps"`).then(
      (rows) => new Set(rows.map((r) => r.name)),
    );
    found.catch(() => stampedTablesOf.delete(db));
    stampedTablesOf.set(db, found);
  }
  return found;
}

/** Shows a list statement to the observers as the server receives it. */
function observe(db: Db, query: SQL): void {
  const observers = listObservers(db);
  const noted = listStatementsNoted();
  if (observers?.size || noted) {
    const { sql: text, params } = pgDialect.sqlToQuery(query);
    observers?.forEach((o) => o(text, params));
    noted?.push(text);
  }
}

/** Runs a list statement. */
function runPg<T = Row>(db: Db, query: SQL): Promise<T[]> {
  observe(db, query);
  return pgRows<T>(db, query);
}

/** Runs a list statement that reads rows, each as an array of its values in selection order (a page's 60 columns cost far less so than as objects). */
function runPgArrays(db: Db, query: SQL): Promise<unknown[][]> {
  observe(db, query);
  return pgArrayRows(db, query);
}

/**
 * Relations a list query may read → the table whose stamp covers them: the schema's tables their
 * own; an organization link table (unquoted in SQL, so lower case) its source table's, since only
 * the source table's triggers write it (and one stamp row a statement keeps lock order trivial).
 */
const RELATIONS = new Map([
  ...Object.values(schema)
    .filter((value) => is(value, SQLiteTable))
    .map((table) => [getTableName(table as SQLiteTable), getTableName(table as SQLiteTable)] as const),
  ...Object.keys(ORG_LIST_COLUMNS).map((table) => [`${table}OrgLinks`.toLowerCase(), table] as const),
]);

/** The stamped tables a statement reads: its quoted identifiers as written, unquoted ones folded to lower case, as PostgreSQL reads them. */
export function relationsRead(text: string): string[] {
  const found = new Set<string>();
  for (const [, quoted, bare] of text.matchAll(/"((?:[^"]|"")+)"|([A-Za-z_][A-Za-z0-9_$]*)/g)) {
    const table = RELATIONS.get(quoted !== undefined ? quoted.replaceAll('""', '"') : bare!.toLowerCase());
    if (table) found.add(table);
  }
  return [...found].sort();
}

interface Stamps {
  /** The stamps of the tables as one value. */
  stamp: string;
  /** Table → its row count. */
  rows: Map<string, number>;
}

/** The row counts stampsOf last read, per table: the size a plan choice needs, without another query (readAllMatches). */
const lastKeptRows = new WeakMap<Db, Map<string, number>>();

/** The stamps and row counts of `tables`, or undefined when one of them has none (never cached). */
async function stampsOf(db: Db, tables: string[]): Promise<Stamps | undefined> {
  const found = await runPg<{ name: string; stamp: number; rows: number }>(
    db,
    sql`select name, stamp, "rows" from "listStamps" where name in (${tableNames(tables)}) order by name`,
  );
  return stampsFound(db, tables, found);
}

/** The stamps of `tables` from their rows of "listStamps" (in name order), keeping the row counts seen. */
function stampsFound(
  db: Db,
  tables: string[],
  found: readonly { name: string; stamp: number | string; rows: number }[],
): Stamps | undefined {
  let seen = lastKeptRows.get(db);
  if (!seen) lastKeptRows.set(db, (seen = new Map()));
  for (const r of found) seen.set(r.name, r.rows);
  if (found.length !== tables.length) return undefined;
  return { stamp: found.map((r) => r.stamp).join(','), rows: new Map(found.map((r) => [r.name, r.rows])) };
}

const tableNames = (tables: string[]) =>
  sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );

const caches = new WeakMap<Db, Map<string, ShapeCache>>();

/** The cache of one query shape under `stamp`. */
function shapeCacheAt(db: Db, { sql: text, params }: { sql: string; params: unknown[] }, stamp: string): ShapeCache {
  let shapes = caches.get(db);
  if (!shapes) caches.set(db, (shapes = new Map()));
  return shapeEntry(shapes, `${text}\u0000${JSON.stringify(params)}`, stamp);
}

/** The cache of one query shape, emptied when a table it reads changed; undefined when it cannot be cached. */
async function shapeCache(db: Db, shape: SQL): Promise<ShapeCache | undefined> {
  const query = pgDialect.sqlToQuery(shape);
  const stamps = await stampsOf(db, relationsRead(query.sql));
  return stamps && shapeCacheAt(db, query, stamps.stamp);
}

/**
 * The first page of a list without a text search and its total, in one round trip when the total
 * is kept (no `where`) or cached: the page's statement also reads the stamps of the tables the
 * total's query reads (one snapshot, so they are exactly the page's), where countRowsPg would read
 * them first in a statement of its own (issue 29 goal 4: each round trip costs about what SQLite's
 * whole request does). Otherwise the total is counted after the page, and kept under those stamps.
 */
async function firstPageAndTotalPg(
  db: Db,
  pages: ListPages,
  p: PageRead,
): Promise<{ rows: unknown[][]; total: number }> {
  const { select, orderBy, values } = pageParts(p);
  const counting = countQuery(p.table, p.where);
  const count = pgDialect.sqlToQuery(counting);
  const tables = relationsRead(count.sql);
  // Every schema table is a relation with a stamp row; a statement naming none could not ask for them.
  if (!tables.length) return totalThenPage(pages, p, false);
  const stamps = sql`(select json_agg(json_build_array(name, stamp::text, "rows") order by name) from "listStamps" where name in (${tableNames(tables)}))`;
  const rows = await runPgArrays(
    db,
    sql`select ${select}, ${stamps} from ${p.table}${p.where ? sql` where ${p.where}` : sql``} order by ${orderBy} limit ${p.limit}`,
  );
  // The first page is empty: nothing matches.
  if (!rows.length && p.limit > 0) return { rows, total: 0 };
  const read = (rows[0]?.[rows[0].length - 1] ?? null) as string | null;
  const found = (read ? (JSON.parse(read) as [string, string, number][]) : []).map(([name, stamp, kept]) => ({
    name,
    stamp,
    rows: kept,
  }));
  const known = stampsFound(db, tables, found);
  const page = rows.map(values);
  if (!known) return { rows: page, total: await countRowsPg(db, p.table, p.where) };
  const table = getTableName(p.table);
  if (!p.where && known.rows.has(table)) return { rows: page, total: known.rows.get(table)! };
  const cache = shapeCacheAt(db, count, known.stamp);
  cache.total ??= (await runPg<{ n: number }>(db, counting))[0]!.n;
  return { rows: page, total: cache.total };
}

const countQuery = (table: SQLiteTable, where: SQL | undefined) =>
  where ? sql`select count(*) as n from ${table} where ${where}` : sql`select count(*) as n from ${table}`;

/** Rows matching `where`: the table's kept row count when there is no `where`, else counted once per shape until a table it reads changes. */
async function countRowsPg(db: Db, table: SQLiteTable, where: SQL | undefined): Promise<number> {
  if (!where) {
    const kept = (await stampsOf(db, [getTableName(table)]))?.rows.get(getTableName(table));
    if (kept !== undefined) return kept;
  }
  const query = countQuery(table, where);
  const cache = await shapeCache(db, query);
  if (cache?.total !== undefined) return cache.total;
  const [row] = await runPg<{ n: number }>(db, query);
  if (cache) cache.total = row!.n;
  return row!.n;
}

/**
 * Skipping this many rows or more, a deeper page first finds the key of the row before it alone:
 * stepping over (key, id) index entries (an index-only scan when the table is vacuumed) costs
 * about 0.3 µs a row against 1.7 µs for whole rows (100,000 users, page 250), which pays for the
 * extra statement from about a hundred rows on.
 */
const NARROW_SKIP = 200;

/**
 * Whether a text search's page should come from all its matches, read through the trigram index
 * and sorted, rather than from walking the list index and testing each row (the planner's choice
 * when it expects matches spread through the order). The walk reads every row before the page, and
 * matches bunched late in the order (one surname, sorted by first name) make that most of the
 * table; half the table is the yardstick. Costs measured at 100,000 users (2026-11-26): a walked
 * row about 0.35 µs, a materialized match about 1 µs, plus 0.3 ms for the statement.
 */
function readAllMatches(matches: number, tableRows: number): boolean {
  return 300 + matches * 1 < (tableRows * 0.35) / 2;
}

/**
 * Whether a database collation compares text byte by byte, as SQLite's BINARY does: C and POSIX,
 * and C.UTF-8 (code point order, which is UTF-8's byte order). Only then does every row of a lower
 * order group (its first 5 bytes) sort before every row of a higher one. `provider` is
 * pg_database.datlocprovider ('c' for libc; ICU collations are never byte order here).
 */
export function isByteOrderCollation(provider: string, collate: string): boolean {
  return provider === 'c' && /^(C|POSIX|C\.UTF-?8)$/i.test(collate);
}

const byteOrder = new WeakMap<Db, Promise<boolean>>();

/** Whether this database sorts text by bytes (read once per `Db`): the ordered search needs it. */
export function sortsByBytes(db: Db): Promise<boolean> {
  let known = byteOrder.get(db);
  if (!known) {
    // datlocprovider arrived in PostgreSQL 15; before it, every database collation was libc's.
    known = pgRows<{ provider: string | null; collate: string }>(
      db,
      sql`select to_jsonb(d) ->> 'datlocprovider' as provider, datcollate as collate from pg_database d where datname = current_database()`,
    ).then(([row]) => !!row && isByteOrderCollation(row.provider ?? 'c', row.collate));
    byteOrder.set(db, known);
  }
  return known;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The stretch of the list index holding order group `group` (db/text-search.ts orderGroupBounds)
 * as text. Undefined when a bound is not text PostgreSQL can hold (a multibyte character cut at
 * the 5th byte, or a zero byte inside), and for null values (group -1).
 */
export function orderGroupRange(group: number): { low: string; high?: string } | undefined {
  if (group < 0) return undefined;
  const { low, high } = orderGroupBounds(group);
  const text = (bytes: Buffer) => {
    if (bytes.includes(0)) return undefined;
    try {
      return utf8.decode(bytes);
    } catch {
      return undefined;
    }
  };
  const [lowText, highText] = [text(low), high && text(high)];
  if (lowText === undefined || (high && highText === undefined)) return undefined;
  return { low: lowText, high: highText };
}

/**
 * A page of a text search in the list's default order, from the GiST search-order index
 * (migration 0004_search_order; the twin of orderedSearchPage in read-page.ts): its matches come
 * out in order group order (`group <-> -1`, nearest first), which is the list's order up to ties
 * inside a group. So: read matches in group order up to the page's last one (offset + limit of
 * them, and no more); every match in an earlier group comes before every match in a later one, so
 * the page is the earlier groups' matches, sorted, then the first matches of the last one's group
 * in list order. Those come from walking the group's stretch of the list index (key and id only),
 * or, when that stretch is too large to walk or has no text bounds, from the search index's
 * matches in that group, sorted. Two statements: the matches in group order, then the page.
 */
async function orderedSearchPagePg(
  db: Db,
  p: PageRead,
  parts: { select: SQL; orderBy: SQL; byKey: SQL },
): Promise<unknown[][]> {
  const col = p.order[0]!.col;
  const group = sql`${sql.identifier(PG_ORDER_GROUP_FUNCTION)}(${col})`;
  const wanted = p.offset + p.limit;
  const inOrder = await runPg<{ id: string; g: string }>(
    db,
    sql`select ${p.id} as id, ${group} as g from ${p.table} where ${p.where} order by ${group} <-> ${sql.raw('(-1)::bigint')} limit ${wanted}`,
  );
  const listed = (ids: string[]) => sql`select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as id`;
  /** The page among the picked rows (the first `wanted` matches), and how many were picked. */
  const pageOf = async (picked: SQL) => {
    // The count comes last in each row, after the selection.
    const rows = await runPgArrays(
      db,
      sql`with picked as materialized (${picked}) select ${parts.select}, (select count(*) from picked)::int as ${sql.identifier('picked')} from ${p.table} where ${p.id} in (select id from picked) order by ${parts.orderBy} limit ${p.limit} offset ${p.offset}`,
    );
    return { rows, picked: rows.length ? Number(rows[0]![rows[0]!.length - 1]) : 0 };
  };
  // Fewer matches than the page needs: all of them were read.
  if (inOrder.length < wanted) return (await pageOf(listed(inOrder.map((r) => r.id)))).rows;
  const last = inOrder[inOrder.length - 1]!.g;
  const earlier = inOrder.filter((r) => r.g !== last).map((r) => r.id);
  const before = listed(earlier);
  const needed = wanted - earlier.length;
  const range = orderGroupRange(Number(last));
  if (range) {
    const stretch = and(
      sql`${col} >= ${range.low}`,
      range.high === undefined ? undefined : sql`${col} < ${range.high}`,
    );
    const [k0, k1] = [sql.identifier('k0'), sql.identifier('k1')];
    const walk = sql`select ${k1} as id from (select ${col} as ${k0}, ${p.id} as ${k1}, (${p.where}) as hit from ${p.table} where ${stretch} order by ${parts.orderBy} limit ${GROUP_WALK_LIMIT}) w where hit order by ${parts.byKey} limit ${needed}`;
    const walked = await pageOf(sql`${before} union all (${walk})`);
    if (walked.picked === wanted) return walked.rows;
  }
  const inGroup = sql`select ${p.id} as id from ${p.table} where ${p.where} and ${group} = ${last} order by ${parts.orderBy} limit ${needed}`;
  return (await pageOf(sql`${before} union all (${inGroup})`)).rows;
}

/** A page statement's parts: its select list (the columns as c0…, then the key columns as k0…), its order, and how a row splits into the two. */
function pageParts(p: PageRead) {
  const columns = Object.values(p.selection);
  const keyColumns = [...p.order.map((o) => o.col), p.id];
  const keyList = sql.join(
    keyColumns.map((c, i) => sql`${c} as ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );
  // Named by position: a row object keeps them apart even when two fields read one column.
  const select = sql.join([...columns.map((c, i) => sql`${c} as ${sql.identifier(`c${i}`)}`), keyList], sql`, `);
  // The id tie-break as the list indexes have it (`nulls first`): ids are never null, but PostgreSQL
  // matches an index's order by its declaration, and `id asc` (nulls last) left it sorting each run
  // of equal keys (an incremental sort) instead of reading the index in order.
  const orderBy = sql.join(
    [
      ...p.order.map((o) => (o.direction === 'desc' ? sql`${o.col} desc nulls last` : sql`${o.col} asc nulls first`)),
      sql`${p.id} asc nulls first`,
    ],
    sql`, `,
  );
  // Rows of `select` are its columns, then the key columns (and whatever a statement adds after them).
  const values = (row: unknown[]) => row.slice(0, columns.length);
  const keyOf = (row: unknown[]) => row.slice(columns.length, columns.length + keyColumns.length);

  // The same order on the key columns' names (k0…), for statements that sort what a subquery read.
  const byKey = sql.join(
    [
      ...p.order.map(
        (o, i) =>
          sql`${sql.identifier(`k${i}`)} ${o.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls first`}`,
      ),
      sql`${sql.identifier(`k${p.order.length}`)} asc nulls first`,
    ],
    sql`, `,
  );
  return { keyColumns, keyList, select, orderBy, byKey, values, keyOf };
}

/** One page of rows as arrays, in selection order. */
async function readPagePg(db: Db, p: PageRead): Promise<unknown[][]> {
  const { keyColumns, keyList, select, orderBy, byKey, values, keyOf } = pageParts(p);
  const rowsOf = (list: SQL, where: SQL | undefined, limit: number, offset: number) =>
    runPgArrays(
      db,
      sql`select ${list} from ${p.table}${where ? sql` where ${where}` : sql``} order by ${orderBy} limit ${limit}${offset ? sql` offset ${offset}` : sql``}`,
    );

  if (p.search && p.where && inTextSearchOrder(getTableName(p.table), p.order) && (await sortsByBytes(db)))
    return (await orderedSearchPagePg(db, p, { select, orderBy, byKey })).map(values);
  // The list's total was just counted, which read the table's kept row count too.
  const tableRows =
    p.searchMatches === undefined
      ? 0
      : (lastKeptRows.get(db)?.get(getTableName(p.table)) ?? (await countRowsPg(db, p.table, undefined)));
  if (p.searchMatches !== undefined && readAllMatches(p.searchMatches, tableRows)) {
    const matches = sql`select ${sql.identifier(`k${p.order.length}`)} from m order by ${byKey} limit ${p.limit}${p.offset ? sql` offset ${p.offset}` : sql``}`;
    const rows = await runPgArrays(
      db,
      sql`with m as materialized (select ${keyList} from ${p.table} where ${p.where}) select ${select} from ${p.table} where ${p.id} in (${matches}) order by ${orderBy}`,
    );
    return rows.map(values);
  }
  const cache = p.offset
    ? await shapeCache(
        db,
        sql`select ${sql.join(keyColumns, sql`, `)} from ${p.table}${p.where ? sql` where ${p.where}` : sql``} order by ${orderBy}`,
      )
    : undefined;
  if (!cache) return (await rowsOf(select, p.where, p.limit, p.offset)).map(values);

  const after = (key: unknown[] | undefined) => (key ? and(p.where, afterAnchor(p.order[0], p.id, key)) : p.where);
  let from = 0;
  for (const at of cache.anchors.keys()) if (at <= p.offset && at > from) from = at;
  let anchor = cache.anchors.get(from);
  let skip = p.offset - from;
  if (
    skip >= NARROW_SKIP &&
    (p.order.length === 0 || (p.order.length === 1 && (p.order[0]!.col.notNull || p.order[0]!.direction === 'asc')))
  ) {
    // A row of the key columns alone.
    const [key] = await rowsOf(keyList, after(anchor), 1, skip - 1);
    if (!key) return [];
    if (anchorUsable(p.order, key)) {
      rememberAnchor(cache, p.order, p.offset, key);
      [anchor, skip] = [key, 0];
    }
  }
  // One row more in front when skipping: its key becomes the anchor of this page.
  const rows = await rowsOf(select, after(anchor), skip ? p.limit + 1 : p.limit, skip ? skip - 1 : 0);
  if (skip && rows.length) rememberAnchor(cache, p.order, p.offset, keyOf(rows.shift()!));
  if (rows.length === p.limit) rememberAnchor(cache, p.order, p.offset + p.limit, keyOf(rows[rows.length - 1]!));
  return rows.map(values);
}
