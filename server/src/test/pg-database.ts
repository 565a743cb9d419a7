import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { findPgBin, PG_SERVER_MISSING, startTempCluster } from './temp-pg-cluster.ts';

/**
 * PostgreSQL for a test file. CI may start one server for the whole run and name it in
 * PATHCRAFT_TEST_PG_URL; each test file then gets a database of its own on it. Without it a file
 * starts its own temporary cluster.
 */

/** Why PostgreSQL tests cannot run here (skip them with this reason), or null when they can. On CI a missing server is an error, never a skip. */
export function pgUnavailable(): string | null {
  if (process.env.PATHCRAFT_TEST_PG_URL || findPgBin()) return null;
  if (process.env.CI) throw new Error(PG_SERVER_MISSING);
  return `${PG_SERVER_MISSING} (or set PATHCRAFT_TEST_PG_URL)`;
}

export interface TestPgDatabase {
  url: string;
  /** Drops the database (or stops the file's own server). */
  drop(): Promise<void>;
}

/**
 * A new database for this test file: empty, or a copy of `template` (a database on the shared
 * server that nobody is connected to). `clauses`: more of CREATE DATABASE's options (a locale).
 */
export async function createTestPgDatabase(
  options: { name?: string; template?: string; clauses?: string } = {},
): Promise<TestPgDatabase> {
  const shared = process.env.PATHCRAFT_TEST_PG_URL;
  const cluster = shared ? null : await startTempCluster();
  const serverUrl = shared ?? cluster!.url;
  const name = options.name ?? `pathcraft_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) =>
    client.query(
      `CREATE DATABASE "${name}"${options.template ? ` TEMPLATE "${options.template}"` : ''}${options.clauses ? ` ${options.clauses}` : ''}`,
    ),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      if (cluster) return cluster.stop();
      await withClient(serverUrl, async (client) => {
        // pg's Pool.end() resolves once it has asked its connections to close, before their server
        // sessions are gone; FORCE then terminating one mid-close is an uncaught error in the test
        // process. So wait for closed pools' sessions to end (up to 5 s); FORCE ends what a test left open.
        for (let waited = 0; waited < 5_000; waited += 50) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}

/** One connection to `url` for `use`, closed after. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(url);
  client.on('error', () => undefined); // a lost connection fails `use`'s query; not the whole test worker too
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
