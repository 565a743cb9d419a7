/**
 * The first row of a query, or undefined: the dialect-neutral form of SQLite's `.get()`, which
 * PostgreSQL's query builders lack. Like `.get()` it adds no LIMIT; add `.limit(1)` where the
 * query could match many rows.
 */
export async function first<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  return (await query)[0];
}

/**
 * The row a write with `.returning()` gives back: the dialect-neutral form of SQLite's
 * `.returning().get()`, typed as that is (a row, not undefined). Throws when there is none.
 */
export async function one<T>(query: PromiseLike<T[]>): Promise<T> {
  const [row] = await query;
  if (row === undefined) throw new Error('The write returned no row.');
  return row;
}
