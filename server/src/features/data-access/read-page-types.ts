import type { SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

/** What a list read asks for, shared by read-page.ts, read-page-pg.ts and list-cache.ts. */

export interface OrderTerm {
  col: SQLiteColumn;
  direction: 'asc' | 'desc';
}

/** A text search: its FTS5 query (db/text-search.ts textSearchMatch; SQLite's only), the list's other conditions, and the searches as plain tests. */
export interface TextSearchPlan {
  match: string;
  base: SQL | undefined;
  test: SQL;
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
  /** A text search the text index can answer in list order (where = base AND the indexed search). See orderedSearchPage. */
  search?: TextSearchPlan;
  /** How many rows a text search in `where` matches (the list's total), when it holds one: PostgreSQL picks its plan by it (read-page-pg.ts). */
  searchMatches?: number;
  /**
   * Find the page's ids first even on the first page: for filtered lists, whose matches SQLite
   * may sort itself (a search), sorting narrow (key, id) records instead of whole rows.
   */
  narrow?: boolean;
}

/** A page read whose rows the database writes as JSON objects (readPageJson). */
export interface JsonPageRead extends PageRead {
  /** Each selected column's JSON kind: how its stored value becomes the API's value. */
  kinds: Record<string, JsonKind>;
  /** Columns read as values after each row's JSON (what derived fields are made from). */
  alongside: readonly SQLiteColumn[];
}

/** How a stored value is written as the API's JSON value: as it is, parsed JSON text, or 0/1 as false/true. */
export type JsonKind = 'plain' | 'json' | 'boolean';

/** A list's pages and totals, read without rescanning the table on every call: one implementation per database (list-pages.ts). */
export interface ListPages {
  /** Rows matching `where`: counted once per query shape until the table changes. */
  countRows(table: SQLiteTable, where: SQL | undefined): Promise<number>;
  /** One page of rows as arrays, in selection order. */
  readPage(p: PageRead): Promise<unknown[][]>;
  /**
   * One page of rows, each the JSON text of the row object written by the database,
   * then the `alongside` columns' values: SQLite only (read-page.ts); absent where the rows are read
   * as arrays and encoded in JavaScript.
   */
  readPageJson?(p: JsonPageRead): Promise<[string, ...unknown[]][]>;
}
