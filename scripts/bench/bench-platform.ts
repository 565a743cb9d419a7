import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { start } from '../../server/src/main.ts';

export type BenchPlatform = Awaited<ReturnType<typeof start>>;

/**
 * Runs `work` against the demo platform on a temporary data folder, on SQLite, or on a throw-away
 * database of `pgServer` when given; everything is removed afterwards.
 */
export async function withBenchPlatform<T>(
  name: string,
  pgServer: string | undefined,
  work: (platform: BenchPlatform) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `pathcraft-bench-${name}-`));
  const admin = pgServer ? new pg.Client(pgServer) : undefined;
  const database = `pathcraft_bench_${name}_${Date.now()}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PATHCRAFT_DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    PATHCRAFT_DEMO: '1',
    LOG_LEVEL: 'silent',
  };
  if (admin && pgServer) {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    const url = new URL(pgServer);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.href;
  }
  try {
    const platform = await start(env);
    try {
      return await work(platform);
    } finally {
      await platform.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    }
  }
}
