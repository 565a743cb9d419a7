import type pg from 'pg';

/**
 * The texts of the statements that reach a PostgreSQL pool (outside a transaction) while `work`
 * runs; they are passed on unchanged. For tests that count a request's round trips.
 */
export async function statementsReachingPool(pool: pg.Pool, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const query = pool.query;
  pool.query = ((config: string | { text: string }, ...rest: unknown[]) => {
    seen.push(typeof config === 'string' ? config : config.text);
    return (query as (...args: unknown[]) => unknown).call(pool, config, ...rest);
  }) as typeof pool.query;
  try {
    await work();
  } finally {
    pool.query = query;
  }
  return seen;
}
