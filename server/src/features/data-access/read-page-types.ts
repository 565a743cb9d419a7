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

/** A list's pages and totals, read without rescanning the table on every call: one implementation per database (list-pages.ts). */
export interface ListPages {
  /** Rows matching `where`: counted once per query shape until the table changes. */
  countRows(table: SQLiteTable, where: SQL | undefined): Promise<number>;
  /** One page of rows as arrays, in selection order. */
  readPage(p: PageRead): Promise<unknown[][]>;
  /**
   * A page and the total of its `where`. With `searched` (the list has a text search), the total is
   * counted first and given to the page as `searchMatches`: PostgreSQL picks a search's plan by it.
   */
  readPageAndTotal(p: PageRead, searched: boolean): Promise<{ rows: unknown[][]; total: number }>;
  /**
   * A value that moves with every committed write the stamp covers, for keeping whole answers
   * (answer-cache.ts); undefined when nothing may be kept now. Read before the data it keys.
   */
  answerStamp(): Promise<string | undefined>;
  /** Whether answerStamp covers a read made of these list statements (and, `gated`, page-link checks outside them). */
  answerCovered(statements: readonly string[], gated: boolean): Promise<boolean>;
}

/** A total, then the page (which may need the total to choose its plan): what both databases do unless one can do better. */
export async function totalThenPage(
  pages: Pick<ListPages, 'countRows' | 'readPage'>,
  p: PageRead,
  searched: boolean,
): Promise<{ rows: unknown[][]; total: number }> {
  const total = await pages.countRows(p.table, p.where);
  return { total, rows: await pages.readPage({ ...p, searchMatches: searched ? total : undefined }) };
}
